import { parse } from 'es-module-lexer';

/**
 * One static `import` or `export … from` of a module, with the names it takes (issue 17,
 * first-view-chunks.ts). `names` of an import: what it reads ('default' for a default import),
 * 'all' for a namespace import; of a re-export: exported name → the target's name ('*' for
 * `export * as ns`), 'all' for `export *`.
 */
export type ImportEdge =
  | { kind: 'import'; specifier: string; names: readonly string[] | 'all' }
  | { kind: 'reexport'; specifier: string; names: ReadonlyMap<string, string> | 'all' };

/** `a`, `b as c`, `default as D` → [[exported or local name, source name]]. */
function clause(text: string): [string, string][] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [source, alias] = part.split(/\s+as\s+/);
      return [(alias ?? source)!.trim(), source!.trim()];
    });
}

/** The names an `import … from` statement reads. */
function importedNames(statement: string): readonly string[] | 'all' {
  const head = statement.replace(/^import\s*/, '').split(/\s*from\s*['"]/)[0] ?? '';
  if (/^['"]/.test(head) || head === '') return []; // import 'x': run for its side effects only
  if (head.includes('*')) return 'all';
  const names: string[] = [];
  const braces = /\{([^}]*)\}/.exec(head);
  if (braces) names.push(...clause(braces[1]!).map(([, source]) => source));
  if (/^[\w$]+/.test(head.replace(/^type\s+/, ''))) names.push('default');
  return names;
}

/** The names an `export … from` statement passes on. */
function reexportedNames(statement: string): ReadonlyMap<string, string> | 'all' {
  const star = /^export\s*\*\s*(?:as\s+([\w$]+))?/.exec(statement);
  if (star) return star[1] ? new Map([[star[1], '*']]) : 'all';
  const braces = /\{([^}]*)\}/.exec(statement);
  return new Map(braces ? clause(braces[1]!) : []);
}

/**
 * The static imports and re-exports of a module's code, in order (dynamic imports aside: they
 * load later). `undefined` when the lexer cannot read the code; the caller then takes every
 * import whole. es-module-lexer's `init` must have resolved.
 */
export function importEdges(code: string): ImportEdge[] | undefined {
  let records: ReturnType<typeof parse>[0];
  try {
    [records] = parse(code);
  } catch {
    return undefined;
  }
  const edges: ImportEdge[] = [];
  for (const record of records) {
    if (record.d !== -1 || record.n === undefined) continue; // dynamic import() or import.meta
    const statement = code.slice(record.ss, record.se);
    edges.push(
      statement.startsWith('export')
        ? { kind: 'reexport', specifier: record.n, names: reexportedNames(statement) }
        : { kind: 'import', specifier: record.n, names: importedNames(statement) },
    );
  }
  return edges;
}
