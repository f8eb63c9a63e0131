/**
 * `npm run gen:routes`: writes shared/src/routes/route-index.ts, the route table without its schemas (method, path,
 * auth, stream) for the browser's API client, so no page carries every schema and zod to call the API.
 * `route-index.test.ts` fails when the file and the table disagree.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { routeIndexSource } from '../shared/src/routes/route-index-source';

const file = resolve(import.meta.dirname, '../shared/src/routes/route-index.ts');
writeFileSync(file, routeIndexSource());
console.log(`wrote ${file}`);
