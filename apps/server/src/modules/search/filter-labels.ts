import type { SearchFilterName, SortOption } from '@opencareers/contracts/search-constants';

/*
 * English labels of the filters and their fixed values, the same words as the web app's
 * en.json (filter-labels.test.ts keeps them in step). The web app shows them in the reader's
 * language by the filter's name and the value's code; a label that is not one of these words
 * it keeps as sent (a company's own wording).
 */
export const filterLabels: Record<SearchFilterName, string> = {
  department: 'Department',
  country: 'Country',
  city: 'City',
  work_place: 'Work place',
  employment_type: 'Employment type',
  seniority: 'Seniority',
  skills: 'Skills',
  date_posted: 'Date posted',
  distance: 'Distance',
};

export const valueLabels: Partial<Record<SearchFilterName, Record<string, string>>> = {
  work_place: { onsite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' },
  employment_type: {
    full_time: 'Full-time',
    part_time: 'Part-time',
    contract: 'Contract',
    internship: 'Internship',
    temporary: 'Temporary',
  },
  seniority: {
    intern: 'Intern',
    entry: 'Entry level',
    mid: 'Mid level',
    senior: 'Senior',
    lead: 'Lead',
    manager: 'Manager',
    director: 'Director',
  },
  date_posted: { '1': 'Past 24 hours', '3': 'Past 3 days', '7': 'Past week', '30': 'Past month' },
  distance: {
    '0': 'Exact location',
    '10': 'Within 10 km',
    '25': 'Within 25 km',
    '50': 'Within 50 km',
    '100': 'Within 100 km',
    '250': 'Within 250 km',
  },
};

export const sortLabels: Record<SortOption, string> = {
  relevance: 'Most relevant',
  newest: 'Newest',
  distance: 'Nearest',
  best_match: 'Best match',
};
