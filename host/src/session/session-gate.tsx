import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect } from 'react';
import { ApiError, getErrorMessage, getSessionInfoQueryOptions } from '@hub/shared/api';
import { useSessionStore } from '@hub/shared/hooks';

// A signed-in start (the common one) never downloads the sign-in form.
const SignInPage = lazy(() => import('./sign-in-page').then((m) => ({ default: m.SignInPage })));

function SessionLoader() {
  return (
    <Center mih="100vh">
      <Loader role="status" aria-label="Loading session" />
    </Center>
  );
}

/** Reads the session on start: a loader until there is a non-empty user, the sign-in page without a session. */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useQuery(getSessionInfoQueryOptions());
  const user = useSessionStore((s) => s.user);
  const setUser = useSessionStore((s) => s.setUser);
  useEffect(() => setUser(session.data?.user ?? null), [session.data, setUser]);
  const signedIn = Boolean(user?.email);
  // The app mounts behind the session in a background (transition) render that React slices and can pause for
  // input, rather than in one long task when the session arrives (TBT, issue 11). Signing out is immediate.
  const mounted = useDeferredValue(signedIn);

  if (session.isError && session.error instanceof ApiError && session.error.status === 401) {
    return (
      <Suspense fallback={<SessionLoader />}>
        <SignInPage />
      </Suspense>
    );
  }
  if (session.isError) {
    return (
      <Center mih="100vh" p="md">
        <Stack>
          <Alert color="red" title="Could not read your session">
            {getErrorMessage(session.error)}
          </Alert>
          <Button h={44} onClick={() => void session.refetch()}>
            Retry
          </Button>
        </Stack>
      </Center>
    );
  }
  if (!signedIn || !mounted) return <SessionLoader />;
  return children;
}
