/**
 * The operator command line: parses `ops <command> [options]`, prints help, runs the command
 * with the services built on an open database (services/index.ts, the same as the API's) and returns the exit code (0 ok, 1 error, 2 report with differences,
 * 64 bad command line). cli.ts opens the configured database; tests pass their own.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { cliRefusal } from '../lib/refusal';
import { standaloneFake } from '../paypal/transport';
import { createServices } from '../services';
import { afterGiftCommand } from './commands/after-gift';
import { contentCommand } from './commands/content';
import { disbursementsCommand } from './commands/disbursements';
import { ECARDS_USAGE, ecardsCommand } from './commands/ecards';
import { GROUPS_USAGE, groupsCommand } from './commands/groups';
import { MAIL_USAGE, mailCommand } from './commands/mail';
import { ordersCommand, shipCommand } from './commands/orders';
import { payoutsCommand } from './commands/payouts';
import { printCommand } from './commands/print';
import { markPrintedCommand, printQueueCommand } from './commands/print-queue';
import { reconcileCommand } from './commands/reconcile';
import { reissueCommand } from './commands/reissue';
import { STAFF_USAGE, staffCommand } from './commands/staff';
import { unredeemedCommand } from './commands/unredeemed';
import { EXIT_USAGE, type OpsContext, type OpsOutput } from './context';

type Options = NonNullable<ParseArgsConfig['options']>;
type Values = Record<string, string | boolean | undefined>;

interface Command {
  summary: string;
  usage: string;
  help: string;
  options: Options;
  run: (ctx: OpsContext, values: Values, positionals: string[]) => Promise<number>;
}

/** `--format` (its default is applied after parsing, so that `--json` can stand for `--format json`). */
const formatOption = (fallback: string) => ({ format: { type: 'string' as const, short: 'f', default: fallback } });

/** Every command takes `--json`: its output as JSON for machines instead of the summary for people. */
const jsonOption = { json: { type: 'boolean' as const } };

