import type { AssistantEvent, AssistantIntent } from '@opencareers/contracts/assistant';

/**
 * The built-in engine's sentences. English only for now (docs/assistant.md "Limits"): the
 * panel's own texts are translated, and job titles, places and the company's knowledge-base
 * entries are shown as written.
 */
export const say = {
  greeting: (company: string) =>
    `Hi! I'm ${company}'s careers assistant. I can find jobs ("remote data jobs in Lisbon"), answer questions about working here, and tell you where your applications, offers and interviews stand.`,
  searchFound: (total: number, what: string) =>
    total === 1 ? `I found 1 job${what}.` : `I found ${total} jobs${what}. Here are the first ones.`,
  searchNone: (what: string) =>
    `I found no open jobs${what}. Try fewer words, another place, or see all jobs on the search page.`,
  loginNeeded: (what: string) => `Log in to see ${what}: I only show a candidate their own.`,
  noApplications: "You haven't applied to any job here yet.",
  applications: (n: number) => (n === 1 ? 'You have 1 application:' : `You have ${n} applications:`),
  noOffers: 'You have no job offers here at the moment.',
  offers: (n: number) => (n === 1 ? 'You have 1 offer:' : `You have ${n} offers:`),
  noInterviews: 'You have no upcoming interviews.',
  interviews: (n: number) =>
    n === 1 ? 'You have 1 upcoming interview:' : `You have ${n} upcoming interviews:`,
  dontKnow: "I'm sorry, I don't know the answer to that.",
  contact: (contact: string) => ` You can ask the recruiting team: ${contact}`,
  noContact: ' Please ask the recruiting team.',
  unknown:
    "I'm not sure what you mean. I can search jobs, answer questions about the company, or look up your applications.",
  failed: 'Something went wrong on our side. Please try again.',
};

export const applicationStatusWords: Record<string, string> = {
  submitted: 'submitted',
  in_review: 'in review',
  interviewing: 'interviewing',
  offered: 'offer made',
  hired: 'hired',
  rejected: 'not selected',
  withdrawn: 'withdrawn',
};

/** Follow-up prompts after each kind of reply. */
export const followUps: Record<AssistantIntent, string[]> = {
  job_search: ['Only remote jobs', 'Senior roles', 'Where is my application?'],
  company_question: ['What are the benefits?', 'What is the interview process?', 'Find jobs for me'],
  my_applications: ['When is my interview?', 'Do I have an offer?', 'Remote jobs'],
  my_offers: ['Where is my application?', 'When is my interview?'],
  my_interviews: ['What is the interview process?', 'Where is my application?'],
  greeting: ['Remote jobs', 'Do you sponsor visas?', 'Where is my application?'],
  unknown: ['Remote jobs', 'What are the benefits?', 'Where is my application?'],
};

export const text = (delta: string): AssistantEvent => ({ type: 'text', delta });
