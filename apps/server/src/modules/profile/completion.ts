import type {
  Profile,
  ProfileCompletion,
  ProfileSection,
  ProfileSuggestion,
} from '@opencareers/contracts/profile';

/** Skills a profile needs before the skills section counts as done (match scoring leans on them). */
export const minSkills = 5;

interface Step {
  section: ProfileSection;
  weight: number;
  done: (p: Profile) => boolean;
  id: string;
  message: string;
}

/**
 * What completion counts, and how much: the parts that drive matching (experience, skills,
 * headline) weigh most. The weights add up to 100, so the percentage is their sum.
 */
export const completionSteps: readonly Step[] = [
  {
    section: 'experience',
    weight: 20,
    done: (p) => p.experience.length > 0,
    id: 'add-experience',
    message: 'Add your work experience',
  },
  {
    section: 'skills',
    weight: 15,
    done: (p) => p.skills.length >= minSkills,
    id: 'add-skills',
    message: `Add at least ${minSkills} skills`,
  },
  {
    section: 'headline',
    weight: 10,
    done: (p) => p.headline.trim().length > 0,
    id: 'add-headline',
    message: 'Add a headline, e.g. your current role',
  },
  {
    section: 'summary',
    weight: 10,
    done: (p) => p.summary.trim().length > 0,
    id: 'add-summary',
    message: 'Write a short summary about yourself',
  },
  {
    section: 'contact',
    weight: 10,
    done: (p) => Boolean(p.contact.phone.trim() && p.contact.location.trim()),
    id: 'complete-contact',
    message: 'Add your phone number and location',
  },
  {
    section: 'education',
    weight: 10,
    done: (p) => p.education.length > 0,
    id: 'add-education',
    message: 'Add your education',
  },
  {
    section: 'languages',
    weight: 5,
    done: (p) => p.languages.length > 0,
    id: 'add-languages',
    message: 'Add the languages you speak',
  },
  {
    section: 'links',
    weight: 5,
    done: (p) => p.links.length > 0,
    id: 'add-links',
    message: 'Add a link, e.g. LinkedIn or your portfolio',
  },
  {
    section: 'preferences',
    weight: 5,
    done: (p) => p.preferences.workPlaces.length > 0 || p.preferences.employmentTypes.length > 0,
    id: 'set-preferences',
    message: 'Tell us how and where you want to work',
  },
  {
    section: 'avatar',
    weight: 5,
    done: (p) => p.avatar !== null,
    id: 'add-avatar',
    message: 'Add a profile photo',
  },
  {
    section: 'resumes',
    weight: 5,
    done: (p) => p.resumes.length > 0,
    id: 'add-resume',
    message: 'Upload your résumé',
  },
];

/** Completion percentage and the next steps, heaviest first (spec §3 profileCompletionData). */
export function profileCompletion(profile: Profile): ProfileCompletion {
  let percent = 0;
  const completed: ProfileSection[] = [];
  const suggestions: ProfileSuggestion[] = [];
  for (const step of completionSteps) {
    if (step.done(profile)) {
      percent += step.weight;
      completed.push(step.section);
    } else {
      suggestions.push({ id: step.id, section: step.section, message: step.message, weight: step.weight });
    }
  }
  return { percent: Math.min(100, percent), completed, suggestions };
}
