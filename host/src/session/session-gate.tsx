import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ApiError, getErrorMessage, getSessionInfoQueryOptions } from '@hub/shared/api';
import { useSessionStore } from '@hub/shared/hooks';
import { SignInPage } from './sign-in-page';

/** Reads the session on start: a loader until there is a non-empty user, the sign-in page without a session. */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useQuery(getSessionInfoQueryOptions());
  const user = useSessionStore((s) => s.user);
  const setUser = useSessionStore((s) => s.setUser);
  useEffect(() => setUser(session.data?.user ?? null), [session.data, setUser]);

  if (session.isError && session.error instanceof ApiError && session.error.status === 401) return <SignInPage />;
  if (session.isError) {
    return (
      <Center mih="100vh" p="md">
        <Stack>
          <Alert color="red" title="Could not read your session">{getErrorMessage(session.error)}</Alert>
          <Button h={44} onClick={() => void session.refetch()}>Retry</Button>
        </Stack>
      </Center>
    );
  }
  if (!user || !user.email) {
    return (
      <Center mih="100vh">
        <Loader aria-label="Loading session" />
      </Center>
    );
  }
  return children;
}
