/**
 * The boundaries between the server's contexts and between the web app's features: one table read by both
 * `npm run arch` (scripts/arch/report.ts) and the lint rule (scripts/arch/eslint-plugin.js). docs/boundaries.md
 * explains the order.
 *
 * Plain JavaScript (typed by boundaries.d.ts) so eslint.config.js can import it without a TypeScript loader.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Each area: its folder, its units (contexts or features) in layer order, lowest first, and the folders below every
 * unit (infrastructure), which may import no unit at all. A unit may import only units on a lower layer, and only
 * through their face. Units on one layer (an inner array) may not import each other.
 */
export const AREAS = [
  {
    name: 'lambdas',
    root: 'lambdas/src',
    base: ['http', 'db', 'adapters', 'common'],
    layers: [
      ['sections'],
      ['accounts'],
      ['credits'],
      ['teams'],
      ['assessments'],
      ['results'],
      ['respondents'],
      ['toolbox', 'support'],
    ],
  },
  {
    name: 'web',
    root: 'web/src/features',
    base: [],
    layers: [
      ['sections'],
      ['accounts'],
      ['teams'],
      ['credits'],
      ['referrals'],
      ['assessments'],
      ['results'],
      ['respondents'],
      ['toolbox', 'support'],
    ],
  },
];

/**
 * A unit's faces: the modules other units may import, `<unit>/index.ts` (or .tsx), and `<unit>/identity.ts`, the
 * account resolvers a Lambda entry loads on its first user request (kept apart so they load lazily and alone).
 */
export const FACE_FILES = ['index.ts', 'index.tsx', 'identity.ts'];

/**
 * A server context's Lambda entries (`handler.ts`, `stream.ts` at its root) wire a function together: they sit above
 * every context and may hand a higher context's function to a lower one (accounts/guest-merge.ts is given the move
 * of a guest's work this way). They still import only faces.
 */
export const ENTRY_FILES = ['handler.ts', 'stream.ts'];

/** Files the boundaries do not bind: tests and benches may reach into any unit to set up or measure it. */
export function isExempt(file) {
  return /\.test\.tsx?$/.test(file) || /(^|\/)bench\//.test(file);
}

const toPosix = (p) => p.split(sep).join('/');

/**
 * Where a file (absolute, or relative to repoRoot) sits: its area, its unit, whether the unit is infrastructure
 * (base), its layer (lowest 0) and whether the file is the unit's face. Null outside every area's units.
 */
export function locate(file, repoRoot) {
  const rel = toPosix(relative(repoRoot, resolve(repoRoot, file)));
  for (const area of AREAS) {
    if (!rel.startsWith(area.root + '/')) continue;
    const parts = rel.slice(area.root.length + 1).split('/');
    if (parts.length < 2) return null;
    const unit = parts[0];
    const face = parts.length === 2 && FACE_FILES.includes(parts[1]);
    const entry = area.name === 'lambdas' && parts.length === 2 && ENTRY_FILES.includes(parts[1]);
    if (area.base.includes(unit)) return { area, unit, base: true, layer: -1, face, entry, rel };
    const layer = area.layers.findIndex((l) => l.includes(unit));
    return { area, unit, base: false, layer, face, entry, rel };
  }
  return null;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

/** The file a relative import names (the spec's own path if none exists yet); null for packages and aliases. */
export function resolveImport(fromFile, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), spec);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/**
 * What is wrong with one import, or null: `upward` (a unit imports one on its own or a higher layer, or
 * infrastructure imports a unit), `face` (another unit's internals instead of its face), `unknown` (a unit missing
 * from the table).
 */
export function checkImport(fromFile, targetFile, repoRoot) {
  if (isExempt(toPosix(relative(repoRoot, fromFile)))) return null;
  const from = locate(fromFile, repoRoot);
  const to = locate(targetFile, repoRoot);
  if (!from || !to || from.area !== to.area || from.unit === to.unit) return null;
  const where = `${from.area.name}: ${from.unit} → ${to.unit}`;
  if (to.base) return null;
  if (from.base) return { kind: 'upward', message: `${where}: infrastructure imports no ${from.area.name} unit` };
  if (from.layer < 0 || to.layer < 0) {
    const missing = from.layer < 0 ? from.unit : to.unit;
    return { kind: 'unknown', message: `${where}: ${missing} has no layer in scripts/arch/boundaries.js` };
  }
  if (to.layer >= from.layer && !from.entry) {
    return { kind: 'upward', message: `${where}: ${to.unit} is not below ${from.unit} (scripts/arch/boundaries.js)` };
  }
  if (!to.face) return { kind: 'face', message: `${where}: import ${to.unit}'s face, ${to.unit}/index.ts` };
  return null;
}
