/**
 * A paid card as `ops print` draws it, made up for the print tests and scripts/time-print.ts: names,
 * code and order reference new on every one, as in a real batch; the seeded greetings in turn, and
 * with `customEvery`, a custom message every that many cards.
 */
import { renderGreeting } from '@littlegivers/shared/contract/greeting';
import { formatRedemptionCode, generateRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { cardTypeSeed } from '../src/db/seed-data';
import type { PrintQueueEntry } from '../src/services/print-queue';

const greetings = cardTypeSeed.filter((cardType) => !cardType.customText);
const customCardType = cardTypeSeed.find((cardType) => cardType.customText);

export function samplePrintEntry(index: number, { prefix = 'LG-SAMPLE', customEvery = 0 } = {}): PrintQueueEntry {
  const custom = customEvery > 0 && index % customEvery === customEvery - 1;
  const cardType = custom ? customCardType : greetings[index % greetings.length];
  const names = { recipientName: `Ava ${index}`, purchaserName: `Grandma Rose ${index}` };
  const greeting = renderGreeting(
    { customGreetingEnabled: custom, customGreetingText: 'Go change the world, kiddo!', greeting: cardType },
    names,
  );
  return {
    orderId: index + 1,
    orderIdentifier: `${prefix}-${index}`,
    paidAt: null,
    paymentMethod: 'paypal',
    recipientName: names.recipientName,
    fromName: names.purchaserName,
    greetingHeader: greeting.header,
    greetingLines: greeting.lines,
    greetingCustom: greeting.custom,
    fontSize: greeting.font.fontSize,
    lineHeight: greeting.font.lineHeight,
    cardTemplateId: 1,
    designKey: cardType?.designKey ?? 'neutral',
    redemptionCode: formatRedemptionCode(generateRedemptionCode()),
    amount: 20,
    redeemed: false,
    shipTo: {
      name: `Pat Lee ${index}`,
      address1: `${index} Main St`,
      address2: null,
      city: 'Springfield',
      state: 'IL',
      zipcode: '62701',
      country: 'us',
    },
    package: { id: 1, name: 'Standard mail', tracked: index % 2 === 0 },
  };
}
