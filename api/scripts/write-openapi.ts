/**
 * Writes the API's public OpenAPI document (what GET /api/openapi.json answers) to a file, for
 * Spectral (`pnpm --filter api lint:openapi`, part of `pnpm lint`). The app is built as it serves
 * it, on an empty in-memory PGlite: registering the routes reads no data.
 *   tsx scripts/write-openapi.ts [file]   (default .data/openapi.json)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { apiRoot, loadConfig } from '../src/config';
import { openPglite } from '../src/db/client';

const file = path.resolve(process.argv[2] ?? path.join(apiRoot, '.data', 'openapi.json'));
const config = loadConfig({ LOG_LEVEL: 'silent', RECONCILE_INTERVAL_MS: '0', MAIL_POLL_INTERVAL_MS: '0' });
const database = await openPglite(await PGlite.create(), { migrate: false });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const document = await app.inject({ method: 'GET', url: '/api/openapi.json' });
await app.close();
await database.close();
if (document.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${document.statusCode}`);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(document.json(), null, 2)}\n`);
console.log(`OpenAPI document written to ${path.relative(process.cwd(), file)}`);
