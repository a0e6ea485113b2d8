/** The signed-in person (GET /staff/session): null when signed out (401). */
import type { StaffSessionInfo } from '@littlegivers/shared/contract/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rememberCsrfToken, StaffApiError, staffApi } from './staff-api';

export const sessionKey = ['staff', 'session'] as const;

async function readSession(): Promise<StaffSessionInfo | null> {
  try {
    const session = await staffApi<StaffSessionInfo>('/session');
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
