import { grownUpMessages, grownUpNameSchema, MAX_GROWN_UP_NAME_LENGTH } from './grown-up';

describe("the grown-up's name", () => {
  it('accepts 100 characters', () => {
    expect(MAX_GROWN_UP_NAME_LENGTH).toBe(100);
    const name = `${'Maria del Carmen Rodriguez '.repeat(4)}`.slice(0, 100);
    expect(grownUpNameSchema.safeParse(name)).toMatchObject({ success: true, data: name.trim() });
  });

  it('says the real limit past it, and asks for a name when there is none', () => {
    const tooLong = grownUpNameSchema.safeParse('a'.repeat(101));
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe("Please shorten the grown-up's name to 100 characters or fewer");
    expect(grownUpNameSchema.safeParse('  ').error?.issues[0]?.message).toBe(grownUpMessages.name);
  });
});
