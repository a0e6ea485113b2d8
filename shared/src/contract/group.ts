/**
 * Group gifts: several givers chip in to one card (docs/group-gifts.md). The rules every app
 * shares: when a group closes, the smallest part, and how the givers are named on the card.
 */
import { zonedInstant } from './send-day';

/** A group closes at this hour on its closing day, in the organizer's zone (the e-card hour). */
export const GROUP_CLOSE_HOUR = 8;
/** The smallest part a giver may chip in, in dollars. */
export const MIN_CONTRIBUTION_AMOUNT = 5;
/** A group stays open at most this many days. */
export const MAX_GROUP_DAYS = 60;
/** The longest "from" a card prints; a longer list of givers is shortened to "A, B and 3 more". */
export const MAX_GIVERS_LINE_LENGTH = 40;
/** Where the group lives: open (taking parts), closed (the card went), cancelled (every part refunded). */
export const GROUP_STATES = ['open', 'closed', 'cancelled'] as const;
export type GroupState = (typeof GROUP_STATES)[number];

/** The moment a group closes: 8:00 on its closing day in the organizer's zone. */
export function groupClosesAt(closesOn: string, timeZone: string): Date {
  return zonedInstant(closesOn, GROUP_CLOSE_HOUR, timeZone);
}

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The givers as the card names them, in the order they gave: every name when they fit in `max`
 * characters ("Grandma, Uncle Ben and Ann"), else as many as fit and the count of the rest
 * ("Grandma, Uncle Ben and 3 more"); at least one name is always shown.
 */
export function giversLine(names: readonly string[], max = MAX_GIVERS_LINE_LENGTH): string {
  const full = joinNames(names);
  if (full.length <= max) return full;
  for (let shown = names.length - 1; shown >= 1; shown--) {
    const line = `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
    if (line.length <= max || shown === 1) return line;
  }
  return full;
}

/** Every giver by name, where there is room for all ("Grandma, Uncle Ben and Ann"): the e-card page's list. */
export function allGivers(names: readonly string[]): string {
  return joinNames(names);
}

/** The share link's page (the token in its fragment, ./schemas/secret-link.ts). */
export const GROUP_SHARE_PAGE_PATH = '/chip-in';
/** The organizer's page. */
export const GROUP_ORGANIZER_PAGE_PATH = '/my-group';
/** Gift now opened on a group card (the home page's 'start a group card'): the query it carries. */
export const GROUP_CARD_START_SEARCH = '?card=group';
/** The link that starts a group card. */
export const GROUP_CARD_START_PATH = `/gift-now${GROUP_CARD_START_SEARCH}`;
