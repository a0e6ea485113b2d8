/**
 * `ops mail`: the outbox as the operator sees it. `list` (newest first; --failed for deliveries
 * that gave up), `show <id>` (a delivered message as sent: headers and plain text; --html for the
 * HTML), `retry <id>...|--all` (failed messages back in the queue), `send` (deliver what is due
 * now, from this process, with the API's SMTP_URL or into the local mailbox).
 */

import { isoMinute, oneOf, table } from '../../lib/format';
import { MAIL_STATUSES } from '../../repositories/mail-outbox';
import { type OpsContext, OpsError } from '../context';

export const MAIL_USAGE =
  'ops mail list [--failed|--status S] [--format table|json] | ops mail show <id> [--html] | ops mail retry <id>...|--all | ops mail send [--json]';

export interface MailValues {
  failed?: boolean;
  status?: string;
  format?: string;
  html?: boolean;
  all?: boolean;
  json?: boolean;
}

async function list(ctx: OpsContext, values: MailValues) {
  const status = values.failed ? 'failed' : values.status ? oneOf('status', values.status, MAIL_STATUSES) : undefined;
  const format = oneOf('format', values.format ?? 'table', ['table', 'json'] as const);
  const rows = await ctx.services.repositories.mailOutbox.list({ ...(status ? { status } : {}), limit: 500 });
  if (format === 'json') {
    const plain = rows.map(({ data: _data, html: _html, text: _text, claimToken: _token, ...row }) => row);
    ctx.stdout(`${JSON.stringify(plain, null, 2)}\n`);
    return 0;
  }
  ctx.stdout(
    table(
      ['id', 'kind', 'to', 'status', 'attempts', 'queued', 'sent', 'via', 'subject / last error'],
      rows.map((row) => [
        row.id,
        row.kind,
        row.toAddress,
        row.status,
        row.attempts,
        isoMinute(row.createdAt),
        isoMinute(row.sentAt),
        row.transport,
        row.status === 'sent' ? row.subject : row.lastError,
      ]),
    ),
  );
  const counts = await ctx.services.repositories.mailOutbox.countByStatus();
  ctx.stderr(`${rows.length} message(s) shown; all: ${MAIL_STATUSES.map((s) => `${counts[s]} ${s}`).join(', ')}\n`);
  return 0;
}

async function show(ctx: OpsContext, id: string | undefined, values: MailValues) {
  if (!id || !/^\d+$/.test(id)) throw new OpsError('usage: ops mail show <id>', 64);
  const row = await ctx.services.repositories.mailOutbox.get(Number(id));
  if (!row) throw new OpsError(`no message #${id}`);
  if (values.json) {
    const { data: _data, claimToken: _token, ...message } = row;
    ctx.stdout(`${JSON.stringify(message, null, 2)}\n`);
    return 0;
  }
  const header = [
    `Message #${row.id} (${row.kind}): ${row.status}, ${row.attempts} attempt(s)`,
    `To: ${row.toAddress}`,
    ...(row.subject ? [`Subject: ${row.subject}`] : []),
    ...(row.sentAt ? [`Sent: ${row.sentAt.toISOString()} via ${row.transport} ${row.messageId ?? ''}`] : []),
    ...(row.lastError ? [`Last error: ${row.lastError}`] : []),
  ].join('\n');
  const body =
    row.status === 'sent' ? ((values.html ? row.html : row.text) ?? '') : '(not delivered yet: rendered when sent)';
  ctx.stdout(`${header}\n\n${body}\n`);
  return 0;
}

/** Failed messages back in the queue; a message asked for that is not failed is named, exit 1. */
async function retry(ctx: OpsContext, ids: string[], values: MailValues) {
  if (!values.all && ids.length === 0) throw new OpsError('usage: ops mail retry <id>... | --all', 64);
  if (values.all && ids.length > 0) throw new OpsError('give message ids or --all, not both', 64);
  if (ids.some((id) => !/^\d+$/.test(id))) throw new OpsError('message ids are numbers', 64);
  const asked = [...new Set(ids.map(Number))];
  const retried = await ctx.services.repositories.mailOutbox.retryFailed(values.all ? undefined : asked);
  const notRetried = asked.filter((id) => !retried.includes(id));
  if (values.json) ctx.stdout(`${JSON.stringify({ retried, notRetried }, null, 2)}\n`);
  else if (retried.length > 0)
    ctx.stdout(
      `Queued again: ${retried.map((id) => `#${id}`).join(', ')} (the sender's next pass, or ops mail send)\n`,
    );
  else if (values.all) ctx.stdout('Nothing to retry: no message has failed.\n');
  if (notRetried.length > 0) {
    ctx.stderr(
      `Not retried: ${notRetried.map((id) => `#${id}`).join(', ')}: only failed messages can be retried (ops mail list --failed)\n`,
    );
    return 1;
  }
  return 0;
}

async function send(ctx: OpsContext, values: MailValues) {
  const sender = ctx.services.mail;
  try {
    const result = await sender.drain();
    const via = sender.transport.name;
    if (values.json) ctx.stdout(`${JSON.stringify({ ...result, via }, null, 2)}\n`);
    else
      ctx.stdout(
        result.sent + result.failed === 0
          ? `No message was due: nothing sent (via ${via}).\n`
          : `${result.sent} message(s) sent, ${result.failed} failed (via ${via}).${result.failed > 0 ? ' ops mail list --failed shows why.' : ''}\n`,
      );
    return result.failed > 0 ? 1 : 0;
  } finally {
    await sender.stop();
  }
}

export async function mailCommand(ctx: OpsContext, positionals: string[], values: MailValues) {
  const [action, ...rest] = positionals;
  switch (action) {
    case 'list':
      return list(ctx, values);
    case 'show':
      return show(ctx, rest[0], values);
    case 'retry':
      return retry(ctx, rest, values);
    case 'send':
      return send(ctx, values);
    default:
      throw new OpsError(`usage: ${MAIL_USAGE}`, 64);
  }
}
