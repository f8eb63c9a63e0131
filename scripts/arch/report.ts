/**
 * `npm run arch`: the import arrows between the server's contexts (lambdas/src/<context>) and between the web app's
 * features (web/src/features/<feature>), read from the source. For each area it prints one row per arrow between two
 * units (with how many import statements make it), then the counts: arrows, upward arrows (against the layer order of
 * scripts/arch/boundaries.js, or out of infrastructure into a unit), imports past a unit's face, and circles (strongly
 * connected components of more than one unit). Exits 1 when there is a circle, an upward arrow or an import past a
 * face. Tests and benches are left out (they may reach into any unit). docs/boundaries.md explains how to read it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { AREAS, checkImport, isExempt, locate, resolveImport } from './boundaries.js';

const repoRoot = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module a file imports: import and export declarations, import() and require(), type-only ones included. */
function importsOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((i) => i.fileName);
}

/** Strongly connected components of more than one node (Tarjan). */
function circles(nodes: string[], edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) found.push(scc.reverse());
    }
  };
  for (const n of nodes) if (!idx.has(n)) visit(n);
  return found;
}

const verbose = process.argv.includes('--files');
let failed = false;

for (const area of AREAS) {
  const files = sourceFiles(join(repoRoot, area.root)).filter((f) => !isExempt(relative(repoRoot, f)));
  const arrows = new Map<
    string,
    { from: string; to: string; imports: number; wiring: number; problems: Set<string>; lines: string[] }
  >();
  const fileEdges = new Map<string, Set<string>>();
  const kinds = { upward: 0, face: 0, unknown: 0 };
  for (const file of files) {
    const from = locate(file, repoRoot);
    if (!from) continue;
    for (const spec of importsOf(file)) {
      const target = resolveImport(file, spec);
      if (!target) continue;
      const to = locate(target, repoRoot);
      if (!to || to.area !== from.area || to.unit === from.unit) continue;
      const fromRel = relative(repoRoot, file);
      const toRel = relative(repoRoot, target);
      if (!fileEdges.has(fromRel)) fileEdges.set(fromRel, new Set());
      fileEdges.get(fromRel)!.add(toRel);
      const key = `${from.unit} → ${to.unit}`;
      const arrow = arrows.get(key) ?? {
        from: from.unit,
        to: to.unit,
        imports: 0,
        wiring: 0,
        problems: new Set(),
        lines: [],
      };
      if (from.entry) arrow.wiring++;
      arrow.imports++;
      const problem = checkImport(file, target, repoRoot);
      if (problem) {
        kinds[problem.kind]++;
        arrow.problems.add(problem.kind);
      }
      arrow.lines.push(
        `${fromRel.slice(area.root.length + 1)} → ${toRel.slice(area.root.length + 1)}${problem ? `  [${problem.kind}]` : ''}`,
      );
      arrows.set(key, arrow);
    }
  }

  // Circles over the units alone: an arrow out of infrastructure is already counted as upward.
  const units = area.layers.flat();
  const unitEdges = new Map<string, Set<string>>();
  for (const a of arrows.values()) {
    if (area.base.includes(a.from) || area.base.includes(a.to)) continue;
    // A Lambda entry's wiring is above every context: it closes no circle.
    if (a.wiring === a.imports) continue;
    if (!unitEdges.has(a.from)) unitEdges.set(a.from, new Set());
    unitEdges.get(a.from)!.add(a.to);
  }
  const unitCircles = circles(units, unitEdges);
  // Module circles that cross a unit's border: the import cycles a bundler and a reader must untangle.
  const moduleNodes = [...new Set([...fileEdges.keys(), ...[...fileEdges.values()].flatMap((s) => [...s])])];
  const allEdges = new Map<string, Set<string>>();
  for (const file of files) {
    const rel = relative(repoRoot, file);
    for (const spec of importsOf(file)) {
      const target = resolveImport(file, spec);
      if (!target || !locate(target, repoRoot)) continue;
      if (!allEdges.has(rel)) allEdges.set(rel, new Set());
      allEdges.get(rel)!.add(relative(repoRoot, target));
    }
  }
  const moduleCircles = circles(moduleNodes.concat([...allEdges.keys()]), allEdges).filter(
    (scc) => new Set(scc.map((f) => locate(f, repoRoot)?.unit)).size > 1,
  );

  const betweenUnits = [...arrows.values()].filter((a) => {
    const from = area.base.includes(a.from);
    const to = area.base.includes(a.to);
    return !from && !to;
  });
  const rows = [...arrows.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  console.log(
    `\n${area.name} (${area.root}); layers, lowest first: ${area.layers.map((l) => l.join(' | ')).join(' < ')}`,
  );
  if (area.base.length) console.log(`below every context: ${area.base.join(', ')} (may import no context)`);
  console.log('');
  console.log(`${'from'.padEnd(14)}${'to'.padEnd(14)}${'imports'.padStart(8)}  problem`);
  for (const a of rows) {
    if (area.base.includes(a.to) && !a.problems.size && !verbose) continue;
    console.log(
      `${a.from.padEnd(14)}${a.to.padEnd(14)}${String(a.imports).padStart(8)}  ${[...a.problems].join(', ')}`,
    );
    if (verbose || a.problems.size) for (const l of a.lines) if (verbose || l.includes('[')) console.log(`      ${l}`);
  }
  const upwardArrows = rows.filter((a) => a.problems.has('upward')).length;
  const faceArrows = rows.filter((a) => a.problems.has('face')).length;
  console.log('');
  console.log(
    `arrows between ${area.name === 'web' ? 'features' : 'contexts'}: ${betweenUnits.length} (${betweenUnits.reduce((n, a) => n + a.imports, 0)} imports)`,
  );
  console.log(`upward arrows: ${upwardArrows} (${kinds.upward} imports)`);
  console.log(`arrows past a face: ${faceArrows} (${kinds.face} imports)`);
  if (kinds.unknown) console.log(`imports of a unit with no layer: ${kinds.unknown}`);
  console.log(
    `circles between units: ${unitCircles.length}${unitCircles.map((c) => `\n  each reaches each other: ${c.join(', ')}`).join('')}`,
  );
  console.log(
    `module circles across units: ${moduleCircles.length}${moduleCircles.map((c) => `\n  ${c.map((f) => f.slice(area.root.length + 1)).join(', ')}`).join('')}`,
  );
  if (unitCircles.length || moduleCircles.length || kinds.upward || kinds.face || kinds.unknown) failed = true;
}

process.exit(failed ? 1 : 0);
