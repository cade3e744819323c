/** A configuration's leaves as dotted paths ("pcsxConfig.branding.primaryColor"); arrays are one value. */
export function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.length && prefix) out.set(prefix, {});
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) {
    out.set(prefix, value);
  }
  return out;
}

const show = (v: unknown) => (v === undefined ? '(unset)' : JSON.stringify(v));

/** One line per changed path, in path order: "path: old → new". */
export function configDiff(before: unknown, after: unknown): string[] {
  const a = flatten(before);
  const b = flatten(after);
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort();
  return paths
    .filter((p) => JSON.stringify(a.get(p)) !== JSON.stringify(b.get(p)))
    .map((p) => `${p}: ${show(a.get(p))} → ${show(b.get(p))}`);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** Objects merged key by key; arrays and other values replaced by the patch's. */
export function deepMerge(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) out[k] = k in base ? deepMerge(base[k], v) : v;
  return out;
}

/** Paths of the input that the parsed result dropped: settings the schema does not know (typos). */
export function unknownPaths(input: unknown, parsed: unknown, prefix = ''): string[] {
  if (!isPlainObject(input) || !isPlainObject(parsed)) return [];
  return Object.entries(input).flatMap(([k, v]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    return k in parsed ? unknownPaths(v, parsed[k], path) : [path];
  });
}
