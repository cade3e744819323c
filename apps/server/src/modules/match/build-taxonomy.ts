/**
 * Builds skills-taxonomy.json, the skills taxonomy match scoring ships with:
 *   node --import tsx apps/server/src/modules/match/build-taxonomy.ts
 * Sources: the skills of the role catalogue (related = skills most often asked for
 * together in the same role family), skills-extra.txt (groups of related skills) and
 * aliases.txt (other spellings). Re-run after changing any of them; the output is data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { demoDepartments } from '../../db/seed/demo-catalog.ts';

const dir = import.meta.dirname;
const key = (s: string) => s.toLowerCase();
const names = new Map<string, string>();
const related = new Map<string, Map<string, number>>();
const bump = (a: string, b: string, w: number) => {
  if (key(a) === key(b)) return;
  const m = related.get(key(a)) ?? new Map<string, number>();
  m.set(key(b), (m.get(key(b)) ?? 0) + w);
  related.set(key(a), m);
};
const addName = (s: string) => {
  if (!names.has(key(s))) names.set(key(s), s);
};

for (const d of demoDepartments) {
  for (const f of d.families) {
    for (const s of f.skills) addName(s);
    for (const a of f.skills) for (const b of f.skills) bump(a, b, 1);
  }
}

for (const line of fs.readFileSync(path.join(dir, 'skills-extra.txt'), 'utf8').split('\n')) {
  if (!line.trim() || line.startsWith('#')) continue;
  const group = line
    .slice(line.indexOf(':') + 1)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  group.forEach((s, i) => {
    addName(s);
    // Neighbours in a group line are the closest relatives.
    group.forEach((t, j) => {
      bump(s, t, 1 / (1 + Math.abs(i - j)));
    });
  });
}

const aliases = new Map<string, string[]>();
for (const line of fs.readFileSync(path.join(dir, 'aliases.txt'), 'utf8').split('\n')) {
  if (!line.trim() || line.startsWith('#')) continue;
  const canonical = line.slice(0, line.indexOf(':')).trim();
  const alts = line
    .slice(line.indexOf(':') + 1)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  addName(canonical);
  aliases.set(key(canonical), [...(aliases.get(key(canonical)) ?? []), ...alts]);
}

const skills = [...names.entries()]
  .sort((a, b) => a[1].localeCompare(b[1]))
  .map(([k, name]) => ({
    name,
    aliases: aliases.get(k) ?? [],
    related: [...(related.get(k) ?? new Map<string, number>())]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([r]) => names.get(r)!),
  }));
fs.writeFileSync(path.join(dir, 'skills-taxonomy.json'), `${JSON.stringify({ skills })}\n`);
console.log(`${skills.length} skills written`);
