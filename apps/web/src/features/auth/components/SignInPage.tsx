import { Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { pageTitle } from '@soundbites/config';
import { useEffect, useRef, useState } from 'react';
import { focusLost } from '../../../lib/focus-lost';
import { useAuthFormSwitch } from '../hooks/useAuthFormSwitch';
import { staffEmailDomain, useSession } from '../../../lib/session';
import { takeRefusedSignIn } from '../refused-sign-in';
import type { ProtectedArea } from '../guard';
import { sameSiteRedirect } from '../redirect';
import { CreateAccountForm } from './CreateAccountForm';
import { EmailPasswordForm } from './EmailPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignedInPanel } from './SignedInPanel';

const AREA_COPY: Record<ProtectedArea, { name: string; title: string; home: string; subtitle: string }> = {
  ops: { name: 'Ops', title: 'Sign in to Ops', home: '/ops', subtitle: 'The Soundbites console for staff.' },
  nova: { name: 'Nova', title: 'Sign in to Nova', home: '/nova', subtitle: 'The Soundbites listener app, in beta for staff.' },
};

type Mode = 'sign-in' | 'create-account' | 'reset-password';

/** The heading says what the form does now; the area's name only matters for signing in. */
export function signInHeading(area: ProtectedArea, mode: Mode): string {
  if (mode === 'create-account') return 'Create an account';
  if (mode === 'reset-password') return 'Reset your password';
  return AREA_COPY[area].title;
}

interface SignInPageProps {
  area: ProtectedArea;
  redirect: string | undefined;
}

export function SignInPage({ area, redirect }: SignInPageProps) {
  const copy = AREA_COPY[area];
  const { user } = useSession();
  const navigate = useNavigate();
  const { mode, email, switched, switchTo } = useAuthFormSwitch<Mode>('sign-in');
  const target = sameSiteRedirect(redirect, copy.home);
  // The tab says what the form does now, as the heading does ("Create an account · Soundbites").
  const heading = user ? copy.title : signInHeading(area, mode);
  useEffect(() => {
    if (heading === copy.title) return;
    const shown = pageTitle(heading);
    document.title = shown;
    // Back to signing in, the page's own title returns; a page navigated to has set its own.
    return () => {
      if (document.title === shown) document.title = pageTitle(copy.title);
    };
  }, [heading, copy.title]);

  // Everyone is sent on and the guard decides, exactly as for any navigation: staff
  // proceed, anyone else is alerted, signed out and brought back here with ?redirect=,
  // and a public target such as /privacy simply opens.
  const continueTo = () => void navigate({ href: target, replace: true });

  // Signing in on this page (or in another tab while it shows the form) sends the visitor
  // on at once, with "Opening…" meanwhile. The "You are signed in as" panel is only for
  // someone who arrived already signed in: flashing it on the way out read as a stop.
  const [sawSignedOut, setSawSignedOut] = useState(!user);
  if (!user && !sawSignedOut) setSawSignedOut(true);
  const opening = user !== null && sawSignedOut;
  // Signed out by the guard (an account that is not staff): said here too, the alert being gone.
  const [refusedEmail, setRefusedEmail] = useState<string | null>(null);
  useEffect(() => {
    if (user) {
      setRefusedEmail(null);
      return;
    }
    const refused = takeRefusedSignIn();
    if (refused !== null) setRefusedEmail(refused);
  }, [user]);
  // The native alert, dismissed, leaves the focus on the page: it goes to Email, where signing in again starts.
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusedEmail === null) return;
    const timer = setTimeout(() => {
      if (focusLost()) card.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
    });
    return () => clearTimeout(timer);
  }, [refusedEmail]);
  useEffect(() => {
    if (opening) continueTo();
    // continueTo is remade each render; sending on once per sign-in is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opening]);

  return (
    <Stack align="center" py={{ base: 'md', sm: 'xl' }}>
      <Card withBorder radius="lg" padding="xl" w="100%" maw={420} shadow="sm" ref={card}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={26}>
              {heading}
            </Title>
            <Text c="dimmed" size="sm">
              {copy.subtitle}
            </Text>
          </Stack>
          {refusedEmail !== null && !user ? (
            <Alert color="orange" variant="light" title="Signed out">
              {refusedEmail || 'That account'} is not a staff account. {copy.name} is open to staff only for now: sign in with your @
              {staffEmailDomain()} address.
            </Alert>
          ) : null}
          {opening ? (
            <Group gap="sm" role="status">
              <Loader size="sm" />
              <Text>Signed in. Opening {copy.name}…</Text>
            </Group>
          ) : user ? (
            <SignedInPanel user={user} area={area} onContinue={continueTo} />
          ) : mode === 'sign-in' ? (
            <EmailPasswordForm
              onForgotPassword={(typed) => switchTo('reset-password', typed)}
              onCreateAccount={() => switchTo('create-account')}
              initialEmail={email}
              autoFocus={switched}
            />
          ) : mode === 'create-account' ? (
            <CreateAccountForm onBack={() => switchTo('sign-in')} staffArea={copy.name} />
          ) : (
            <ResetPasswordForm initialEmail={email} onBack={(typed) => switchTo('sign-in', typed)} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
