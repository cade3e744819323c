/** Reading and writing one setting of a configuration by its dotted path, without mutating it. */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

export function getPath(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (isObj(v) ? v[k] : undefined), value);
}

/** A copy with `path` set; `undefined` removes the key (an optional setting left empty). */
export function setPath<T>(value: T, path: string, next: unknown): T {
  const [head, ...rest] = path.split('.');
  const base: Obj = isObj(value) ? { ...value } : {};
  if (!head) return value;
  if (!rest.length) {
    if (next === undefined) delete base[head];
    else base[head] = next;
  } else {
    base[head] = setPath(base[head], rest.join('.'), next);
  }
  return base as T;
}

/** A configuration's leaves as dotted paths; arrays are one value. */
export function leaves(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (isObj(value)) {
    for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) out.set(prefix, value);
  return out;
}

/**
 * After a conflict: the other admin's version with this admin's own edits on top. An edit is
 * a setting that differs between what this admin started from (`base`) and what they typed.
 */
export function rebaseEdits<T>(base: T, mine: T, theirs: T): T {
  const before = leaves(base);
  const after = leaves(mine);
  let out = theirs;
  for (const path of new Set([...before.keys(), ...after.keys()])) {
    if (JSON.stringify(before.get(path)) !== JSON.stringify(after.get(path)))
      out = setPath(out, path, after.get(path));
  }
  return out;
}

/** Zod issues as a map of dotted path → first message. */
export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path.map(String).join('.') || 'config'] ??= issue.message;
  return out;
}
