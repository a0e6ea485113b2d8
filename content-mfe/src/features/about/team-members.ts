/**
 * The team bios on /about-us. These are friendly sample bios of invented people, to be replaced
 * with the real team's own words before launch.
 */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export const teamMembers: readonly TeamMember[] = [
  {
    name: 'Maya Fernwood',
    role: 'founder',
    bio: 'Maya started this after her niece asked to give her birthday money to a dog shelter. She still answers most of your emails herself, usually with a cup of cocoa nearby.',
  },
  {
    name: 'Theo Brightwater',
    role: 'cards and packing',
    bio: 'Theo prints, folds and hand packs every card, and checks each keepsake token twice. He keeps a jar of the funniest greetings people have written.',
  },
  {
    name: 'Priya Oakhurst',
    role: 'charity partnerships',
    bio: 'Priya finds the charities children choose from and makes sure each one is a registered nonprofit doing good work. She used to teach fourth grade.',
  },
  {
    name: 'Sam Kettleby',
    role: 'website and tech',
    bio: 'Sam builds and looks after this website and makes sure it stays simple enough for a seven-year-old to use. Sam also juggles, badly.',
  },
];
