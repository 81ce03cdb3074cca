import { type PilotFeature, type Role, type SessionUser } from '../contracts';

const user = (name: string, email: string, roles: Role[]): SessionUser => ({ name, email, roles, profileImageUri: null });

/** The demo accounts the api seeds (docs: common demo world), keyed by their role. */
export const demoUsers = {
  hubManager: user('Asha Rao', 'hub.manager@demo.hub', ['hubManager']),
  hubExecutive: user('Vikram Singh', 'hub.exec@demo.hub', ['hubExecutive']),
  hubPsvManager: user('Priya Nair', 'psv.manager@demo.hub', ['hubPsvManager']),
  hubPsvExecutive: user('Rahul Verma', 'psv.exec@demo.hub', ['hubPsvExecutive']),
  admin: user('Neha Kapoor', 'admin@demo.hub', ['admin']),
  supportTeam: user('Arjun Mehta', 'l1@demo.hub', ['supportTeam']),
  routingExecutive: user('Kavya Iyer', 'routing@demo.hub', ['routingExecutive']),
} satisfies Record<Role, SessionUser>;

/** The demo hubs, sorted by hubName as GET /hub/hubNames returns them. */
export const demoHubs = [
  { hubOrgUnitId: 'HUB-BLR-01', hubName: 'Bengaluru Central Hub' },
  { hubOrgUnitId: 'HUB-HYD-02', hubName: 'Hyderabad East Hub' },
  { hubOrgUnitId: 'HUB-PUN-03', hubName: 'Pune West Hub' },
] as const;

/** Enabled pilots of each demo hub. */
export const demoHubPilots: Record<string, readonly PilotFeature[]> = {
  'HUB-BLR-01': ['CONTINUOUS_DISPATCH_ENABLED_HUBS', 'TOTE_IN_SCAN', 'TOTE_MERGING', 'DOUBLE_DISPATCH', 'DISPATCH_SHORTFALL'],
  'HUB-HYD-02': [],
  'HUB-PUN-03': ['TOTE_IN_SCAN', 'DISPATCH_SHORTFALL'],
};
