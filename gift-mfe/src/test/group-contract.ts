/**
 * gift-mfe's contract with the API for a group card's pages (/chip-in#token and /my-group#token,
 * docs/group-gifts.md): the share link's view and the organizer's. The tokens are the API's own
 * when it verifies (the provider state starts the group through its routes); the examples are what
 * the page tests show. Shapes follow shared/src/contract/schemas/group.ts.
 */
import {
  type ApiInteraction,
  fromState,
  isoDateTime,
  listLike,
  MatchersV3,
} from '@littlegivers/shared/testing/pact/api-pact';

const { like } = MatchersV3;

/** The tokens the page tests put in the fragment (the state's own when the API verifies). */
export const SHARE_TOKEN = 'S'.repeat(43);
export const ORGANIZER_TOKEN = 'O'.repeat(43);

const OPEN_GROUP = { name: 'an open group e-card for Maya with one giver, Grandma, and its two links' };

/** The card as both links show it. */
const card = {
  recipientName: 'Maya',
  greeting: { header: 'Happy Birthday, Maya!', lines: listLike(['Here is the gift of giving, from Grandma.']) },
  delivery: 'email',
  state: 'open',
  closesAt: isoDateTime('2026-12-06T13:00:00.000Z'),
  minimum: 5,
};

/** POST /Group/shared: the card, the givers' names (no amount unless allowed), the closing moment. */
export const groupShareShown: ApiInteraction = {
  description: "the share link's view of an open group card with one giver",
  states: [OPEN_GROUP],
  request: { method: 'POST', path: '/Group/shared', body: { token: fromState(':shareToken', SHARE_TOKEN) } },
  response: { status: 200, body: like({ ...card, givers: listLike([{ name: 'Grandma', line: null }]) }) },
};

/** POST /Group/organizer: the card, the total and every part with its giver. */
export const groupOrganizerShown: ApiInteraction = {
  description: "the organizer's view of an open group card with one giver",
  states: [OPEN_GROUP],
  request: {
    method: 'POST',
    path: '/Group/organizer',
    body: { token: fromState(':organizerToken', ORGANIZER_TOKEN) },
  },
  response: {
    status: 200,
    body: like({
      ...card,
      givers: listLike([{ name: 'Grandma', line: null, amount: 25 }]),
      total: 25,
      contributions: listLike([
        {
          name: 'Grandma',
          email: 'grandma@example.com',
          line: null,
          amount: 25,
          status: 'paid',
          paidAt: isoDateTime('2026-11-29T10:00:00.000Z'),
        },
      ]),
    }),
  },
};

/** POST /Group/shared with a token that opens nothing: 404 (the page shows the dead link's page). */
export const unknownGroupLink: ApiInteraction = {
  description: 'the share link view of a link that opens nothing',
  request: { method: 'POST', path: '/Group/shared', body: { token: like(SHARE_TOKEN) } },
  response: { status: 404, body: like({ message: 'This link does not open a group card.' }) },
};
