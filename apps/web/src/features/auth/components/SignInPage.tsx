import { Card, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { isStaffUser, useSession } from '../../../lib/session';
import type { ProtectedArea } from '../guard';
import { sameSiteRedirect } from '../redirect';
import { CreateAccountForm } from './CreateAccountForm';
import { EmailPasswordForm } from './EmailPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignedInPanel } from './SignedInPanel';

const AREA_COPY: Record<ProtectedArea, { title: string; home: string; subtitle: string }> = {
  ops: { title: 'Sign in to Ops', home: '/ops', subtitle: 'The Soundbites console for staff.' },
  nova: { title: 'Sign in to Nova', home: '/nova', subtitle: 'The Soundbites listener app, in beta for staff.' },
};

type Mode = 'sign-in' | 'create-account' | 'reset-password';

interface SignInPageProps {
  area: ProtectedArea;
  redirect: string | undefined;
}

export function SignInPage({ area, redirect }: SignInPageProps) {
  const copy = AREA_COPY[area];
  const { user } = useSession();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('sign-in');
  const target = sameSiteRedirect(redirect, copy.home);

  const continueAs = (signedIn: User) => {
    // Non-staff stay here and see who they are; sending them on would only trip the guard.
    if (isStaffUser(signedIn)) void navigate({ href: target, replace: true });
  };

  return (
    <Stack align="center" py={{ base: 'md', sm: 'xl' }}>
      <Card withBorder radius="lg" padding="xl" w="100%" maw={420} shadow="sm">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={26}>
              {copy.title}
            </Title>
            <Text c="dimmed" size="sm">
              {copy.subtitle}
            </Text>
          </Stack>
          {user ? (
            <SignedInPanel user={user} area={area} onContinue={() => continueAs(user)} />
          ) : mode === 'sign-in' ? (
            <EmailPasswordForm
              onSignedIn={continueAs}
              onForgotPassword={() => setMode('reset-password')}
              onCreateAccount={() => setMode('create-account')}
            />
          ) : mode === 'create-account' ? (
            <CreateAccountForm onCreated={continueAs} onBack={() => setMode('sign-in')} />
          ) : (
            <ResetPasswordForm onBack={() => setMode('sign-in')} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
