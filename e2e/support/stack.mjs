// The stack QA's suite runs against on this machine: `pnpm start`'s servers (production builds),
// with the API on a fresh PostgreSQL database so that tests can check what was stored (the
// embedded PGlite database belongs to the API process while it runs).
import pg from 'pg';

// Request logs of the stack would drown the test report: warnings and errors only.
process.env.LOG_LEVEL ??= 'warn';

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
