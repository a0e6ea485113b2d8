/** The signed-in person (GET /staff/session): null when signed out (401). */
import { type StaffSessionInfo, staffSessionSchema } from '@littlegivers/shared/contract/schemas/staff-answers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rememberCsrfToken, StaffApiError, staffRead } from './staff-api';

export const sessionKey = ['staff', 'session'] as const;

async function readSession(): Promise<StaffSessionInfo | null> {
  try {
    const session = await staffRead('/session', staffSessionSchema);
    rememberCsrfToken(session.csrfToken);
    return session;
  } catch (error) {
    if (error instanceof StaffApiError && error.status === 401) {
      rememberCsrfToken(null);
      return null;
    }
    throw error;
  }
}

export function useSession() {
  return useQuery({ queryKey: sessionKey, queryFn: readSession, retry: false, staleTime: 30_000 });
}

/** After a sign-in: the answer is the session. */
export function useSignedIn() {
  const client = useQueryClient();
  return (session: StaffSessionInfo) => {
    rememberCsrfToken(session.csrfToken);
    client.setQueryData(sessionKey, session);
  };
}
