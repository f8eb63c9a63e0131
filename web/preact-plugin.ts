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
 * React. They load only when a PDF is made. `pdf-zone.test.ts` checks every module that imports the renderer is
 * here and that none of them imports a page component.
 */
export const REACT_ZONE: readonly RegExp[] = [
  /\/node_modules\/(@react-pdf|react-reconciler|scheduler|react)\//,
  /\/web\/src\/features\/results\/pdf\/report-document\.tsx$/,
  /\/web\/src\/components\/ai\/markdown-pdf\.tsx$/,
];

/** Whether `source`, imported from `importer`, is a React entry point to serve with Preact instead. */
export function preactFor(source: string, importer: string | undefined): string | undefined {
  const target = PREACT_FOR[source];
  if (!target) return undefined;
  const from = (importer ?? '').replace(/\\/g, '/').replace(/\?.*$/, '');
  return REACT_ZONE.some((zone) => zone.test(from)) ? undefined : target;
}

/** The same rule inside Vite's dependency pre-bundling (esbuild), which the dev server and the e2e runs use. */
function esbuildPreact(): EsbuildPlugin {
  return {
    name: 'culturefit-preact',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, async (args) => {
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
      optimizeDeps: { include: ['preact/compat', 'preact/compat/client', 'preact/compat/jsx-runtime', 'preact/compat/jsx-dev-runtime'], esbuildOptions: { plugins: [esbuildPreact()] } },
      esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
    }),
    async resolveId(source, importer, options) {
      const target = preactFor(source, importer);
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
