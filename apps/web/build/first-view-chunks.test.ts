import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Edge,
  firstViewSchemaSet,
  firstViewSets,
  laterPartsSet,
  pageSet,
  usedClosure,
} from './first-view-chunks.ts';

/** A graph from an adjacency list: module `m<i>` imports the modules listed at i. */
function graphOf(edges: number[][], entries: number[]) {
  const name = (i: number) => `m${i}`;
  return {
    ids: edges.map((_, i) => name(i)),
    isEntry: (id: string) => entries.includes(Number(id.slice(1))),
    edges: (id: string): Edge[] =>
      (edges[Number(id.slice(1))] ?? []).map((i) => ({ kind: 'import', target: name(i), names: 'all' })),
  };
}

/** A graph given edge by edge: { m0: [edge, …] }. */
function graphWith(edges: Record<string, Edge[]>, entries: string[] = []) {
  return {
    ids: Object.keys(edges),
    isEntry: (id: string) => entries.includes(id),
    edges: (id: string) => edges[id] ?? [],
  };
}
const imports = (target: string, names: readonly string[] | 'all' = 'all'): Edge => ({
  kind: 'import',
  target,
  names,
});
const reexports = (target: string, names: [string, string][] | 'all'): Edge => ({
  kind: 'reexport',
  target,
  names: names === 'all' ? 'all' : new Map(names),
});

const graphs = fc.integer({ min: 3, max: 30 }).chain((n) =>
  fc.record({
    edges: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { maxLength: 4 }), {
      minLength: n,
      maxLength: n,
    }),
    entry: fc.integer({ min: 0, max: n - 1 }),
    search: fc.integer({ min: 0, max: n - 1 }),
    job: fc.integer({ min: 0, max: n - 1 }),
  }),
);

