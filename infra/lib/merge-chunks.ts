import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSync, type Metafile } from 'esbuild';

/** One file of a function's built code, after the merge: its size and the source modules in it. */
export interface BuiltFile {
  bytes: number;
  inputs: Record<string, { bytesInOutput: number }>;
}

/** The specifier prefix that marks, in the second pass, an import of another file of the function (kept external). */
const OTHER_FILE = '__function_file__/';

/**
 * Joins esbuild's chunks into fewer files (docs/cold-start.md "Fewer files per first request"). esbuild splits the
 * code the routes share into one chunk per different set of `import()` targets that reach it, so a route's first
 * request read dozens of files of a few hundred bytes. Every chunk is given a group, and each group of more than one
 * chunk becomes one file:
 * - the entry and every chunk it imports statically (all read when the function starts) are one file;
 * - a chunk that at least half of the entry's `import()` targets (the routes of the function, its part of the route
 *   table, its account resolvers) reach is in one shared file: a route may read some code it does not run there,
 *   code most routes run;
 * - every other chunk is grouped with the chunks that exactly the same of those targets reach (or, reached by none of
 *   them, the same lazily loaded modules: an SDK client, a language, a section kind), so a file read on a request
 *   holds no more than what that request read before, and a module loaded only on demand stays on demand.
 * A chunk reaches only chunks whose set holds its own, so the groups import each other without cycles (checked: on a
 * cycle, or a group holding two `import()` targets, the chunks stay as esbuild wrote them). Each group is bundled again
 * by esbuild from the chunks' ESM, which keeps each chunk's imports evaluated before it and its live bindings; chunks
 * that do not import each other may be evaluated in another order than before, as esbuild's own chunks may. A joined
 * file exports only the names other files import from it, each chunk's under a name of its own (`m<chunk>$<name>`),
 * and an `import()` target all of its names as they were.
 */
