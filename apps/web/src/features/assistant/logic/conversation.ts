import type {
  AssistantEvent,
  AssistantJob,
  AssistantSearch,
  AssistantTurn,
} from '@opencareers/contracts/assistant';
import { assistantLimits } from '@opencareers/contracts/assistant';

/** One message of the conversation as the panel shows it. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  jobs?: { search: AssistantSearch; jobs: AssistantJob[] };
  sources?: { id: string; title: string }[];
  links?: { label: string; url: string }[];
  suggestions?: string[];
  /** The reply could not be produced (the text says why). */
  failed?: boolean;
  /** Still streaming in. */
  pending?: boolean;
}

/** A reply with one more event of the stream applied. */
export function applyEvent(message: ChatMessage, event: AssistantEvent): ChatMessage {
  switch (event.type) {
    case 'text':
      return { ...message, text: message.text + event.delta };
    case 'jobs':
      return { ...message, jobs: { search: event.search, jobs: event.jobs } };
    case 'sources':
      return { ...message, sources: [...(message.sources ?? []), ...event.sources] };
    case 'links':
      return { ...message, links: [...(message.links ?? []), ...event.links] };
    case 'suggestions':
      return { ...message, suggestions: event.prompts };
    case 'error':
      return { ...message, text: event.message, failed: true, pending: false };
    case 'done':
      return { ...message, pending: false };
    default:
      return message;
  }
}

/** The turns sent with a message: the latest, within the contract's limits. */
export const historyOf = (messages: readonly ChatMessage[]): AssistantTurn[] =>
  messages
    .filter((m) => !m.pending && !m.failed && m.text)
    .slice(-assistantLimits.maxHistory)
    .map((m) => ({ role: m.role, text: m.text.slice(0, 5000) }));

const storageKey = 'oc.assistant.conversation';
const maxKept = 60;

/** The conversation of this visit (sessionStorage: gone when the tab closes). */
export function loadConversation(storage: Pick<Storage, 'getItem'> | undefined): ChatMessage[] {
  try {
    const raw = storage?.getItem(storageKey);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (m): m is ChatMessage =>
          !!m &&
          typeof m === 'object' &&
          typeof (m as ChatMessage).id === 'string' &&
          ((m as ChatMessage).role === 'user' || (m as ChatMessage).role === 'assistant') &&
          typeof (m as ChatMessage).text === 'string',
      )
      .map((m) => ({ ...m, pending: false }));
  } catch {
    return [];
  }
}

export function saveConversation(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  messages: readonly ChatMessage[],
): void {
  try {
    if (!messages.length) storage?.removeItem(storageKey);
    else storage?.setItem(storageKey, JSON.stringify(messages.slice(-maxKept)));
  } catch {
    // Storage full or refused (private mode): the conversation lasts as long as the panel.
  }
}
