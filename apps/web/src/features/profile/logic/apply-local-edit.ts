import {
  type Profile,
  type ProfileEditBody,
  type ProfileListSection,
  profileListSections,
} from '@opencareers/contracts/profile';

/**
 * What the profile looks like once the server applies `body`, for showing an edit before the
 * answer arrives. Only what the page sends is mirrored (list edits and value updates); files
 * (avatar, résumés) wait for the server. The server's answer always replaces this guess.
 */
export function applyLocalEdit(profile: Profile, body: ProfileEditBody): Profile {
  const { op_section: section, operation } = body;
  const value = body.op_data?.value;
  const index = body.op_data?.index;
  if (section in profileListSections) {
    const s = section as ProfileListSection;
    const list = profile[s] as unknown[];
    let next: unknown[] = list;
    if (operation === 'add') {
      const at = index ?? list.length;
      next = [...list.slice(0, at), value, ...list.slice(at)];
    } else if (operation === 'update' && index !== undefined)
      next = list.map((v, i) => (i === index ? value : v));
    else if (operation === 'delete' && index !== undefined) next = list.filter((_, i) => i !== index);
    else if (operation === 'reorder' && Array.isArray(value)) next = (value as number[]).map((i) => list[i]);
    return { ...profile, [s]: next };
  }
  if (operation !== 'update') return profile;
  switch (section) {
    case 'contact':
      return { ...profile, contact: value as Profile['contact'] };
    case 'headline':
      return { ...profile, headline: value as string };
    case 'summary':
      return { ...profile, summary: value as string };
    case 'preferences':
      return { ...profile, preferences: value as Profile['preferences'] };
    default:
      return profile;
  }
}

/** The order that moves item `from` one step up (-1) or down (+1), as profile_edit reorder wants it. */
export function moveOrder(length: number, from: number, step: -1 | 1): number[] | null {
  const to = from + step;
  if (to < 0 || to >= length) return null;
  const order = Array.from({ length }, (_, i) => i);
  order[from] = to;
  order[to] = from;
  return order;
}
