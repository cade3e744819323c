import type { AssistantEvent, AssistantIntent } from '@opencareers/contracts/assistant';
import { readServerMessages, serverLocaleCodes, type Translate } from '../notifications/server-messages.ts';

/**
 * The built-in engine's sentences, in the reader's language (`assistant.*` of the server's
 * message catalogue, notifications/messages/<locale>.json). Job titles, places and the
 * company's knowledge-base entries are shown as written.
 */
export const say = (t: Translate) => ({
  greeting: (company: string) => t('assistant.greeting', { company }),
  searchFound: (total: number, what: string) => t('assistant.found', { count: total, what }),
  searchNone: (what: string) => t('assistant.none', { what }),
  loginNeeded: (intent: 'my_applications' | 'my_offers' | 'my_interviews') =>
    t(
      {
        my_applications: 'assistant.loginApplications',
        my_offers: 'assistant.loginOffers',
        my_interviews: 'assistant.loginInterviews',
      }[intent],
    ),
  noApplications: t('assistant.noApplications'),
  applications: (n: number) => t('assistant.applications', { count: n }),
  noOffers: t('assistant.noOffers'),
  offers: (n: number) => t('assistant.offers', { count: n }),
  noInterviews: t('assistant.noInterviews'),
  interviews: (n: number) => t('assistant.interviews', { count: n }),
  dontKnow: t('assistant.dontKnow'),
  contact: (contact: string) => t('assistant.contact', { contact }),
  noContact: t('assistant.noContact'),
  unknown: t('assistant.unknown'),
  failed: t('assistant.failed'),
});

/** An application's status as the catalogue names it (the same words as its notifications). */
export const applicationStatusWord = (t: Translate, status: string) =>
  t(`applicationStatus.${status}`, { defaultValue: status });

type Prompt = keyof ReturnType<typeof readServerMessages>['assistant']['prompts'];

/** Follow-up prompts after each kind of reply (keys of `assistant.prompts`). */
const followUpKeys: Record<AssistantIntent, Prompt[]> = {
  job_search: ['onlyRemote', 'senior', 'whereApplication'],
  company_question: ['benefits', 'interviewProcess', 'findJobs'],
  my_applications: ['whenInterview', 'haveOffer', 'remote'],
  my_offers: ['whereApplication', 'whenInterview'],
  my_interviews: ['interviewProcess', 'whereApplication'],
  greeting: ['remote', 'visas', 'whereApplication'],
  unknown: ['remote', 'benefits', 'whereApplication'],
};

export const followUps = (t: Translate, intent: AssistantIntent) =>
  followUpKeys[intent].map((key) => t(`assistant.prompts.${key}`));

const promptKey = (s: string) => s.normalize('NFKC').trim().toLowerCase();

let promptsInEnglish: Map<string, string> | undefined;
/**
 * A suggested prompt sent back in any language, as its English words: the panel sends the
 * prompt's text, and the parser reads English, French, German and Spanish only, so a prompt
 * offered in Japanese is still understood. Any other message is returned as it is.
 */
export function asEnglishPrompt(message: string): string {
  if (!promptsInEnglish) {
    const english = readServerMessages('en').assistant.prompts;
    promptsInEnglish = new Map();
    for (const code of serverLocaleCodes)
      for (const [key, words] of Object.entries(readServerMessages(code).assistant.prompts))
        promptsInEnglish.set(promptKey(words), english[key as Prompt]);
  }
  return promptsInEnglish.get(promptKey(message)) ?? message;
}

export const text = (delta: string): AssistantEvent => ({ type: 'text', delta });
