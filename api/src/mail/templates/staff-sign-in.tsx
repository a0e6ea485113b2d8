/** A one-time link into the staff console: the first sign-in of a new account, or a recovery. */
import { Link, Text } from '@react-email/components';
import type { StaffSignInData } from '../message-data';
import { Layout, styles } from './layout';
import type { MailSettings } from './settings';

export function staffSignInSubject(data: StaffSignInData): string {
  return data.reason === 'invite'
    ? 'You have been added to the Little Givers staff console'
    : 'Your staff sign-in link';
}

export function StaffSignIn({ data, settings }: { data: StaffSignInData; settings: MailSettings }) {
  return (
    <Layout
      title="Sign in to the staff console"
      preview="A one-time sign-in link"
      orgName={settings.acknowledgment.orgName}
    >
      <Text style={styles.text}>
        {data.reason === 'invite'
          ? 'An administrator added you to the staff console. Open this link to sign in and add a passkey:'
          : 'Open this link to sign in to the staff console:'}
      </Text>
      <Text style={styles.text}>
        <Link href={data.signInUrl ?? ''} style={styles.link}>
          Sign in to the staff console
        </Link>
        <br />
        {data.signInUrl ?? ''}
      </Text>
      <Text style={styles.muted}>
        {`The link works once, for ${data.validMinutes} minutes. If you did not ask for it, ignore this message.`}
      </Text>
    </Layout>
  );
}
