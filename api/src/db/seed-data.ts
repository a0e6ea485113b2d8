/**
 * Seeded content. The organizations are SAMPLE DATA (invented names, example.org links and
 * placeholder EINs), flagged `sample: true`; replace them with real charities per deployment.
 */

import { designKeyForCardType, ORGANIZATION_ART } from '@littlegivers/design';
import { GIFTS_EXPIRE_ANSWER } from '@littlegivers/shared/contract/after-gift';
import { WRITTEN_GREETING } from '@littlegivers/shared/contract/greeting';
import { SAMPLE_ORGANIZATIONS } from '@littlegivers/shared/contract/sample-organizations';
import { ORDER_TAX_FAQ_ANSWER } from '@littlegivers/shared/contract/tax';

const cardTypeRows = [
  {
    id: 1,
    name: 'custom-message',
    displayName: 'Custom Message',
    publicFacingName: 'Custom Message',
    ...WRITTEN_GREETING,
    sortOrder: 100,
  },
  {
    id: 2,
    name: 'custom',
    displayName: 'custom',
    publicFacingName: 'Write your own',
    ...WRITTEN_GREETING,
    sortOrder: 101,
  },
  {
    id: 3,
    name: 'birthday',
    displayName: 'Happy Birthday',
    publicFacingName: 'Happy Birthday',
    customText: false,
    anonymous: false,
    header: 'Happy Birthday, {recipient_name}!',
    line1: 'Here is the gift of giving, from {purchaser_name}.',
    line2: 'Choose a charity and make a difference in the world.',
    line3: null,
    sortOrder: 1,
  },
  {
    id: 4,
    name: 'holidays',
    displayName: 'Happy Holidays',
    publicFacingName: 'Happy Holidays',
    customText: false,
    anonymous: false,
    header: 'Happy Holidays, {recipient_name}!',
    line1: 'This season, the joy of giving is yours, with love from {purchaser_name}.',
    line2: null,
    line3: null,
    sortOrder: 2,
  },
  {
    id: 5,
    name: 'congratulations',
    displayName: 'Congratulations',
    publicFacingName: 'Congratulations',
    customText: false,
    anonymous: false,
    header: 'Congratulations, {recipient_name}!',
    line1: 'To celebrate, here is a gift to give, from {purchaser_name}.',
    line2: null,
    line3: null,
    sortOrder: 3,
  },
  {
    id: 6,
    name: 'thinking-of-you',
    displayName: 'Thinking of You',
    publicFacingName: 'Thinking of You',
    customText: false,
    anonymous: false,
    header: 'Thinking of you, {recipient_name}',
    line1: 'From {purchaser_name}: a gift for you to choose how to help others.',
    line2: null,
    line3: null,
    sortOrder: 4,
  },
  {
    id: 7,
    name: 'anonymous',
    displayName: 'From a Friend',
    publicFacingName: 'From a Friend',
    customText: false,
    anonymous: true,
    header: 'A gift for you, {recipient_name}!',
    line1: 'Someone who cares has given you the gift of giving.',
    line2: null,
    line3: null,
    sortOrder: 5,
  },
];

/** The seeded greetings, each with its design (the design package's default for it). */
export const cardTypeSeed = cardTypeRows.map((row) => ({ ...row, designKey: designKeyForCardType(row) }));

export const packageSeed = [
  {
    id: 1,
    name: 'standard',
    publicFacingName: 'Standard mail',
    description: 'First-class mail in a padded envelope, usually 3 to 7 business days. Not tracked.',
    tracked: false,
    costCents: 200,
  },
  {
    id: 2,
    name: 'priority',
    publicFacingName: 'Priority mail (tracked)',
    description: 'Priority mail with tracking, usually 2 to 3 business days.',
    tracked: true,
    costCents: 895,
  },
  {
    id: 3,
    name: 'express',
    publicFacingName: 'Express mail (tracked)',
    description: 'Express mail with tracking, usually 1 to 2 business days.',
    tracked: true,
    costCents: 2695,
  },
  {
    id: 4,
    name: 'print',
    publicFacingName: 'print at home',
    description:
      'Download the card as a PDF right after paying and print it on Letter or A4 paper. No address needed, nothing to wait for.',
    tracked: false,
    costCents: 0,
    delivery: 'print' as const,
  },
  {
    id: 5,
    name: 'email',
    publicFacingName: 'email it to a grown-up',
    description:
      "We email the card to the child's parent or guardian on the day you choose, at 8 in the morning their time (today: right away). No address needed.",
    tracked: false,
    costCents: 0,
    delivery: 'email' as const,
  },
];

