/**
 * `npm run gen:routes`: writes shared/src/routes/route-index.ts, the route table without its schemas (method, path,
 * auth, stream) for the browser's API client, so no page carries every schema and zod to call the API, and
 * respondent-route-index.ts, the respondent's app's routes of it. `route-index.test.ts` fails when the files and the
 * table disagree.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { respondentRouteIndexSource, routeIndexSource } from '../shared/src/routes/route-index-source';

for (const [name, source] of [
  ['route-index.ts', routeIndexSource()],
  ['respondent-route-index.ts', respondentRouteIndexSource()],
] as const) {
  const file = resolve(import.meta.dirname, '../shared/src/routes', name);
  writeFileSync(file, source);
  console.log(`wrote ${file}`);
}
