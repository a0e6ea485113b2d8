/** Staff accounts (admins): add one (its first sign-in link goes by e-mail), disable, enable, end sessions; the audit trail. */

import {
  staffAccountAddedSchema,
  staffAccountListSchema,
  staffAccountSetSchema,
  staffAuditListSchema,
  staffSessionsEndedSchema,
} from '@littlegivers/shared/contract/schemas/staff-answers';
import { STAFF_ROLES } from '@littlegivers/shared/contract/staff';
import { Field } from '@littlegivers/shared/web/ui/Field';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type * as z from 'zod/mini';
import { errorText, staffRead, staffWrite } from '../../components/staff-api';
import { Notice, Page, Table, when } from '../../components/ui';

export function AccountsScreen() {
  const client = useQueryClient();
  const accounts = useQuery({
    queryKey: ['staff', 'accounts'],
    queryFn: () => staffRead('/accounts', staffAccountListSchema),
  });
  const audit = useQuery({ queryKey: ['staff', 'audit'], queryFn: () => staffRead('/audit', staffAuditListSchema) });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string>('viewer');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

  const act = async (path: string, answer: z.ZodMiniType, body: unknown, done: string) => {
    try {
      await staffWrite(path, answer, body);
      setMessage({ text: done });
      await client.invalidateQueries({ queryKey: ['staff'] });
    } catch (error) {
      setMessage({ text: errorText(error), error: true });
    }
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    void act(
      '/accounts',
      staffAccountAddedSchema,
      { email, role },
      `${email}: saved as ${role}. A new account gets its sign-in link by e-mail.`,
    );
  };

  return (
    <Page title="staff">
      <form className="sc-inline-form" onSubmit={add} aria-label="Add a staff member">
        <Field id="sc-staff-email" label="E-mail address">
          {(control) => (
            <input
              {...control}
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Field id="sc-staff-role" label="Role">
          {(control) => (
            <select {...control} value={role} onChange={(event) => setRole(event.target.value)}>
              {STAFF_ROLES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="lg-button">
          Add or change
        </button>
      </form>
      {message ? <Notice error={message.error}>{message.text}</Notice> : null}
      <Table
        caption="Staff accounts"
        headers={['e-mail', 'role', 'passkeys', 'open sessions', { hidden: 'actions' }]}
        rows={(accounts.data ?? []).map((account) => [
          account.email,
          `${account.role}${account.disabled ? ' (disabled)' : ''}`,
          account.passkeys,
          account.openSessions,
          <span key="actions" className="sc-actions">
            <button
              type="button"
              className="lg-button lg-button--secondary"
              onClick={() =>
                act(
                  `/accounts/${account.id}/${account.disabled ? 'enable' : 'disable'}`,
                  staffAccountSetSchema,
                  {},
                  `${account.email}: ${account.disabled ? 'enabled' : 'disabled'}.`,
                )
              }
            >
              {account.disabled ? 'Enable' : 'Disable'}
              <span className="lg-visually-hidden"> {account.email}</span>
            </button>
            <button
              type="button"
              className="lg-button lg-button--secondary"
              onClick={() =>
                act(
                  `/accounts/${account.id}/end-sessions`,
                  staffSessionsEndedSchema,
                  {},
                  `${account.email}: signed out everywhere.`,
                )
              }
            >
              End sessions<span className="lg-visually-hidden"> of {account.email}</span>
            </button>
          </span>,
        ])}
      />
      <h2>audit trail</h2>
      <Table
        caption="Every staff write, newest first"
        headers={['when', 'who', 'action', 'on', 'outcome', 'from']}
        rows={(audit.data ?? []).map((row) => [
          when(row.at),
          row.staffEmail ?? '',
          row.action,
          row.target ?? '',
          row.outcome,
          row.ip ?? '',
        ])}
      />
    </Page>
  );
}
