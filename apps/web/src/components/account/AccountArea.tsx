import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';
import classes from './AccountArea.module.css';

/**
 * The signed-in part (a menu, with its popover machinery) loads only for someone signed in, so a
 * visitor's first page does not download it.
 */
const SignedInAccount = lazy(() => import('./SignedInAccount'));

/**
 * Who is signed in, with `Sign out`, in a slot of fixed size: the header looks the same
 * signed in or out (the server's look-alike of the shell is the signed-out one), so
 * nothing moves when the sign-in state arrives.
 */
export function AccountArea() {
  const { user } = useSession();
  const who = user ? (user.email ?? user.displayName ?? 'Signed in') : null;
  return (
    <div className={classes.slot} data-testid="account-area">
      {who ? (
        <Suspense fallback={null}>
          <SignedInAccount who={who} />
        </Suspense>
      ) : null}
    </div>
  );
}