export const commands: Record<string, Command> = {
  print: {
    summary: 'render paid, unprinted orders to print-ready PDFs, then mark them printed',
    usage: 'ops print [--out DIR] [--dry-run] [--font FILE.ttf [--font-bold FILE.ttf]]',
    help: `Writes into DIR (default api/.data/print/<timestamp>/):
  cards.pdf           one card per page, trim 7 x 5 in landscape (no bleed, 0.4 in safe margin):
                      the greeting as the purchaser saw it in the preview (spec font size and
                      line height), the names, and the token label with the code XXXX-XXXX-XXXX-XXXX
  packing-list.pdf    US Letter, one row per envelope in card order
  mailing-labels.pdf  one 4 x 6 in label per page: ship-to, package, tracked or not
  manifest.json       the batch (orders, card pages), without codes
then marks those orders printed. A second run prints nothing new. Orders whose code is already
redeemed, or whose text the standard fonts cannot print (give --font), stay on the queue (exit 1).
  --out DIR        output folder (must not already hold these files)
  --dry-run        write the files but leave the orders on the print queue
  --font FILE      TrueType/OpenType font to embed (names beyond Windows-1252); --font-bold for headings
The folder holds the codes in clear: keep it private, delete it after printing.`,
    options: {
      out: { type: 'string', short: 'o' },
      'dry-run': { type: 'boolean' },
      font: { type: 'string' },
      'font-bold': { type: 'string' },
    },
    run: (ctx, values) => printCommand(ctx, values as Parameters<typeof printCommand>[1]),
  },
  orders: {
    summary: 'list paid orders by stage (paid = on the print queue, printed, shipped, redeemed)',
    usage: 'ops orders [--status paid|printed|shipped|redeemed] [--format table|csv|json]',
    help: `Stages: paid (waiting to print) -> printed -> shipped -> redeemed (the child used the code).
Without --status, every paid order with its stage. No codes are shown.`,
    options: { status: { type: 'string', short: 's' }, ...formatOption('table') },
    run: (ctx, values) => ordersCommand(ctx, values as Parameters<typeof ordersCommand>[1]),
  },
  ship: {
    summary: 'mark printed orders shipped (tracking number required for tracked packages)',
    usage: 'ops ship <orderIdentifier>... [--tracking N] [--force]',
    help: `Several untracked orders can be shipped at once; a tracked one takes --tracking N (one order).
Checks every order first: one bad identifier changes nothing. Running it again changes nothing
("already shipped"). A different tracking number for a shipped order needs --force (a correction).`,
    options: { tracking: { type: 'string', short: 't' }, force: { type: 'boolean' } },
    run: (ctx, values, positionals) => shipCommand(ctx, positionals, values as Parameters<typeof shipCommand>[2]),
  },
  reissue: {
    summary: 'lost token: replace an unredeemed code with a new one and put the order back on the print queue',
    usage: 'ops reissue <orderIdentifier> [--reason TEXT] [--force] [--show-code]',
    help: `The old code stops working at once (open redemption sessions are closed), a new code is
issued the way paying issues one, and the order goes back to "paid" (print, then ship again).
A redeemed code cannot be reissued (exit 1).
Running it again: while the new code has not been printed yet, nothing changes and it says so;
--force issues yet another code. After the new card is printed, a new run reissues again.
  --reason TEXT   kept with the reissue record (e.g. "lost in the mail, purchaser emailed 3/4")
  --show-code     also print the new code (it is on the print queue in any case)`,
    options: { reason: { type: 'string' }, force: { type: 'boolean' }, 'show-code': { type: 'boolean' } },
    run: (ctx, values, positionals) => reissueCommand(ctx, positionals, values as Parameters<typeof reissueCommand>[2]),
  },
  disbursements: {
    summary: 'per charity: gifts children chose in a period, reconciled to the cent; --mark-paid records the payout',
    usage:
      'ops disbursements --from DATE --to DATE [--format table|csv|json] [--mark-paid --method M --reference R [--paid-on DATE]]',
    help: `Gifts are counted by when the code was redeemed. DATE is YYYY-MM-DD (UTC; --to includes that
whole day) or an ISO timestamp with a zone (--to exclusive).
Per organization (name, EIN): number of gifts, total, and each gift line in the child's name
(recipient's name as the purchaser wrote it, amount, date, order). Reconciliation: the gift amounts
of all codes redeemed in the period = the sum of the lines = the captured PayPal gift amounts;
any difference is listed and the exit code is 2. CSV goes to stdout, the reconciliation to stderr.
  --mark-paid   record the lines not yet in a payout as a new payout (refused unless reconciled);
                lines already paid are shown as "paid #N" and never recorded twice, so a second
                run records nothing. It needs how the money left: --method (check, transfer…),
                --reference (check number, transfer id) and --paid-on DATE (default today, UTC).
                Payouts are append-only; each purchaser who asked is told "your gift reached
                <charity>", and the public ledger (/impact) is rebuilt. Backup gifts (a code
                unused at one year) are lines like any other, marked "backup".`,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      'mark-paid': { type: 'boolean' },
      'paid-on': { type: 'string' },
      method: { type: 'string' },
      reference: { type: 'string' },
      ...formatOption('table'),
    },
    run: (ctx, values) => disbursementsCommand(ctx, values as Parameters<typeof disbursementsCommand>[1]),
  },
  unredeemed: {
    summary: 'paid gifts whose code was never used, oldest first (gifts do not expire)',
    usage: 'ops unredeemed [--older-than AGE] [--format table|csv|json]',
    help: `AGE is a number and a unit: d (days), w (weeks), m (months), y (years), e.g. 90d, 6m, 1y.
Lists the purchaser's email: reach out through the purchaser, never the child.`,
    options: { 'older-than': { type: 'string' }, ...formatOption('table') },
    run: (ctx, values) => unredeemedCommand(ctx, values as Parameters<typeof unredeemedCommand>[1]),
  },
  payouts: {
    summary: 'payouts recorded (append-only); reverse one whose money did not arrive',
    usage:
      'ops payouts list [--format json] | ops payouts reverse <payoutId> --reason TEXT --method M --reference R [--paid-on DATE]',
    help: `list       every payout, newest first: date paid, method, reference, lines, signed total, what it corrects
reverse    a correction: a new payout row with the negated lines of <payoutId> (a voided check, a
           returned transfer). Those lines are unpaid again and the next --mark-paid pays them.
           Payout rows are never changed or deleted (the database refuses it).`,
    options: {
      reason: { type: 'string' },
      'paid-on': { type: 'string' },
      method: { type: 'string' },
      reference: { type: 'string' },
      ...formatOption('table'),
    },
    run: (ctx, values, positionals) => payoutsCommand(ctx, positionals, values as Parameters<typeof payoutsCommand>[2]),
  },
  'after-gift': {
    summary: 'the daily run: reminders at 30/90 days, the notice, backup gifts at one year, the ledger',
    usage: 'ops after-gift run [--now ISO] [--json]',
    help: `Does what every API process tries every AFTER_GIFT_INTERVAL_MS (one at a time, each message and
each backup gift once): reminders to the grown-up at AFTER_GIFT_REMINDER_DAYS (30,90), the notice
AFTER_GIFT_NOTICE_DAYS (30) before AFTER_GIFT_BACKUP_DAYS (365), then the backup gifts and the
public ledger's rebuild. --now runs it as of another moment (a rehearsal on a copy). Prints what it
queued and gave (--json: the same as one JSON object); exit 1 when another process holds the run.`,
    options: { now: { type: 'string' } },
    run: (ctx, values, positionals) => afterGiftCommand(ctx, positionals, values as { now?: string; json?: boolean }),
  },
  content: {
    summary: 'export / import all content as one JSON file; activate or deactivate organizations',
    usage:
      'ops content export [--out FILE] | ops content import FILE [--dry-run] | ops content activate|deactivate <organizationId>...',
    help: `The file holds cardTypes (greetings), packages, categories, organizations, faq and funIdeas,
in the shared schemas' shapes (image fields hold the stored path, e.g. /assets/...). An import is the
whole content: rows are upserted by id, rows missing from the file are deleted unless orders or
gifts use them (then it is refused: set "active": false instead). Validated first, applied in one
transaction: a bad file changes nothing and every error names its row. A change bumps the content
version; importing the same file again changes nothing.`,
    options: { out: { type: 'string', short: 'o' }, 'dry-run': { type: 'boolean' } },
    run: (ctx, values, positionals) => contentCommand(ctx, positionals, values as Parameters<typeof contentCommand>[2]),
  },
  mail: {
    summary: 'receipts and notifications: list, show, retry failed deliveries, send what is due',
    usage: MAIL_USAGE,
    help: `list          newest first: id, kind, recipient, state (pending, sending, sent, failed), attempts
  --failed    only deliveries that gave up (after MAIL_MAX_ATTEMPTS); --status S for another state
show <id>     a message as delivered: headers and plain text (--html: the HTML)
retry <id>... failed messages back in the queue with fresh attempts (--all: every failed one)
send          deliver due messages now from this process (SMTP_URL, or the local mailbox)
Without SMTP_URL the local mailbox is this list: every message the API would have sent.`,
    options: {
      failed: { type: 'boolean' },
      status: { type: 'string', short: 's' },
      html: { type: 'boolean' },
      all: { type: 'boolean' },
      ...formatOption('table'),
    },
    run: (ctx, values, positionals) => mailCommand(ctx, positionals, values),
  },
  ecards: {
    summary: 'e-cards not sent yet, soonest first; send one now',
    usage: ECARDS_USAGE,
    help: `(no action)   e-cards waiting: order, when it goes (UTC), the day and time zone chosen, state
send <order>  the e-card goes at the sender's next pass instead of its time (recorded as an ops change)`,
    options: { ...formatOption('table') },
    run: (ctx, values, positionals) => ecardsCommand(ctx, positionals, values as { format?: string }),
  },
  groups: {
    summary: 'group cards, the soonest closing first; close or cancel one',
    usage: GROUPS_USAGE,
    help: `(no action)      every group card: its order, state, closing moment (UTC), parts counted, total,
                 refunds due and made (no link, e-mail or name)
close <order>    the card goes now for the total, as the organizer's "close now" does
cancel <order>   nothing goes to the child; every part is refunded through PayPal and its giver told`,
    options: { ...formatOption('table') },
    run: (ctx, values, positionals) => groupsCommand(ctx, positionals, values as { format?: string }),
  },
  'print-queue': {
    summary: 'paid orders to print and mail, with their codes (a table; --format json|csv for data)',
    usage: 'ops print-queue [--format table|json|csv] [--all]',
    help: '--all includes printed orders. Prefer `ops print`, which renders the PDFs.',
    options: { ...formatOption('table'), all: { type: 'boolean', default: false } },
    run: (ctx, values) => printQueueCommand(ctx, values as Parameters<typeof printQueueCommand>[1]),
  },
  'mark-printed': {
    summary: 'take orders off the print queue (printed by hand)',
    usage: 'ops mark-printed <orderIdentifier>... [--json]',
    help: `Marks the given orders printed now and names each one marked. An order not on the print queue is
named on stderr with the reason (no such order, not paid, already printed, printed at home by the
purchaser, an e-card) and the exit code is 1. --json: {"marked": [...], "notMarked": [{orderIdentifier, reason}]}.`,
    options: {},
    run: (ctx, values, positionals) => markPrintedCommand(ctx, positionals, values as { json?: boolean }),
  },
  staff: {
    summary: 'staff console accounts: add (with a role; e-mails the first sign-in link), list, disable, enable',
    usage: STAFF_USAGE,
    help: `add <email> --role R   R is admin (content, payouts, staff), operator (orders with personal
                         data, print, ship, reissue, outbox retry) or viewer (reads, no personal data).
                         A new account gets a one-time sign-in link by e-mail (the outbox; locally the
                         mailbox at /api/dev/mailbox); an existing one with another role changes role.
list                     every account, its role and whether it is disabled
disable <email>          no more sign-in; its open sessions end at once (enable undoes it)`,
    options: { role: { type: 'string', short: 'r' } },
    run: (ctx, values, positionals) => staffCommand(ctx, positionals, values as { role?: string; json?: boolean }),
  },
  reconcile: {
    summary: 'capture approved PayPal payments the browser never reported (one pass)',
    usage: 'ops reconcile [--json]',
    help: 'Settles approved-but-uncaptured orders and donations now, as the API does every RECONCILE_INTERVAL_MS.',
    options: {},
    run: (ctx, values) => reconcileCommand(ctx, values as { json?: boolean }),
  },
};

