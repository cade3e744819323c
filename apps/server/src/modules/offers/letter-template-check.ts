import { errorCodes } from '@opencareers/contracts/api-envelope';
import { checkLetterTemplate } from '@opencareers/contracts/letter-templates';
import { HttpError } from '../../lib/http-error.ts';

// Control characters other than line breaks and tabs have no place in a letter and no glyph.
const control = /[\p{Cc}\p{Cs}\u2028\u2029]/u;
const allowedControl = /[\n\r\t]/g;

/** A field name as the message shows it: long garbage is cut, not echoed whole. */
const shown = (name: string) => `{{${name.length > 40 ? `${name.slice(0, 40)}…` : name}}}`;

const refuse = (message: string) => new HttpError(422, errorCodes.validation, message, { body: message });

/**
 * A template the letter generator can draw: well-formed text with known merge fields only.
 * The 422 names each unknown field, as written, so the editor can point at it.
 */
export function assertLetterTemplate(body: string): void {
  if (!body.trim()) throw refuse('Write the letter: the template is empty.');
  if (control.test(body.replace(allowedControl, '')))
    throw refuse('The template contains control characters; remove them.');
  const { unknown, unclosed } = checkLetterTemplate(body);
  if (unknown.length) throw refuse(`Unknown merge fields: ${unknown.slice(0, 10).map(shown).join(', ')}.`);
  if (unclosed) throw refuse('A merge field is not closed: write fields as {{field_name}}.');
}
