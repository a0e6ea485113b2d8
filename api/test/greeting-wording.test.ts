import { renderGreeting } from '@littlegivers/shared/contract/greeting';
import { cardTypeSeed } from '../src/db/seed-data';

/**
 * The seeded greetings read right whoever the card is from: one person, two, a family, or the
 * 'Someone' an empty "from" becomes. No line makes the purchaser the subject of a verb that
 * agrees with one person only ("Mom & Dad has given you").
 */
const froms = ['Sam', 'Mom & Dad', 'Grandma Rose and Grandpa J', 'the Lee family', 'Someone'];
const singularVerbAfterName = /^(?:has|is|wants|was|gives|loves|sends|does)\b/;

describe('seeded greetings', () => {
  it.each(cardTypeSeed.filter((row) => !row.customText).map((row) => [row.publicFacingName, row] as const))(
    '%s reads right for any "from"',
    (_name, row) => {
      for (const from of froms) {
        const { header, lines } = renderGreeting(
          { customGreetingEnabled: false, greeting: row },
          { recipientName: 'Ava', purchaserName: from },
        );
        for (const line of [header, ...lines]) {
          const at = line.indexOf(from);
          if (at === -1) continue;
          expect(line.slice(at + from.length).trim(), `${row.name}: "${line}"`).not.toMatch(singularVerbAfterName);
        }
      }
    },
  );
});
