import { expect, type Page } from '@playwright/test';

/** A demo account (the API seeds these in demo mode; common.md "Demo world facts"). */
export interface DemoAccount {
  email: string;
  name: string;
  role: string;
}

/** Every demo account, by role. */
export const DEMO_ACCOUNTS = {
  hubManager: { email: 'hub.manager@demo.hub', name: 'Asha Rao', role: 'hubManager' },
  hubExecutive: { email: 'hub.exec@demo.hub', name: 'Vikram Singh', role: 'hubExecutive' },
  hubPsvManager: { email: 'psv.manager@demo.hub', name: 'Priya Nair', role: 'hubPsvManager' },
  hubPsvExecutive: { email: 'psv.exec@demo.hub', name: 'Rahul Verma', role: 'hubPsvExecutive' },
  admin: { email: 'admin@demo.hub', name: 'Neha Kapoor', role: 'admin' },
  supportTeam: { email: 'l1@demo.hub', name: 'Arjun Mehta', role: 'supportTeam' },
  routingExecutive: { email: 'routing@demo.hub', name: 'Kavya Iyer', role: 'routingExecutive' },
} as const satisfies Record<string, DemoAccount>;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;

/** The demo hubs. */
export const HUBS = {
  blr: { id: 'HUB-BLR-01', name: 'Bengaluru Central Hub' },
  hyd: { id: 'HUB-HYD-02', name: 'Hyderabad East Hub' },
  pun: { id: 'HUB-PUN-03', name: 'Pune West Hub' },
} as const;

/** App URL under the default mount: appPath('/hubs') -> "/console/hubs". */
export const appPath = (p: string) => `/console${p.startsWith('/') ? p : `/${p}`}`;

/**
 * Signs in through the API (fast path for specs that are not about sign-in): the session cookie lands in the
 * page's context, then the page opens `path`.
 */
export async function signInAs(page: Page, role: DemoRole, path = '/hubs'): Promise<void> {
  const res = await page.request.post('/logistics/api/auth/demo-login', {
    data: { email: DEMO_ACCOUNTS[role].email },
    headers: { 'x-hub-console': '1' },
  });
  expect(res.ok(), `demo login as ${role}: ${res.status()}`).toBeTruthy();
  await page.goto(appPath(path));
}

/** Signs in the way a person does: the sign-in page's demo account button. */
export async function signInThroughPage(page: Page, role: DemoRole, path = '/hubs'): Promise<void> {
  await page.goto(appPath(path));
  await page.getByRole('button', { name: new RegExp(DEMO_ACCOUNTS[role].name) }).click();
}

/** Opens the navigation drawer. */
export async function openDrawer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open navigation' }).click();
}
