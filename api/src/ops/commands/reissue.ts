/** `ops reissue <orderIdentifier>`: the reissue service (services/reissue.ts) for a lost token. */
import { formatRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { isoMinute, normalizeOrderIdentifier } from '../../lib/format';
import { type OpsContext, OpsError } from '../context';

export async function reissueCommand(
  ctx: OpsContext,
  positionals: string[],
  values: { force?: boolean; reason?: string; 'show-code'?: boolean; json?: boolean },
) {
  if (positionals.length !== 1)
    throw new OpsError('usage: ops reissue <orderIdentifier> [--reason TEXT] [--force] [--show-code]', 64);
  const identifier = normalizeOrderIdentifier(positionals[0] as string);
  const result = await ctx.services.reissue.reissueCode(identifier, {
    force: values.force ?? false,
    ...(values.reason ? { reason: values.reason } : {}),
    now: ctx.now(),
  });
  if (values.json) {
    // As the summary: the download link the operator passes on, never the grown-up's e-card link.
    const answer =
      result.outcome === 'already-reissued'
        ? result
        : {
            outcome: result.outcome,
            orderIdentifier: result.orderIdentifier,
            reissuedAt: result.reissuedAt,
            ...(result.downloadUrl ? { downloadUrl: result.downloadUrl } : {}),
            ...(values['show-code'] ? { code: formatRedemptionCode(result.code) } : {}),
          };
    ctx.stdout(`${JSON.stringify(answer, null, 2)}\n`);
    return 0;
  }
  if (result.outcome === 'already-reissued') {
    ctx.stdout(
      `${identifier}: a new code was already issued ${isoMinute(result.reissuedAt)} and is waiting on the print queue; nothing changed (--force issues yet another code)\n`,
    );
    return 0;
  }
  if (result.downloadUrl) {
    ctx.stdout(
      `${identifier}: new code issued; the old code and the old download link no longer work. It was e-mailed to the purchaser; the new link (valid 30 days):\n${result.downloadUrl}\n`,
    );
  } else if (result.ecardUrl) {
    ctx.stdout(
      `${identifier}: new code issued; the old code and the old e-card link no longer work. A new e-card is on its way to the grown-up now.\n`,
    );
  } else {
    ctx.stdout(
      `${identifier}: new code issued; the old code no longer works. The order is back on the print queue: run \`ops print\`, then \`ops ship\`.\n`,
    );
  }
  if (values['show-code']) ctx.stdout(`code: ${formatRedemptionCode(result.code)}\n`);
  return 0;
}
