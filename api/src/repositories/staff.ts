/**
 * The staff console's rows: accounts, passkeys, one-time sign-in links, sessions, WebAuthn
 * challenges and the audit trail. Times that decide whether a link, challenge or session is
 * still good come from the caller's clock (`now`), so tests can move it.
 */
import { and, asc, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type StaffRole,
  staffAccounts,
  staffAudit,
  staffChallenges,
  staffPasskeys,
  staffSessions,
  staffSignInLinks,
} from '../db/schema';

export type StaffAccount = typeof staffAccounts.$inferSelect;
export type StaffPasskey = typeof staffPasskeys.$inferSelect;
export type StaffSession = typeof staffSessions.$inferSelect;
export type StaffAuditRow = typeof staffAudit.$inferSelect;
export type NewStaffAudit = typeof staffAudit.$inferInsert;

export function createStaffRepository(db: Db) {
  return {
    // ---- Accounts ----
    async addAccount(email: string, role: StaffRole): Promise<{ account: StaffAccount; created: boolean }> {
      const [inserted] = await db
        .insert(staffAccounts)
        .values({ email, role })
        .onConflictDoNothing({ target: staffAccounts.email })
        .returning();
      if (inserted) return { account: inserted, created: true };
      const [existing] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
      if (!existing) throw new Error('staff account neither inserted nor found');
      return { account: existing, created: false };
    },
    async accountByEmail(email: string): Promise<StaffAccount | undefined> {
      const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
      return row;
    },
    async accountById(id: number): Promise<StaffAccount | undefined> {
      const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
      return row;
    },
    listAccounts(): Promise<StaffAccount[]> {
      return db.select().from(staffAccounts).orderBy(asc(staffAccounts.email));
    },
    async setRole(id: number, role: StaffRole): Promise<StaffAccount | undefined> {
      const [row] = await db.update(staffAccounts).set({ role }).where(eq(staffAccounts.id, id)).returning();
      return row;
    },
    async setDisabled(id: number, at: Date | null): Promise<StaffAccount | undefined> {
      const [row] = await db.update(staffAccounts).set({ disabledAt: at }).where(eq(staffAccounts.id, id)).returning();
      return row;
    },

    // ---- Passkeys ----
    /** Stores a passkey; undefined when its credential id is already stored (the unique index). */
    async addPasskey(passkey: typeof staffPasskeys.$inferInsert): Promise<StaffPasskey | undefined> {
      const [row] = await db
        .insert(staffPasskeys)
        .values(passkey)
        .onConflictDoNothing({ target: staffPasskeys.credentialId })
        .returning();
      return row;
    },
    async passkeyByCredentialId(credentialId: string): Promise<StaffPasskey | undefined> {
      const [row] = await db.select().from(staffPasskeys).where(eq(staffPasskeys.credentialId, credentialId));
      return row;
    },
    passkeysOf(staffId: number): Promise<StaffPasskey[]> {
      return db.select().from(staffPasskeys).where(eq(staffPasskeys.staffId, staffId)).orderBy(asc(staffPasskeys.id));
    },
    async passkeyUsed(id: number, counter: number, at: Date): Promise<void> {
      await db.update(staffPasskeys).set({ counter, lastUsedAt: at }).where(eq(staffPasskeys.id, id));
    },

    // ---- One-time sign-in links ----
    async addLink(link: { staffId: number; tokenHash: string; expiresAt: Date }): Promise<number> {
      const [row] = await db.insert(staffSignInLinks).values(link).returning({ id: staffSignInLinks.id });
      if (!row) throw new Error('sign-in link not stored');
      return row.id;
    },
    /** Marks a link used if it is unused and unexpired; returns its account id (once, ever). */
    async consumeLink(tokenHash: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(staffSignInLinks)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffSignInLinks.tokenHash, tokenHash),
            isNull(staffSignInLinks.usedAt),
            gt(staffSignInLinks.expiresAt, now),
          ),
        )
        .returning({ staffId: staffSignInLinks.staffId });
      return row?.staffId;
    },

    // ---- Sessions ----
    async addSession(session: typeof staffSessions.$inferInsert): Promise<StaffSession> {
      const [row] = await db.insert(staffSessions).values(session).returning();
      if (!row) throw new Error('session not stored');
      return row;
    },
    /** A live session (not revoked, within both time-outs) with its account; touches last_seen_at. */
    async liveSession(
      tokenHash: string,
      now: Date,
      limits: { idleMs: number; absoluteMs: number },
    ): Promise<{ session: StaffSession; account: StaffAccount } | undefined> {
      const [row] = await db
        .update(staffSessions)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.lastSeenAt, new Date(now.getTime() - limits.idleMs)),
            gt(staffSessions.createdAt, new Date(now.getTime() - limits.absoluteMs)),
          ),
        )
        .returning();
      if (!row) return undefined;
      const account = await this.accountById(row.staffId);
      if (!account || account.disabledAt) return undefined;
      return { session: row, account };
    },
    async revokeSession(id: number, at: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: at })
        .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
    },
    /** Revokes every open session of an account; returns how many. */
    async revokeSessionsOf(staffId: number, at: Date): Promise<number> {
      const rows = await db
        .update(staffSessions)
        .set({ revokedAt: at })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
        .returning({ id: staffSessions.id });
      return rows.length;
    },
    openSessionsOf(staffId: number): Promise<StaffSession[]> {
      return db
        .select()
        .from(staffSessions)
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
        .orderBy(desc(staffSessions.lastSeenAt));
    },

    // ---- WebAuthn challenges ----
    /** Stores a challenge and drops those expired by `now` (only those: pending ones are others'). */
    async addChallenge(challenge: typeof staffChallenges.$inferInsert, now: Date): Promise<void> {
      await db.delete(staffChallenges).where(lte(staffChallenges.expiresAt, now));
      await db.insert(staffChallenges).values(challenge);
    },
    /** Takes a challenge (deleted: single use) if it exists, is for `purpose` and has not expired. */
    async takeChallenge(id: string, purpose: 'register' | 'sign-in', now: Date) {
      const [row] = await db.delete(staffChallenges).where(eq(staffChallenges.id, id)).returning();
      if (!row || row.purpose !== purpose || row.expiresAt <= now) return undefined;
      return row;
    },

    // ---- Audit trail ----
    async audit(entry: NewStaffAudit): Promise<void> {
      await db.insert(staffAudit).values(entry);
    },
    /** The newest audit records first (before an id; of one target, such as an order number, when asked). */
    listAudit(filter: { limit?: number; beforeId?: number; target?: string } = {}): Promise<StaffAuditRow[]> {
      return db
        .select()
        .from(staffAudit)
        .where(
          and(
            filter.beforeId ? lt(staffAudit.id, filter.beforeId) : undefined,
            filter.target !== undefined ? eq(staffAudit.target, filter.target) : undefined,
          ),
        )
        .orderBy(desc(staffAudit.id))
        .limit(filter.limit ?? 100);
    },
    async countAudit(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(staffAudit);
      return Number(row?.count ?? 0);
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
