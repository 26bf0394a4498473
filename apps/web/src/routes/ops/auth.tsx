import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../features/auth/components/SignInPage';
import { parseSignInSearch } from '../../features/auth/search-params';

export const Route = createFileRoute('/ops/auth')({
  validateSearch: parseSignInSearch,
  component: OpsSignIn,
});

function OpsSignIn() {
  const { redirect } = Route.useSearch();
  return <SignInPage area="ops" redirect={redirect} />;
}
