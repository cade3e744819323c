import path from 'node:path';
import { init } from 'es-module-lexer';
import type { Plugin } from 'vite';
import { importEdges } from './import-edges.ts';

/**
 * The route modules of the pages the server renders (issue 17 item 3, size-budget.json's pages):
 * /careers and a search (the search page), and a job page.
 */
const jobRoute = 'src/features/positions/routes/job-page.tsx';
const firstViewRoutes = ['src/features/search/routes/search-page.tsx', jobRoute];

/**
 * The candidate's home (both its routes): drawn in the browser, not on the server, but the page
 * a signed-in candidate opens most, so its code comes in one file too, not ~45.
 */
const dashboardRoutes = [
  'src/features/dashboard/routes/dashboard-page.tsx',
  'src/features/dashboard/routes/dashboard-v2-page.tsx',
];

/**
 * Parts of the app's frame fetched after the first view (lib/overlays/modal-kit.ts and the
 * others): their own group, ahead of the job page's later parts and the home, which use the same
 * Mantine modules and would otherwise take them, so that a dialog's code on /careers loaded the
 * home's chunk or the job page's forms with it.
 */
const laterUiKits = [
  'src/lib/overlays/modal-kit.ts',
  'src/lib/notify/toast-container.tsx',
  'src/features/search/components/autocomplete-kit.ts',
];

/** The API contracts' modules, and zod (with src/lib/zod, what the bare 'zod' resolves to). */
const schemaModule = (id: string): boolean =>
  /[\\/](packages[\\/]contracts[\\/]src|node_modules[\\/]zod|src[\\/]lib[\\/]zod)[\\/]/.test(id);

/**
 * The schemas the first view's pages load on their own, for their first API answers (the
 * notification bell's, a job's match and insights): the contract modules those pages' modules
 * import dynamically (lib/api), with what they import, and zod; minus what the first view's
 * chunks already hold.
 */
export function firstViewSchemaSet(
  graph: ModuleGraph,
  firstView: readonly Set<string>[],
  dynamicImports: (id: string) => readonly string[],
): Set<string> {
  const roots = firstView.flatMap((set) => [...set].flatMap(dynamicImports)).filter(schemaModule);
  const set = new Set([...usedClosure(roots, graph)].filter(schemaModule));
  for (const taken of firstView) for (const id of taken) set.delete(id);
  return set;
}

/**
 * The parts a first-view page loads later, once it is idle (the job page's events, referral and
 * talent-network invitation): the modules its route module imports dynamically, with what they
 * import, minus what is `taken` (the first view's and the schemas' sets). Without a group of
 * their own they went with the candidate's home, which shares the events module: the job page
 * loaded and evaluated the whole home's chunk (~300 KB, a 60–75 ms task at 4×) to show its events.
 */
export function laterPartsSet(
  graph: ModuleGraph,
  routes: readonly string[],
  taken: readonly Set<string>[],
  dynamicImports: (id: string) => readonly string[],
): Set<string> {
  const roots = routes.flatMap(dynamicImports).filter((id) => !schemaModule(id));
  const set = usedClosure(roots, graph);
  for (const other of taken) for (const id of other) set.delete(id);
  for (const id of set) if (schemaModule(id)) set.delete(id);
  for (const route of routes) set.delete(route);
  return set;
}

/** A static import or re-export with its module resolved (import-edges.ts). */
export type Edge =
  | { kind: 'import'; target: string; names: readonly string[] | 'all' }
  | { kind: 'reexport'; target: string; names: ReadonlyMap<string, string> | 'all' };

export type ModuleGraph = {
  ids: Iterable<string>;
  isEntry: (id: string) => boolean;
  edges: (id: string) => readonly Edge[];
};

/**
 * The modules that loading `roots` runs, following static imports, and through a re-exporting
 * module (a package's index, such as @mantine/core's) only the re-exports that something asks
 * for: `import { Button } from '@mantine/core'` brings Button's module, not the 300 others the
 * index names. A module's own imports are all followed (it may use any of them). Roots included.
 */
