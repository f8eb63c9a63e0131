import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { errorTextPlugin } from './web/error-text-plugin';
import { messagePartPlugin } from './web/message-part-plugin';

const alias = { '@shared': fileURLToPath(new URL('./shared/src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // Web modules import one language's error texts and message parts as modules (web/error-text-plugin.ts,
        // web/message-part-plugin.ts), as in the build.
        plugins: [errorTextPlugin(), messagePartPlugin()],
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'lambdas/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
            'infra/local/**/*.test.ts',
            'scripts/preflight/**/*.test.ts',
            'scripts/docs/**/*.test.ts',
            'scripts/content/**/*.test.ts',
          ],
          environment: 'node',
          // fast-check properties run a fixed number of cases: few in npm test, more in npm run test:properties.
          setupFiles: ['test/support/property-setup.ts'],
          // A test that walks every message or renders every e-mail takes seconds on a busy machine: no test may
          // fail on vitest's 5 s default for being slow.
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: { name: 'infra', include: ['test/infra/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 180_000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
