import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';

/** What each React entry point becomes: Preact's compatibility layer, the same API in about a sixth of the bytes. */
export const PREACT_FOR: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * Modules that keep React itself: @react-pdf/renderer draws PDFs with React's own reconciler, so the report
 * documents (their JSX is PDF elements, never page elements) and the renderer's dependencies resolve `react` to
 * React. They load only when a PDF is made. `preact-plugin.test.ts` checks every module that imports the renderer is
 * here and that none of them imports a page component.
 */
export const REACT_ZONE: readonly RegExp[] = [
  /\/node_modules\/(@react-pdf|react-reconciler|scheduler|react)\//,
  /\/web\/src\/features\/results\/pdf\/report-document\.tsx$/,
  /\/web\/src\/components\/ai\/markdown-pdf\.tsx$/,
  // Registers the PDF's fonts with @react-pdf's Font (no JSX, no hooks): it belongs with the documents.
  /\/web\/src\/features\/results\/pdf\/pdf-fonts\.ts$/,
];

const REACT_ENTRY = /^react(-dom)?(\/.*)?$/;

/**
 * What `source`, imported from `importer`, resolves to: Preact's module for a React entry point outside the zone,
 * undefined for anything else. A React entry point Preact has no stand-in for (react-dom/server, …) outside the zone
 * throws: it would put a second renderer on the page, whose hooks fail at run time.
 */
export function preactFor(source: string, importer: string | undefined): string | undefined {
  if (!REACT_ENTRY.test(source)) return undefined;
  const from = (importer ?? '').replace(/\\/g, '/').replace(/\?.*$/, '');
  if (REACT_ZONE.some((zone) => zone.test(from))) return undefined;
  const target = PREACT_FOR[source];
  if (!target)
    throw new Error(
      `'${source}' (imported by ${from}) has no Preact stand-in in web/preact-plugin.ts: pages render with Preact`,
    );
  return target;
}

/** Part of the names Vite hashes to know when its pre-bundled dependencies are stale: a change of rules re-bundles them. */
const RULES = `${Object.entries(PREACT_FOR).join(';')}|${REACT_ZONE.join(';')}`;

/** The same rule inside Vite's dependency pre-bundling (esbuild), which the dev server and the e2e runs use. */
function esbuildPreact(): EsbuildPlugin {
  return {
    name: `culturefit-preact ${RULES}`,
    setup(build) {
      build.onResolve({ filter: REACT_ENTRY }, async (args) => {
        const target = preactFor(args.path, args.importer);
        if (!target) return undefined;
        return build.resolve(target, { kind: args.kind, resolveDir: args.resolveDir });
      });
    },
  };
}

/**
 * Pages render with Preact (through preact/compat) instead of React DOM: the candidate's first screen loads about
 * 50 KB less JavaScript (gzipped). The source keeps React's imports and types; only the build and the dev server
 * resolve them to Preact, everywhere but the PDF documents (REACT_ZONE).
 */
export function preactPlugin(): Plugin {
  return {
    name: 'culturefit-preact',
    enforce: 'pre',
    config: () => ({
      optimizeDeps: {
        include: [
          'preact/compat',
          'preact/compat/client',
          'preact/compat/jsx-runtime',
          'preact/compat/jsx-dev-runtime',
        ],
        esbuildOptions: { plugins: [esbuildPreact()] },
      },
      esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
    }),
    async resolveId(source, importer, options) {
      const target = preactFor(source, importer);
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
