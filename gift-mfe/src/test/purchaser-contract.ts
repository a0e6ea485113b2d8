/**
 * gift-mfe's contract with the API for the purchaser's page (/my-gift#token): the view of a gift
 * by its secret link's token, an e-card's delivery changes, and the settings after the gift. The
 * token is the API's own when it verifies (the provider state issues the link); the examples are
 * what the page test shows. Shapes follow the shared schemas (schemas/purchaser-view.ts,
 * schemas/after-gift-view.ts).
 */
import type { PurchaserView } from '@littlegivers/shared/contract/schemas/purchaser-view';
import {
  type ApiInteraction,
  anyId,
  fromState,
  isoDate,
  isoDateTime,
  listLike,
  MatchersV3,
} from '@littlegivers/shared/testing/pact/api-pact';

const { arrayContaining, integer, like } = MatchersV3;

/** The token the page test puts in the fragment (the state's own token when the API verifies). */
export const PURCHASER_TOKEN = 'T'.repeat(43);

/** A paid $20 gift for a mailed card, not shipped yet (the examples of every view below). */
export const mailedView: PurchaserView = {
  orderIdentifier: 'LG-0042',
  paidAt: '2026-05-01T15:00:00.000Z',
  recipientName: 'Ava',
  fromName: 'Grandma',
  greeting: { header: 'Happy birthday, Ava!', lines: ['love, Grandma'] },
  giftAmount: 20,
  total: 29.95,
  delivery: 'mail',
  post: { mailBy: '2026-05-06', shippedAt: null, trackingUrl: null },
};

/** The fields every view has, with matchers (the post and e-card sections differ by delivery). */
function viewBody(view: PurchaserView) {
  const { post: _post, email: _email, afterGift: _afterGift, ...common } = view;
  return {
    ...common,
    paidAt: isoDateTime(view.paidAt),
    greeting: { header: view.greeting.header, lines: listLike(view.greeting.lines) },
  };
}

const viewPath = '/purchaserView';
/** The request body of a view: the state's token. */
const viewRequest = { token: fromState(':token', PURCHASER_TOKEN) };

const MAILED_STATE = { name: "a paid order for a mailed card, with its purchaser's link" };

/** POST /purchaserView of a paid mailed card not shipped yet, with `sections` of the view. */
function mailedCardShown(description: string, sections: Record<string, unknown> = {}): ApiInteraction {
  return {
    description,
    states: [MAILED_STATE],
    request: { method: 'POST', path: viewPath, body: viewRequest },
    response: {
      status: 200,
      body: like({
        ...viewBody(mailedView),
        post: { mailBy: isoDate('2026-05-06'), shippedAt: null, trackingUrl: null },
        ...sections,
      }),
    },
  };
}

/** The gift and its mailing day. */
export const mailedGiftShown = mailedCardShown("the purchaser's view of a mailed card not shipped yet");

/** POST /purchaserView with a token that opens nothing: 404 (the page never shows the message). */
export const unknownPurchaserLink: ApiInteraction = {
  description: "the purchaser's view of a link that opens nothing",
  request: { method: 'POST', path: viewPath, body: { token: like(PURCHASER_TOKEN) } },
  response: { status: 404, body: like({ message: 'This link is not valid any more.' }) },
};

/** An e-card's delivery as the examples show it: to Pat, on January 5, 2027, 8:00 in New York. */
export const waitingEmail: NonNullable<PurchaserView['email']> = {
  grownUpName: 'Pat',
  grownUpEmail: 'pat@example.com',
  sendOn: '2027-01-05',
  timeZone: 'America/New_York',
  sendAt: '2027-01-05T13:00:00.000Z',
  sentAt: null,
  resendFrom: null,
};

const ECARD_WAITING_STATE = { name: "an e-card not sent yet, with its purchaser's link" };

function ecardView(email: Partial<NonNullable<PurchaserView['email']>>) {
  const shown = { ...waitingEmail, ...email };
  return like({
    ...viewBody({ ...mailedView, delivery: 'email' }),
    email: {
      ...shown,
      sendOn: isoDate(shown.sendOn),
      sendAt: isoDateTime(shown.sendAt),
      sentAt: shown.sentAt === null ? null : isoDateTime(shown.sentAt),
      resendFrom: shown.resendFrom === null ? null : isoDateTime(shown.resendFrom),
    },
  });
}

/** POST /purchaserView of an e-card that has not gone yet. */
export const waitingEcardShown: ApiInteraction = {
  description: "the purchaser's view of an e-card not sent yet",
  states: [ECARD_WAITING_STATE],
  request: { method: 'POST', path: viewPath, body: viewRequest },
  response: { status: 200, body: ecardView({}) },
};

/** POST /purchaserView/delivery 'change': a new grown-up's address, same day and zone. */
export const ecardDeliveryChanged: ApiInteraction = {
  description: "changing the grown-up's address of an e-card not sent yet",
  states: [ECARD_WAITING_STATE],
  request: {
    method: 'POST',
    path: `${viewPath}/delivery`,
    body: {
      ...viewRequest,
      action: 'change',
      grownUpName: 'Pat',
      grownUpEmail: 'jo@example.com',
      sendOn: fromState(':sendOn', waitingEmail.sendOn),
      timeZone: fromState(':timeZone', waitingEmail.timeZone),
    },
  },
  response: { status: 200, body: ecardView({ grownUpEmail: 'jo@example.com' }) },
};

