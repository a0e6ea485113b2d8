/**
 * Redeeming a gift: a correct, unused code of a paid order opens a session (wrong guesses are
 * limited per client); "redeem now" gives the gift to the chosen charities in the child's name,
 * redeeming the code in the same transaction (exactly once under concurrency).
 */
import { toCents } from '@littlegivers/shared/contract/money';
import type { CodeVault } from '../lib/code-vault';
import { hashSessionId, newSessionId } from '../lib/code-vault';
import type { GuessLimiter } from '../lib/guess-limiter';
import { HttpError } from '../lib/http-error';
import type { Repositories } from '../repositories';
import { queueGiftOpened } from './mail-events';

export const TOO_MANY_GUESSES = 'Too many codes that did not match. Please wait a few minutes and try again.';

/**
 * The one answer to a redeem-now PUT whose session is not the redemption's own: the same whether the
 * id is unknown, or its gift is waiting or already given, so that ids and sessions reveal nothing.
 */
export const WRONG_SESSION = { status: 404, message: 'sessionId: redemption session not found' } as const;

export interface RedemptionDeps {
  repositories: Repositories;
  vault: CodeVault;
  guessLimiter: GuessLimiter;
  settings: { redeemGuessLimit: number; redemptionSessionTtlMs: number };
}

export function createRedemptionService({ repositories, vault, guessLimiter, settings }: RedemptionDeps) {
  const { redemptions, content } = repositories;
  return {
    /**
     * A session for a correct code; 'no-match' for a wrong one, 'spent' for the code of a gift already
     * given (each counts as a guess); 'too-many' past the limit.
     */
    async openSession(redemptionCode: string, clientKey: string) {
      const used = await guessLimiter.take(clientKey);
      if (used > settings.redeemGuessLimit) return { outcome: 'too-many' as const };
      const row = await redemptions.findByCodeHash(vault.hash(redemptionCode));
      if (row?.order.status !== 'paid') return { outcome: 'no-match' as const };
      if (row.redemption.redeemedAt !== null) {
        // A code nobody used for a year went to its backup charity: the child hears where and when.
        const backup = await redemptions.backupGiftOf(row.redemption.id);
        if (backup) {
          await guessLimiter.giveBack(clientKey);
          return { outcome: 'given-to-backup' as const, charity: backup.charity, givenAt: backup.givenAt };
        }
        return { outcome: 'spent' as const };
      }
      await guessLimiter.giveBack(clientKey);
      const sessionId = newSessionId();
      const expiresAt = new Date(Date.now() + settings.redemptionSessionTtlMs);
      await redemptions.openSession(row.redemption.id, hashSessionId(sessionId), expiresAt);
      return { outcome: 'opened' as const, ...row, sessionId, expiresAt };
    },

    /**
     * Gives the gift of the redemption of public id `publicId`; throws the HTTP answer when it cannot:
     * WRONG_SESSION unless `sessionId` is one of its sessions, then 409 when already given (sessions
     * are kept after the gift, so the holder of the right session learns it), 400 for a bad choice.
     */
    async redeem(publicId: string, sessionId: string, selection: { redemptionOrgId: number; amount: number }[]) {
      const row = await redemptions.findWithSession(publicId, hashSessionId(sessionId));
      if (!row) throw new HttpError(WRONG_SESSION.status, WRONG_SESSION.message);
      const { session } = row;
      const id = row.redemption.id;
      if (row.redemption.redeemedAt) throw new HttpError(409, 'This gift has already been given');
      if (session.expiresAt.getTime() <= Date.now()) {
        throw new HttpError(400, 'sessionId: the redemption session has expired; please enter the code again');
      }
      const totalCents = selection.reduce((sum, item) => sum + toCents(item.amount), 0);
      if (totalCents !== row.redemption.amountCents)
        throw new HttpError(400, 'selection.amount: must equal the gift amount');
      const orgIds = [...new Set(selection.map((item) => item.redemptionOrgId))];
      if ((await content.activeOrganizationCount(orgIds)) !== orgIds.length) {
        throw new HttpError(400, 'selection.redemptionOrgId: this charity is not available');
      }
      const redeemedAt = await repositories.transaction(async (tx) => {
        const at = await tx.redemptions.markRedeemed(id);
        if (!at) return null;
        await tx.redemptions.insertGifts(
          selection.map((item) => ({
            redemptionId: id,
            organizationId: item.redemptionOrgId,
            amountCents: toCents(item.amount),
            recipientName: row.order.recipientName,
          })),
        );
        await queueGiftOpened(tx, id); // mail: 'your gift was opened', in this transaction
        return at;
      });
      if (!redeemedAt) throw new HttpError(409, 'This gift has already been given');
      return { redeemedAt, recipientName: row.order.recipientName };
    },
  };
}
export type RedemptionService = ReturnType<typeof createRedemptionService>;
