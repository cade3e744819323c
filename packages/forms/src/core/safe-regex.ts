import { RE2JS } from 're2js';

/** What a validation rule needs from a pattern. */
export interface SafePattern {
  /** Code points may be given as an array (the tests count how many the engine reads). */
  test(text: string | number[]): boolean;
}

/*
 * Admin-written patterns (the regex rule, §5) run on RE2 (re2js, a pure JavaScript port of
 * Google's RE2), whose matching time grows linearly with the input, never exponentially as
 * with the backtracking engine of RegExp: `/^(a+)+$/` cannot stall the server or the browser.
 * RE2 has no backreferences or lookahead; patterns using them cannot be compiled and are
 * refused when the form is saved (definition-schema, question-draft), with the same message
 * in the editor and the API. Flags: i, m and s map to RE2's; g and y are dropped (validation
 * must not depend on an earlier call); u and d change nothing for a yes/no test.
 */
const cache = new Map<string, SafePattern | null>();

export function compileSafePattern(source: string, flags: string): SafePattern | undefined {
  const key = `${flags}/${source}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit ?? undefined;
  let compiled: SafePattern | null = null;
  try {
    let bits = 0;
    if (flags.includes('i')) bits |= RE2JS.CASE_INSENSITIVE;
    if (flags.includes('m')) bits |= RE2JS.MULTILINE;
    if (flags.includes('s')) bits |= RE2JS.DOTALL;
    const re = RE2JS.compile(RE2JS.translateRegExp(source), bits);
    compiled = { test: (text) => re.test(text) };
  } catch {
    compiled = null;
  }
  if (cache.size > 500) cache.clear();
  cache.set(key, compiled);
  return compiled ?? undefined;
}
