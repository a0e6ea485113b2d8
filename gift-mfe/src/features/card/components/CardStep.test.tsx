import { CARD_ART_URLS } from '@littlegivers/shared/web/card-art-urls';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, cardTypesListed, cardTypesWithDesignsListed, packagesListed } from '../../../test/api-contract';
import {
  errorFor,
  fillCard,
  previewCard,
  previewHeader,
  renderGiftFlow,
  shippingMethodsShown,
  stepTitle,
  within,
} from '../../../test/harness';
import { stripNonNumeric } from './AmountField';

/** Step 1's fields but the amount (a group card asks none). */
async function fillCardWithoutAmount(user: ReturnType<typeof renderGiftFlow>['user']) {
  await user.selectOptions(await screen.findByLabelText('greeting'), 'Happy Birthday');
  await user.type(screen.getByLabelText('to'), 'Maya');
  await user.type(screen.getByLabelText('from'), 'Grandma');
  await user.type(screen.getByLabelText('your email'), 'grandma@example.com');
}

/** Step 1 asks for the greetings. */
const step1 = [cardTypesListed] as const;
/** Step 2 asks for the shipping methods. */
const toStep2 = [cardTypesListed, packagesListed] as const;

describe('step 1, build your card', () => {
  it('shows the loading overlay while card types load, then the card form', () =>
    api.verify(step1, async () => {
      renderGiftFlow();
      expect(screen.getByRole('status')).toHaveTextContent('loading greetings');
      expect(await stepTitle('build your card')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'continue to shipping options' })).toBeInTheDocument();
    }));

  it('leaves focus and scroll alone when the first step appears after loading; the next steps take them', () =>
    api.verify(toStep2, async () => {
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      const { user } = renderGiftFlow();
      const first = await stepTitle('build your card');
      // Effects have run once the greeting list is drawn: focus is still where the page load left it.
      await screen.findByLabelText('greeting');
      await waitFor(() => expect(screen.getByRole('option', { name: 'Happy Birthday' })).toBeInTheDocument());
      expect(first).not.toHaveFocus();
      expect(document.activeElement).toBe(document.body);
      expect(scrollTo).not.toHaveBeenCalled();
      await fillCard(user);
      await user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
      const second = await stepTitle('ship to');
      await waitFor(() => expect(second).toHaveFocus());
      await shippingMethodsShown();
      // Back to step 1: it opens at the top, its heading focused (spec 2).
      scrollTo.mockClear();
      await user.click(await screen.findByRole('button', { name: 'back' }));
      const again = await stepTitle('build your card');
      await waitFor(() => expect(again).toHaveFocus());
      expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
      scrollTo.mockRestore();
    }));

  it('hides the Custom Message entry and displayName custom entries from the greeting dropdown', () =>
    api.verify(step1, async () => {
      renderGiftFlow();
      const select = await screen.findByLabelText('greeting');
      const options = Array.from((select as HTMLSelectElement).options).map((option) => option.text);
      expect(options).toEqual(['choose a greeting', 'Happy Birthday', 'Thinking of You']);
    }));

  it('shows the generic failure screen when card types fail to load', () =>
    api.offline(async ({ fail }) => {
      fail('GET /cardtype', { status: 500, body: { message: 'down' } });
      renderGiftFlow();
      expect(
        await screen.findByText(/something went wrong\.\.\. please try again, or email us at/, {}, { timeout: 4000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'hello@littlegivers.example' })).toHaveAttribute(
        'href',
        'mailto:hello@littlegivers.example',
      );
    }));

  it('shows every card message under its field and focuses the first error', () =>
    api.verify(step1, async () => {
      const { user } = renderGiftFlow();
      await stepTitle('build your card');
      await user.click(screen.getByRole('button', { name: 'continue to shipping options' }));

      const greeting = screen.getByLabelText('greeting');
      const recipient = screen.getByLabelText('to');
      const email = screen.getByLabelText('your email');
      await waitFor(() => expect(errorFor(greeting)).toBe('Please select a greeting'));
      expect(errorFor(recipient)).toBe("Please include the recipient's name");
      expect(errorFor(email)).toBe('Please include your email');
      expect(greeting).toHaveAttribute('aria-invalid', 'true');
      expect(recipient).toHaveAttribute('aria-invalid', 'true');
      expect(greeting).toHaveFocus();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('build your card');

      await user.type(email, 'not-an-email');
      await waitFor(() => expect(errorFor(email)).toBe('Please include a valid email'));
    }));

  it('asks for a greeting text instead of a recipient when the custom greeting is on', () =>
    api.verify(step1, async () => {
      const { user } = renderGiftFlow();
      await stepTitle('build your card');
      await user.click(screen.getByRole('checkbox', { name: 'write my own greeting' }));
      expect(screen.queryByLabelText('greeting')).not.toBeInTheDocument();
      await user.type(screen.getByLabelText('your email'), 'a@example.com');
      await user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
      const text = screen.getByLabelText('your greeting');
      await waitFor(() => expect(errorFor(text)).toBe('Please provide a greeting'));
      expect(errorFor(screen.getByLabelText('to'))).toBeNull();
      expect(text).toHaveFocus();
    }));

  it('offers a group card at step 1: no amount asked, and step 2 starts the group on a closing day instead of paying', () =>
    api.verify(toStep2, async () => {
      const { user } = renderGiftFlow();
      await stepTitle('build your card');
      const giving = screen.getByRole('group', { name: 'who is giving' });
      expect(within(giving).getByRole('radio', { name: /just me/ })).toBeChecked();
      expect(screen.getByRole('group', { name: 'gift amount' })).toBeVisible();
      await user.click(within(giving).getByRole('radio', { name: /a group card/ }));
      expect(screen.queryByRole('group', { name: 'gift amount' })).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: /donation/ })).not.toBeInTheDocument();
      expect(screen.getByText(/Each giver chooses their amount \(at least \$5(\.00)?\)/)).toBeVisible();
      await fillCardWithoutAmount(user);
      await user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
      await stepTitle('how it goes');
      // A group card goes by any delivery; printed at home, the organizer gets the PDF at the close.
      await user.click(await screen.findByRole('radio', { name: 'print at home' }));
      expect(await screen.findByText(/When the group card closes, we email you the card as a PDF/)).toBeVisible();
      expect(screen.getByLabelText('closing day')).toBeVisible();
      expect(screen.getByRole('button', { name: 'start the group card' })).toBeVisible();
      expect(screen.queryByRole('button', { name: /pay/ })).not.toBeInTheDocument();
      expect(screen.queryByTestId('order-total')).not.toBeInTheDocument();
    }));

  it('opens on a group card when the home page links to it', () =>
    api.verify(step1, async () => {
      renderGiftFlow('/gift-now?card=group');
      await stepTitle('build your card');
      expect(screen.getByRole('radio', { name: /a group card/ })).toBeChecked();
    }));

  it('refuses a $0 or empty custom amount, strips non-numeric characters and fixes 2 decimals', () =>
    api.verify(step1, async () => {
      const { user } = renderGiftFlow();
      await stepTitle('build your card');
      expect(screen.getByRole('radio', { name: '$20' })).toBeChecked();
      await user.click(screen.getByRole('radio', { name: 'other' }));
      const amount = screen.getByLabelText('other amount (USD)');
      expect(amount).toHaveFocus();
      await user.type(amount, '$1a2,b3.4x56');
      expect(amount).toHaveValue('123.456');
      await user.tab();
      expect(amount).toHaveValue('123.46');

      await user.clear(amount);
      await user.type(amount, '0');
      await user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
      await waitFor(() => expect(errorFor(amount)).toBe('Please include a valid gift card amount'));
      expect(amount).toHaveValue('0.00');

      await user.clear(amount);
      await user.type(amount, '100001');
      await waitFor(() => expect(errorFor(amount)).toBe('Please include a valid gift card amount'));
      await user.clear(amount);
      await user.type(amount, '100000');
      await waitFor(() => expect(errorFor(amount)).toBeNull());
    }));

  it('keeps the names and the custom greeting within their limits (longer input ignored)', () =>
    api.verify(step1, async () => {
      const { user } = renderGiftFlow();
      await stepTitle('build your card');
      await user.type(screen.getByLabelText('to'), 'A'.repeat(30));
      expect(screen.getByLabelText('to')).toHaveValue('A'.repeat(21));
      await user.type(screen.getByLabelText('from'), 'B'.repeat(30));
      expect(screen.getByLabelText('from')).toHaveValue('B'.repeat(24));
      await user.click(screen.getByRole('checkbox', { name: 'write my own greeting' }));
      const text = screen.getByLabelText('your greeting');
      await user.type(text, 'c'.repeat(140));
      expect(text).toHaveValue('c'.repeat(135));
      expect(screen.getByText('135 of 135 characters')).toBeInTheDocument();
    }));

  it('previews the chosen greeting with the names substituted and Someone for an empty purchaser', () =>
    api.verify(step1, async () => {
      const { user } = renderGiftFlow();
      await stepTitle('build your card');
      expect(screen.getByText('choose a greeting to see it here')).toBeInTheDocument();
      await user.selectOptions(screen.getByLabelText('greeting'), 'Happy Birthday');
      await user.type(screen.getByLabelText('to'), 'Maya');
      expect(previewHeader()).toEqual({ lines: ['Happy birthday, Maya!'], fontSizes: ['32'], lineSteps: [] });
      expect(previewCard()).toHaveAccessibleName('card: Happy birthday, Maya! love, Someone');
      await user.type(screen.getByLabelText('from'), 'Grandma');
      expect(previewCard()).toHaveAccessibleName('card: Happy birthday, Maya! love, Grandma');
    }));

  it('shows the placeholder until a name is typed, never a bare comma', () =>
    api.verify(step1, async () => {
      const { user } = renderGiftFlow();
      await stepTitle('build your card');
      await user.selectOptions(screen.getByLabelText('greeting'), 'Happy Birthday');
      // The placeholder is kept on one line (no-break spaces), as a typed name is.
      const placeholder = "Happy birthday, your\u00a0child's\u00a0name!";
      expect(previewHeader().lines.join(' ')).toBe(placeholder);
      await user.type(screen.getByLabelText('to'), '  ');
      expect(previewHeader().lines.join(' ')).toBe(placeholder);
      await user.type(screen.getByLabelText('to'), 'Noah');
      expect(previewHeader().lines).toEqual(['Happy birthday, Noah!']);
    }));

  it('draws each greeting in its design and a custom message in the neutral one', () =>
    api.verify(step1, async () => {
      const { user } = renderGiftFlow();
      await stepTitle('build your card');
      const card = () => screen.getByTestId('card-preview');
      await user.selectOptions(screen.getByLabelText('greeting'), 'Happy Birthday');
      expect(card()).toHaveAttribute('data-design', 'birthday');
      expect(card().querySelector('svg')).toHaveAttribute('viewBox', '0 0 504 360');
      // The art is linked to its served file, not inlined in the script.
      expect(card().querySelector('image[data-art="birthday-cake"]')).toHaveAttribute(
        'href',
        CARD_ART_URLS['birthday-cake'],
      );
      await user.selectOptions(screen.getByLabelText('greeting'), 'Thinking of You');
      // No design key from the API: the package's default for the card type's name, else neutral.
      expect(card()).toHaveAttribute('data-design', 'neutral');
      await user.click(screen.getByRole('checkbox', { name: 'write my own greeting' }));
      expect(card()).toHaveAttribute('data-design', 'neutral');
      expect(screen.getByText('type your greeting to see it here')).toBeInTheDocument();
    }));

  it('prefers the design key the API sends with a card type', () =>
    api.verify([cardTypesWithDesignsListed], async () => {
      const { user } = renderGiftFlow();
      await stepTitle('build your card');
      await user.selectOptions(screen.getByLabelText('greeting'), 'Thinking of You');
      expect(screen.getByTestId('card-preview')).toHaveAttribute('data-design', 'thinking-of-you');
      await user.selectOptions(screen.getByLabelText('greeting'), 'Happy Birthday');
      expect(screen.getByTestId('card-preview')).toHaveAttribute('data-design', 'holidays');
    }));

  it('shows the keepsake token with the sample code beside the card', () =>
    api.verify(step1, async () => {
      renderGiftFlow();
      await stepTitle('build your card');
      const token = within(screen.getByTestId('keepsake-token'));
      expect(token.getByRole('img')).toHaveAccessibleName('keepsake token with the code K1DS-G1VE-H4PP-Y123');
      expect(token.getByText(/The code shown here is a sample\./)).toBeInTheDocument();
    }));

  it('shows how many characters are left in to and from, and reads it out near the limit', () =>
    api.verify(step1, async () => {
      const { user } = renderGiftFlow();
      await stepTitle('build your card');
      const to = screen.getByLabelText('to');
      expect(to).toHaveAccessibleDescription("the child's first name 21 characters left");
      await user.type(to, 'Maya');
      expect(to).toHaveAccessibleDescription("the child's first name 17 characters left");
      const from = screen.getByLabelText('from');
      const live = () => from.closest('.lg-field')?.querySelector('[aria-live="polite"]');
      await user.type(from, 'Grandma Rose');
      expect(screen.getByText('12 characters left')).toBeInTheDocument();
      expect(live()).toHaveTextContent('');
      await user.type(from, ' & Grandpa Joe');
      expect(from).toHaveValue('Grandma Rose & Grandpa J');
      expect(from).toHaveAccessibleDescription(/0 characters left$/);
      expect(live()).toHaveTextContent('0 characters left');
      await user.type(to, '{backspace}');
      expect(to).toHaveAccessibleDescription(/18 characters left$/);
    }));

  it.each([
    [36, '32', 44],
    [37, '26', 38],
    [42, '26', 38],
    [43, '20', 32],
    [76, '20', 32],
    [77, '14', 26],
    [135, '14', 26],
  ])('sizes a custom greeting of %i characters at %spx, line height %ipx', (length, fontSize, lineHeight) =>
    api.verify(step1, async () => {
      const { user } = renderGiftFlow();
      await stepTitle('build your card');
      await user.click(screen.getByRole('checkbox', { name: 'write my own greeting' }));
      await user.click(screen.getByLabelText('your greeting'));
      await user.paste('x'.repeat(length));
      const header = previewHeader();
      expect(header.lines.join('')).toHaveLength(length);
      expect(header.fontSizes).toEqual([fontSize]);
      // Every greeting of x's is wider than the card: its lines are spaced by the spec 9 line height.
      expect(header.lineSteps).toEqual([lineHeight]);
    }),
  );

  it('sends the card to step 2 once it validates, with the donation on by default', () =>
    api.verify(toStep2, async () => {
      const { user } = renderGiftFlow();
      await stepTitle('build your card');
      expect(screen.getByRole('checkbox', { name: 'add a $1 donation to support Little Givers' })).toBeChecked();
      await fillCard(user);
      await user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
      expect(await stepTitle('ship to')).toBeInTheDocument();
      await shippingMethodsShown();
    }));

  it("asks 'tell me when my gift is used', on by default, and keeps the answer", () =>
    api.verify(toStep2, async () => {
      const { user } = renderGiftFlow();
      await stepTitle('build your card');
      const notify = screen.getByRole('checkbox', { name: 'tell me when my gift is used' });
      expect(notify).toBeChecked();
      await fillCard(user);
      await user.click(notify);
      await user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
      await stepTitle('ship to');
      await shippingMethodsShown();
      await user.click(await screen.findByRole('button', { name: 'back to build your card' }));
      await stepTitle('build your card');
      expect(screen.getByRole('checkbox', { name: 'tell me when my gift is used' })).not.toBeChecked();
    }));

  it('resets the card with the reset link', () =>
    api.verify(step1, async () => {
      const { user } = renderGiftFlow();
      await stepTitle('build your card');
      await fillCard(user);
      await user.click(screen.getByRole('button', { name: 'reset' }));
      await waitFor(() => expect(screen.getByLabelText('to')).toHaveValue(''));
      expect(screen.getByLabelText('greeting')).toHaveValue('');
      expect(screen.getByRole('radio', { name: '$20' })).toBeChecked();
    }));
});

describe('stripNonNumeric', () => {
  it('keeps digits and the decimal point', () => {
    expect(stripNonNumeric('$1,234.5 USD')).toBe('1234.5');
    expect(stripNonNumeric('abc')).toBe('');
  });
});
