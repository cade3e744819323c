/** §4 skill selector state, pure so it is tested alone; §9 threshold 10. */
export const defaultSkillThreshold = 10;

export interface SkillListState {
  skills: string[];
  threshold: number;
  expanded: boolean;
  /** The configured threshold (showMoreThreshold, else 10): removing never goes below it. */
  baseThreshold?: number;
}

export const visibleSkills = (s: SkillListState) => (s.expanded ? s.skills : s.skills.slice(0, s.threshold));
/** "+N" label count of the collapsed tail (0 when nothing is hidden). */
export const hiddenCount = (s: SkillListState) =>
  s.expanded ? 0 : Math.max(0, s.skills.length - s.threshold);

const has = (list: string[], skill: string) => list.some((x) => x.toLowerCase() === skill.toLowerCase());

/** Adding inserts before the collapsed tail, so the new skill is seen; the threshold grows with it. */
export function addSkill(s: SkillListState, skill: string): SkillListState {
  const name = skill.trim();
  if (!name || has(s.skills, name)) return s;
  const at = Math.min(s.threshold, s.skills.length);
  const skills = [...s.skills.slice(0, at), name, ...s.skills.slice(at)];
  return { ...s, skills, threshold: s.skills.length >= s.threshold ? s.threshold + 1 : s.threshold };
}

/**
 * Removing a skill decreases the threshold, never below the configured one (a field set to show
 * 5 stays at 5, it does not jump to the default 10), so the tail does not jump in.
 */
export function removeSkill(s: SkillListState, skill: string): SkillListState {
  const skills = s.skills.filter((x) => x !== skill);
  if (skills.length === s.skills.length) return s;
  const floor = s.baseThreshold ?? defaultSkillThreshold;
  return { ...s, skills, threshold: Math.max(floor, s.threshold - 1) };
}

/** Suggested skills exclude those already chosen. */
export const remainingSuggestions = (suggested: string[], chosen: string[]) =>
  suggested.filter((x) => !has(chosen, x));

/** "Add all" adds every remaining suggestion. */
export const addAllSuggestions = (s: SkillListState, suggested: string[]) =>
  remainingSuggestions(suggested, s.skills).reduce(addSkill, s);
