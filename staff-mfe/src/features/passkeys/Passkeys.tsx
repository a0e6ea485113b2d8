/** Your passkeys: the list, and adding one on this device (WebAuthn registration). */
import {
  type StaffSessionInfo,
  staffPasskeyAddedSchema,
  staffPasskeyListSchema,
  staffPasskeyOptionsSchema,
} from '@littlegivers/shared/contract/schemas/staff-answers';
import { Field } from '@littlegivers/shared/web/ui/Field';
import { startRegistration } from '@simplewebauthn/browser';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorText, staffRead, staffWrite } from '../../components/staff-api';
import { Notice, Page, Table, when } from '../../components/ui';

export function Passkeys({ session }: { session: StaffSessionInfo }) {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['staff', 'passkeys'],
    queryFn: () => staffRead('/passkeys', staffPasskeyListSchema),
  });
  const [label, setLabel] = useState('');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      const { challengeId, options } = await staffWrite('/passkeys/options', staffPasskeyOptionsSchema);
      // The ceremony's options go to the browser as the API made them.
      const response = await startRegistration({ optionsJSON: options as never });
      const added = await staffWrite('/passkeys', staffPasskeyAddedSchema, {
        challengeId,
        response,
        ...(label ? { label } : {}),
      });
      setMessage({ text: `Passkey added: ${added.label}. Next time, sign in with it.` });
      setLabel('');
      await client.invalidateQueries({ queryKey: ['staff'] });
    } catch (error) {
      setMessage({ text: errorText(error), error: true });
    }
  };

  return (
    <Page title="your passkeys" intro={`Signed in as ${session.email} (${session.role}).`}>
      {session.passkeys === 0 ? (
        <Notice>You signed in with an e-mailed link. Add a passkey so that next time you sign in with it.</Notice>
      ) : null}
      <form className="sc-card" onSubmit={add}>
        <Field id="sc-passkey-label" label="Name of this device (optional)">
          {(control) => (
            <input {...control} value={label} maxLength={60} onChange={(event) => setLabel(event.target.value)} />
          )}
        </Field>
        <button type="submit" className="lg-button">
          Add a passkey
        </button>
      </form>
      {message ? <Notice error={message.error}>{message.text}</Notice> : null}
      <Table
        caption="Your passkeys"
        headers={['name', 'added', 'last used']}
        rows={(list.data ?? []).map((key) => [key.label, when(key.createdAt), when(key.lastUsedAt)])}
        empty="No passkey yet."
      />
    </Page>
  );
}
