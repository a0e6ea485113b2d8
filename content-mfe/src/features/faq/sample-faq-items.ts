import type { FaqItem } from '@littlegivers/shared/contract/schemas/faq-item';
import { ORDER_TAX_FAQ_ANSWER } from '@littlegivers/shared/contract/tax';

/**
 * Shown when GET /FAQ fails (spec section 8), sorted like the API's list. Deliberately out of
 * order here: the screen sorts whatever it shows by sortOrder.
 */
export const sampleFaqItems: readonly FaqItem[] = [
  {
    id: 3,
    sortOrder: 30,
    heading: 'Does my child have to give any personal information?',
    text: '<p>No. Children never give us personal information. They only type the secret code from their card and choose a cause and a charity.</p>',
  },
  {
    id: 1,
    sortOrder: 10,
    heading: 'How does the gift card work?',
    text: '<p>You build a card with a greeting and pay once. It reaches the child as a mailed card with a keepsake token, a card you print at home, or an e-card we email to a grown-up on the day you choose; each carries a secret code. The child enters the code on the <strong>kidspage</strong>, picks a cause, then a charity, and a donation of the gift amount is made in their name.</p>',
  },
  {
    id: 2,
    sortOrder: 20,
    heading: 'Is my purchase tax-deductible?',
    text: ORDER_TAX_FAQ_ANSWER,
  },
  {
    id: 5,
    sortOrder: 50,
    heading: 'What does the fee pay for?',
    text: '<p>The fee covers printing, mailing, the keepsake token, payment processing, and our legal and financial costs.</p>',
  },
  {
    id: 4,
    sortOrder: 40,
    heading: 'How is the card sent?',
    text: '<p>Every order is hand packed and sent from our home city in the United States.</p>',
  },
];
