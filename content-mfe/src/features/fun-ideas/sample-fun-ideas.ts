import type { FunIdea } from '@littlegivers/shared/contract/schemas/fun-idea';

/**
 * Shown when GET /FunIdeas fails (spec section 8), sorted like the API's list. Not in order here
 * on purpose: the screen sorts whatever it shows by sortOrder. No images: the samples must show
 * without the network.
 */
export const sampleFunIdeas: readonly FunIdea[] = [
  {
    id: 3,
    sortOrder: 3,
    heading: 'Make a thank-you card',
    text: 'Draw a picture or write a note for the person who gave you your gift card, and tell them which charity you chose.',
    iconUrl: null,
  },
  {
    id: 1,
    sortOrder: 1,
    heading: 'Talk about causes you care about',
    text: 'Animals, children, peace or the environment? Talk with your family about what matters most to you before you choose.',
    iconUrl: null,
  },
  {
    id: 2,
    sortOrder: 2,
    heading: 'Learn about your charity',
    text: 'Read about the charity you picked, look at photos of its work, and find out how your donation helps.',
    iconUrl: null,
  },
  {
    id: 5,
    sortOrder: 5,
    heading: 'Give your time',
    text: 'Help a neighbour, pick up litter in the park, or volunteer with a grown-up. Giving is not only about money.',
    iconUrl: null,
  },
  {
    id: 4,
    sortOrder: 4,
    heading: 'Start a giving jar',
    text: 'Put aside a little of your pocket money each week and decide together where it should go when the jar is full.',
    iconUrl: null,
  },
  {
    id: 6,
    sortOrder: 6,
    heading: 'Pass it on',
    text: 'Tell a friend what you chose and why. Maybe they will want to help a cause too.',
    iconUrl: null,
  },
];
