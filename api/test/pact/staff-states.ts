/**
 * The provider states of the staff console's pact (staff-mfe): an account of each role, added as
 * `ops staff add` adds it and signed in through its e-mailed link (the token read back through the
 * code vault, as the sender reveals it), and the content its screens edit, added and changed
 * through the console's own routes. Each hands the pact the session's cookie and CSRF token, which
 * the console's requests carry, and the ids and versions its paths and bodies name.
 */

import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { packages, type StaffRole } from '../../src/db/schema';
import { packageSeed } from '../../src/db/seed-data';
import { actOnGroup } from '../../src/ops/commands/groups';
import { chipIn, startGroup } from '../group-helpers';
import { type SignedIn, signedInAs } from '../staff/staff-helpers';
import type { ProviderStates } from './provider-states';

/** An account of `role`, signed in: the values its requests carry. */
async function signedInStaff(app: FastifyInstance, role: StaffRole) {
  const session = await signedInAs(app, role);
  return { session, values: { staffCookie: session.cookie, csrfToken: session.csrfToken } };
}

/** A content change through the console's route, as the signed-in admin makes it: the saved row and its version. */
async function saveContent(admin: SignedIn, url: string, item: Record<string, unknown>) {
  const response = await admin.request({ method: 'POST', url: `/api/staff/content/${url}`, payload: { item } });
  if (response.statusCode !== 200) throw new Error(`content change refused: ${response.statusCode} ${response.body}`);
  return response.json() as { item: { id: number }; version: number };
}

let added = 0;

/** A greeting as the pact's examples have it (no second or third line), under a name of its own. */
const greeting = () => {
  added += 1;
  return {
    name: `pact-greeting-${added}`,
    displayName: 'Pact greeting',
    publicFacingName: 'Pact greeting',
    customText: false,
    anonymous: false,
    header: 'Happy Birthday, {recipient_name}!',
    line1: 'A present from {purchaser_name}',
    line2: null,
    line3: null,
    sortOrder: 50,
    designKey: 'birthday',
  };
};

/**
 * A group card printed at home, Grandma's $25 counted, then cancelled as `ops groups cancel` does:
 * its order number. The seeded packages are offered again first (another state withdraws all but one).
 */
async function cancelledGroupCard(app: FastifyInstance) {
  await app.db
    .update(packages)
    .set({ active: true })
    .where(
      inArray(
        packages.id,
        packageSeed.map((pkg) => pkg.id),
      ),
    );
  await app.repositories.content.bumpVersion();
  const started = await startGroup(app, { delivery: 'print' });
  // An address of its own each time: a giver's e-mail may start 5 parts an hour (services/groups.ts).
  await chipIn(app, started.shareToken, {
    name: 'Grandma',
    amount: 25,
    email: `grandma+${started.group.id}@example.com`,
  });
  const card = await app.repositories.orders.findById(started.group.orderId);
  if (!card) throw new Error('the group card has no order');
  await actOnGroup(app, card.orderIdentifier, 'cancel', new Date());
  return card.orderIdentifier;
}

export function staffStates(app: FastifyInstance): ProviderStates {
  const withCancelledGroup = async (role: StaffRole) => ({
    ...(await signedInStaff(app, role)).values,
    orderIdentifier: await cancelledGroupCard(app),
  });
  return {
    'a staff operator signed in': async () => (await signedInStaff(app, 'operator')).values,
    'a staff viewer signed in, with a cancelled group card': () => withCancelledGroup('viewer'),
    'a staff operator signed in, with a cancelled group card': () => withCancelledGroup('operator'),
    'a staff viewer signed in': async () => (await signedInStaff(app, 'viewer')).values,
    'a staff admin signed in': async () => (await signedInStaff(app, 'admin')).values,
    'a staff admin signed in, with a greeting added and edited': async () => {
      const { session, values } = await signedInStaff(app, 'admin');
      const row = greeting();
      const addition = await saveContent(session, 'greetings', row);
      await saveContent(session, `greetings/${addition.item.id}`, { ...row, line1: 'A gift from {purchaser_name}' });
      return { ...values, greetingId: addition.item.id, addedVersion: addition.version };
    },
    'a staff admin signed in, with one package offered, added by them': async () => {
      const { session, values } = await signedInStaff(app, 'admin');
      const addition = await saveContent(session, 'packages', {
        name: `pact-package-${Date.now()}`,
        publicFacingName: 'Pact mail',
        description: 'First-class mail.',
        tracked: false,
        cost: 2,
        delivery: 'mail',
        active: true,
      });
      const listed = await session.request({ method: 'GET', url: '/api/staff/content/packages' });
      const others = (listed.json() as { id: number; active: boolean }[]).filter(
        (row) => row.active && row.id !== addition.item.id,
      );
      for (const { id, ...row } of others) await saveContent(session, `packages/${id}`, { ...row, active: false });
      return { ...values, packageId: addition.item.id };
    },
    'a staff admin signed in, with an FAQ answer added': async () => {
      const { session, values } = await signedInStaff(app, 'admin');
      const addition = await saveContent(session, 'faq', {
        heading: 'How does it work?',
        text: '<p>You build a card.</p>',
        sortOrder: 50,
      });
      return { ...values, faqId: addition.item.id };
    },
  };
}