export function mergeChunks(
  metafile: Metafile,
  outdir: string,
  entryFile: string,
  options: { external: readonly string[]; target: string; minify: boolean },
): Record<string, BuiltFile> {
  const outputs = new Map(Object.entries(metafile.outputs).map(([file, output]) => [path.resolve(file), output]));
  const asBuilt = (): Record<string, BuiltFile> =>
    Object.fromEntries([...outputs].map(([file, o]) => [file, { bytes: o.bytes, inputs: o.inputs }]));
  const imports = (file: string, kind: 'import-statement' | 'dynamic-import') =>
    (outputs.get(file)?.imports ?? []).filter((i) => i.kind === kind && !i.external).map((i) => path.resolve(i.path));
  const entry = path.resolve(outdir, entryFile);
  const entries = [...outputs].filter(([, o]) => o.entryPoint).map(([file]) => file);
  if (!outputs.has(entry)) return asBuilt();

  // Which entries (the function's entry and every import() target) reach each file through static imports.
  const reachedBy = new Map<string, Set<string>>([...outputs.keys()].map((f) => [f, new Set<string>()]));
  for (const from of entries) {
    const stack = [from];
    while (stack.length) {
      const file = stack.pop() as string;
      const set = reachedBy.get(file);
      if (!set || set.has(from)) continue;
      set.add(from);
      stack.push(...imports(file, 'import-statement'));
    }
  }
  const firstLevel = new Set(imports(entry, 'dynamic-import'));
  const shared = Math.max(2, Math.ceil(firstLevel.size / 2));
  const groupKey = (file: string): string => {
    const by = [...(reachedBy.get(file) ?? [])];
    if (by.includes(entry)) return 'start';
    const routes = by.filter((e) => firstLevel.has(e));
    if (routes.length >= shared) return 'shared';
    return (routes.length ? routes : by).sort().join('\n');
  };
  const groups = new Map<string, string[]>();
  for (const file of outputs.keys()) {
    const key = groupKey(file);
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  const groupOf = new Map<string, string[]>();
  for (const members of groups.values()) for (const m of members) groupOf.set(m, members);
  if ([...groups.values()].some((members) => members.filter((m) => entries.includes(m)).length > 1)) return asBuilt();
  if (hasCycle([...groups.values()], (m) => imports(m, 'import-statement').map((i) => groupOf.get(i) as string[])))
    return asBuilt();

  // Each group's file: an import() target's own path (import() sites name it), else a name from its chunks'.
  const fileOf = new Map<string[], string>();
  for (const members of groups.values()) {
    const target = members.find((m) => entries.includes(m));
    const name = createHash('sha256')
      .update(members.map((m) => path.basename(m)).join('\n'))
      .digest('hex')
      .slice(0, 10);
    fileOf.set(
      members,
      target ?? (members.length === 1 ? (members[0] as string) : path.join(outdir, 'chunks', `merged-${name}.mjs`)),
    );
  }
  // A chunk's exports keep their names in its group's file when it is the group's only chunk or its import() target.
  const keepsNames = (m: string, members: string[]) => members.length === 1 || entries.includes(m);
  const alias = (members: string[], m: string, name: string) =>
    keepsNames(m, members) ? name : `m${members.indexOf(m)}$${name}`;

  // The names each file imports from each file it imports statically (esbuild writes `import{a as b,c}from"./x.mjs"`
  // or `import"./x.mjs"`; any other form counts as every name), and so the names each chunk must export to the files
  // outside its group: a stub or a group file names no more than these.
  const importedNames = new Map<string, Map<string, Set<string> | 'all'>>();
  const namesFrom = (file: string, target: string): Set<string> | 'all' => {
    let byTarget = importedNames.get(file);
    if (!byTarget) {
      byTarget = new Map();
      importedNames.set(file, byTarget);
      const code = readFileSync(file, 'utf8');
      const clauses = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*("[^"]+")/g)];
      for (const t of imports(file, 'import-statement')) {
        const spec = JSON.stringify(specifier(file, t));
        const named = clauses.filter((m) => m[2] === spec);
        const bare = code.split(`import${spec}`).length - 1;
        if (named.length + bare !== code.split(spec).length - 1) byTarget.set(t, 'all');
        else
          byTarget.set(
            t,
            new Set(
              named.flatMap((m) => (m[1] as string).split(',').map((n) => n.trim().split(/\s+as\s+/)[0] as string)),
            ),
          );
      }
    }
    return byTarget.get(target) ?? new Set<string>();
  };
  const wanted = new Map<string, Set<string> | 'all'>();
  const want = (target: string, names: Set<string> | 'all') => {
    const had = wanted.get(target) ?? new Set<string>();
    wanted.set(target, had === 'all' || names === 'all' ? 'all' : new Set([...had, ...names]));
  };
  for (const file of outputs.keys())
    for (const target of imports(file, 'import-statement'))
      if (groupOf.get(target) !== groupOf.get(file)) want(target, namesFrom(file, target));
  const exportsOf = (m: string, members: string[]) => {
    const all = outputs.get(m)?.exports ?? [];
    const names = wanted.get(m) ?? new Set<string>();
    return keepsNames(m, members) || names === 'all' ? all : all.filter((n) => names.has(n));
  };

  const rebuilt = [...groups.values()].filter(
    (members) =>
      members.length > 1 ||
      members.some((m) => imports(m, 'import-statement').some((i) => (groupOf.get(i) as string[]).length > 1)),
  );
  if (rebuilt.length === 0) return asBuilt();

  const work = mkdtempSync(path.join(tmpdir(), 'merge-chunks-'));
  try {
    const inputs = rebuilt.map((members, g) => {
      const dir = path.join(work, `g${g}`);
      mkdirSync(dir);
      const order = postOrder(members, (m) => imports(m, 'import-statement'));
      const lines: string[] = [];
      for (const m of order) {
        // The specifiers as esbuild wrote them (`"./chunk-X.mjs"`), each replaced in one pass over the file.
        const spec = (target: string) => JSON.stringify(specifier(m, target));
        const dynamic = new Map(
          imports(m, 'dynamic-import').map((t) => [spec(t), JSON.stringify(OTHER_FILE + rel(outdir, t))]),
        );
        const statics = new Map<string, string>();
        for (const target of imports(m, 'import-statement')) {
          const its = groupOf.get(target) as string[];
          let to: string;
          if (its === members) to = `./${path.basename(target)}`;
          else if (keepsNames(target, its)) to = OTHER_FILE + rel(outdir, fileOf.get(its) as string);
          else {
            to = `./stub-${path.basename(target)}`;
            const used = members.map((member) => namesFrom(member, target));
            const names = (outputs.get(target)?.exports ?? []).filter((n) => used.some((u) => u === 'all' || u.has(n)));
            writeFileSync(
              path.join(dir, to),
              `export{${names.map((n) => `${alias(its, target, n)} as ${n}`).join(',')}}from${JSON.stringify(OTHER_FILE + rel(outdir, fileOf.get(its) as string))};`,
            );
          }
          statics.set(spec(target), JSON.stringify(to));
        }
        const code = readFileSync(m, 'utf8').replace(
          /(import\()?("\.\.?\/[^"]+\.mjs")/g,
          (found, call: string | undefined, specifier: string) =>
            (call ? dynamic.has(specifier) && `import(${dynamic.get(specifier)}` : statics.get(specifier)) || found,
        );
        writeFileSync(path.join(dir, path.basename(m)), code);
        const names = exportsOf(m, members);
        const from = JSON.stringify(`./${path.basename(m)}`);
        lines.push(
          names.length
            ? `export{${names.map((n) => `${n} as ${alias(members, m, n)}`).join(',')}}from${from};`
            : `import${from};`,
        );
      }
      writeFileSync(path.join(dir, '__group.mjs'), lines.join('\n'));
      return { in: path.join(dir, '__group.mjs'), out: `g${g}` };
    });
    buildSync({
      entryPoints: inputs,
      outdir: path.join(work, 'out'),
      bundle: true,
      splitting: false,
      format: 'esm',
      platform: 'node',
      target: options.target,
      minify: options.minify,
      external: [...options.external, `${OTHER_FILE}*`],
      logLevel: 'error',
    });
    const files = asBuilt();
    rebuilt.forEach((members, g) => {
      const file = fileOf.get(members) as string;
      const code = readFileSync(path.join(work, 'out', `g${g}.js`), 'utf8').replaceAll(
        new RegExp(`"${OTHER_FILE}([^"]+)"`, 'g'),
        (_, to: string) => JSON.stringify(specifier(file, path.join(outdir, to))),
      );
      const merged: BuiltFile['inputs'] = {};
      for (const m of members) {
        Object.assign(merged, files[m]?.inputs);
        delete files[m];
        unlinkSync(m);
      }
      writeFileSync(file, code);
      files[file] = { bytes: statSync(file).size, inputs: merged };
    });
    return files;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** How a file imports another, as esbuild writes it: `./x.mjs`, `./chunks/x.mjs`, `../index.mjs`. */
function specifier(from: string, to: string): string {
  const relative = path.relative(path.dirname(from), to).split(path.sep).join('/');
  return relative.startsWith('../') ? relative : `./${relative}`;
}

function rel(outdir: string, file: string): string {
  return path.relative(outdir, file).split(path.sep).join('/');
}

/** The members, each after the members it imports (the order ESM evaluates them in). */
function postOrder(members: string[], deps: (m: string) => string[]): string[] {
  const inGroup = new Set(members);
  const seen = new Set<string>();
  const order: string[] = [];
  const visit = (m: string) => {
    if (seen.has(m)) return;
    seen.add(m);
    for (const d of deps(m)) if (inGroup.has(d)) visit(d);
    order.push(m);
  };
  members.forEach(visit);
  return order;
}

/** Whether the groups import each other in a cycle (a group's files' static imports, leading to other groups). */
function hasCycle(groups: string[][], next: (file: string) => string[][]): boolean {
  const state = new Map<string[], 'open' | 'done'>();
  const visit = (group: string[]): boolean => {
    if (state.get(group) === 'done') return false;
    if (state.get(group) === 'open') return true;
    state.set(group, 'open');
    for (const file of group) for (const to of next(file)) if (to !== group && visit(to)) return true;
    state.set(group, 'done');
    return false;
  };
  return groups.some(visit);
}
