/**
 * redeem-mfe's contract with the API: the requests the redeem flow makes and the answers it
 * relies on, in the shapes the shared zod schemas parse. Tests run the real flow against a Pact
 * mock server answering these (shared/src/testing/pact/api-pact.ts); the API verifies the same
 * interactions with the provider states named here (api/test/pact/provider-states.ts).
 */
import {
  type ApiInteraction,
  anyId,
  apiPact,
  fromState,
  isoDateTime,
  listContaining,
  listLike,
  MatchersV3,
} from '@littlegivers/shared/testing/pact/api-pact';
import { acceptedRedemption, categories, ecardCard, organizations, REDEMPTION_ID, redeemNowSuccess } from './fixtures';

const { integer, like, regex, uuid } = MatchersV3;

export const api = apiPact('redeem-mfe');

/** The code the tests type, as the flow sends it (the API's own unredeemed code when verified). */
export const SENT_CODE = 'ABCDEFGHJKMNPQRS';

/** POST /redemptionSession with a code of a paid gift: the redemption (id, sessionId, amount, names). */
export function codeAccepted(proof: 'with a human-check proof' | 'in debug mode, without a proof'): ApiInteraction {
  return {
    description: `a paid gift's unredeemed code, ${proof}`,
    states: [{ name: 'a paid order with an unredeemed code' }],
    request: {
      method: 'POST',
      path: '/redemptionSession',
      body: {
        redemptionCode: fromState(':code', SENT_CODE),
        captcha: proof === 'with a human-check proof' ? like('altcha-payload') : null,
      },
    },
    response: {
      status: 200,
      body: like({
        ...acceptedRedemption,
        id: uuid(REDEMPTION_ID),
        expirationDate: isoDateTime(acceptedRedemption.expirationDate),
      }),
    },
  };
}

/** POST /redemptionSession with a code no gift has: 200 without id and sessionId. */
export const codeRefused: ApiInteraction = {
  description: 'a code no gift has',
  request: {
    method: 'POST',
    path: '/redemptionSession',
    body: { redemptionCode: like('ZZZZZZZZZZZZZZZZ'), captcha: like('altcha-payload') },
  },
  response: { status: 200, body: {} },
};

/** POST /redemptionSession with the code of a gift already given: no session, and why (additive `reason`). */
export const codeAlreadyOpened: ApiInteraction = {
  description: 'the code of a gift already opened',
  states: [{ name: 'a paid order whose code was already redeemed' }],
  request: {
    method: 'POST',
    path: '/redemptionSession',
    body: { redemptionCode: fromState(':code', SENT_CODE), captcha: like('altcha-payload') },
  },
  response: { status: 200, body: { reason: 'already-opened' } },
};

/** POST /redemptionSession with a code unused for a year: no session, and where its gift went and when. */
export const codeGivenToBackup: ApiInteraction = {
  description: 'a code unused for a year, whose gift went to its backup charity',
  states: [{ name: 'a code given to its backup charity at one year' }],
  request: {
    method: 'POST',
    path: '/redemptionSession',
    body: { redemptionCode: fromState(':code', SENT_CODE), captcha: like('altcha-payload') },
  },
  response: {
    status: 200,
    body: {
      givenToBackup: like({
        charity: 'Books for Every Kid',
        givenAt: isoDateTime('2027-05-01T15:00:00.000Z'),
      }),
    },
  },
};

/** GET /RedemptionOrganizationType: the charity categories. */
export const categoriesListed: ApiInteraction = {
  description: 'a request for the charity categories',
  request: { method: 'GET', path: '/RedemptionOrganizationType' },
  response: { status: 200, body: listLike(categories.map(anyId)) },
};

/**
 * GET /RedemptionOrganizations: active and inactive organizations, with an art key, or with only
 * the organization's own picture.
 */
export const organizationsListed: ApiInteraction = {
  description: 'a request for the charities, one with its own picture and no art key',
  states: [{ name: 'an organization with its own picture and no art key' }],
  request: { method: 'GET', path: '/RedemptionOrganizations' },
  response: {
    status: 200,
    body: listContaining(
      organizations.map((organization) => ({
        ...organization,
        organizationType: anyId(organization.organizationType),
      })),
    ),
  },
};

const redeemPath = fromState('/redemptionSession/:redemptionId', `/redemptionSession/${REDEMPTION_ID}`, { path: true });

/** The redemption as the flow sends it back; after a reload it carries the cleared code and proof. */
function redeemRequest({ reloaded = false } = {}) {
  return like({
    ...acceptedRedemption,
    ...(reloaded ? { redemptionCode: null, captcha: null } : {}),
    id: fromState(':redemptionId', REDEMPTION_ID),
    sessionId: fromState(':sessionId', acceptedRedemption.sessionId),
    selection: [{ redemptionOrgId: integer(1), amount: 25 }],
  });
}

/** PUT /redemptionSession/{id}: the gift donated to the chosen charity. */
export const giftRedeemed: ApiInteraction = {
  description: 'redeeming the gift for a charity',
  states: [{ name: 'a redemption session' }],
  request: { method: 'PUT', path: redeemPath, body: redeemRequest() },
  response: {
    status: 200,
    body: like({
      ...redeemNowSuccess,
      id: uuid(REDEMPTION_ID),
      redeemedAt: isoDateTime(redeemNowSuccess.redeemedAt),
    }),
  },
};

/** PUT /redemptionSession/{id} from a session restored after a reload (code and proof cleared). */
export const giftRedeemedAfterReload: ApiInteraction = {
  ...giftRedeemed,
  description: 'redeeming the gift for a charity after a reload of the page',
  request: { ...giftRedeemed.request, body: redeemRequest({ reloaded: true }) },
};

/** PUT /redemptionSession/{id} of a gift redeemed meanwhile (another tab): 409. */
export const giftAlreadyRedeemed: ApiInteraction = {
  description: 'redeeming a gift that is already redeemed',
  states: [{ name: 'a redemption session whose gift is already redeemed' }],
  request: { method: 'PUT', path: redeemPath, body: redeemRequest() },
  response: { status: 409, body: like({ message: 'already redeemed' }) },
};

/** The token the e-card page test puts in the fragment (the state's own token when the API verifies). */
export const ECARD_TOKEN = 'E'.repeat(43);

/** POST /ecardView with the grown-up's link: the card, its greeting and its code. */
export const ecardOpened: ApiInteraction = {
  description: "an e-card's page link",
  states: [{ name: 'an e-card sent to the grown-up' }],
  request: { method: 'POST', path: '/ecardView', body: { token: fromState(':token', ECARD_TOKEN) } },
  response: {
    status: 200,
    body: like({
      ...ecardCard,
      greeting: { header: ecardCard.greeting.header, lines: listLike(ecardCard.greeting.lines) },
      code: regex('^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$', ecardCard.code),
    }),
  },
};

/** POST /ecardView with a token that opens nothing: 404 (the page never shows the message). */
export const unknownEcardLink: ApiInteraction = {
  description: 'an e-card page link that opens nothing',
  request: { method: 'POST', path: '/ecardView', body: { token: like(ECARD_TOKEN) } },
  response: { status: 404, body: like({ message: 'This card link is not valid any more.' }) },
};
