import { defineConfig } from 'vite';
import { errorTextPlugin } from './error-text-plugin';
import { messagePartPlugin } from './message-part-plugin';
import { preactPlugin } from './preact-plugin';
import { bootScriptPlugin } from './boot-script-plugin';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The SPA build. The local stack (infra/local) mounts this same config in Vite middleware mode and
 * serves /config.json beside it; production serves web/dist from S3 + CloudFront.
 */
export default defineConfig({
  root: webRoot,
  plugins: [preactPlugin(), errorTextPlugin(), messagePartPlugin(), bootScriptPlugin()],
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('../shared/src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // React Router and SWR mark their modules "use client" for React Server Components; a browser bundle has no use for it.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        // …and the directive's own warning, which has no place in the source map to point at.
        if (warning.code === 'SOURCEMAP_ERROR' && warning.pos === 0) return;
        warn(warning);
      },
    },
  },
});
