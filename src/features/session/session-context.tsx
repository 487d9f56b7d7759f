// The session store for every component below <SessionProvider> (the app creates the store, so
// tests can mount the app twice and a store never leaks between them).
//   useSession((s) => s.token)   a slice, re-rendering when it changes
//   useSessionStore()            the store itself, for handlers (getState().clearSession())
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { SessionState, SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) {
    throw new Error(
      'useSession() needs a <SessionProvider> above it (src/app/providers.tsx sets one up).',
    );
  }
  return store;
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useSessionStore(), selector);
}

/** Logged in ⇔ a token in session storage (spec 000 §4). */
export function useIsLoggedIn(): boolean {
  return useSession((state) => state.token !== null);
}
