import type { Preferences, Profile } from '@opencareers/contracts/profile';
import type { SearchData } from '@opencareers/contracts/search';
import { getProfile as details, editProfile as edit } from '../../profile/index.ts';
import { emptySearchState, fetchSearch } from '../../search/index.ts';

export interface QuickProfile {
  headline: string;
  phone: string;
  location: string;
  skills: string[];
  workPlaces: Preferences['workPlaces'];
  employmentTypes: Preferences['employmentTypes'];
}

/** "Fill it in": the short onboarding form saved through profile_edit (spec §7), section by section. */
export async function saveQuickProfile(input: QuickProfile): Promise<Profile> {
  let profile = await details();
  profile = await edit({
    op_section: 'contact',
    operation: 'update',
    op_data: { value: { ...profile.contact, phone: input.phone.trim(), location: input.location.trim() } },
  });
  if (input.headline.trim())
    profile = await edit({
      op_section: 'headline',
      operation: 'update',
      op_data: { value: input.headline.trim() },
    });
  const have = new Set(profile.skills.map((s) => s.name.toLowerCase()));
  for (const name of input.skills.map((s) => s.trim()).filter(Boolean)) {
    if (have.has(name.toLowerCase())) continue;
    have.add(name.toLowerCase());
    profile = await edit({
      op_section: 'skills',
      operation: 'add',
      op_data: { value: { name, taxonomyId: null } },
    });
  }
  return edit({
    op_section: 'preferences',
    operation: 'update',
    op_data: {
      value: { ...profile.preferences, workPlaces: input.workPlaces, employmentTypes: input.employmentTypes },
    },
  });
}

/** What to search for this profile: the headline, else the latest job title, else the top skills. */
export function recommendationQuery(profile: Profile): string {
  return (
    profile.headline.trim() ||
    profile.experience[0]?.title.trim() ||
    profile.skills
      .slice(0, 3)
      .map((s) => s.name)
      .join(' ')
  );
}

/** Jobs for a new profile, from the same search the jobs page uses. */
export const recommendedJobs = (query: string, location: string, signal?: AbortSignal): Promise<SearchData> =>
  fetchSearch({ ...emptySearchState, query, location }, signal);
