/**
 * Operator output for people: every command prints a summary in words by default and its result as
 * JSON with --json; a command that did nothing it was asked to do says why and exits non-zero;
 * money reads as the product writes it; a payout is never dated before its gifts were chosen or in
 * the future.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import { commands } from '../../src/ops/run';
import { buildTestApp, paidOrderWithCode, type TestApp } from '../helpers';
import { capturedPurchase, ops, privateMonth, redeem, runCapturing, setRedeemedAt } from './ops-helpers';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t.close());

const offline = (argv: string[]) =>
  runCapturing(argv, async () => {
    throw new Error('a refused command line must not open the database');
  });

describe('ops output', () => {
  it('help names the root command; every command takes --json, and --json beside another --format is refused', async () => {
    const help = await offline(['--help']);
    expect(help.stdout).toContain('pnpm --silent ops <command>');
    expect(help.stdout).not.toContain('--filter api');
    const withFormat = Object.entries(commands).filter(([, command]) => 'format' in command.options);
    expect(withFormat.length).toBeGreaterThan(3);
    for (const [name] of withFormat) {
      const both = await offline([name, '--json', '--format', 'csv']);
      expect(both.code).toBe(64);
      expect(both.stderr).toContain('--json and --format csv ask for two outputs');
    }
    for (const name of Object.keys(commands)) {
      // --json is an option of every command: with --help it parses and prints the help.
      expect((await offline([name, '--json', '--help'])).code).toBe(0);
    }
  });

  it('after-gift run: a summary naming the charity, not raw JSON; --json for machines', async () => {
    const run = await ops(t.database, ['after-gift', 'run']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^After-gift run as of \d{4}-\d{2}-\d{2} \d{2}:\d{2}Z:\n/);
    expect(run.stdout).toContain('reminders to the grown-up:');
    expect(run.stdout).toMatch(/backup charity: .+ \(where it's needed most today\)/);
    expect(run.stdout).not.toMatch(/[{}]|backupCharityId|charity #/);
    const json = await ops(t.database, ['after-gift', 'run', '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ ran: true, notices: expect.any(Number) });
  });

  it('mark-printed says why each order was not marked (unknown, already printed) and exits 1', async () => {
    const { order } = await paidOrderWithCode(t.app);
    const id = order.orderIdentifier;
    const first = await ops(t.database, ['mark-printed', id.toLowerCase()]);
    expect(first.code).toBe(0);
    expect(first.stdout).toBe(`${id}: marked printed (off the print queue; next: ops ship ${id})\n`);
    const again = await ops(t.database, ['mark-printed', id, 'LG-NOSUCHORDER']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      new RegExp(`${id}: already printed \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}Z; nothing changed`),
    );
    expect(again.stderr).toContain('LG-NOSUCHORDER: no such order; nothing changed');
    expect(again.stderr).toContain('Nothing was marked printed.');
  });

  it('print-queue: a table with a summary by default, data with --json or --format csv', async () => {
    const { order, code } = await paidOrderWithCode(t.app, { recipientName: 'Quentin' });
    const table = await ops(t.database, ['print-queue']);
    expect(table.code).toBe(0);
    const row = table.stdout.split('\n').find((line) => line.startsWith(order.orderIdentifier));
    expect(row).toContain('Quentin');
    expect(row).toContain('$20.00');
    expect(row?.replace(/-/g, '')).toContain(code);
    expect(table.stdout).toMatch(/\d+ card\(s\) to print\. The codes are in clear/);
    const json = JSON.parse((await ops(t.database, ['print-queue', '--json'])).stdout) as { orderIdentifier: string }[];
    expect(json.map((entry) => entry.orderIdentifier)).toContain(order.orderIdentifier);
    expect((await ops(t.database, ['print-queue', '--format', 'csv'])).stdout).toMatch(/^orderIdentifier,/);
  });

  it('mail send and retry: words by default, JSON with --json; a retry that retried nothing exits 1', async () => {
    await paidOrderWithCode(t.app);
    const send = await ops(t.database, ['mail', 'send']);
    expect(send.code).toBe(0);
    expect(send.stdout).toMatch(/^(\d+ message\(s\) sent, 0 failed|No message was due: nothing sent) \(via \w+\)\.\n$/);
    const again = await ops(t.database, ['mail', 'send', '--json']);
    expect(JSON.parse(again.stdout)).toEqual({ sent: 0, failed: 0, via: expect.any(String) });
    const [sent] = await t.app.db.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
    const retry = await ops(t.database, ['mail', 'retry', String(sent?.id)]);
    expect(retry.code).toBe(1);
    expect(retry.stderr).toContain(`Not retried: #${sent?.id}: only failed messages can be retried`);
  });

  it('--paid-on: refused before the gifts were chosen and in the future; a reversal shows -$ as the product does', async () => {
    const month = privateMonth();
    const gift = await capturedPurchase(t.app, { recipientName: 'Ines' });
    const redemptionId = await redeem(t.app, gift.code, [[1, 20]]);
    await setRedeemedAt(t.app, [redemptionId], month.day(12));
    const pay = (paidOn: string, now: Date) =>
      ops(
        t.database,
        ['disbursements', '--from', month.from, '--to', month.to, '--mark-paid'].concat([
          '--method',
          'check',
          '--reference',
          'CHK 5',
          '--paid-on',
          paidOn,
        ]),
        { now },
      );
    const early = await pay(month.day(11).toISOString().slice(0, 10), month.payday);
    expect(early.code).toBe(64);
    expect(early.stderr).toContain(
      `--paid-on ${month.day(11).toISOString().slice(0, 10)} is before the last gift it pays was chosen (${month.day(12).toISOString().slice(0, 10)})`,
    );
    const future = await pay(month.paidOn, month.day(20));
    expect(future.code).toBe(64);
    expect(future.stderr).toContain(
      `--paid-on ${month.paidOn} is in the future (today is ${month.day(20).toISOString().slice(0, 10)}, UTC)`,
    );
    expect((await ops(t.database, ['payouts', 'list', '--json'])).stdout).not.toContain('CHK 5');

    const paid = await pay(month.day(12).toISOString().slice(0, 10), month.payday);
    expect(paid.code).toBe(0);
    const payoutId = Number(/Recorded payout #(\d+): 1 gift line\(s\), \$20\.00, paid on /.exec(paid.stdout)?.[1]);
    expect(payoutId).toBeGreaterThan(0);
    const reverse = (paidOn: string) =>
      ops(
        t.database,
        [
          'payouts',
          'reverse',
          String(payoutId),
          '--reason',
          'voided',
          '--method',
          'check',
          '--reference',
          'VOID 5',
        ].concat(['--paid-on', paidOn]),
        { now: month.payday },
      );
    const beforePayout = await reverse(month.day(11).toISOString().slice(0, 10));
    expect(beforePayout.code).toBe(64);
    expect(beforePayout.stderr).toContain(`is before payout #${payoutId} was paid`);
    const reversed = await reverse(month.paidOn);
    expect(reversed.code).toBe(0);
    expect(reversed.stdout).toContain('1 gift line(s), -$20.00');
    const list = await ops(t.database, ['payouts', 'list']);
    expect(list.stdout).toMatch(/-\$20\.00/);
    for (const output of [paid.stdout, reversed.stdout, list.stdout]) expect(output).not.toContain('$-');
  });
});
