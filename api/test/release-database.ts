// Setup file of the PostgreSQL configuration: each test file's database is dropped after the file.
import { releaseTestDatabase } from './helpers';

afterAll(releaseTestDatabase);
