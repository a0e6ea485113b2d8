/**
 * Signing in: with a passkey, or with a one-time link sent by e-mail (the first sign-in and
 * recovery). The e-mailed link opens /staff/sign-in#link=…: the token is in the fragment, so it
 * never reaches a server log; it is sent once to the API and removed from the address bar.
 */
import {
  type StaffSessionInfo,
  staffMessageSchema,
  staffPasskeyOptionsSchema,
  staffSessionSchema,
} from '@littlegivers/shared/contract/schemas/staff-answers';
import { Field } from '@littlegivers/shared/web/ui/Field';
import { startAuthentication } from '@simplewebauthn/browser';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorText, staffWrite } from '../../components/staff-api';
import { Notice, Page } from '../../components/ui';

export function SignIn({ onSignedIn }: { onSignedIn: (session: StaffSessionInfo) => void }) {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const linkTried = useRef(false);

  useEffect(() => {
    const token = new URLSearchParams(window.location.hash.slice(1)).get('link');
    if (!token || linkTried.current) return;
    linkTried.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    setBusy(true);
    staffWrite('/auth/link', staffSessionSchema, { token })
      .then(onSignedIn)
      .catch((error) => setMessage({ text: errorText(error), error: true }))
      .finally(() => setBusy(false));
  }, [onSignedIn]);

  const askForLink = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await staffWrite('/auth/link-request', staffMessageSchema, { email });
      setMessage({ text: answer.message });
    } catch (error) {
      setMessage({ text: errorText(error), error: true });
    } finally {
      setBusy(false);
    }
  };

  const withPasskey = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const { challengeId, options } = await staffWrite('/auth/passkey/options', staffPasskeyOptionsSchema);
      // The ceremony's options go to the browser as the API made them.
      const response = await startAuthentication({ optionsJSON: options as never });
      onSignedIn(await staffWrite('/auth/passkey', staffSessionSchema, { challengeId, response }));
    } catch (error) {
      setMessage({ text: errorText(error), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title="staff sign-in" intro="The staff console of Little Givers. Sign in with your passkey.">
      <div className="sc-card">
        <button type="button" className="lg-button" onClick={withPasskey} disabled={busy}>
          Sign in with a passkey
        </button>
      </div>
      <form className="sc-card" onSubmit={askForLink} aria-labelledby="sc-link-heading">
        <h2 id="sc-link-heading">First time here, or no passkey on this device?</h2>
        <p>We e-mail you a link that signs you in once. Then add a passkey.</p>
        <Field id="sc-email" label="Your staff e-mail address">
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="lg-button lg-button--secondary" disabled={busy}>
          E-mail me a sign-in link
        </button>
      </form>
      {message ? <Notice error={message.error}>{message.text}</Notice> : null}
    </Page>
  );
}
