/** The PostgreSQL server of the test suites (see test-postgres.mjs). */
export interface TestPostgres {
  /** A connection string to the database `test` of that server. */
  url: string;
  /** Whether it was started here (and is removed by `stop`). */
  embedded: boolean;
  stop: () => Promise<void>;
}
export function testPostgres(options?: { log?: (line: string) => void }): Promise<TestPostgres>;
