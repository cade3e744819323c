import { init } from 'es-module-lexer';
import { beforeAll, describe, expect, it } from 'vitest';
import { importEdges } from './import-edges.ts';

beforeAll(() => init);

describe('importEdges', () => {
  it('reads what each import takes', () => {
    const edges = importEdges(
      [
        'import React, { useState as useS, useMemo } from "react";',
        "import * as ns from './ns.mjs';",
        "import './styles.css';",
        "import theme from './theme.mjs';",
        "const later = () => import('./lazy.mjs');",
        'console.log(import.meta.url);',
      ].join('\n'),
    );
    expect(edges).toEqual([
      { kind: 'import', specifier: 'react', names: ['useState', 'useMemo', 'default'] },
      { kind: 'import', specifier: './ns.mjs', names: 'all' },
      { kind: 'import', specifier: './styles.css', names: [] },
      { kind: 'import', specifier: './theme.mjs', names: ['default'] },
    ]);
  });

  it('reads what each re-export passes on, under which name', () => {
    const edges = importEdges(
      [
        "export { Button } from './Button.mjs';",
        "export { default as IconX, B as C } from './x.mjs';",
        "export * from './all.mjs';",
        "export * as tools from './tools.mjs';",
        'const q = 1; export { q };',
      ].join('\n'),
    );
    expect(edges).toEqual([
      { kind: 'reexport', specifier: './Button.mjs', names: new Map([['Button', 'Button']]) },
      {
        kind: 'reexport',
        specifier: './x.mjs',
        names: new Map([
          ['IconX', 'default'],
          ['C', 'B'],
        ]),
      },
      { kind: 'reexport', specifier: './all.mjs', names: 'all' },
      { kind: 'reexport', specifier: './tools.mjs', names: new Map([['tools', '*']]) },
    ]);
  });

  it('gives up on code it cannot read, so the caller takes every import whole', () => {
    expect(importEdges('import { from "x"')).toBeUndefined();
  });
});
