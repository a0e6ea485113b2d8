/**
 * The console reads every staff answer with its shared schema, by the rule "ignore what you don't
 * know" (docs/contracts.md): an API that adds a field, or a value the console does not know,
 * still serves it.
 */
import { staffAccountListSchema, staffDashboardSchema } from '@littlegivers/shared/contract/schemas/staff-answers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffApiError, staffRead } from './staff-api';

function answering(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const account = { id: 1, email: 'ada@staff.example', role: 'admin', disabled: false, passkeys: 1, openSessions: 2 };

describe('staffRead', () => {
  it('passes fields it does not know and drops, with a log line, an item of a role it does not know', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answering([
      { ...account, team: 'north' },
      { ...account, id: 2, email: 'bo@staff.example', role: 'auditor' },
    ]);
    const accounts = await staffRead('/accounts', staffAccountListSchema);
    expect(accounts).toEqual([account]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('GET /staff/accounts: dropped [1]'));
  });

  it('refuses an answer whose shape it cannot read', async () => {
    answering({ today: { orders: 'many' } });
    await expect(staffRead('/dashboard', staffDashboardSchema)).rejects.toBeInstanceOf(StaffApiError);
  });
});
