import { formatWhen, type When } from './format-when.ts';
import { translator } from './server-messages.ts';

/** A value worded in the reader's language: another message of the catalogue, e.g. a status's label. */
export interface Term {
  term: string;
  /** Shown where the catalogue lacks the term. */
  fallback: string;
}

export type TextValue = string | number | When | Term;

/**
 * A text of the server's catalogue (server-messages.ts) with its values, written in the
 * reader's language only when it is known who reads it (CandidateNotifier.notify).
 */
export interface EventText {
  /** A dotted key of messages/en.json, e.g. "messages.formAssigned". */
  key: string;
  values: Record<string, TextValue>;
}

/** A job's title, or the catalogue's stand-in for a job without one. */
export type PositionName = string | Term;

/**
 * A job's title as a value of a text, or the catalogue's stand-in ("a position", `standIn.position`)
 * for a job without one, so the stand-in is written in the reader's language too.
 */
export const positionNameOrStandIn = (title: string | null | undefined): PositionName =>
  title?.trim() ? title : { term: 'standIn.position', fallback: 'a position' };

const isWhen = (v: TextValue): v is When => typeof v === 'object' && ('day' in v || 'moment' in v);

/** An event's text in the catalogue, and its English rendering for CandidateEvent.message. */
export const wordedText = (
  key: string,
  values: Record<string, TextValue>,
): { text: EventText; message: string } => {
  const text: EventText = { key, values };
  return { text, message: renderText('en', text) };
};

export function renderText(locale: string, text: EventText): string {
  const t = translator(locale);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values)) {
    if (typeof value !== 'object') values[name] = value;
    else if (isWhen(value)) values[name] = formatWhen(locale, value);
    else values[name] = t(value.term, { defaultValue: value.fallback });
  }
  return t(text.key, values);
}
