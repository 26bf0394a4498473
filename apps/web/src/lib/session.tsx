import { isStaffEmail } from '@soundbites/config';
import { onAuthStateChanged, signOut, type User } from 'firebase/auth';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { env } from '../env';
import { appAuth } from './firebase';

export interface Session {
  user: User | null;
  isStaff: boolean;
}

const SessionContext = createContext<Session | null>(null);

/** The domain of staff e-mail addresses ("example.com"): only they may use Ops and Nova. */
export const staffEmailDomain = () => env.config.staffEmailDomain;

export function isStaffUser(user: User | null): boolean {
  return user !== null && isStaffEmail(user.email, staffEmailDomain());
}

export function signOutUser(): Promise<void> {
  return signOut(appAuth());
}

/** Resolves once Firebase Auth has reported the sign-in state for the first time. */
export function waitForFirstAuthState(): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = onAuthStateChanged(appAuth(), () => {
      unsubscribe();
      resolve();
    });
  });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(appAuth().currentUser);
  useEffect(() => onAuthStateChanged(appAuth(), setUser), []);
  return <SessionContext.Provider value={{ user, isStaff: isStaffUser(user) }}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
