import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorFor, fillCard, renderGiftFlow, resetEnvironment, stepTitle, stubApi } from '../../../test/harness';
import { stripNonNumeric } from './AmountField';

beforeEach(() => resetEnvironment());

describe('step 1, build your card', () => {
  it('shows the loading overlay while card types load, then the card form', async () => {
    stubApi();
    renderGiftFlow();
    expect(screen.getByRole('status')).toHaveTextContent('loading greetings');
    expect(await stepTitle('build your card')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'continue to shipping options' })).toBeInTheDocument();
  });

  it('hides the Custom Message entry and displayName custom entries from the greeting dropdown', async () => {
    stubApi();
    renderGiftFlow();
    const select = await screen.findByLabelText('greeting');
    const options = Array.from((select as HTMLSelectElement).options).map((option) => option.text);
    expect(options).toEqual(['choose a greeting', 'Happy Birthday', 'Thinking of You']);
  });

  it('shows the generic failure screen when card types fail to load', async () => {
    stubApi({ 'GET /cardtype': () => ({ status: 500, body: { message: 'down' } }) });
    renderGiftFlow();
    expect(
      await screen.findByText(/something went wrong\.\.\. please try again, or email us at/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@littlegivers.example' })).toHaveAttribute(
      'href',
      'mailto:hello@littlegivers.example',
    );
  });

  it('shows every card message under its field and focuses the first error', async () => {
    stubApi();
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
  });

  it('asks for a greeting text instead of a recipient when the custom greeting is on', async () => {
    stubApi();
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
  });

  it('refuses a $0 or empty custom amount, strips non-numeric characters and fixes 2 decimals', async () => {
    stubApi();
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
  });

  it('keeps the names and the custom greeting within their limits (longer input ignored)', async () => {
    stubApi();
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
  });

  it('previews the chosen greeting with the names substituted and Someone for an empty purchaser', async () => {
    stubApi();
    const { user } = renderGiftFlow();
    await stepTitle('build your card');
    expect(screen.getByText('choose a greeting to see it here')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('greeting'), 'Happy Birthday');
    await user.type(screen.getByLabelText('to'), 'Maya');
    const header = screen.getByTestId('card-preview-header');
    expect(header).toHaveTextContent('Happy birthday, Maya!');
    expect(screen.getByText('love, Someone')).toBeInTheDocument();
    expect(header).toHaveStyle({ fontSize: '32px', lineHeight: '44px' });
    await user.type(screen.getByLabelText('from'), 'Grandma');
    expect(screen.getByText('love, Grandma')).toBeInTheDocument();
  });

  it.each([
    [36, '32px', '44px'],
    [37, '26px', '38px'],
    [42, '26px', '38px'],
    [43, '20px', '32px'],
    [76, '20px', '32px'],
    [77, '14px', '26px'],
    [135, '14px', '26px'],
  ])('sizes a custom greeting of %i characters at %s / %s', async (length, fontSize, lineHeight) => {
    stubApi();
    const { user } = renderGiftFlow();
    await stepTitle('build your card');
    await user.click(screen.getByRole('checkbox', { name: 'write my own greeting' }));
    await user.click(screen.getByLabelText('your greeting'));
    await user.paste('x'.repeat(length));
    const header = screen.getByTestId('card-preview-header');
    expect(header.textContent).toHaveLength(length);
    expect(header).toHaveStyle({ fontSize, lineHeight });
  });

  it('sends the card to step 2 once it validates, with the donation on by default', async () => {
    stubApi();
    const { user } = renderGiftFlow();
    await stepTitle('build your card');
    expect(screen.getByRole('checkbox', { name: 'add a $1 donation to support Little Givers' })).toBeChecked();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
    expect(await stepTitle('ship to')).toBeInTheDocument();
  });

  it("asks 'tell me when my gift is used', on by default, and keeps the answer", async () => {
    stubApi();
    const { user } = renderGiftFlow();
    await stepTitle('build your card');
    const notify = screen.getByRole('checkbox', { name: 'tell me when my gift is used' });
    expect(notify).toBeChecked();
    await fillCard(user);
    await user.click(notify);
    await user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
    await stepTitle('ship to');
    await user.click(await screen.findByRole('button', { name: 'back to build your card' }));
    await stepTitle('build your card');
    expect(screen.getByRole('checkbox', { name: 'tell me when my gift is used' })).not.toBeChecked();
  });

  it('resets the card with the reset link', async () => {
    stubApi();
    const { user } = renderGiftFlow();
    await stepTitle('build your card');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'reset' }));
    await waitFor(() => expect(screen.getByLabelText('to')).toHaveValue(''));
    expect(screen.getByLabelText('greeting')).toHaveValue('');
    expect(screen.getByRole('radio', { name: '$20' })).toBeChecked();
  });
});

describe('stripNonNumeric', () => {
  it('keeps digits and the decimal point', () => {
    expect(stripNonNumeric('$1,234.5 USD')).toBe('1234.5');
    expect(stripNonNumeric('abc')).toBe('');
  });
});
