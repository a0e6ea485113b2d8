/** The console's content screens: lists, a row's form checked by the shared schema, the previews, and history with undo. */

import type { StaffSessionInfo } from '@littlegivers/shared/contract/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderConsoleAt } from '../test/render-console';

const admin: StaffSessionInfo = {
  email: 'admin@staff.example',
  role: 'admin',
  method: 'passkey',
  csrfToken: 'csrf',
  passkeys: 1,
};

const greeting = {
  id: 3,
  name: 'birthday',
  displayName: 'Birthday',
  publicFacingName: 'Happy Birthday',
  customText: false,
  anonymous: false,
  header: 'Happy Birthday, {recipient_name}!',
  line1: 'A gift from {purchaser_name}',
  line2: null,
  line3: null,
  sortOrder: 1,
  designKey: 'birthday',
};
const faq = { id: 1, heading: 'How does it work?', text: '<p>You build a card.</p>', sortOrder: 1 };
const history = [
  {
    version: 2,
    at: '2026-11-26T10:00:00.000Z',
    by: 'admin@staff.example',
    action: 'edit',
    restoredVersion: null,
    changed: ['header'],
    before: greeting,
    after: greeting,
  },
  {
    version: 1,
    at: '2026-11-25T10:00:00.000Z',
    by: 'ops content import',
    action: 'import',
    restoredVersion: null,
    changed: ['line1'],
    before: greeting,
    after: greeting,
  },
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The staff API at the network's edge; `onWrite` answers the POSTs. */
function stubApi(onWrite: (url: string, body: unknown) => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return onWrite(url, JSON.parse(String(init.body)));
    if (url.endsWith('/staff/session')) return json(admin);
    if (url.endsWith('/staff/content/greetings')) return json([greeting]);
    if (url.endsWith('/staff/content/greetings/3/history')) return json(history);
    if (url.endsWith('/staff/content/faq')) return json([faq]);
    if (url.endsWith('/history')) return json([]);
    return json([]);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('content', () => {
  it('lists a kind with a link to edit each row, and tabs for every kind', async () => {
    stubApi(() => json({}));
    renderConsoleAt('/staff/content/greetings');
    expect(await screen.findByRole('heading', { level: 1, name: 'content: greetings' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit Happy Birthday' })).toHaveAttribute(
      'href',
      '/staff/content/greetings/3',
    );
    const kinds = within(screen.getByRole('navigation', { name: 'kinds of content' })).getAllByRole('link');
    expect(kinds.map((link) => link.textContent)).toEqual([
      'greetings',
      'packages',
      'categories',
      'charities',
      'FAQ',
      'fun ideas',
    ]);
  });

  it('draws the greeting as the printed card and redraws it as it is typed', async () => {
    stubApi(() => json({}));
    renderConsoleAt('/staff/content/greetings/3');
    const header = await screen.findByLabelText('Greeting');
    const preview = screen.getByTestId('card-preview');
    // The names are kept on one line (no-break spaces); the label reads them as words.
    const label = () =>
      preview
        .querySelector('svg')
        ?.getAttribute('aria-label')
        ?.replace(/\u00a0/g, ' ');
    expect(label()).toBe("card: Happy Birthday, your child's name! A gift from Someone");
    expect(preview).toHaveAttribute('data-design', 'birthday');
    fireEvent.change(header, { target: { value: 'Many happy returns, {recipient_name}!' } });
    await waitFor(() => expect(label()).toMatch(/^card: Many happy returns, your child/));
  });

  it('sends the edited greeting, and shows the fields the API refuses without losing what was typed', async () => {
    const writes: unknown[] = [];
    stubApi((_url, body) => {
      writes.push(body);
      return json({ message: 'Nothing was saved: correct the marked fields.', fields: { header: 'too festive' } }, 422);
    });
    renderConsoleAt('/staff/content/greetings/3');
    fireEvent.change(await screen.findByLabelText('Greeting'), { target: { value: 'Hooray, {recipient_name}!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('too festive')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was saved: correct the marked fields.');
    expect(screen.getByLabelText('Greeting')).toHaveValue('Hooray, {recipient_name}!');
    expect(screen.getByLabelText('Greeting')).toHaveAttribute('aria-invalid', 'true');
    const { id: _id, ...fields } = greeting;
    expect(writes).toEqual([{ item: { ...fields, header: 'Hooray, {recipient_name}!' } }]);
  });

  it('checks the fields with the shared schema before sending', async () => {
    const fetch = stubApi(() => json({}));
    renderConsoleAt('/staff/content/greetings/3');
    fireEvent.change(await screen.findByLabelText('Name shown to buyers'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must not be empty')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it("lists the greeting's versions and undoes to one", async () => {
    const writes: [string, unknown][] = [];
    stubApi((url, body) => {
      writes.push([url, body]);
      return json({ item: greeting, version: 3, contentVersion: 9 });
    });
    renderConsoleAt('/staff/content/greetings/3');
    const table = await screen.findByRole('table', { name: 'Versions, newest first' });
    expect(await within(table).findByText('ops content import')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: 'Undo to version 1' }));
    expect(await screen.findByText('Back to version 1 (version 3).')).toBeInTheDocument();
    expect(writes).toEqual([[expect.stringMatching(/\/staff\/content\/greetings\/3\/undo$/), { version: 1 }]]);
  });

  it('previews an FAQ answer through the public sanitiser', async () => {
    stubApi(() => json({}));
    renderConsoleAt('/staff/content/faq/1');
    const answer = await screen.findByLabelText('Answer (HTML)');
    fireEvent.change(answer, {
      target: { value: '<p>Safe <strong>words</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>' },
    });
    const preview = screen.getByTestId('faq-preview');
    await waitFor(() => expect(preview.querySelector('strong')?.textContent).toBe('words'));
    expect(preview.innerHTML).not.toMatch(/onerror|script/);
  });
});
