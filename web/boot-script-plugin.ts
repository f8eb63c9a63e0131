import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { APP_CONFIG_MARKER } from '../shared/src/config/app-config-html';
import { SECTION_KINDS } from '../shared/src/sections/kinds';

const BOOT_ENTRY = fileURLToPath(new URL('./src/boot/boot.ts', import.meta.url));
const SHARED = fileURLToPath(new URL('../shared/src', import.meta.url));

/** The chunks the boot script fetches ahead (`BootChunks` in web/src/boot/boot.ts). */
export interface BootChunks {
  test: string[];
  sectionScreen: string[];
  answers: Record<string, string[]>;
}

type Chunkish = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
};

/**
 * From the built bundle: the files of the test page, the running section's screen and each kind's answer screen, each
 * with the chunks it imports (the first script's own entry left out: it is loading already). A kind's answer screen
 * is `web/src/features/sections/<kind, dashed>/answer.tsx`.
 */
export function bootChunks(bundle: Record<string, Chunkish | { type: 'asset' }>): BootChunks {
  const chunks = Object.values(bundle).filter((c): c is Chunkish => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (chunk: Chunkish | undefined): string[] => {
    const files = new Set<string>();
    const visit = (c: Chunkish | undefined) => {
      if (!c || c.isEntry || files.has(c.fileName)) return;
      if (!/^assets\/.*\.js$/.test(c.fileName)) throw new Error(`boot script: a chunk outside assets/: ${c.fileName}`);
      files.add(c.fileName);
      c.imports.forEach((f) => visit(byFile.get(f)));
    };
    visit(chunk);
    return [...files];
  };
  // A chunk holds its module as its facade, or among its modules when other chunks import from it too.
  const holds = (c: Chunkish, pattern: RegExp) =>
    (c.facadeModuleId ? [c.facadeModuleId] : c.moduleIds).some((m) => pattern.test(m));
  const facade = (pattern: RegExp) => chunks.find((c) => holds(c, pattern));
  const answers: Record<string, string[]> = {};
  for (const chunk of chunks)
    for (const id of chunk.facadeModuleId ? [chunk.facadeModuleId] : chunk.moduleIds) {
      const kind = /\/web\/src\/features\/sections\/([a-z0-9-]+)\/answer\.tsx$/.exec(id)?.[1];
      if (kind) answers[kind.replace(/-/g, '_')] = closure(chunk);
    }
  // Each list without what an earlier one fetches (the test page's files, then the section's screen's, which the boot
  // script fetches before or with an answer screen), and each file by its name alone (`assets/<name>.js`): the script
  // is on every test link's first load.
  const test = closure(facade(/\/web\/src\/app\/routes\/respondent\/take-test\.tsx$/));
  const sectionScreen = closure(facade(/\/web\/src\/app\/routes\/respondent\/section-screen\.tsx$/)).filter(
    (f) => !test.includes(f),
  );
  const short = (files: string[]) => files.map((f) => f.replace(/^assets\/(.*)\.js$/, '$1'));
  return {
    test: short(test),
    sectionScreen: short(sectionScreen),
    answers: Object.fromEntries(
      Object.entries(answers).map(([kind, files]) => [
        kind,
        short(files.filter((f) => !test.includes(f) && !sectionScreen.includes(f))),
      ]),
    ),
  };
}

/**
 * The boot script (web/src/boot/boot.ts, issue 27 §3): in a build, bundled on its own (a classic script, about 2 KB
 * of gzip with the chunk names of this build) and written last into the page's <head>, after the configuration's
 * marker (the server writes the configuration there) and after the app's script and style sheet are asked for, so it
 * runs while the page is parsed with no request of its own. The site's CSP allows it by its hash
 * (infra/lib/inline-scripts.ts). In development, a module script ahead of the app's.
 */
export function bootScriptPlugin(): Plugin {
  return {
    name: 'culturefit-boot-script',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (ctx.bundle) return undefined;
        return [{ tag: 'script', attrs: { type: 'module', src: '/src/boot/boot.ts' }, injectTo: 'head-prepend' }];
      },
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset' || typeof html.source !== 'string') return;
      const chunks = bootChunks(bundle);
      const missing = SECTION_KINDS.filter((kind) => !chunks.answers[kind]);
      if (missing.length) this.warn(`boot script: no answer screen chunk found for ${missing.join(', ')}`);
      const built = await build({
        entryPoints: [BOOT_ENTRY],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2020',
        legalComments: 'none',
        define: { __BOOT_CHUNKS__: JSON.stringify(chunks) },
        plugins: [
          {
            name: 'shared-alias',
            setup(b) {
              b.onResolve({ filter: /^@shared\// }, async (args) =>
                b.resolve(`${SHARED}/${args.path.slice('@shared/'.length)}`, {
                  kind: args.kind,
                  resolveDir: args.resolveDir,
                }),
              );
            },
          },
        ],
      });
      const code = (built.outputFiles[0]?.text ?? '').trim();
      // In the page, the text must not end the element; the site's CSP names its hash (infra, inline-scripts.ts).
      if (/<\/script|<!--/i.test(code)) this.error('boot script: its text would end the inline <script>');
      const tag = `  <script>${code}</script>\n  `;
      // Last in <head>: the parser has asked for the app's script and style sheet before it stops to run this one.
      const at = html.source.indexOf('</head>');
      const app = html.source.indexOf('<script type="module"');
      if (app < 0 || app > at) this.error('index.html has no module script in its <head>');
      const marker = html.source.indexOf(APP_CONFIG_MARKER);
      if (marker < 0 || marker > at) this.error(`index.html needs ${APP_CONFIG_MARKER} in its <head>`);
      html.source = html.source.slice(0, at) + tag + html.source.slice(at);
    },
  };
}
