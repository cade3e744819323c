import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * docs/forms.md carries the library's props reference. This keeps it whole: a prop added to
 * one of the public interfaces without a row in the docs fails here, not in a host's review.
 */
const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const docs = source('../../../docs/forms.md');
const reference = docs.slice(
  docs.indexOf("## The library's public API"),
  docs.indexOf('## What the toolkit asks'),
);

/** The member names of `export interface <name> { … }` (top level of the body only). */
function membersOf(file: string, name: string): string[] {
  const text = source(file);
  const start = text.indexOf(`export interface ${name}`);
  expect(start, `${name} in ${file}`).toBeGreaterThan(-1);
  const body = text.slice(text.indexOf('{', start) + 1);
  const members: string[] = [];
  let depth = 0;
  for (const line of body.split('\n')) {
    if (depth === 0) {
      if (line.trim().startsWith('}')) break;
      const m = /^\s{2}(\w+)\??:/.exec(line);
      if (m?.[1]) members.push(m[1]);
    }
    depth += (line.match(/[{(]/g) ?? []).length - (line.match(/[})]/g) ?? []).length;
  }
  return members;
}

describe('docs/forms.md props reference', () => {
  it.each([
    ['./react/form-renderer.tsx', 'FormRendererProps'],
    ['./react/form-services.tsx', 'FormServices'],
    ['./react/form-callbacks.tsx', 'FormCallbacks'],
  ])('%s %s: every member has a row', (file, name) => {
    const members = membersOf(file, name);
    expect(members.length).toBeGreaterThan(2);
    const missing = members.filter((m) => !reference.includes(`| \`${m}\` |`));
    expect(missing).toEqual([]);
  });
});