describe('first-view chunks', () => {
  it('gathers the schemas the first view imports lazily, with their imports, and nothing else', () => {
    const contract = (name: string) => `/repo/packages/contracts/src/${name}.ts`;
    const zod = '/repo/node_modules/zod/index.js';
    const graph = graphWith({
      '/repo/src/bell.ts': [],
      '/repo/src/home.ts': [],
      [contract('notifications')]: [imports(contract('envelope')), imports(zod)],
      [contract('envelope')]: [imports(zod)],
      [contract('dashboard')]: [imports(contract('envelope'))],
      [contract('boot')]: [imports(zod)],
      [zod]: [],
    });
    const lazy: Record<string, string[]> = {
      // The bell asks for its schema when its answer comes; it also loads a component lazily.
      '/repo/src/bell.ts': [contract('notifications'), '/repo/src/panel.tsx'],
      '/repo/src/home.ts': [contract('dashboard')],
    };
    // boot's schema is in the first view's own chunk already.
    const firstView = [new Set(['/repo/src/bell.ts', contract('boot')])];
    const set = firstViewSchemaSet(graph, firstView, (id) => lazy[id] ?? []);
    expect([...set].sort()).toEqual([contract('envelope'), contract('notifications'), zod].sort());
  });

  it("gathers a page's later parts with their imports, leaving what is taken and the schemas", () => {
    const contract = '/repo/packages/contracts/src/events.ts';
    const graph = graphWith({
      '/repo/src/job-page.tsx': [imports('/repo/src/shared.ts')],
      '/repo/src/events/index.ts': [imports('/repo/src/events/list.tsx'), imports('/repo/src/shared.ts')],
      '/repo/src/events/list.tsx': [imports('/repo/src/events/card.tsx')],
      '/repo/src/events/card.tsx': [imports(contract)],
      '/repo/src/shared.ts': [],
      '/repo/src/home.tsx': [imports('/repo/src/events/index.ts')],
      [contract]: [],
    });
    const lazy: Record<string, string[]> = {
      // Its events later, and a schema when an answer comes (the schemas' own group).
      '/repo/src/job-page.tsx': ['/repo/src/events/index.ts', contract],
      '/repo/src/home.tsx': ['/repo/src/home-later.tsx'],
    };
    const set = laterPartsSet(
      graph,
      ['/repo/src/job-page.tsx'],
      [new Set(['/repo/src/shared.ts'])],
      (id) => lazy[id] ?? [],
    );
    expect([...set].sort()).toEqual(
      ['/repo/src/events/card.tsx', '/repo/src/events/index.ts', '/repo/src/events/list.tsx'].sort(),
    );
  });

  it('follows static imports to the end, cycles included', () => {
    const graph = graphOf([[1], [2], [0, 3], []], [0]);
    expect([...usedClosure(['m1'], graph)].sort()).toEqual(['m0', 'm1', 'm2', 'm3']);
    expect([...usedClosure(['m3'], graph)]).toEqual(['m3']);
  });

  it('takes from a re-exporting index only the modules whose names are asked for', () => {
    const modules: Record<string, Edge[]> = {
      app: [imports('index', ['Button', 'default'])],
      index: [
        reexports('button', [['Button', 'Button']]),
        reexports('picker', [['ColorPicker', 'ColorPicker']]),
        reexports('theme', [['default', 'theme']]),
        reexports('more', 'all'),
      ],
      button: [imports('box')],
      picker: [imports('picker.css')],
      theme: [],
      more: [reexports('menu', [['Menu', 'default']])],
      menu: [],
    };
    const graph = graphWith(modules);
    // `export *` may hold any name asked for, so its module is kept; its own re-exports are not.
    expect([...usedClosure(['app'], graph)].sort()).toEqual([
      'app',
      'box',
      'button',
      'index',
      'more',
      'theme',
    ]);
    // Asked later for a name that comes through `export *`: that branch is followed then.
    const later = graphWith({
      ...modules,
      app: [imports('index', ['Button']), imports('other')],
      other: [imports('index', ['Menu'])],
    });
    expect([...usedClosure(['app'], later)].sort()).toEqual([
      'app',
      'box',
      'button',
      'index',
      'menu',
      'more',
      'other',
    ]);
    // A namespace import, or `export * as ns` asked for, takes everything.
    expect(usedClosure(['x'], graphWith({ ...modules, x: [imports('index')] })).has('picker')).toBe(true);
    const ns = graphWith({
      x: [imports('y', ['ns'])],
      y: [reexports('z', [['ns', '*']])],
      z: [imports('w')],
      w: [],
    });
    expect([...usedClosure(['x'], ns)].sort()).toEqual(['w', 'x', 'y', 'z']);
  });

  it('gives the app what the entry loads, and each page what it adds, shared part apart', () => {
    // entry m0 → m1; search page m2 → m1, m4, m5; job page m3 → m4, m6.
    const sets = firstViewSets(graphOf([[1], [], [1, 4, 5], [4, 6], [], [], []], [0]), ['m2', 'm3']);
    expect([...sets.app].sort()).toEqual(['m0', 'm1']);
    expect([...sets.both]).toEqual(['m4']);
    expect([...sets.search]).toEqual(['m5']);
    expect([...sets.job]).toEqual(['m6']);
  });

  it("gives a later page what it adds beyond the app's and the first view's sets", () => {
    // entry m0 → m1; search page m2 → m4; job page m3 → m4; dashboards m5, m6 → m1, m4, m7, m8.
    const graph = graphOf([[1], [], [4], [4], [], [1, 4, 7], [7, 8], [], []], [0]);
    const first = firstViewSets(graph, ['m2', 'm3']);
    const taken = [first.app, first.both, first.search, first.job];
    expect([...pageSet(graph, ['m5', 'm6'], taken, ['m2', 'm3'])].sort()).toEqual(['m7', 'm8']);
  });

  it('puts every first-view module in exactly one set, and each page finds all its modules', () => {
    fc.assert(
      fc.property(graphs, ({ edges, entry, search, job }) => {
        const graph = graphOf(edges, [entry]);
        const sets = firstViewSets(graph, [`m${search}`, `m${job}`]);
        const all = [sets.app, sets.both, sets.search, sets.job];
        const count = (id: string) => all.filter((set) => set.has(id)).length;
        for (const id of graph.ids) expect(count(id)).toBeLessThanOrEqual(1);
        // A page's modules are in the app's set, the shared one or its own, never the other
        // page's; its route module is left out unless the app loads it anyway.
        const routes = [`m${search}`, `m${job}`];
        for (const set of all) for (const route of routes) expect(set.has(route)).toBe(false);
        const covered = (route: string, own: Set<string>, other: Set<string>) => {
          for (const id of usedClosure([route], graph)) {
            if (routes.includes(id)) continue;
            expect(other.has(id)).toBe(false);
            expect(sets.app.has(id) || sets.both.has(id) || own.has(id)).toBe(true);
          }
        };
        covered(`m${search}`, sets.search, sets.job);
        covered(`m${job}`, sets.job, sets.search);
        // Nothing outside the first view is captured.
        const firstView = usedClosure([`m${entry}`, `m${search}`, `m${job}`], graph);
        for (const set of all) for (const id of set) expect(firstView.has(id)).toBe(true);
      }),
    );
  });
});
