import { Alert, Anchor, Button, Center, Divider, Loader, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { callEndpoint, endpointMutationFn, getErrorMessage, platformKeys } from '@hub/shared/api';
import { demoLogin, describeHubs, endpointUrl, getAuthProviders, ldapLogin, ldapLoginBodySchema, oidcLogin } from '@hub/shared/contracts';
import { authKeys } from './keys';

/** GET /auth/providers. */
const getProvidersQueryOptions = () => ({
  queryKey: authKeys.providers(),
  queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(getAuthProviders, {}, { signal }),
});
const demoLoginFn = endpointMutationFn(demoLogin);
const ldapLoginFn = endpointMutationFn(ldapLogin);

/** Query parameter the single sign-on callback uses to send a refusal back (api/src/areas/auth/oidc.ts). */
export const SIGN_IN_ERROR_PARAM = 'signInError';

/** Reads a single sign-on refusal from the URL once and drops it, so a reload or the next SSO try starts clean. */
function takeSignInError(): string | null {
  const url = new URL(window.location.href);
  const message = url.searchParams.get(SIGN_IN_ERROR_PARAM);
  if (message === null) return null;
  url.searchParams.delete(SIGN_IN_ERROR_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return message || 'Sign-in was refused.';
}

/** Sign-in: single sign-on, the enterprise directory, and (in demo mode) the demo accounts. */
export function SignInPage() {
  const [ssoError] = useState(takeSignInError);
  const queryClient = useQueryClient();
  const providers = useQuery(getProvidersQueryOptions());
  const signedIn = () => queryClient.resetQueries({ queryKey: platformKeys.session.all });
  const demo = useMutation({
    mutationFn: (email: string) => demoLoginFn({ body: { email } }),
    onSuccess: signedIn,
  });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const ldap = useMutation({
    mutationFn: (body: { username: string; password: string }) => ldapLoginFn({ body }),
    onSuccess: signedIn,
  });
  const submitLdap = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ldapLoginBodySchema.safeParse({ username, password });
    if (!parsed.success) return setFormError(parsed.error.issues[0]?.message ?? 'Check the form');
    setFormError(null);
    ldap.mutate(parsed.data);
  };
  const returnTo = window.location.pathname + window.location.search;

  return (
    <Center component="main" mih="100vh" p="md">
      <Paper w="100%" maw={420} p="lg" withBorder>
        <Stack gap="md">
          <Title order={1} size="h2">
            Sign in to Hub Console
          </Title>
          {ssoError && (
            <Alert color="red" title="Sign-in refused" role="alert">
              {ssoError}
            </Alert>
          )}
          {providers.isLoading && <Loader role="status" aria-label="Loading sign-in options" />}
          {providers.isError && <Alert color="red">{getErrorMessage(providers.error)}</Alert>}
          {providers.data?.oidc && (
            <Button component="a" href={endpointUrl(oidcLogin, { query: { returnTo } })} h={48}>
              Sign in with company account
            </Button>
          )}
          {providers.data?.ldap && (
            <form onSubmit={submitLdap} aria-label="Directory sign-in">
              <Stack gap="sm">
                <Divider label="Enterprise directory" labelPosition="center" />
                <TextInput label="Username" autoComplete="username" value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
                <PasswordInput label="Password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
                {(formError || ldap.isError) && (
                  <Text c="red" size="sm">
                    {formError ?? getErrorMessage(ldap.error)}
                  </Text>
                )}
                <Button type="submit" variant="outline" h={48} loading={ldap.isPending}>
                  Sign in with directory
                </Button>
              </Stack>
            </form>
          )}
          {providers.data?.demo && (
            <Stack gap="xs" aria-label="Demo accounts">
              <Divider label="Demo accounts" labelPosition="center" />
              {providers.data.demoAccounts.map((a) => (
                <Button
                  key={a.email}
                  variant="light"
                  h="auto"
                  mih={56}
                  py={6}
                  justify="flex-start"
                  loading={demo.isPending && demo.variables === a.email}
                  onClick={() => demo.mutate(a.email)}
                  data-email={a.email}
                >
                  <Stack gap={0} align="flex-start">
                    <Text fw={600} size="sm">
                      {a.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {a.email} · {a.roles.join(', ')}
                    </Text>
                    <Text size="xs" c="dimmed" data-testid="demo-account-hubs">
                      {describeHubs(a)}
                    </Text>
                  </Stack>
                </Button>
              ))}
              {demo.isError && (
                <Text c="red" size="sm">
                  {getErrorMessage(demo.error)}
                </Text>
              )}
            </Stack>
          )}
          {providers.data && !providers.data.oidc && !providers.data.ldap && !providers.data.demo && (
            <Text>
              No sign-in method is configured on this server. <Anchor href="mailto:">Contact support.</Anchor>
            </Text>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