export function usedClosure(roots: readonly string[], graph: ModuleGraph): Set<string> {
  const asked = new Map<string, Set<string> | 'all'>();
  const stack: [string, readonly string[] | 'all'][] = roots.map((root) => [root, 'all']);
  while (stack.length) {
    const [id, names] = stack.pop()!;
    const had = asked.get(id);
    if (had === 'all') continue;
    let fresh: readonly string[] | 'all';
    if (names === 'all') {
      fresh = 'all';
      asked.set(id, 'all');
    } else {
      const set = had ?? new Set<string>();
      fresh = names.filter((name) => !set.has(name));
      for (const name of fresh) set.add(name);
      asked.set(id, set);
      if (had && fresh.length === 0) continue;
    }
    for (const edge of graph.edges(id)) {
      if (edge.kind === 'import') {
        if (had === undefined) stack.push([edge.target, edge.names]);
        continue;
      }
      if (edge.names === 'all') {
        // export *: any name asked for may come from here (never 'default').
        const passed = fresh === 'all' ? 'all' : fresh.filter((name) => name !== 'default');
        if (passed === 'all' || passed.length) stack.push([edge.target, passed]);
        continue;
      }
      const passed: string[] = [];
      let whole = false;
      for (const [exported, source] of edge.names) {
        if (fresh !== 'all' && !fresh.includes(exported)) continue;
        if (source === '*') whole = true;
        else passed.push(source);
      }
      if (whole) stack.push([edge.target, 'all']);
      else if (passed.length) stack.push([edge.target, passed]);
    }
  }
  return new Set(asked.keys());
}

type ModuleFacts = { code: string | null; importedIds: readonly string[] };

/**
 * A module's edges with their targets: the lexer's statements matched to the bundler's resolved
 * imports, which list each distinct module once in the order first imported; when the counts
 * differ (two specifiers for one module), each specifier is resolved again. An imported module
 * no statement accounts for (a CommonJS `require`) is taken whole.
 */
export async function resolveEdges(
  info: ModuleFacts,
  resolve: (specifier: string) => Promise<{ id: string; external?: unknown } | null>,
): Promise<Edge[]> {
  const parsed = info.code === null ? undefined : importEdges(info.code);
  const edges: Edge[] = [];
  if (parsed?.length) {
    const specifiers = [...new Set(parsed.map((edge) => edge.specifier))];
    const targets = new Map<string, string>();
    if (specifiers.length === info.importedIds.length)
      for (const [i, specifier] of specifiers.entries()) targets.set(specifier, info.importedIds[i]!);
    else
      for (const specifier of specifiers) {
        const resolved = await resolve(specifier);
        if (resolved && !resolved.external) targets.set(specifier, resolved.id);
      }
    for (const edge of parsed) {
      const target = targets.get(edge.specifier);
      if (target !== undefined) edges.push({ ...edge, target } as Edge);
    }
  }
  const covered = new Set(edges.map((edge) => edge.target));
  for (const target of info.importedIds)
    if (!covered.has(target)) edges.push({ kind: 'import', target, names: 'all' });
  return edges;
}

/**
 * The first view's modules in four sets: the app (everything the entry loads statically), then
 * what the search page and the job page add (their route modules aside), split into the part
 * both add and each one's own.
 */
export function firstViewSets(graph: ModuleGraph, routes: readonly string[]) {
  const ids = [...graph.ids];
  const app = usedClosure(ids.filter(graph.isEntry), graph);
  const [search, job] = routes.map((route) => {
    const set = usedClosure([route], graph);
    for (const id of app) set.delete(id);
    return set;
  }) as [Set<string>, Set<string>];
  const both = new Set([...search].filter((id) => job.has(id)));
  for (const id of both) {
    search.delete(id);
    job.delete(id);
  }
  // A route module stays its own chunk, under its own name in the build manifest, where the
  // server finds a page's files (modules/first-view/route-assets.ts) and so does the size budget
  // check; the groups take what it imports.
  for (const set of [app, both, search, job]) for (const route of routes) set.delete(route);
  return { app, both, search, job };
}

/**
 * What the given pages add beyond the sets already `taken` (the app's and the first view's),
 * route modules aside (they stay chunks of their own: firstViewSets).
 */
export function pageSet(
  graph: ModuleGraph,
  pages: readonly string[],
  taken: readonly Set<string>[],
  routes: readonly string[],
): Set<string> {
  const set = usedClosure(pages, graph);
  for (const other of taken) for (const id of other) set.delete(id);
  for (const route of [...routes, ...pages]) set.delete(route);
  return set;
}

