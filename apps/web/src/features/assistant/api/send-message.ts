import { headers as headerNames } from '@opencareers/contracts/api-envelope-constants';
import {
  type AssistantEvent,
  type AssistantTurn,
  assistantEventSchema,
  assistantPaths,
} from '@opencareers/contracts/assistant';
import { getCsrfToken, setCsrfToken } from '../../../lib/api/csrf-token.ts';
import { withQuery } from '../../../lib/api/query-string.ts';
import { forwardedParamsFrom, shownLanguage } from '../../../lib/api/request-context.ts';
import { readNdjson } from '../logic/ndjson.ts';

/** Why a message got no reply: too many messages in a minute, or anything else. */
export class AssistantSendError extends Error {
  constructor(readonly status: number) {
    super(`assistant message failed (${status})`);
  }
}

/**
 * POST /api/pcsx/assistant/messages and read the reply as it streams (NDJSON), each event
 * checked against the contract and handed to `onEvent` as it arrives. Not through apiRequest,
 * which reads a whole JSON body; the same CSRF token and page parameters are sent.
 */
export async function sendAssistantMessage(
  message: string,
  history: AssistantTurn[],
  onEvent: (event: AssistantEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  // The language on screen, as apiRequest sends it: the engine replies in it.
  const hl = shownLanguage();
  const url = withQuery(assistantPaths.messages, {
    ...forwardedParamsFrom(window.location.search),
    ...(hl ? { hl } : {}),
  });
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      accept: 'application/x-ndjson',
      'content-type': 'application/json',
      [headerNames.csrf]: getCsrfToken(),
    },
    // The visitor's clock: the engine tells interview times in it.
    body: JSON.stringify({ message, history, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
    credentials: 'same-origin',
    signal,
  });
  setCsrfToken(response.headers.get(headerNames.csrf));
  if (!response.ok || !response.body) throw new AssistantSendError(response.status);
  await readNdjson(response.body, (line) => onEvent(assistantEventSchema.parse(line)));
}
