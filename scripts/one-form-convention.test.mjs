// "One form convention" (issue 14 item 2): a form keeps its fields in react-hook-form, checked
// by a zod schema from packages/contracts, not in useState written by each input's onChange.
// This reads the web's sources as text, so it sees one shape only, and says so:
// - it looks at components that render a `<form>` element; a form built without one (the
//   events admin form was a Stack and a Button until issue 14) is not seen;
// - it sees state written from an input event (`setEmail(e.currentTarget.value)`) or spread
//   into a values object (`setValues((v) => ({ ...v, …`); state kept through useReducer or a
//   custom hook is not seen;
// - useState for what is not a field (a dialog open, a step, a filter outside a <form>) passes.
// The seven forms written before the rule were moved in issue 14; none is excepted any more.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web/src');

/** A line that writes an input's value into useState, directly or into a values object. */
const handKeptField =
  /\bset[A-Z]\w*\(\s*(e|ev|event)\.(currentTarget|target)\.(value|checked)\b|\bset[A-Z]\w*\(\s*\(?(\w+)\)?\s*=>\s*\(\{\s*\.\.\.\4\s*,/;

/** `file:line: text` of each hand-kept field of a component that renders a <form>. */
function offences(file, text = fs.readFileSync(file, 'utf8')) {
  if (!/<form\b/.test(text) || !/\buseState\b/.test(text)) return [];
  return text
    .split('\n')
    .map((line, i) =>
      handKeptField.test(line) ? `${path.relative(root, file)}:${i + 1}: ${line.trim()}` : null,
    )
    .filter(Boolean);
}

function components(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...components(p));
    else if (e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx')) out.push(p);
  }
  return out;
}

describe('one form convention', () => {
  const form = (body) =>
    `import { useState } from 'react';\nexport function F() {\n${body}\n  return <form onSubmit={submit}><input /></form>;\n}`;

  it('refuses a made-up form whose inputs write useState, and passes one on react-hook-form', () => {
    const bad = [
      "  const [email, setEmail] = useState('');\n  <TextInput onChange={(e) => setEmail(e.currentTarget.value)} />",
      '  const [values, setValues] = useState(empty);\n  const set = (k, v) => setValues((prev) => ({ ...prev, [k]: v }));',
      '  const [on, setOn] = useState(false);\n  <Checkbox onChange={(event) => setOn(event.target.checked)} />',
    ];
    for (const body of bad) expect(offences('x.tsx', form(body))).toHaveLength(1);
    const good =
      "  const form = useForm({ resolver: zodResolver(schema) });\n  <TextInput {...form.register('email')} />";
    expect(offences('x.tsx', form(good))).toEqual([]);
    // State that is not a field of a form: a dialog's switch, a search box outside a <form>.
    expect(offences('x.tsx', form('  const [open, setOpen] = useState(false);'))).toEqual([]);
    const search =
      "const [q, setQ] = useState('');\n<TextInput onChange={(e) => setQ(e.currentTarget.value)} />";
    expect(offences('x.tsx', search)).toEqual([]);
  });

  it('no web form keeps its fields in useState', () => {
    expect(components(web).flatMap((f) => offences(f))).toEqual([]);
  });
});