export function generalHelp(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  return `Little Givers operator commands: pnpm --silent ops <command> [options] (from the repository root)

${Object.entries(commands)
  .map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`)
  .join('\n')}

ops <command> --help shows a command's options. Uses the API's configuration: DATABASE_URL
(PostgreSQL) or the PGlite folder DATA_DIR (default api/.data/pglite; while the API runs, through
its socket in that folder), and CODE_ENCRYPTION_KEY. Every command prints a summary for people;
--json prints its result as JSON instead (where a command has --format, --json is --format json).
Exit codes: 0 ok, 1 error or nothing done of what was asked (a line says why), 2 report with
differences, 64 bad command line.
`;
}

export function commandHelp(name: string): string {
  const command = commands[name];
  if (!command) return generalHelp();
  return `usage: ${command.usage}\n\n${command.summary}\n\n${command.help}\n`;
}

/**
 * A command's options with `--json` and `--help`; `--json` sets `--format json` where the command
 * has `--format` (another --format beside it is refused), and a missing `--format` takes its default.
 */
function parseCommandLine(command: Command, args: string[]): { values: Values; positionals: string[] } {
  const options: Options = { ...jsonOption, ...command.options, help: { type: 'boolean', short: 'h' } };
  const format = options.format;
  if (format) options.format = { type: 'string', short: 'f' };
  const parsed = parseArgs({ args, allowPositionals: true, strict: true, options }) as {
    values: Values;
    positionals: string[];
  };
  if (format) {
    if (parsed.values.json) {
      if (parsed.values.format !== undefined && parsed.values.format !== 'json')
        throw new Error(`--json and --format ${parsed.values.format} ask for two outputs: give one`);
      parsed.values.format = 'json';
    } else if (parsed.values.format === undefined) parsed.values.format = format.default as string;
  }
  return parsed;
}

export interface Opened {
  database: Database;
  config: Config;
}

/** Runs one command line. `open` is called only when a command needs the database. */
export async function runOps(
  argv: string[],
  io: OpsOutput,
  open: () => Promise<Opened>,
  options: { now?: () => Date } = {},
): Promise<number> {
  const args = argv.filter((arg) => arg !== '--');
  const [name, ...rest] = args;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? rest[0] : undefined;
    io.stdout(topic ? commandHelp(topic) : generalHelp());
    return 0;
  }
  const command = commands[name];
  if (!command) {
    io.stderr(`unknown command: ${name}\n\n${generalHelp()}`);
    return EXIT_USAGE;
  }
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseCommandLine(command, rest);
  } catch (error) {
    io.stderr(`${error instanceof Error ? error.message : String(error)}\nusage: ${command.usage}\n`);
    return EXIT_USAGE;
  }
  if (parsed.values.help) {
    io.stdout(commandHelp(name));
    return 0;
  }
  let opened: Opened | undefined;
  let fakePayPal: ReturnType<typeof standaloneFake> | undefined;
  try {
    opened = await open();
    const { config, database } = opened;
    // PAYPAL_MODE=fake: the stand-in is served in this process, only if a command calls PayPal.
    const fake = standaloneFake(config, database.db);
    fakePayPal = fake;
    const services = createServices({ config, database, fakePayPal: () => fake.transport });
    const ctx: OpsContext = {
      ...io,
      db: database.db,
      database,
      config,
      vault: services.vault,
      services,
      now: options.now ?? (() => new Date()),
    };
    return await command.run(ctx, parsed.values, parsed.positionals);
  } catch (error) {
    const refused = cliRefusal(error);
    if (refused) {
      io.stderr(`${refused.message}\n`);
      if (refused.exitCode === EXIT_USAGE) io.stderr(`usage: ${command.usage}\n`);
      return refused.exitCode;
    }
    throw error;
  } finally {
    await fakePayPal?.close();
    await opened?.database.close();
  }
}
