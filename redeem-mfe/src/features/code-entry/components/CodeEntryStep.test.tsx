import type { Fault } from '@littlegivers/shared/testing/pact/api-pact';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  categoriesListed,
  codeAccepted,
  codeAlreadyOpened,
  codeGivenToBackup,
  codeRefused,
  SENT_CODE,
} from '../../../test/api-contract';
import { REDEMPTION_ID } from '../../../test/fixtures';
import { codeField, exact, presentButton, renderFlow, solveHumanCheck, WRONG_CODE } from '../../../test/render-flow';

/** Step 2 has loaded its categories: every request of the step is done. */
const categoriesShown = () => screen.findAllByRole('button', { name: /^choose / });

vi.mock('altcha', () => ({}));

beforeEach(() => {
  // Cleared for each test: a test counts the errors it logs.
  vi.spyOn(console, 'error')
    .mockImplementation(() => {})
    .mockClear();
});

describe('step 1: code entry', () => {
  it('puts the human check first, against the API challenge', () => {
    renderFlow();
    const widget = document.querySelector('altcha-widget');
    expect(widget).toHaveAttribute('challenge', 'http://localhost:3100/api/altcha/challenge');
    // The check comes before the code field in the page.
    expect(widget?.compareDocumentPosition(codeField()) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('enables the present box only after the human check and more than 2 characters', async () => {
    const { user } = renderFlow();
    expect(presentButton()).toBeDisabled();
    await user.type(codeField(), 'AB');
    expect(presentButton()).toBeDisabled();
    solveHumanCheck();
    expect(presentButton()).toBeDisabled();
    await user.type(codeField(), 'C');
    expect(presentButton()).toBeEnabled();
    await user.clear(codeField());
    await user.type(codeField(), '--  ');
    expect(presentButton()).toBeDisabled();
  });

  it('accepts a pasted, forgiving code and sends it normalised with the proof', () =>
    api.verify([codeAccepted('with a human-check proof'), categoriesListed], async ({ calls }) => {
      const { user } = renderFlow();
      solveHumanCheck('proof-1');
      await user.click(codeField());
      await user.paste(' abcd-efgh ijkl-mn0o ');
      expect(codeField()).toHaveValue('ABCD-EFGH-IJKL-MN0O');
      await user.click(presentButton());
      expect(
        await screen.findByText('Grandma has gifted $25 for you to decide how to make a difference in the world'),
      ).toBeInTheDocument();
      await categoriesShown();
      const sent = calls.find((call) => call.method === 'POST');
      expect(sent?.body).toEqual({ redemptionCode: 'ABCDEFGH1JK1MN00', captcha: 'proof-1' });
    }));

  it('groups the code as printed while it is typed, the caret staying where the child types', async () => {
    const { user } = renderFlow();
    await user.type(codeField(), 'abcd1234efgh567');
    expect(codeField()).toHaveValue('ABCD-1234-EFGH-567');
    // Back to after 'AB' and type there: the groups move along, the caret stays after the new letter.
    const field = codeField() as HTMLInputElement;
    field.setSelectionRange(2, 2);
    await user.type(field, 'x', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(field).toHaveValue('ABXC-D123-4EFG-H567');
    expect(field.selectionStart).toBe(3);
    // Backspace over a dash takes the letter before it.
    field.setSelectionRange(5, 5);
    await user.type(field, '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(field).toHaveValue('ABXD-1234-EFGH-567');
    expect(field.selectionStart).toBe(3);
  });

  it('keeps a code typed but not opened through a reload: stored a moment after the last key', async () => {
    const first = renderFlow();
    await first.user.type(codeField(), 'abcd1234');
    // The tab's storage holds it once the typing pauses (the flow writes its state there).
    await waitFor(() => expect(Object.values(sessionStorage).join(' ')).toContain('ABCD-1234'));
    first.unmount();
    renderFlow({ reload: true });
    expect(codeField()).toHaveValue('ABCD-1234');
  });

  it('stores the code typed last when the page is hidden, without waiting for the pause', async () => {
    const first = renderFlow();
    await first.user.type(codeField(), 'wxyz');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    first.unmount();
    renderFlow({ reload: true });
    expect(codeField()).toHaveValue('WXYZ');
  });

  it('takes a pasted code without dashes, or with spaces, and sends what the server expects', () =>
    api.verify([codeAccepted('with a human-check proof'), categoriesListed], async ({ calls }) => {
      const { user } = renderFlow();
      solveHumanCheck('proof-9');
      await user.click(codeField());
      await user.paste('k1ds g1ve h4pp y123');
      expect(codeField()).toHaveValue('K1DS-G1VE-H4PP-Y123');
      await user.clear(codeField());
      await user.paste('k1dsg1veh4ppyl23');
      expect(codeField()).toHaveValue('K1DS-G1VE-H4PP-YL23');
      await user.click(presentButton());
      await screen.findByText(/Grandma has gifted \$25/);
      await categoriesShown();
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        redemptionCode: 'K1DSG1VEH4PPY123',
        captcha: 'proof-9',
      });
    }));

  it('starts the human check as the step opens and shows its hint only with the widget', async () => {
    renderFlow();
    const widget = document.querySelector('altcha-widget');
    expect(widget).toHaveAttribute('auto', 'onload');
    expect(
      screen.queryByText("this box checks that you're a real person all by itself: wait for its tick"),
    ).not.toBeInTheDocument();
    expect(widget).not.toHaveAttribute('aria-describedby');
    // Until the widget shows, its place and the line under the gift say what wakes it.
    expect(screen.getByText('tap your code box below and a "not a robot" box shows up here')).toBeVisible();
    expect(presentButton()).toHaveAccessibleDescription('tap your code box to start, then open your gift');
    act(() => {
      widget?.dispatchEvent(new Event('load'));
    });
    expect(screen.queryByText(/shows up here/)).not.toBeInTheDocument();
    expect(presentButton()).toHaveAccessibleDescription(
      'wait for the "not a robot" box above to tick, then open your gift',
    );
    const hint = screen.getByText("this box checks that you're a real person all by itself: wait for its tick");
    expect(widget).toHaveAttribute('aria-describedby', hint.id);
    // The box ticks itself: no word asks the child to tap it.
    expect(document.body.textContent).not.toMatch(/\btap\b/);
    expect(screen.getByText('wait for the "not a robot" box above to tick, then open your gift')).toBeInTheDocument();
  });

  it('keeps a solved check ticked when the child taps the box anyway', () => {
    renderFlow();
    const widget = document.querySelector('altcha-widget') as HTMLElement & { getState?: () => string };
    const box = document.createElement('input');
    box.type = 'checkbox';
    widget.append(box);
    widget.getState = () => 'verifying';
    expect(box.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
    widget.getState = () => 'verified';
    expect(box.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
  });

  it('says a wrong code under the field, with invalid styling', () =>
    api.verify([codeRefused], async () => {
      const { user } = renderFlow();
      solveHumanCheck();
      await user.type(codeField(), 'WRONG-CODE');
      await user.click(presentButton());
      const message = await screen.findByText(WRONG_CODE, exact);
      expect(message).toHaveClass('lg-field-error');
      expect(codeField()).toHaveAttribute('aria-invalid', 'true');
      expect(codeField().getAttribute('aria-describedby')).toContain(message.id);
      // The proof was spent: the check must pass again before the next try.
      expect(presentButton()).toBeDisabled();
      solveHumanCheck('proof-2');
      expect(presentButton()).toBeEnabled();
      // Typing again clears the complaint.
      await user.type(codeField(), 'X');
      expect(screen.queryByText(WRONG_CODE, exact)).not.toBeInTheDocument();
      expect(codeField()).toHaveAttribute('aria-invalid', 'false');
    }));

  it("prefills the code a card's QR code carries in the fragment, and takes it out of the address", async () => {
    window.history.replaceState(null, '', '/kidspage#code=k1ds-g1ve-h4pp-y123');
    try {
      renderFlow();
      expect(codeField()).toHaveValue('K1DS-G1VE-H4PP-Y123');
      expect(window.location.hash).toBe('');
      expect(window.location.pathname).toBe('/kidspage');
      // The child still passes the human check and opens the gift themselves.
      expect(presentButton()).toBeDisabled();
      solveHumanCheck();
      expect(presentButton()).toBeEnabled();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('says a spent code was already opened and sends the child to the grown-up who gave it', () =>
    api.verify([codeAlreadyOpened], async () => {
      const { user } = renderFlow();
      solveHumanCheck();
      await user.type(codeField(), SENT_CODE);
      await user.click(presentButton());
      const message = await screen.findByText(
        "this gift has already been opened! if you didn't open it, ask the grown-up who gave it to you.",
        exact,
      );
      expect(message).toHaveAttribute('role', 'alert');
      expect(screen.queryByText(WRONG_CODE, exact)).not.toBeInTheDocument();
      expect(codeField()).toHaveAttribute('aria-invalid', 'true');
      expect(codeField().getAttribute('aria-describedby')).toContain(message.id);
      await user.type(codeField(), 'X');
      expect(screen.queryByText(/already been opened/)).not.toBeInTheDocument();
    }));

  it('tells the child kindly where a gift unused for a year went, and when, without calling the code wrong', () =>
    api.verify([codeGivenToBackup], async () => {
      const { user } = renderFlow();
      solveHumanCheck();
      await user.type(codeField(), SENT_CODE);
      await user.click(presentButton());
      const status = await screen.findByText(/your gift already found a home!/);
      expect(status).toHaveTextContent(
        'your gift already found a home! it waited a whole year for you, so on May 1, 2027 it was given to Books for Every Kid in your name. it is already helping. thank you for being a giver!',
      );
      expect(status.closest('[role="status"]')).not.toBeNull();
      expect(screen.queryByText(WRONG_CODE, exact)).not.toBeInTheDocument();
      expect(codeField()).toHaveAttribute('aria-invalid', 'false');
    }));

  it('treats an answer with an id but no sessionId as a wrong code', () =>
    api.offline(async ({ fail }) => {
      fail('POST /redemptionSession', { status: 200, body: { id: REDEMPTION_ID } });
      const { user } = renderFlow();
      solveHumanCheck();
      await user.type(codeField(), 'ABCD');
      await user.click(presentButton());
      expect(await screen.findByText(WRONG_CODE, exact)).toBeInTheDocument();
    }));

  it.each([
    ['a network failure', 'network-error'],
    ['a 500 answer', { status: 500, body: { message: 'boom' } }],
    ['a 400 answer', { status: 400, body: { message: 'bad' } }],
    ['an answer that is not JSON', { status: 200, text: '<html>oops</html>' }],
    ['an answer of the wrong shape', { status: 200, body: { id: 'not-a-number', sessionId: 5 } }],
  ] satisfies [string, Fault][])('says something went wrong on %s', (_label, answer) =>
    api.offline(async ({ fail }) => {
      fail('POST /redemptionSession', answer);
      const { user } = renderFlow();
      solveHumanCheck();
      await user.type(codeField(), 'ABCD');
      await user.click(presentButton());
      expect(await screen.findByRole('alert')).toHaveTextContent('something went wrong.. please try again later');
      expect(screen.queryByText(WRONG_CODE, exact)).not.toBeInTheDocument();
      // Logged once, with the cause, for whoever looks at the console (the child sees the alert).
      expect(console.error).toHaveBeenCalledTimes(1);
      expect(console.error).toHaveBeenCalledWith('[redeem-mfe] the code could not be checked', expect.any(Error));
    }),
  );

  it('tells a rate-limited child kindly to take a break', () =>
    api.offline(async ({ fail }) => {
      fail('POST /redemptionSession', { status: 429, body: { message: 'Too many tries' } });
      const { user } = renderFlow();
      solveHumanCheck();
      await user.type(codeField(), 'ABCD');
      await user.click(presentButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/take a little break/);
      expect(alert).toHaveTextContent(/wait a few minutes/);
      expect(alert).not.toHaveTextContent('something went wrong');
    }));

  it('skips the human check in debug mode and sends no proof', () =>
    api.verify([codeAccepted('in debug mode, without a proof'), categoriesListed], async ({ calls }) => {
      const { user } = renderFlow({ debug: true });
      expect(document.querySelector('altcha-widget')).toBeNull();
      await user.type(codeField(), 'ABC');
      expect(presentButton()).toBeEnabled();
      await user.keyboard('{Enter}');
      await screen.findByText(/Grandma has gifted \$25/);
      await categoriesShown();
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ redemptionCode: 'ABC', captcha: null });
    }));

  it('links to fun ideas and offers a preview', async () => {
    const { user, router } = renderFlow();
    expect(screen.getByRole('button', { name: 'click here to preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /fun ideas/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fun-ideas'));
  });

  it('asks for no personal information', () => {
    renderFlow();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('textbox')).toBe(codeField());
  });
});