/** POST /purchaserView/delivery 'sendNow': the card goes now (the sender's next pass). */
export const ecardSentNow: ApiInteraction = {
  description: 'sending an e-card now',
  states: [ECARD_WAITING_STATE],
  request: {
    method: 'POST',
    path: `${viewPath}/delivery`,
    body: { ...viewRequest, action: 'sendNow', grownUpName: 'Pat', grownUpEmail: 'jo@example.com' },
  },
  response: {
    status: 200,
    body: ecardView({ grownUpEmail: 'jo@example.com', sendOn: '2026-11-26', sendAt: '2026-11-26T10:00:00.000Z' }),
  },
};

/** POST /purchaserView of an e-card sent again as often as a day allows: when it went, when it may go again. */
export const sentEcardShown: ApiInteraction = {
  description: "the purchaser's view of an e-card sent again as often as a day allows",
  states: [{ name: "an e-card sent again as often as a day allows, with its purchaser's link" }],
  request: { method: 'POST', path: viewPath, body: viewRequest },
  response: {
    status: 200,
    body: ecardView({
      grownUpEmail: 'jo@example.com',
      sendOn: '2026-11-26',
      sendAt: '2026-11-26T10:00:00.000Z',
      sentAt: '2026-11-26T10:00:00.000Z',
      resendFrom: '2026-11-27T10:00:00.000Z',
      resendsLeft: 0,
    }),
  },
};

/** The after-gift section of a gift (examples: the default backup, every message on). */
const afterGiftExample = {
  open: true,
  backupOn: '2027-05-01T15:00:00.000Z',
  settings: { backupCharityId: null, notifyWhenUsed: true, remindersOn: true },
  charities: [{ id: 1, name: 'Books for Every Kid' }],
  neededMostRule: 'the active charity that children chose least',
};

function afterGiftBody(trail: unknown, changes: { open?: boolean; settings?: object } = {}) {
  return {
    ...afterGiftExample,
    ...changes,
    trail,
    backupOn: isoDateTime(afterGiftExample.backupOn),
    charities: listLike(afterGiftExample.charities.map(anyId)),
  };
}

/** The trail of a mailed gift shipped with tracking, chosen and paid out (as the page test shows it). */
export const givenTrail = [
  { kind: 'paid', at: '2026-05-01T15:00:00.000Z', text: 'Paid: a $20.00 gift for Ava' },
  {
    kind: 'mailed',
    at: '2026-05-04T10:00:00.000Z',
    text: 'Printed and mailed',
    link: { href: 'https://tools.usps.com/x', label: 'track the package' },
  },
  { kind: 'opened', at: '2026-06-01T09:00:00.000Z', text: 'Ava opened the gift' },
  { kind: 'chose', at: '2026-06-01T09:00:00.000Z', text: 'Ava chose Books for Every Kid' },
  { kind: 'paid-out', at: '2026-07-10', text: 'paid to Books for Every Kid on July 10, 2026 (payout 7)' },
] as const;

/** POST /purchaserView of a gift chosen and paid out: the trail with dates, no backup choice. */
export const givenGiftShown: ApiInteraction = {
  description: "the purchaser's view of a mailed gift shipped, chosen and paid out",
  states: [{ name: "a mailed card shipped with tracking, chosen and paid out, with its purchaser's link" }],
  request: { method: 'POST', path: viewPath, body: viewRequest },
  response: {
    status: 200,
    body: like({
      ...viewBody(mailedView),
      post: {
        mailBy: isoDate('2026-05-06'),
        shippedAt: isoDateTime('2026-05-04T10:00:00.000Z'),
        trackingUrl: 'https://tools.usps.com/x',
      },
      // Each kind of event the API writes, the paid-out one with its day only.
      afterGift: afterGiftBody(
        arrayContaining(
          ...givenTrail.map((event) =>
            like({ ...event, at: event.kind === 'paid-out' ? isoDate(event.at) : isoDateTime(event.at) }),
          ),
        ),
        { open: false },
      ),
    }),
  },
};

const paidTrail = listLike([{ kind: 'paid', at: isoDateTime(givenTrail[0].at), text: givenTrail[0].text }]);

/** POST /purchaserView of a mailed gift not opened yet: the after-gift settings can change. */
export const openGiftShown = mailedCardShown(
  "the purchaser's view of a mailed gift not opened yet, with its settings",
  { afterGift: afterGiftBody(paidTrail) },
);

/** POST /purchaserSettings: a backup charity and no reminders; answers the view. */
export const settingsSaved: ApiInteraction = {
  description: 'saving the backup charity and turning the reminders off',
  states: [MAILED_STATE],
  request: {
    method: 'POST',
    path: '/purchaserSettings',
    body: { ...viewRequest, backupCharityId: 1, notifyWhenUsed: true, remindersOn: false },
  },
  response: {
    status: 200,
    body: like({
      ...viewBody(mailedView),
      afterGift: afterGiftBody(paidTrail, {
        settings: { backupCharityId: integer(1), notifyWhenUsed: true, remindersOn: false },
      }),
    }),
  },
};
