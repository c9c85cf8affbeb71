/**
 * Who is signed in, as far as the app knows. Client state only: the user's data lives in react-query
 * (`userQueries.me(uuid)`), the tokens live in oidc-client-ts's user store (localStorage).
 */
import { create } from 'zustand';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface SessionIdentity {
  /** The user's uuid, from the id token's `app_metadata.uuid` claim. */
  uuid: string;
  email: string | null;
  sub: string;
}

export interface SessionState {
  status: SessionStatus;
  uuid: string | null;
  email: string | null;
  sub: string | null;
  signedIn: (identity: SessionIdentity) => void;
  signedOut: () => void;
}

export const useSession = create<SessionState>()((set) => ({
  status: 'loading',
  uuid: null,
  email: null,
  sub: null,
  signedIn: ({ uuid, email, sub }) => set({ status: 'signedIn', uuid, email, sub }),
  signedOut: () => set({ status: 'signedOut', uuid: null, email: null, sub: null }),
}));

/** The signed-in user's uuid. Only for components rendered inside a signed-in tree (RequireAuth). */
export function useRequiredUuid(): string {
  const uuid = useSession((s) => (s.status === 'signedIn' ? s.uuid : null));
  if (!uuid) throw new Error('useRequiredUuid() is only available inside a signed-in tree');
  return uuid;
}
