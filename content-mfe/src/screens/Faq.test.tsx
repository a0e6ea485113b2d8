import { $flowResets } from '@littlegivers/shared/web/bus';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api, faqListed, useCleanQueryClient } from '../testing/api-contract';
import Faq from './Faq';

useCleanQueryClient();

const questionButtons = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.textContent?.replace(/[+−]$/, ''));

describe('/faq', () => {
  it('lists the API questions sorted by ascending sortOrder', () =>
    api.verify(
      [
        faqListed('unsorted', [
          { id: 7, heading: 'third', text: '<p>c</p>', sortOrder: 3 },
          { id: 8, heading: 'first', text: '<p>a</p>', sortOrder: -1 },
          { id: 9, heading: 'second', text: '<p>b</p>', sortOrder: 2 },
        ]),
      ],
      async ({ calls }) => {
        render(<Faq />);
        expect(await screen.findByRole('button', { name: 'first' })).toBeInTheDocument();
        expect(questionButtons()).toEqual(['first', 'second', 'third']);
        expect(calls).toEqual([{ method: 'GET', path: '/FAQ', body: undefined }]);
      },
    ));

  it('opens and closes an answer from the keyboard (disclosure pattern), rendering its HTML', () =>
    api.verify(
      [
        faqListed('an answer in HTML', [
          { id: 1, heading: 'how?', text: '<p>like <strong>this</strong></p>', sortOrder: 1 },
        ]),
      ],
      async () => {
        const user = userEvent.setup();
        render(<Faq />);
        const toggle = await screen.findByRole('button', { name: 'how?' });
        expect(toggle).toHaveAttribute('aria-expanded', 'false');
        expect(screen.queryByText('this')).not.toBeInTheDocument();

        await user.tab();
        expect(toggle).toHaveFocus();
        await user.keyboard('{Enter}');
        expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
        expect(panel).not.toBeNull();
        expect(within(panel as HTMLElement).getByText('this').tagName).toBe('STRONG');

        await user.keyboard(' ');
        expect(toggle).toHaveAttribute('aria-expanded', 'false');
        // The answer fades out over the 300 ms leave transition, then leaves the DOM.
        await waitFor(() => expect(screen.queryByText('this')).not.toBeInTheDocument(), { timeout: 1500 });
      },
    ));

  it('never runs a script or event handler from an answer', () =>
    api.verify(
      [
        faqListed('an answer with scripts and event handlers', [
          {
            id: 1,
            heading: 'nasty',
            text:
              '<p>ok</p><script>window.pwned("script")</script><img src="x" onerror="window.pwned(\'onerror\')">' +
              '<a href="javascript:window.pwned(\'href\')" onclick="window.pwned(\'click\')">link</a>' +
              '<svg><animate onbegin="window.pwned(\'svg\')"></animate></svg><iframe srcdoc="<script>parent.pwned()</script>"></iframe>',
            sortOrder: 1,
          },
        ]),
      ],
      async () => {
        const user = userEvent.setup();
        const pwned = vi.fn();
        Object.assign(window, { pwned });
        render(<Faq />);
        await user.click(await screen.findByRole('button', { name: 'nasty' }));
        const panel = document.getElementById(
          screen.getByRole('button', { name: 'nasty' }).getAttribute('aria-controls') ?? '',
        ) as HTMLElement;
        expect(within(panel).getByText('ok')).toBeInTheDocument();
        expect(panel.querySelector('script, iframe')).toBeNull();
        expect(panel.innerHTML).not.toMatch(/onerror|onclick|onbegin|javascript:/i);
        await user.click(within(panel).getByText('link'));
        panel.querySelector('img')?.dispatchEvent(new Event('error'));
        expect(pwned).not.toHaveBeenCalled();
        Reflect.deleteProperty(window, 'pwned');
      },
    ));

  it.each([
    ['an error status', { status: 500, body: { message: 'boom' } }],
    ['a network failure', 'network-error' as const],
    ['an answer that breaks the contract', { status: 200, body: [{ heading: 'no id' }] }],
  ])('shows the built-in sample list, sorted, on %s', (_name, answer) =>
    api.offline(async ({ fail }) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      fail('GET /FAQ', answer);
      render(<Faq />);
      expect(await screen.findByRole('button', { name: 'How does the gift card work?' })).toBeInTheDocument();
      expect(questionButtons()).toEqual([
        'How does the gift card work?',
        'Is my purchase tax-deductible?',
        'Does my child have to give any personal information?',
        'How is the card sent?',
        'What does the fee pay for?',
      ]);
      expect(console.warn).toHaveBeenCalled();
    }),
  );

  it('shows a loading view until the answer arrives', () =>
    api.offline(async ({ fail }) => {
      fail('GET /FAQ', 'hang');
      render(<Faq />);
      expect(screen.getByRole('status')).toHaveTextContent('loading questions');
    }));

  it('follows a link to a page of the site inside an answer through the router, starting that flow over', () =>
    api.verify(
      [
        faqListed('an answer with a link to a page of the site', [
          { id: 1, heading: 'where?', text: '<p>go to the <a href="/kidspage">kidspage</a></p>', sortOrder: 1 },
        ]),
      ],
      async () => {
        const user = userEvent.setup();
        render(
          <MemoryRouter initialEntries={['/faq']}>
            <Routes>
              <Route path="/faq" element={<Faq />} />
              <Route path="/kidspage" element={<p>the kidspage</p>} />
            </Routes>
          </MemoryRouter>,
        );
        const resetsBefore = $flowResets.get().redeem;
        await user.click(await screen.findByRole('button', { name: 'where?' }));
        await user.click(screen.getByRole('link', { name: 'kidspage' }));
        expect(await screen.findByText('the kidspage')).toBeInTheDocument();
        expect($flowResets.get().redeem).toBe(resetsBefore + 1);
      },
    ));
});
