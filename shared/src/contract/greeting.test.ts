import { greetingFontSize, renderGreeting, substitutePlaceholders } from './greeting';

describe('greeting', () => {
  it('sizes custom greetings by length', () => {
    expect(greetingFontSize('a'.repeat(36))).toEqual({ fontSize: 32, lineHeight: 44 });
    expect(greetingFontSize('a'.repeat(37))).toEqual({ fontSize: 26, lineHeight: 38 });
    expect(greetingFontSize('a'.repeat(42))).toEqual({ fontSize: 26, lineHeight: 38 });
    expect(greetingFontSize('a'.repeat(76))).toEqual({ fontSize: 20, lineHeight: 32 });
    expect(greetingFontSize('a'.repeat(135))).toEqual({ fontSize: 14, lineHeight: 26 });
  });

  it('substitutes names, with Someone for an empty purchaser', () => {
    expect(
      substitutePlaceholders('Hi {recipient_name}, from {purchaser_name}', { recipientName: 'Ava', purchaserName: '' }),
    ).toBe('Hi Ava, from Someone');
  });

  it('renders a chosen greeting at the fixed size and a custom one by length', () => {
    const chosen = renderGreeting(
      { customGreetingEnabled: false, greeting: { header: 'Dear {recipient_name}', line1: 'love, {purchaser_name}' } },
      { recipientName: 'Ava', purchaserName: 'Sam' },
    );
    expect(chosen).toEqual({
      header: 'Dear Ava',
      lines: ['love, Sam'],
      font: { fontSize: 32, lineHeight: 44 },
      custom: false,
    });
    const custom = renderGreeting({ customGreetingEnabled: true, customGreetingText: 'x'.repeat(50) }, {});
    expect(custom.font.fontSize).toBe(20);
  });
});
