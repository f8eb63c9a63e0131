import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { errorTextPlugin } from './error-text-plugin';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The SPA build. The local stack (infra/local) mounts this same config in Vite middleware mode and
 * serves /config.json beside it; production serves web/dist from S3 + CloudFront.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react(), errorTextPlugin()],
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('../shared/src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
});