/**
 * Puts the first view's code in a handful of files instead of ~90 (issue 17). Left to itself the
 * bundler makes one chunk per set of pages sharing a module, so the first view of /careers
 * loaded ~90 files, most a few hundred bytes (a Mantine component, a hook). Each file costs a
 * phone a request, a preload the HTML parser queues (~1 ms each on this machine's Chromium,
 * 4× that on Lighthouse's phone, all in the parser's first task) and a module record; on HTTP/1.1
 * they also wait for one of six connections. Grouped, the entry's static graph is one chunk, and
 * the search and job pages add at most two each; so does the candidate's home. Other pages still
 * load only what they use, plus whichever of these chunks they share modules with (the app's is
 * loaded anyway).
 *
 * The sets are computed from the module graph when the build has read every module (buildEnd),
 * which is before chunks are made; `codeSplitting.groups` asks `test` only then.
 */
export function firstViewChunks(root: string): {
  plugin: Plugin;
  groups: {
    name: string;
    priority: number;
    test: (id: string) => boolean;
    entriesAware?: boolean;
    entriesAwareMergeThreshold?: number;
  }[];
} {
  let sets:
    | (ReturnType<typeof firstViewSets> & {
        dashboard: Set<string>;
        kits: Set<string>;
        schemas: Set<string>;
        jobLater: Set<string>;
      })
    | undefined;
  const routes = firstViewRoutes.map((route) => path.join(root, route));
  const dashboard = dashboardRoutes.map((route) => path.join(root, route));
  const kits = laterUiKits.map((kit) => path.join(root, kit));
  const member = (set: keyof NonNullable<typeof sets>) => (id: string) => {
    if (!sets) throw new Error('first-view chunks: the module graph was not read (buildEnd did not run)');
    return sets[set].has(id);
  };
  const plugin: Plugin = {
    name: 'opencareers-first-view-chunks',
    apply: 'build',
    async buildEnd() {
      await init;
      for (const route of [...routes, ...dashboard, ...kits])
        if (!this.getModuleInfo(route)) throw new Error(`first-view chunks: no module ${route}`);
      const edges = new Map<string, Edge[]>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) edges.set(id, await resolveEdges(info, (specifier) => this.resolve(specifier, id)));
      }
      const graph: ModuleGraph = {
        ids: this.getModuleIds(),
        isEntry: (id) => this.getModuleInfo(id)?.isEntry === true,
        edges: (id) => edges.get(id) ?? [],
      };
      const first = firstViewSets(graph, routes);
      const taken = [first.app, first.both, first.search, first.job];
      const schemas = firstViewSchemaSet(
        graph,
        [...taken, new Set(routes)],
        (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
      );
      const kitSet = pageSet(graph, kits, [...taken, schemas], routes);
      const jobLater = laterPartsSet(
        graph,
        [path.join(root, jobRoute)],
        [...taken, schemas, kitSet],
        (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
      );
      sets = {
        ...first,
        schemas,
        jobLater,
        kits: kitSet,
        dashboard: pageSet(graph, dashboard, [...taken, schemas, kitSet, jobLater], routes),
      };
    },
  };
  return {
    plugin,
    groups: [
      { name: 'app', priority: 40, test: member('app') },
      { name: 'first-view', priority: 30, test: member('both') },
      { name: 'search-view', priority: 20, test: member('search') },
      { name: 'job-view', priority: 20, test: member('job') },
      { name: 'dashboard-view', priority: 10, test: member('dashboard') },
      // The frame's parts fetched after the first view (laterUiKits), split by which use them.
      {
        name: 'later-ui',
        priority: 14,
        test: member('kits'),
        entriesAware: true,
        entriesAwareMergeThreshold: 10_000,
      },
      // The job page's parts loaded when it is idle, ahead of the home's group (laterPartsSet).
      { name: 'job-later', priority: 12, test: member('jobLater') },
      // Ahead of the home's group, which would otherwise take them with its own modules' imports:
      // there, the first API answer of any page (the notification bell's, on every page) loaded
      // and evaluated the whole home with every contract, 415 KB and 150 ms of one task on a 4×
      // slowed phone right after /careers was shown (issue 17). Split by the pages that use
      // them (entriesAware; tiny parts merged), so /careers runs only what its answers need.
      // One chunk per contract ran the least but gave the home ~30 more files on a slow line.
      {
        name: 'first-view-schemas',
        priority: 15,
        test: member('schemas'),
        entriesAware: true,
        entriesAwareMergeThreshold: 10_000,
      },
    ],
  };
}
