import type { Profile } from '@opencareers/contracts/profile';
import { talentNetworkLimits } from '@opencareers/contracts/talent-network';

/** How many skills stand for "what I do" when the profile names no title. */
const skillsAsKeywords = 3;

const clip = (text: string, max: number) => text.trim().slice(0, max).trim();

/**
 * A signed-in candidate's interests as their profile tells them, to start the join form from:
 * the words are the title they want (their headline), else their latest job's title, else
 * their first few skills; the place is where they want to work, else where they live. Blank
 * when the profile says nothing, so the form asks as it does for a guest.
 */
export function interestsFromProfile(
  profile: Pick<Profile, 'headline' | 'experience' | 'skills' | 'preferences' | 'contact' | 'place'>,
): { keywords: string; location: string } {
  const latestTitle = profile.experience.find((e) => e.current)?.title ?? profile.experience[0]?.title ?? '';
  const skills = profile.skills
    .slice(0, skillsAsKeywords)
    .map((s) => s.name)
    .join(' ');
  const words = [profile.headline, latestTitle, skills].map((w) => w.trim()).find(Boolean) ?? '';
  const place =
    [profile.preferences.desiredLocations[0] ?? '', profile.place?.city ?? '', profile.contact.location]
      .map((p) => p.trim())
      .find(Boolean) ?? '';
  return {
    keywords: clip(words, talentNetworkLimits.maxKeywordsLength),
    location: clip(place, talentNetworkLimits.maxLocationLength),
  };
}
