import { setReducedMotion } from '@littlegivers/shared/testing/reduced-motion';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import confetti from 'canvas-confetti';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, categoriesListed, codeAccepted, giftRedeemed, organizationsListed } from '../../../test/api-contract';
import { chooseCategory, enterCode, renderFlow } from '../../../test/render-flow';
import { artUrl } from '../celebration-art';
import { certificateDate } from '../certificate';
import { CongratulationsStep } from './CongratulationsStep';

vi.mock('altcha', () => ({}));

const paws = { organizationName: 'Paws Rescue League', organizationImageUrl: 'https://img.example/org-1.svg' };

function renderStep(props: Partial<Parameters<typeof CongratulationsStep>[0]> = {}) {
  return renderInRouter(
    <CongratulationsStep
      recipientName="Mia"
      purchaserName="Grandma"
      amount="25"
      organization={paws}
      donatedAt="2026-11-23T15:30:00.000Z"
      preview={false}
      focusHeading={false}
      {...props}
    />,
  );
}

/** The fun ideas tile is a router link. */
function renderInRouter(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return { user: userEvent.setup(), ...render(<RouterProvider router={router} />) };
}

beforeEach(() => {
  vi.mocked(confetti).mockClear();
  setReducedMotion(false);
});
afterEach(() => vi.unstubAllGlobals());

describe('step 4: the celebration', () => {
  it('keeps the spec words and adds the amount, who it is from and the charity picture, with no emoji', async () => {
    renderStep();
    expect(screen.getByRole('heading', { level: 1, name: 'congratulations!' })).toBeInTheDocument();
    expect(screen.getByText('a donation has just been made in your name, Mia')).toBeInTheDocument();
    expect(screen.getByText('$25')).toBeInTheDocument();
    expect(screen.getAllByText('a gift from Grandma').length).toBeGreaterThan(0);
    const pictures = Array.from(document.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(pictures).toContain('https://img.example/org-1.svg');
    // Art from the design package, never an emoji character (no emoji font: an empty box).
    expect(document.body.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    // Nothing is asked of the child.
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(document.querySelector('input, select, textarea')).toBeNull();
  });

  it('shows a certificate with exactly what the purchaser typed, the gift and the charity', () => {
    renderStep();
    const certificate = screen.getByRole('article', { name: 'certificate of giving' });
    expect(
      within(certificate).getByText('Mia gave $25 to Paws Rescue League on November 23, 2026'),
    ).toBeInTheDocument();
    expect(within(certificate).getByText('a gift from Grandma')).toBeInTheDocument();
    expect(within(certificate).queryByText(/preview mode/)).not.toBeInTheDocument();
    // Nothing else about anyone: only these words.
    expect(certificate.textContent).toBe(
      'certificate of givingMia gave $25 to Paws Rescue League on November 23, 2026a gift from GrandmaLittle Givers',
    );
  });

  it("prints or saves the certificate through the browser's print dialog", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'print or save your certificate' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('celebrates with confetti, and again on request', async () => {
    const { user } = renderStep();
    await vi.waitFor(() => expect(confetti).toHaveBeenCalled());
    const first = vi.mocked(confetti).mock.calls.length;
    expect(vi.mocked(confetti.create).mock.calls[0]?.[1]).toMatchObject({ disableForReducedMotion: true });
    await user.click(screen.getByRole('button', { name: 'celebrate again!' }));
    await vi.waitFor(() => expect(vi.mocked(confetti).mock.calls.length).toBeGreaterThan(first));
    // One canvas at a time, and none once the step goes.
    expect(document.querySelectorAll('canvas.redeem-confetti')).toHaveLength(1);
  });

  it("draws the confetti on a canvas of its own that starts below the celebration's headline", async () => {
    const bottom = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const box = this.classList.contains('redeem-gift-message') ? { top: 250, bottom: 300 } : { top: 0, bottom: 0 };
      return { ...box, left: 0, right: 0, width: 0, height: box.bottom - box.top, x: 0, y: box.top } as DOMRect;
    });
    try {
      const view = renderStep();
      await vi.waitFor(() => expect(document.querySelector('canvas.redeem-confetti')).not.toBeNull());
      const canvas = document.querySelector('canvas.redeem-confetti') as HTMLCanvasElement;
      expect(canvas.style.position).toBe('fixed');
      expect(canvas.style.top).toBe('308px');
      expect(canvas.style.pointerEvents).toBe('none');
      expect(canvas).toHaveAttribute('aria-hidden', 'true');
      expect(vi.mocked(confetti.create).mock.calls.at(-1)?.[0]).toBe(canvas);
      view.unmount();
      expect(document.querySelector('canvas.redeem-confetti')).toBeNull();
    } finally {
      bottom.mockRestore();
    }
  });

  it('under prefers-reduced-motion: no confetti (not even loaded), no celebrate-again button, the same words', async () => {
    setReducedMotion(true);
    renderStep();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(confetti).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'celebrate again!' })).not.toBeInTheDocument();
    expect(screen.getByText('a donation has just been made in your name, Mia')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'print or save your certificate' })).toBeInTheDocument();
  });

  it('marks a preview certificate as a sample, and uses the design art for a charity without a picture', () => {
    renderStep({ preview: true, recipientName: null, organization: { ...paws, organizationImageUrl: null } });
    const certificate = screen.getByRole('article', { name: 'certificate of giving' });
    expect(within(certificate).getByText('sample: you are currently in preview mode')).toBeInTheDocument();
    expect(within(certificate).getByText(/^A Little Giver gave \$25 to Paws Rescue League on/)).toBeInTheDocument();
    const picture = certificate.querySelector('.redeem-certificate__picture');
    expect(picture).toHaveAttribute('src', artUrl('growing-heart'));
  });

  it('formats the date in en-US, falling back to today', () => {
    expect(certificateDate('2026-01-05T12:00:00.000Z')).toBe('January 5, 2026');
    expect(certificateDate(null, new Date('2027-03-09T12:00:00Z'))).toBe('March 9, 2027');
    expect(certificateDate('not a date', new Date('2027-03-09T12:00:00Z'))).toBe('March 9, 2027');
  });
});

describe('the celebration in the flow', () => {
  it('shows the chosen charity, the amount from the redemption and its from-name, dated today', () =>
    api.verify(
      [codeAccepted('with a human-check proof'), categoriesListed, organizationsListed, giftRedeemed],
      async () => {
        const { user } = renderFlow();
        await enterCode(user);
        await chooseCategory(user, 'Protect Animals');
        await user.click(await screen.findByRole('button', { name: 'Donate to Paws Rescue League' }));
        await user.click(screen.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
        const certificate = await screen.findByRole('article', { name: 'certificate of giving' });
        expect(
          within(certificate).getByText(`Mia gave $25 to Paws Rescue League on ${certificateDate(null)}`),
        ).toBeInTheDocument();
        expect(within(certificate).getByText('a gift from Grandma')).toBeInTheDocument();
      },
    ));
});
