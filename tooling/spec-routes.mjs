// Every route the product must serve: spec 000 §2 and 001 §2, plus the routes we chose where spec 002 §2 shows none.
// The union of the routes the remotes declare must be exactly this list (tooling/src/remote-contract/
// route-coverage.test.ts), and `pnpm release` / `pnpm promote` refuse a version that drops one of them
// (tooling/route-rules.mjs). A new screen of an area is one line here plus the screen in its remote's defineRemote.

/** @type {ReadonlyArray<{ path: string, spec: string }>} */
export const SPEC_ROUTES = [
  { path: '/hubs', spec: 'spec 000 §2' },
  { path: '/v2/hubs', spec: 'spec 000 §2' },
  ...[
    'dispatch',
    'inward',
    'toteInscan',
    'toteMerging',
    'routeBatchMgt',
    'zoneMovement',
    'segregationSetup',
    'qualityCheck',
    'zonesVisiblity',
    'zonesVisiblity/:zoneId',
    'tmsInward',
    'closeRunsheet',
    'toteManagement',
    'markOfd',
    'lm-generation',
  ].map((s) => ({ path: `/hubs/:hubId/${s}`, spec: 'spec 000 §2' })),
  ...['receiveTotes', 'psvTotes', 'sendTotes', 'troubleshootTotes', 'troubleshootIssues'].map((s) => ({
    path: `/hubs/:hubId/toteManagement/${s}`,
    spec: 'spec 000 §2, 001 §2',
  })),
  ...['inward', 'zoneMovement', 'segregationSetup'].map((s) => ({ path: `/v2/hubs/:hubId/${s}`, spec: 'spec 000 §2' })),
  // The item timeline (issue 34): the spec has no history screen; the route we chose (docs/areas/history.md).
  { path: '/hubs/:hubId/items/:itemId/history', spec: 'issue 34, route chosen for the item timeline' },
  // The Approve-distance page the close panel opens (001 §2 "Close panel"), served in the app (docs/areas/runsheet.md).
  { path: '/logistics/refStatusMap/:runsheetId/:hubId/mapbox', spec: 'spec 001 §2' },
  { path: '/field-executives', spec: 'spec 000 §2, 001 §2' },
  { path: '/field-executives/hub-management', spec: 'spec 000 §2, 001 §2' },
  { path: '/venus', spec: 'spec 000 §2, 002 §2' },
  { path: '/venus/timeline', spec: 'spec 000 §2, 002 §2' },
  // Spec 002 §2 shows no route for these screens: the routes we chose (remote-venus README).
  { path: '/venus/board', spec: 'spec 002 §2, route chosen for the delivery-ops board' },
  // Spec 002 §2 shows no route for the organisation (shop) view: ours (remote-org-support README).
  { path: '/orgs/:orgId', spec: 'spec 002 §2, route chosen for the org view' },
  // The administration area (issue 33) is not in the spec: the routes we chose (remote-admin README). The invite form
  // is /admin/users/new, served by the user screen (a user id is never "new"), so it is not a route of its own.
  ...['/admin/users', '/admin/users/:userId', '/admin/hubs', '/admin/hubs/:hubId', '/admin/reasons', '/admin/audit'].map((path) => ({
    path,
    spec: 'issue 33, route chosen for the admin area',
  })),
];
