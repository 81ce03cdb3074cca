import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createQueryClient } from '@hub/shared/api';
import { SignInPage } from './sign-in-page';

let providers: Record<string, unknown> = { oidc: true, ldap: false, demo: false, demoAccounts: [] };
const ssoOnly = providers;

function renderPage() {
  return render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <SignInPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  providers = ssoOnly;
  // jsdom has no Response: the client only reads ok, status and text().
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(providers) })) as unknown as typeof fetch;
});

describe('SignInPage', () => {
  it('shows the single sign-on refusal the callback sent back and drops it from the URL', async () => {
    window.history.replaceState(null, '', '/console/hubs?signInError=Sign-in%20is%20limited%20to%20company%20accounts.');
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in refused');
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in is limited to company accounts.');
    expect(window.location.pathname + window.location.search).toBe('/console/hubs');
    // The next single sign-on try returns to the page without the old refusal.
    const sso = await screen.findByRole('link', { name: 'Sign in with company account' });
    expect(sso.getAttribute('href')).toBe('/logistics/api/auth/oidc/login?returnTo=%2Fconsole%2Fhubs');
  });

  it('shows no refusal on a plain visit', async () => {
    window.history.replaceState(null, '', '/console/hubs');
    renderPage();
    await screen.findByRole('link', { name: 'Sign in with company account' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists each demo account with the hubs it works in', async () => {
    providers = {
      oidc: false,
      ldap: false,
      demo: true,
      demoAccounts: [
        { name: 'Neha Kapoor', email: 'admin@demo.hub', roles: ['admin'], allHubs: true, hubs: [] },
        { name: 'Vikram Singh', email: 'hub.exec@demo.hub', roles: ['hubExecutive'], allHubs: false, hubs: ['HUB-BLR-01', 'HUB-PUN-03'] },
        { name: 'New Person', email: 'new@demo.hub', roles: [], allHubs: false, hubs: [] },
      ],
    };
    window.history.replaceState(null, '', '/console/hubs');
    renderPage();
    const hubs = await screen.findAllByTestId('demo-account-hubs');
    expect(hubs.map((h) => h.textContent)).toEqual(['All hubs', 'HUB-BLR-01, HUB-PUN-03', 'No hub yet']);
  });
});
