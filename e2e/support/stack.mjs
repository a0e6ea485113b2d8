// The stack QA's suite runs against on this machine: `pnpm start`'s servers (production builds),
// with the API on a fresh PostgreSQL database so that tests can check what was stored (the
// embedded PGlite database belongs to the API process while it runs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// The API logs every request, as in production, into a file of its own (not the test report): the
// suite's global teardown (support/scan-api-log.ts) fails the run if it holds a code, a token or an
// e-mail address. E2E_API_LOG names another file (support/api-log.ts reads the same variable).
process.env.LOG_LEVEL ??= 'info';
process.env.LG_API_LOG_FILE ??=
  process.env.E2E_API_LOG ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/e2e-api.log');

const url = new URL(process.env.DATABASE_URL);
const database = url.pathname.slice(1);
const admin = new URL(url);
admin.pathname = `/${process.env.E2E_ADMIN_DATABASE ?? 'test'}`;
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
await client.query(`drop database if exists "${database}" with (force)`);
await client.query(`create database "${database}"`);
await client.end();
console.log(`e2e database ${database} created`);

await import('@littlegivers/tooling/start');
