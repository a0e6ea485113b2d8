/**
 * globalSetup of `test:pg`: finds the PostgreSQL server to test against (TEST_DATABASE_URL, a server
 * answering at PGHOST:PGPORT, else an embedded one started here) and hands it to the test files as
 * TEST_DATABASE_URL. The teardown stops and removes an embedded server, also after failures.
 */
import { testPostgres } from '@littlegivers/tooling/test-postgres';

export default async function setup() {
  const server = await testPostgres({ log: (line) => console.log(`[test:pg] ${line}`) });
  process.env.TEST_DATABASE_URL = server.url;
  return () => server.stop();
}
