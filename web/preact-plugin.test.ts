import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preactFor, REACT_ZONE } from './preact-plugin';

const root = resolve(import.meta.dirname, '..');
const inZone = (file: string) => REACT_ZONE.some((zone) => zone.test(file.replace(/\\/g, '/')));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The web/src modules a file imports for their values (type-only imports vanish from the build). */
function valueImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gm)].map(
    (m) => m[1] as string,
  );
  return specifiers.flatMap((spec) => {
    const base = resolve(dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && !candidate.endsWith('/'),
    );
    return found && /\.tsx?$/.test(found) ? [found] : [];
  });
}

describe('pages render with Preact, PDF documents with React', () => {
  it('a page module, and the libraries it uses, get Preact for every React entry point', () => {
    const page = `${root}/web/src/app/routes/respondent/take-test.tsx`;
    expect(preactFor('react', page)).toBe('preact/compat');
    expect(preactFor('react-dom/client', page)).toBe('preact/compat/client');
    expect(preactFor('react/jsx-runtime', `${page}?v=1`)).toBe('preact/compat/jsx-runtime');
    expect(preactFor('react', `${root}/node_modules/react-router/dist/development/index.mjs`)).toBe('preact/compat');
    expect(preactFor('react', `${root}\\node_modules\\swr\\dist\\index.mjs`)).toBe('preact/compat');
    expect(preactFor('react-router', page)).toBeUndefined();
  });

  it('a React entry point Preact has no stand-in for stops the build outside the zone (a second renderer on the page)', () => {
    expect(() => preactFor('react-dom/server', `${root}/web/src/app/router.tsx`)).toThrow(/no Preact stand-in/);
    expect(() => preactFor('react/compiler-runtime', `${root}/node_modules/some-lib/index.js`)).toThrow(
      /no Preact stand-in/,
    );
    expect(preactFor('react-dom/server', `${root}/node_modules/@react-pdf/renderer/lib/index.js`)).toBeUndefined();
  });

  it('the PDF documents and the PDF renderer keep React (its reconciler needs React itself)', () => {
    expect(preactFor('react/jsx-runtime', `${root}/web/src/features/results/pdf/report-document.tsx`)).toBeUndefined();
    expect(preactFor('react/jsx-runtime', `${root}/web/src/components/ai/markdown-pdf.tsx`)).toBeUndefined();
    expect(preactFor('react', `${root}/node_modules/@react-pdf/renderer/lib/react-pdf.browser.js`)).toBeUndefined();
    expect(preactFor('react', `${root}/node_modules/react/cjs/react-jsx-runtime.production.js`)).toBeUndefined();
  });

  const files = sourceFiles(`${root}/web/src`);

  it('the React zone in web/src is exactly the modules that draw with @react-pdf/renderer (a hook there would run on React beside a Preact page)', () => {
    const drawing = files.filter((file) =>
      /^import\s+(?!type\s)[^;]*from\s+'@react-pdf\/renderer'/m.test(readFileSync(file, 'utf8')),
    );
    expect(drawing.length).toBeGreaterThan(0);
    expect(files.filter(inZone).map((file) => file.slice(root.length + 1))).toEqual(
      drawing.map((file) => file.slice(root.length + 1)),
    );
  });

  it("a PDF document's elements are made in the zone only: modules that load a zone module have no JSX", () => {
    const zone = new Set(files.filter(inZone));
    const loaders = files.filter((file) => {
      if (zone.has(file)) return false;
      const code = readFileSync(file, 'utf8');
      const dynamic = [...code.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)].map((m) =>
        resolve(dirname(file), m[1] as string),
      );
      return [...valueImports(file), ...dynamic].some((target) =>
        [...zone].some((z) => z === target || z.replace(/\.tsx?$/, '') === target),
      );
    });
    expect(loaders.length).toBeGreaterThan(0);
    expect(loaders.filter((file) => file.endsWith('.tsx')).map((file) => file.slice(root.length + 1))).toEqual([]);
  });

  it('no module in the React zone reaches a page module that uses React (it would mix two renderers)', () => {
    const zone = files.filter(inZone);
    expect(zone.length).toBeGreaterThan(0);
    const mixing: string[] = [];
    const seen = new Set<string>();
    for (const queue = zone.flatMap(valueImports); queue.length > 0;) {
      const file = queue.pop() as string;
      if (seen.has(file) || inZone(file)) continue;
      seen.add(file);
      if (/from\s+'react(-dom)?(\/[^']*)?'/.test(readFileSync(file, 'utf8')) || file.endsWith('.tsx'))
        mixing.push(file.slice(root.length + 1));
      queue.push(...valueImports(file));
    }
    expect(mixing).toEqual([]);
  });
});
