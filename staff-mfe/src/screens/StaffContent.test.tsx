/** The console's content screens: lists, a row's form checked by the shared schema, the previews, and history with undo. */

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  api,
  type ContentVersion,
  type FaqRow,
  faqHistory,
  faqListed,
  type GreetingRow,
  greetingHistory,
  greetingSaved,
  greetingsListed,
  greetingUndone,
  lastPackageWithdrawalRefused,
  type PackageRow,
  packageHistory,
  packagesListed,
  sessionOf,
  signedIn,
} from '../test/api-contract';
import { renderConsoleAt } from '../test/render-console';

const greeting: GreetingRow = {
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
const { id: _id, ...fields } = greeting;

/** The greeting's versions, newest first: an edit of its first line, and its addition. */
const versions: [ContentVersion, ContentVersion] = [
  {
    version: 2,
    at: '2026-11-26T10:00:00.000Z',
    by: 'admin@staff.example',
    action: 'edit',
    restoredVersion: null,
    changed: ['line1'],
    before: { ...greeting, line1: 'A present from {purchaser_name}' },
    after: greeting,
  },
  {
    version: 1,
    at: '2026-11-25T10:00:00.000Z',
    by: 'ops content import',
    action: 'create',
    restoredVersion: null,
    changed: ['header'],
    before: null,
    after: { ...greeting, line1: 'A present from {purchaser_name}' },
  },
];

/** The one package offered (the API refuses to withdraw it), and its addition. */
const offeredPackage: PackageRow = {
  id: 7,
  name: 'pact-package',
  publicFacingName: 'Pact mail',
  description: 'First-class mail.',
  tracked: false,
  cost: 2,
  delivery: 'mail',
  active: true,
};
const { id: _packageId, ...packageFields } = offeredPackage;
const packageAddition: ContentVersion = {
  version: 1,
  at: '2026-11-25T10:00:00.000Z',
  by: 'admin@staff.example',
  action: 'create',
  restoredVersion: null,
  changed: ['name'],
  before: null,
  after: offeredPackage,
};

const faq: FaqRow = { id: 1, heading: 'How does it work?', text: '<p>You build a card.</p>', sortOrder: 1 };
const faqAddition: ContentVersion = {
  version: 1,
  at: '2026-11-25T10:00:00.000Z',
  by: 'admin@staff.example',
  action: 'create',
  restoredVersion: null,
  changed: ['heading'],
  before: null,
  after: faq,
};

/** What the greeting's edit page reads: the session, the greetings and the greeting's versions. */
const greetingPage = [sessionOf('admin'), greetingsListed(greeting), greetingHistory(greeting.id, versions)] as const;

describe('content', () => {
  it('lists a kind with a link to edit each row, and tabs for every kind', () =>
    api.verify(
      [sessionOf('admin'), greetingsListed(greeting)],
      async () => {
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
      },
      signedIn,
    ));

  it('draws the greeting as the printed card and redraws it as it is typed', () =>
    api.verify(
      greetingPage,
      async () => {
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
        await screen.findByRole('table', { name: 'Versions, newest first' });
      },
      signedIn,
    ));

  it('sends the edited greeting with the session’s CSRF token, and says which version it saved', () =>
    api.verify(
      [...greetingPage, greetingSaved(greeting.id, { ...fields, header: 'Hooray, {recipient_name}!' })],
      async () => {
        renderConsoleAt('/staff/content/greetings/3');
        await screen.findByRole('table', { name: 'Versions, newest first' });
        fireEvent.change(await screen.findByLabelText('Greeting'), { target: { value: 'Hooray, {recipient_name}!' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Saved (version 3).')).toBeInTheDocument();
      },
      signedIn,
    ));

  it('shows the API’s refusal without losing what was typed', () =>
    api.verify(
      [
        sessionOf('admin'),
        packagesListed(offeredPackage),
        packageHistory(offeredPackage.id, packageAddition),
        lastPackageWithdrawalRefused(offeredPackage.id, { ...packageFields, active: false }),
      ],
      async () => {
        renderConsoleAt('/staff/content/packages/7');
        await screen.findByRole('table', { name: 'Versions, newest first' });
        const offered = await screen.findByLabelText('Offered to buyers (active)');
        fireEvent.click(offered);
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByRole('alert')).toHaveTextContent(
          'Nothing was saved: packages: at least one package must be active',
        );
        expect(screen.getByLabelText('Offered to buyers (active)')).not.toBeChecked();
      },
      signedIn,
    ));

  it('marks each field the API names in a refusal, keeping what was typed', () =>
    api.verify(
      greetingPage,
      async ({ fail }) => {
        // The fields of a refusal are the API's to name (the contract asks for its message only,
        // above): answered at the edge, in the API's words.
        fail('POST /staff/content/greetings/3', {
          status: 422,
          body: { message: 'Nothing was saved: correct the marked fields.', fields: { header: 'too festive' } },
        });
        renderConsoleAt('/staff/content/greetings/3');
        await screen.findByRole('table', { name: 'Versions, newest first' });
        fireEvent.change(await screen.findByLabelText('Greeting'), { target: { value: 'Hooray, {recipient_name}!' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('too festive')).toBeInTheDocument();
        expect(screen.getByRole('alert')).toHaveTextContent('Nothing was saved: correct the marked fields.');
        expect(screen.getByLabelText('Greeting')).toHaveValue('Hooray, {recipient_name}!');
        expect(screen.getByLabelText('Greeting')).toHaveAttribute('aria-invalid', 'true');
      },
      signedIn,
    ));

  it('checks the fields with the shared schema before sending', () =>
    api.verify(
      greetingPage,
      async ({ calls }) => {
        renderConsoleAt('/staff/content/greetings/3');
        await screen.findByRole('table', { name: 'Versions, newest first' });
        fireEvent.change(await screen.findByLabelText('Name shown to buyers'), { target: { value: '   ' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('must not be empty')).toBeInTheDocument();
        expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
      },
      signedIn,
    ));

  it("lists the greeting's versions and undoes to the one it was added as", () =>
    api.verify(
      [...greetingPage, greetingUndone(greeting.id, 1, { ...greeting, line1: 'A present from {purchaser_name}' })],
      async () => {
        renderConsoleAt('/staff/content/greetings/3');
        const table = await screen.findByRole('table', { name: 'Versions, newest first' });
        expect(await within(table).findByText('ops content import')).toBeInTheDocument();
        fireEvent.click(within(table).getByRole('button', { name: 'Undo to version 1' }));
        expect(await screen.findByText('Back to version 1 (version 3).')).toBeInTheDocument();
        expect(screen.getByLabelText(/^Line 1/)).toHaveValue('A present from {purchaser_name}');
      },
      signedIn,
    ));

  it('previews an FAQ answer through the public sanitiser', () =>
    api.verify(
      [sessionOf('admin'), faqListed(faq), faqHistory(faq.id, faqAddition)],
      async () => {
        renderConsoleAt('/staff/content/faq/1');
        const answer = await screen.findByLabelText('Answer (HTML)');
        fireEvent.change(answer, {
          target: {
            value: '<p>Safe <strong>words</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
          },
        });
        const preview = screen.getByTestId('faq-preview');
        await waitFor(() => expect(preview.querySelector('strong')?.textContent).toBe('words'));
        expect(preview.innerHTML).not.toMatch(/onerror|script/);
        await screen.findByRole('table', { name: 'Versions, newest first' });
      },
      signedIn,
    ));
});
