import { queryName, serializeError } from './log-safe-error';

describe('serializeError', () => {
  it('writes a database error as its query name and SQLSTATE, without parameters or message', () => {
    const cause = Object.assign(new Error('duplicate key: Key (email)=(zelda@example.com)'), {
      severity: 'ERROR',
      code: '23505',
    });
    const error = Object.assign(new Error('Failed query: insert into "orders" ... params: zelda@example.com,Zelda'), {
      query: 'insert into "orders" ("email", "from_name") values ($1, $2)',
      params: ['zelda@example.com', 'Zelda'],
      cause,
    });
    const logged = serializeError(error);
    expect(logged).toMatchObject({ type: 'DatabaseError', query: 'insert orders', sqlState: '23505' });
    expect(JSON.stringify(logged)).not.toMatch(/zelda|Zelda/);
  });

  it('keeps type, message and stack of other errors', () => {
    const logged = serializeError(Object.assign(new TypeError('boom'), { statusCode: 502 }));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'boom', statusCode: 502 });
    expect(logged.stack).toContain('TypeError: boom');
  });

  it('names queries by verb and first table', () => {
    expect(queryName('select "id" from "orders" where "id" = $1')).toBe('select orders');
    expect(queryName('update "donations" set "status" = $1')).toBe('update donations');
    expect(queryName('delete from "redemption_sessions"')).toBe('delete redemption_sessions');
  });
});
