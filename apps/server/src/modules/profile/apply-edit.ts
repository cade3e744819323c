import { errorCodes } from '@opencareers/contracts/api-envelope';
import {
  type ProfileEditBody,
  type ProfileListSection,
  profileEditMessages,
  profileListSections,
  profileValueSections,
} from '@opencareers/contracts/profile';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { normaliseSkill } from './items.ts';
import { phoneMessage, toE164 } from './phone.ts';
import type { CandidateProfileRow } from './repository.ts';
import { resolvePlace } from './resolve-place.ts';

/** Spec §8: every edit the server cannot apply answers 422 with this message and changes nothing. */

export const invalidEdit = (fieldErrors: Record<string, string>) =>
  new HttpError(422, errorCodes.validation, profileEditMessages.invalid, fieldErrors);

export type EditBody = {
  op_section: ProfileEditBody['op_section'];
  operation: ProfileEditBody['operation'];
  op_data: { value?: unknown; index?: number | undefined };
};

const zodFieldErrors = (error: z.ZodError, prefix: string): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].join('.');
    out[key] ??= issue.message;
  }
  return out;
};

function parseValue<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidEdit(zodFieldErrors(parsed.error, 'op_data.value'));
  return parsed.data;
}

function indexIn(length: number, index: number | undefined): number {
  if (index === undefined) throw invalidEdit({ 'op_data.index': 'Give the index of the item' });
  if (index >= length) throw invalidEdit({ 'op_data.index': `No item at index ${index}` });
  return index;
}

/** A permutation of 0…length-1: every current item exactly once. */
function parseOrder(value: unknown, length: number): number[] {
  const ok =
    Array.isArray(value) &&
    value.length === length &&
    value.every((v) => Number.isInteger(v) && v >= 0 && v < length) &&
    new Set(value).size === length;
  if (!ok) {
    throw invalidEdit({
      'op_data.value': `Give the new order as a list of the indexes 0 to ${length - 1}, each once`,
    });
  }
  return value as number[];
}

function editList(row: CandidateProfileRow, section: ProfileListSection, body: EditBody): unknown[] {
  const { item, max } = profileListSections[section];
  const list = row[section] as unknown[];
  const { value, index } = body.op_data;
  const parseItem = () => {
    const parsed = parseValue(item, value);
    return section === 'skills'
      ? normaliseSkill(parsed as z.output<typeof profileListSections.skills.item>)
      : parsed;
  };
  switch (body.operation) {
    case 'add': {
      if (list.length >= max) throw invalidEdit({ op_section: `At most ${max} items` });
      // index, when given, is where the new item goes (0 = first); it may be the end.
      if (index !== undefined && index > list.length) indexIn(list.length + 1, index);
      const at = index ?? list.length;
      return [...list.slice(0, at), parseItem(), ...list.slice(at)];
    }
    case 'update': {
      const i = indexIn(list.length, index);
      return list.map((v, j) => (j === i ? parseItem() : v));
    }
    case 'delete': {
      const i = indexIn(list.length, index);
      return list.filter((_, j) => j !== i);
    }
    case 'reorder':
      return parseOrder(value, list.length).map((i) => list[i]);
  }
}

/**
 * Applies one profile_edit to the stored row in memory (spec §7: op_section, operation,
 * op_data {value, index}); avatar and résumés touch files and are done by the service.
 * Throws the 422 of spec §8 when the section and operation do not fit or the value is bad.
 */
export function applyEdit(row: CandidateProfileRow, body: EditBody): CandidateProfileRow {
  const section = body.op_section;
  if (section in profileListSections) {
    const s = section as ProfileListSection;
    return { ...row, [s]: editList(row, s, body) };
  }
  if (body.operation !== 'update') {
    throw invalidEdit({ operation: `The section ${section} takes only update` });
  }
  const value = body.op_data.value;
  switch (section) {
    case 'contact': {
      const c = parseValue(profileValueSections.contact, value);
      const place = c.location === row.location ? row.place : resolvePlace(c.location);
      const phone = toE164(c.phone, place?.countryCode);
      if (phone === null) throw invalidEdit({ 'op_data.value.phone': phoneMessage });
      return { ...row, ...c, email: c.email.toLowerCase(), phone, place };
    }
    case 'headline':
      return { ...row, headline: parseValue(profileValueSections.headline, value) };
    case 'summary':
      return { ...row, summary: parseValue(profileValueSections.summary, value) };
    case 'preferences': {
      const p = parseValue(profileValueSections.preferences, value);
      const unique = <T>(xs: T[]) => [...new Set(xs)];
      return {
        ...row,
        preferences: { ...p, workPlaces: unique(p.workPlaces), employmentTypes: unique(p.employmentTypes) },
      };
    }
    default:
      throw invalidEdit({ op_section: `The section ${section} is not edited here` });
  }
}
