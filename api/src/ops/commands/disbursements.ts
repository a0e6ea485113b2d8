/** `ops disbursements --from DATE --to DATE [--mark-paid]`: the disbursements service as a table, CSV or JSON. */
import { csv, dollars, isoDate, isoMinute, oneOf, parseBoundary, table, usdOfCents } from '../../lib/format';
import { type Disbursement, paidOnProblem, reconciliationText } from '../../services/disbursements';
import { EXIT_FLAGGED, EXIT_USAGE, type OpsContext, OpsError } from '../context';
import { payoutDetails } from './payouts';

const csvHeaders = [
  'organizationId',
  'organizationName',
  'ein',
  'recipientName',
  'amount',
  'redeemedAt',
  'orderIdentifier',
  'giftLineId',
  'payoutId',
  'backup',
];

function reportTable(report: Disbursement): string {
  const parts = [
    `Disbursements for gifts redeemed from ${report.from.toISOString()} to before ${report.to.toISOString()}\n`,
  ];
  for (const org of report.organizations) {
    parts.push(
      `\n${org.organizationName} (EIN ${org.ein ?? 'missing'}): ${org.giftCount} gift(s), ${usdOfCents(org.totalCents)}${org.toPayCents !== org.totalCents ? `, to pay ${usdOfCents(org.toPayCents)}` : ''}\n`,
    );
    parts.push(
      table(
        ['date', 'in the name of', 'amount', 'order', 'payout'],
        org.lines.map((line) => [
          isoMinute(line.redeemedAt),
          line.backup ? `${line.recipientName} (backup gift)` : line.recipientName,
          usdOfCents(line.amountCents),
          line.orderIdentifier,
          line.payoutId === null ? '' : `paid #${line.payoutId}`,
        ]),
      )
        .split('\n')
        .map((line) => (line ? `  ${line}` : line))
        .join('\n'),
    );
  }
  parts.push(
    `\nTotal: ${report.organizations.length} organization(s), ${report.lines.length} gift(s), ${usdOfCents(report.rowsCents)}; to pay ${usdOfCents(report.toPayCents)}, already in a payout ${usdOfCents(report.alreadyPaidCents)}\n`,
  );
  parts.push(
    table(
      ['organization', 'EIN', 'gifts', 'total', 'to pay'],
      report.organizations.map((org) => [
        org.organizationName,
        org.ein,
        org.giftCount,
        usdOfCents(org.totalCents),
        usdOfCents(org.toPayCents),
      ]),
    ),
  );
  return parts.join('');
}

export async function disbursementsCommand(
  ctx: OpsContext,
  values: {
    from?: string;
    to?: string;
    format?: string;
    'mark-paid'?: boolean;
    'paid-on'?: string;
    method?: string;
    reference?: string;
  },
) {
  const from = parseBoundary(values.from, 'from');
  const to = parseBoundary(values.to, 'to');
  const format = oneOf('format', values.format ?? 'table', ['table', 'csv', 'json'] as const);
  const details = values['mark-paid'] ? payoutDetails(ctx, values) : undefined;
  const report = await ctx.services.payouts.disbursement(from, to);
  if (details) {
    // The money leaves after the children chose the gifts it pays for.
    const problem = paidOnProblem(details.paidOn, isoDate(ctx.now()), report);
    if (problem) throw new OpsError(`--paid-on ${problem}`, EXIT_USAGE);
  }
  if (format === 'csv') {
    ctx.stdout(
      csv(
        csvHeaders,
        report.lines.map((line) => [
          line.organizationId,
          line.organizationName,
          line.ein,
          line.recipientName,
          dollars(line.amountCents),
          line.redeemedAt.toISOString(),
          line.orderIdentifier,
          line.selectionId,
          line.payoutId,
          line.backup,
        ]),
      ),
    );
    ctx.stderr(reconciliationText(report));
  } else if (format === 'json') {
    ctx.stdout(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    ctx.stdout(reportTable(report));
    ctx.stdout(`\n${reconciliationText(report)}`);
  }
  if (details) {
    const result = await ctx.services.payouts.markPaid(report, details);
    const say = format === 'table' ? ctx.stdout : ctx.stderr;
    if (result.outcome === 'recorded') {
      say(
        `Recorded payout #${result.payoutId}: ${result.giftCount} gift line(s), ${usdOfCents(result.totalCents)}, paid on ${details.paidOn} (${details.method}, ${details.reference}). These lines will not be paid again.\n`,
      );
    } else {
      ctx.stderr(
        result.payoutIds.length === 0
          ? 'Nothing recorded: the period has no gift lines to pay.\n'
          : `Nothing new to record: every gift line of this period is already in payout ${result.payoutIds.map((id) => `#${id}`).join(', ')}.\n`,
      );
      return 1;
    }
  }
  return report.reconciled ? 0 : EXIT_FLAGGED;
}