export const categorySeed = [
  {
    id: 2,
    sortOrder: 1,
    categoryName: 'Protect Animals',
    descriptiveText: 'Help care for pets, wildlife and the places animals call home.',
    imagePath: '/assets/categories/animals.svg',
    mobileBannerImagePath: '/assets/categories/animals-banner-mobile.svg',
    bannerImagePath: '/assets/categories/animals-banner.svg',
  },
  {
    id: 3,
    sortOrder: 2,
    categoryName: 'Help Children',
    descriptiveText: 'Give other kids books, healthy meals, safe places to play and people who care.',
    imagePath: '/assets/categories/children.svg',
    mobileBannerImagePath: '/assets/categories/children-banner-mobile.svg',
    bannerImagePath: '/assets/categories/children-banner.svg',
  },
  {
    id: 4,
    sortOrder: 3,
    categoryName: 'Promote Peace',
    descriptiveText: 'Support people who bring neighbors together and help the world get along.',
    imagePath: '/assets/categories/peace.svg',
    mobileBannerImagePath: '/assets/categories/peace-banner-mobile.svg',
    bannerImagePath: '/assets/categories/peace-banner.svg',
  },
  {
    id: 5,
    sortOrder: 4,
    categoryName: 'Save the Environment',
    descriptiveText: 'Plant trees, clean rivers and keep our planet healthy for everyone.',
    imagePath: '/assets/categories/environment.svg',
    mobileBannerImagePath: '/assets/categories/environment-banner-mobile.svg',
    bannerImagePath: '/assets/categories/environment-banner.svg',
  },
];

/** The sample organizations, each with its own illustration and a one-line tagline. */
export const organizationSeed = SAMPLE_ORGANIZATIONS.map((sample) => ({
  id: sample.id,
  active: sample.active,
  organizationName: sample.organizationName,
  imagePath: null,
  image: ORGANIZATION_ART[sample.slug],
  tagline: sample.tagline,
  organizationDescription: `${sample.description} (Sample organization for demonstration.)`,
  categoryId: sample.categoryId,
  url: `https://example.org/${sample.slug}`,
  urlText: `Visit ${sample.organizationName}`,
  ein: `00-00000${String(sample.id).padStart(2, '0')}`,
  sample: true,
}));

export const faqSeed = [
  {
    id: 1,
    sortOrder: 1,
    heading: 'How does a Little Givers gift card work?',
    text: '<p>You build a card with a greeting and choose a gift amount, then how it reaches the child: we print it and mail it with a keepsake token carrying a secret code; you print it at home, its code on a token panel; or we email it as an e-card to a grown-up (a parent or guardian) on the day you choose. The child enters the code on the <a href="/kidspage">kidspage</a>, picks a category and a charity, and a donation of the gift amount is made in the child\'s name.</p>',
  },
  {
    id: 2,
    sortOrder: 2,
    heading: 'Is my purchase tax-deductible?',
    text: ORDER_TAX_FAQ_ANSWER,
  },
  {
    id: 3,
    sortOrder: 3,
    heading: 'What does the fee cover?',
    text: '<p>The fee covers printing, mailing, token production, payment processing and legal and financial costs.</p>',
  },
  {
    id: 4,
    sortOrder: 4,
    heading: 'Does my child need to give any personal information?',
    text: "<p>No. Children never give personal information. They only enter the secret code from their card: on the keepsake token, the printed card's token panel or the e-card.</p>",
  },
  {
    id: 5,
    sortOrder: 5,
    heading: 'How long does shipping take?',
    text: '<p>Every order is hand packed. Standard mail usually takes 3 to 7 business days; tracked options are faster. See the shipping choices in the <a href="/gift-now">gift now</a> flow.</p>',
  },
  {
    id: 6,
    sortOrder: 6,
    heading: 'What if the code does not work?',
    text: '<p>Codes ignore upper and lower case, spaces and dashes, and the letters O, I and L are read as 0, 1 and 1. If it still does not work, email us and we will help.</p>',
  },
  {
    id: 7,
    sortOrder: 7,
    heading: 'Do gifts expire?',
    text: GIFTS_EXPIRE_ANSWER,
  },
];

export const funIdeaSeed = [
  {
    id: 1,
    sortOrder: 1,
    heading: 'Run a lemonade stand',
    text: 'Sell lemonade with friends and give what you earn to your favorite charity.',
    iconPath: '/assets/fun-ideas/lemonade.svg',
  },
  {
    id: 2,
    sortOrder: 2,
    heading: 'Make art for a neighbor',
    text: 'Draw a picture or make a card for someone who could use a smile.',
    iconPath: '/assets/fun-ideas/art.svg',
  },
  {
    id: 3,
    sortOrder: 3,
    heading: 'Plant something',
    text: 'Plant a seed, a flower or a tree and watch it grow.',
    iconPath: '/assets/fun-ideas/garden.svg',
  },
  {
    id: 4,
    sortOrder: 4,
    heading: 'Write a thank-you letter',
    text: 'Thank a teacher, a mail carrier or a nurse for what they do.',
    iconPath: '/assets/fun-ideas/letters.svg',
  },
  {
    id: 5,
    sortOrder: 5,
    heading: 'Bake for a bake sale',
    text: 'Bake cookies with a grown-up and sell them to raise money for a good cause.',
    iconPath: '/assets/fun-ideas/bake.svg',
  },
  {
    id: 6,
    sortOrder: 6,
    heading: 'Clean up a park',
    text: 'Grab gloves and a bag and help keep your park clean.',
    iconPath: null,
  },
];
