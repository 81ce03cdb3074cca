import { type PilotFeature, PILOT_FEATURES, type Role } from '@hub/shared/contracts';

/** The three demo hubs every helper and e2e test relies on (docs: briefs "Demo world facts"). */
export const DEMO_HUBS: ReadonlyArray<{ hubOrgUnitId: string; hubName: string; city: string; pilots: readonly PilotFeature[] }> = [
  { hubOrgUnitId: 'HUB-BLR-01', hubName: 'Bengaluru Central Hub', city: 'Bengaluru', pilots: PILOT_FEATURES },
  { hubOrgUnitId: 'HUB-HYD-02', hubName: 'Hyderabad East Hub', city: 'Hyderabad', pilots: [] },
  { hubOrgUnitId: 'HUB-PUN-03', hubName: 'Pune West Hub', city: 'Pune', pilots: ['TOTE_IN_SCAN', 'DISPATCH_SHORTFALL'] },
];

const DEMO_HUB_IDS = DEMO_HUBS.map((h) => h.hubOrgUnitId);

/**
 * One demo account per role (issue 3 item 5); the demo sign-in accepts only these. `hubs`: where each works (hub
 * scoping, docs/adr/013): hub staff in the three demo hubs, granted hub by hub; admin and support in every hub,
 * granted explicitly. The sign-in page's demo list shows them.
 */
export const DEMO_USERS: ReadonlyArray<{ id: string; email: string; name: string; roles: readonly Role[]; hubs: 'all' | readonly string[] }> = [
  { id: 'USR-DEMO-HUB-MANAGER', email: 'hub.manager@demo.hub', name: 'Asha Rao', roles: ['hubManager'], hubs: DEMO_HUB_IDS },
  { id: 'USR-DEMO-HUB-EXEC', email: 'hub.exec@demo.hub', name: 'Vikram Singh', roles: ['hubExecutive'], hubs: DEMO_HUB_IDS },
  { id: 'USR-DEMO-PSV-MANAGER', email: 'psv.manager@demo.hub', name: 'Priya Nair', roles: ['hubPsvManager'], hubs: DEMO_HUB_IDS },
  { id: 'USR-DEMO-PSV-EXEC', email: 'psv.exec@demo.hub', name: 'Rahul Verma', roles: ['hubPsvExecutive'], hubs: DEMO_HUB_IDS },
  { id: 'USR-DEMO-ADMIN', email: 'admin@demo.hub', name: 'Neha Kapoor', roles: ['admin'], hubs: 'all' },
  { id: 'USR-DEMO-L1', email: 'l1@demo.hub', name: 'Arjun Mehta', roles: ['supportTeam'], hubs: 'all' },
  { id: 'USR-DEMO-ROUTING', email: 'routing@demo.hub', name: 'Kavya Iyer', roles: ['routingExecutive'], hubs: DEMO_HUB_IDS },
];

/** The OTP every demo drop point that needs one expects (a demo buyer gets no SMS; e2e and demos type it). */
export const DEMO_DROP_OTP = '4321';
