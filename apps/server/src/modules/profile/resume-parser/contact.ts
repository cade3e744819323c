import type { CountryCode } from 'libphonenumber-js';
import { findPhoneNumbersInText } from 'libphonenumber-js/max';
import { sectionOf } from './headings.ts';
import type { TextLine } from './pdf-layout.ts';
import { type FoundPlace, findPlace } from './places.ts';
import { isTitle } from './roles.ts';

const emailPattern = /[\p{L}0-9._%+-]+@[\p{L}0-9.-]+\.\p{L}{2,}/u;
const nameNoise = /^(curriculum vitae|cv|resume|résumé|lebenslauf|currículum|curriculo|currículo)$/i;
/** Labels before contact values ("Email:", "Tél. :", "Telefon:") are not part of them. */
const label =
  /^(?:e-?mail|courriel|correo|phone|tel|tél|telefon|telefone|teléfono|telefono|mobile|mobil|móvil|cell|portable|celular|address|adresse|dirección|endereço)\.?\s*:?\s*/i;

export interface Contact {
  firstname?: string;
  lastname?: string;
  email?: string;
  phone?: string;
  location?: string;
  place?: FoundPlace;
  headline?: string;
}

/** Pieces of a line split at the separators résumé headers use between contact items. */
export const pieces = (line: string) =>
  line
    .split(/\t|\s+[|•·◦▪‣]\s+|\s{2,}|\s+[—–]\s+|\s*\|\s*/)
    .map((p) => p.replace(label, '').trim())
    .filter(Boolean);

function nameFrom(line: string): [string, string] | null {
  const first = pieces(line)[0] ?? '';
  const words = first.replace(/,$/, '').split(/\s+/);
  if (words.length < 2 || words.length > 5 || first.length > 60) return null;
  if (!words.every((w) => /^[\p{L}][\p{L}'’.-]*$/u.test(w))) return null;
  if (nameNoise.test(first) || sectionOf(first) || isTitle(first)) return null;
  // NAMES IN CAPITALS are common on résumés; write them the usual way.
  const tidy = words.map((w) =>
    w === w.toUpperCase() && w.length > 1 && /\p{Lu}/u.test(w)
      ? w.charAt(0) +
        w
          .slice(1)
          .toLowerCase()
          .replace(/([-'’])(\p{L})/gu, (_m, s, c) => s + c.toUpperCase())
      : w,
  );
  return [tidy[0]!, tidy.slice(1).join(' ')];
}

/**
 * Contact details from the résumé's header (the lines before the first section and any contact
 * section) with the whole text as a fallback for email and phone. Phone numbers are read with
 * libphonenumber-js, taking the country of the place found as the default for national forms.
 */
export function readContact(header: TextLine[], allText: string, defaultCountry?: CountryCode): Contact {
  const contact: Contact = {};
  const headerText = header.map((l) => l.text).join('\n');
  contact.email = (emailPattern.exec(headerText) ?? emailPattern.exec(allText))?.[0];

  // The name: the biggest type among the first lines (PDF), else the first line that reads as one.
  // A long name in big type may wrap: two one-word lines of the same size are one name.
  const candidates = header.slice(0, 8).map((line, i, all) => {
    const next = all[i + 1];
    return next &&
      line.fontSize > 0 &&
      next.fontSize === line.fontSize &&
      !/\s/.test(line.text) &&
      !/\s/.test(next.text)
      ? { text: `${line.text} ${next.text}`, fontSize: line.fontSize }
      : line;
  });
  const biggest = Math.max(...candidates.map((l) => l.fontSize));
  const ordered = biggest > 0 ? [...candidates].sort((a, b) => b.fontSize - a.fontSize) : candidates;
  let nameLine: TextLine | undefined;
  for (const line of ordered) {
    const name = nameFrom(line.text);
    if (name && !findPlace(line.text)) {
      [contact.firstname, contact.lastname] = name;
      nameLine = line;
      break;
    }
  }

  for (const line of header) {
    if (line === nameLine || line.text === nameLine?.text) continue;
    for (const piece of pieces(line.text)) {
      if (contact.place) break;
      if (emailPattern.test(piece) || /\d{3,}.*\d{2,}/.test(piece.replace(/\b\d{4,5}\s+\p{L}/u, 'x')))
        continue;
      const place = findPlace(piece);
      if (place) {
        contact.place = place;
        contact.location = place.text;
      }
    }
  }
  const country = (contact.place?.countryCode as CountryCode | undefined) ?? defaultCountry;
  const phoneIn = (text: string) =>
    findPhoneNumbersInText(text.replace(/\t/g, '  '), { defaultCountry: country }).find((p) =>
      p.number.isValid(),
    );
  const phone = phoneIn(headerText) ?? phoneIn(allText.slice(0, 3000));
  if (phone) contact.phone = phone.number.number;

  // A headline: a short line right after the name that is not contact data.
  if (nameLine) {
    // The line after the name (after both lines of a wrapped name).
    const at = header.findIndex((l) => nameLine?.text.startsWith(l.text));
    const after = header[at + (header[at]?.text === nameLine.text ? 1 : 2)];
    const namePieces = pieces(nameLine.text);
    const text = namePieces.length > 1 ? namePieces[1] : after?.text;
    if (
      text &&
      text.length <= 100 &&
      !emailPattern.test(text) &&
      !/\d{4,}|\+\d/.test(text) &&
      !findPlace(pieces(text)[0] ?? '') &&
      !sectionOf(text)
    )
      contact.headline = text.replace(/\t/g, ' ').trim();
  }
  return contact;
}
