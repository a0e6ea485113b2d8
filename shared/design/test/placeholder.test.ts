import { previewGreeting, previewGreetingText, RECIPIENT_PLACEHOLDER } from '../src/index';

const birthday = {
  header: 'Happy Birthday, {recipient_name}!',
  line1: '{purchaser_name} has given you the gift of giving.',
  line2: 'Choose a charity and make a difference in the world.',
  line3: null,
};

describe('the preview placeholder', () => {
  it('stands in for an empty name: never a bare comma', () => {
    expect(previewGreetingText('Happy Birthday, {recipient_name}!', { recipientName: '' })).toBe(
      "Happy Birthday, your child's name!",
    );
    expect(previewGreetingText('Happy Birthday, {recipient_name}!', { recipientName: '   ' })).toBe(
      `Happy Birthday, ${RECIPIENT_PLACEHOLDER}!`,
    );
    expect(previewGreetingText('Happy Birthday, {recipient_name}!', {})).not.toContain(', !');
  });

  it('shows the typed name, trimmed', () => {
    expect(previewGreetingText('Thinking of you, {recipient_name}', { recipientName: ' Maya ' })).toBe(
      'Thinking of you, Maya',
    );
  });

  it('renders the whole greeting through the shared rule (spec 9 font, Someone for no purchaser)', () => {
    const rendered = previewGreeting({ customGreetingEnabled: false, greeting: birthday }, {});
    expect(rendered.header).toBe("Happy Birthday, your child's name!");
    expect(rendered.lines[0]).toBe('Someone has given you the gift of giving.');
    expect(rendered.font).toEqual({ fontSize: 32, lineHeight: 44 });
  });

  it('leaves a custom greeting as typed, sized by its length', () => {
    const rendered = previewGreeting({ customGreetingEnabled: true, customGreetingText: 'Go Maya!' }, {});
    expect(rendered.header).toBe('Go Maya!');
    expect(rendered.font).toEqual({ fontSize: 32, lineHeight: 44 });
  });
});
