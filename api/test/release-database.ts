// Setup file of the PostgreSQL configuration: each test file's database is dropped after the file.
import { afterAll } from 'vitest';
import { releaseTestDatabase } from './helpers';

afterAll(releaseTestDatabase);
