import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type AdminHub,
  type AdminZone,
  createAdminHubZone,
  deleteAdminHubTmsLinks,
  deleteAdminHubZone,
  getAdminHubs,
  getAdminHubTmsLinks,
  getAdminHubZones,
  type HubTmsLinksResponse,
  putAdminHubTmsLinks,
  setAdminHubPilot,
  updateAdminHub,
} from '@hub/shared/contracts';
import { demoUsers, mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { HubPage } from './hub-page';

// On a shared 2-core machine under load a first render (Mantine, a first transform) can pass testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

let server: MockServer;
afterEach(() => server.verify());

const blr: AdminHub = {
  hubOrgUnitId: 'HUB-BLR-01',
  hubName: 'Bengaluru Central Hub',
  city: 'Bengaluru',
  pilots: ['TOTE_IN_SCAN', 'TOTE_MERGING'],
  zoneCount: 3,
  userCount: 3,
};
const zone = (over: Partial<AdminZone>): AdminZone => ({
  zoneId: 'LM-BLR-01',
  zoneType: 'LM',
  qcStatus: 'QC_PENDING',
  routeName: null,
  itemCount: 0,
  toteCount: 0,
  fixed: false,
  ...over,
});
const rto = zone({ zoneId: 'RTO-ZONE', zoneType: 'RTO', qcStatus: 'QC_COMPLETE', fixed: true });
const lm1 = zone({ zoneId: 'LM-BLR-01', routeName: 'Koramangala', itemCount: 4, toteCount: 1, qcStatus: 'QC_FAILED' });
const staging = zone({ zoneId: 'STAGING-01', zoneType: 'STAGING' });
const DEFAULT_LINKS: HubTmsLinksResponse = {
  links: [
    { label: 'Inward dashboard', url: 'https://tms.example/inward?hub={hubId}' },
    { label: 'Trips', url: 'https://tms.example/trips/{hubId}' },
  ],
  inherited: true,
};

/** The hub's world, keyed on the endpoint contracts; `overrides` replace handlers. */
function world(...overrides: MockRoute[]) {
  let zones = [rto, lm1, staging];
  let hub = blr;
  server = mockEndpoints(
    on(getAdminHubs, () => ({ body: { hubs: [hub] } })),
    on(updateAdminHub, ({ body }) => ({ body: (hub = { ...hub, ...body }) })),
    on(setAdminHubPilot, ({ params, body }) => {
      const pilots = body.enabled ? [...hub.pilots, params.feature] : hub.pilots.filter((p) => p !== params.feature);
      hub = { ...hub, pilots };
      return { body: { pilots } };
    }),
    on(getAdminHubZones, () => ({ body: { zones } })),
    on(createAdminHubZone, ({ body }) => {
      const added = zone({ zoneId: body.zoneId, zoneType: body.zoneType, routeName: body.routeName ?? null });
      zones = [...zones, added];
      return { status: 201, body: added };
    }),
    on(deleteAdminHubZone, ({ params }) => {
      zones = zones.filter((z) => z.zoneId !== params.zoneId);
      return { body: { zones } };
    }),
    on(getAdminHubTmsLinks, () => ({ body: DEFAULT_LINKS })),
    ...overrides,
  );
}

const render = (route = '/admin/hubs/HUB-BLR-01', user = demoUsers.admin) => renderWithProviders(<HubPage />, { route, path: '/admin/hubs/:hubId', user });
const openTab = async (name: string) => {
  fireEvent.click(await screen.findByRole('tab', { name }));
  return screen.findByRole('tabpanel', { name });
};

describe('Hub page', () => {
  it('tells anyone but an admin or hub manager "You do not have permission to do this. Admin or Hub Manager role is required." and calls nothing', () => {
    world();
    render(undefined, demoUsers.supportTeam);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to do this. Admin or Hub Manager role is required.');
    expect(server.calls).toHaveLength(0);
  });

  it('says "Hub HUB-XYZ-09 not found" to an admin, and "You do not have access to hub HUB-XYZ-09." to a hub manager', async () => {
    world();
    const first = render('/admin/hubs/HUB-XYZ-09');
    expect(await screen.findByRole('alert')).toHaveTextContent('Hub HUB-XYZ-09 not found');
    first.unmount();
    render('/admin/hubs/HUB-XYZ-09', demoUsers.hubManager);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to hub HUB-XYZ-09.');
    expect(server.callsOf(getAdminHubZones)).toHaveLength(0);
  });

  it('shows the hub, and the details an admin saves (PUT name and city, "Hub saved.")', async () => {
    world();
    render();
    expect(await screen.findByRole('heading', { name: 'Bengaluru Central Hub', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('HUB-BLR-01 · Bengaluru')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Details' });
    const save = within(panel).getByRole('button', { name: 'Save details' });
    expect(save).toBeDisabled();
    fireEvent.change(within(panel).getByRole('textbox', { name: /Hub name/ }), { target: { value: 'Bengaluru Main Hub' } });
    fireEvent.click(save);
    expect(await screen.findByText('Hub saved.')).toBeInTheDocument();
    expect(server.callsOf(updateAdminHub).map((c) => [c.params, c.body])).toEqual([
      [{ hubId: 'HUB-BLR-01' }, { hubName: 'Bengaluru Main Hub', city: 'Bengaluru' }],
    ]);
    expect(await screen.findByRole('heading', { name: 'Bengaluru Main Hub', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Save details' })).toBeDisabled());
  });

  it("keeps a refusal of the details in the form, in the server's words", async () => {
    world(on(updateAdminHub, () => ({ status: 404, error: { message: 'Hub HUB-BLR-01 not found' } })));
    render();
    const panel = await screen.findByRole('tabpanel', { name: 'Details' });
    fireEvent.change(within(panel).getByRole('textbox', { name: /City/ }), { target: { value: 'Bangalore' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save details' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Hub HUB-BLR-01 not found');
  });

  it('shows a hub manager the details and pilots read only, saying who can change them', async () => {
    world();
    render(undefined, demoUsers.hubManager);
    const details = await screen.findByRole('tabpanel', { name: 'Details' });
    expect(within(details).queryByRole('textbox')).toBeNull();
    expect(details).toHaveTextContent('Hub name: Bengaluru Central Hub');
    expect(details).toHaveTextContent('City: Bengaluru');
    expect(details).toHaveTextContent('Only an admin can rename a hub or change its city.');
    const pilots = await openTab('Pilots');
    expect(pilots).toHaveTextContent('Only an admin can turn pilots on or off.');
    for (const s of within(pilots).getAllByRole('switch')) expect(s).toBeDisabled();
  });

  it('shows a switch per pilot with its label, on as the hub has them', async () => {
    world();
    render('/admin/hubs/HUB-BLR-01?tab=pilots');
    const panel = await screen.findByRole('tabpanel', { name: 'Pilots' });
    const switches = within(panel).getAllByRole('switch');
    expect(switches.map((s) => [s.getAttribute('aria-label') ?? (s as HTMLInputElement).labels?.[0]?.textContent, (s as HTMLInputElement).checked])).toEqual([
      ['Continuous dispatch', false],
      ['Tote in-scan', true],
      ['Tote merging', true],
      ['Route batching', false],
      ['Dispatch shortfall', false],
    ]);
  });

  it('saves a pilot at once (PUT with enabled) and then shows what the server answered', async () => {
    world();
    render('/admin/hubs/HUB-BLR-01?tab=pilots');
    const panel = await screen.findByRole('tabpanel', { name: 'Pilots' });
    fireEvent.click(within(panel).getByRole('switch', { name: 'Tote merging' }));
    expect(await screen.findByText('Tote merging is off for HUB-BLR-01.')).toBeInTheDocument();
    expect(server.callsOf(setAdminHubPilot).map((c) => [c.params, c.body])).toEqual([[{ hubId: 'HUB-BLR-01', feature: 'TOTE_MERGING' }, { enabled: false }]]);
    await waitFor(() => expect(within(panel).getByRole('switch', { name: 'Tote merging' })).not.toBeChecked());
    expect(within(panel).getByRole('switch', { name: 'Tote in-scan' })).toBeChecked();
  });

  it("shows the server's state when it differs from what was asked (another admin's change won)", async () => {
    world(on(setAdminHubPilot, () => ({ body: { pilots: ['TOTE_IN_SCAN' as const] } })));
    render('/admin/hubs/HUB-BLR-01?tab=pilots');
    const panel = await screen.findByRole('tabpanel', { name: 'Pilots' });
    fireEvent.click(within(panel).getByRole('switch', { name: 'Route batching' }));
    expect(await screen.findByText('Route batching is off for HUB-BLR-01.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('switch', { name: 'Tote merging' })).not.toBeChecked());
    expect(within(panel).getByRole('switch', { name: 'Route batching' })).not.toBeChecked();
  });

  it('shows a refused pilot change beside its switch and leaves the switch as it was', async () => {
    world(on(setAdminHubPilot, () => ({ status: 403, error: { message: 'You do not have permission to do this. Admin role is required.' } })));
    render('/admin/hubs/HUB-BLR-01?tab=pilots');
    const panel = await screen.findByRole('tabpanel', { name: 'Pilots' });
    fireEvent.click(within(panel).getByRole('switch', { name: 'Dispatch shortfall' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('You do not have permission to do this. Admin role is required.');
    const sw = within(panel).getByRole('switch', { name: 'Dispatch shortfall' });
    expect(sw).not.toBeChecked();
    expect(sw).toHaveAccessibleDescription('You do not have permission to do this. Admin role is required.');
    expect(server.callsOf(setAdminHubPilot)[0]!.body).toEqual({ enabled: true });
  });

  it('lists the zones: type, QC status, what each holds, route; no Remove on a fixed zone', async () => {
    world();
    render('/admin/hubs/HUB-BLR-01?tab=zones');
    const panel = await screen.findByRole('tabpanel', { name: 'Zones' });
    const card = (id: string) => panel.querySelector(`[data-zone="${id}"]`) as HTMLElement;
    await waitFor(() => expect(card('RTO-ZONE')).not.toBeNull());
    for (const text of ['RTO-ZONE', 'RTO', 'Fixed', 'QC Completed', '0 items · 0 totes']) expect(card('RTO-ZONE')).toHaveTextContent(text);
    expect(within(card('RTO-ZONE')).queryByRole('button')).toBeNull();
    for (const text of ['LM-BLR-01', 'LM', 'QC Failed', '4 items · 1 tote', 'Route name: Koramangala']) expect(card('LM-BLR-01')).toHaveTextContent(text);
    expect(card('STAGING-01')).toHaveTextContent('QC Pending');
    expect(within(card('STAGING-01')).getByRole('button', { name: 'Remove STAGING-01' })).toBeInTheDocument();
  });

  it('says "This hub has no zones yet." when it has none, and "Failed to load the zones. Please try again." when the call fails', async () => {
    world(on(getAdminHubZones, () => ({ body: { zones: [] } })));
    const first = render('/admin/hubs/HUB-BLR-01?tab=zones');
    expect(await screen.findByText('This hub has no zones yet.')).toBeInTheDocument();
    first.unmount();
    world(on(getAdminHubZones, () => ({ status: 500, error: { message: 'boom' } })));
    render('/admin/hubs/HUB-BLR-01?tab=zones');
    expect(await screen.findByText('Failed to load the zones. Please try again.')).toBeInTheDocument();
  });

  it('adds an LM zone with its route (POST), says "Zone added." and lists it', async () => {
    world();
    render('/admin/hubs/HUB-BLR-01?tab=zones', demoUsers.hubManager);
    fireEvent.click(await screen.findByRole('button', { name: 'Add zone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add zone' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add zone' }));
    expect(await within(dialog).findByText('Zone id must be 1 to 40 capital letters, digits, dashes or underscores (e.g. LM-BLR-05).')).toBeInTheDocument();
    expect(server.callsOf(createAdminHubZone)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Zone id/ }), { target: { value: 'lm-blr-05' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Route name/ }), { target: { value: 'Indiranagar' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add zone' }));
    expect(await screen.findByText('Zone added.')).toBeInTheDocument();
    expect(server.callsOf(createAdminHubZone).map((c) => [c.params, c.body])).toEqual([
      [{ hubId: 'HUB-BLR-01' }, { zoneId: 'LM-BLR-05', zoneType: 'LM', routeName: 'Indiranagar' }],
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'Zones' });
    await waitFor(() => expect(panel.querySelector('[data-zone="LM-BLR-05"]')).not.toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Add zone' })).toBeNull();
  });

  it('shows "Zone STAGING-01 already exists at this hub." under the zone id', async () => {
    world(on(createAdminHubZone, () => ({ status: 409, error: { message: 'Zone STAGING-01 already exists at this hub.' } })));
    render('/admin/hubs/HUB-BLR-01?tab=zones');
    fireEvent.click(await screen.findByRole('button', { name: 'Add zone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add zone' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Zone id/ }), { target: { value: 'STAGING-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add zone' }));
    const idField = within(dialog).getByRole('textbox', { name: /Zone id/ });
    await waitFor(() => expect(idField).toHaveAttribute('aria-invalid', 'true'));
    expect(idField).toHaveAccessibleDescription(expect.stringContaining('Zone STAGING-01 already exists at this hub.'));
  });

  it('removes a zone after a confirm (DELETE), says "Zone removed." and shows the zones left', async () => {
    world();
    render('/admin/hubs/HUB-BLR-01?tab=zones');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove STAGING-01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove zone' });
    expect(dialog).toHaveTextContent('Remove zone STAGING-01 from HUB-BLR-01?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Zone removed.')).toBeInTheDocument();
    expect(server.callsOf(deleteAdminHubZone).map((c) => c.params)).toEqual([{ hubId: 'HUB-BLR-01', zoneId: 'STAGING-01' }]);
    const panel = screen.getByRole('tabpanel', { name: 'Zones' });
    await waitFor(() => expect(panel.querySelector('[data-zone="STAGING-01"]')).toBeNull());
    expect(panel.querySelector('[data-zone="LM-BLR-01"]')).not.toBeNull();
  });

  it("keeps a refused removal in the dialog in the server's words", async () => {
    const refusal = 'Zone LM-BLR-01 still holds 4 items. Move them before removing it.';
    world(on(deleteAdminHubZone, () => ({ status: 409, error: { message: refusal } })));
    render('/admin/hubs/HUB-BLR-01?tab=zones');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove LM-BLR-01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove zone' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByText('Zone removed.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove zone' })).toBeNull());
    expect(screen.getByRole('tabpanel', { name: 'Zones' }).querySelector('[data-zone="LM-BLR-01"]')).not.toBeNull();
  });

  it('shows the default TMS links a hub inherits; a hub manager cannot edit them', async () => {
    world();
    render('/admin/hubs/HUB-BLR-01?tab=tms', demoUsers.hubManager);
    const panel = await screen.findByRole('tabpanel', { name: 'TMS links' });
    expect(await within(panel).findByText('This hub uses the default links.')).toBeInTheDocument();
    const links = within(within(panel).getByRole('list', { name: 'TMS inward links' })).getAllByRole('listitem');
    expect(links.map((l) => l.textContent)).toEqual(['Inward dashboardhttps://tms.example/inward?hub={hubId}', 'Tripshttps://tms.example/trips/{hubId}']);
    expect(panel).toHaveTextContent('Only an admin can change the TMS inward links.');
    expect(within(panel).queryByRole('button', { name: 'Edit links' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Use default' })).toBeNull();
  });

  it('lets an admin edit the links from the default (PUT 1 to 10 rows), checked by the contract first', async () => {
    world(on(putAdminHubTmsLinks, ({ body }) => ({ body: { links: body.links, inherited: false } })));
    render('/admin/hubs/HUB-BLR-01?tab=tms');
    const panel = await screen.findByRole('tabpanel', { name: 'TMS links' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Edit links' }));
    expect(within(panel).getByRole('textbox', { name: 'Label of link 1' })).toHaveValue('Inward dashboard');
    fireEvent.change(within(panel).getByRole('textbox', { name: 'URL of link 2' }), { target: { value: 'tms.example/trips' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save links' }));
    expect(await within(panel).findByText('Link URL must be an absolute http(s) URL ({hubId} is replaced by the hub id).')).toBeInTheDocument();
    expect(server.callsOf(putAdminHubTmsLinks)).toHaveLength(0);
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove link 2' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Add link' }));
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Label of link 2' }), { target: { value: 'Returns' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'URL of link 2' }), { target: { value: 'https://tms.example/returns/{hubId}' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save links' }));
    expect(await screen.findByText('TMS inward links saved.')).toBeInTheDocument();
    expect(server.callsOf(putAdminHubTmsLinks).map((c) => c.body)).toEqual([
      {
        links: [
          { label: 'Inward dashboard', url: 'https://tms.example/inward?hub={hubId}' },
          { label: 'Returns', url: 'https://tms.example/returns/{hubId}' },
        ],
      },
    ]);
    expect(await within(panel).findByText('This hub has its own links.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Use default' })).toBeInTheDocument();
  });

  it('offers no more than 10 links and never fewer than one', async () => {
    world();
    render('/admin/hubs/HUB-BLR-01?tab=tms');
    const panel = await screen.findByRole('tabpanel', { name: 'TMS links' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Edit links' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove link 2' }));
    expect(within(panel).getByRole('button', { name: 'Remove link 1' })).toBeDisabled();
    const add = within(panel).getByRole('button', { name: 'Add link' });
    for (let i = 1; i < 10; i++) fireEvent.click(add);
    expect(within(panel).getAllByRole('textbox', { name: /^Label of link/ })).toHaveLength(10);
    expect(add).toBeDisabled();
  });

  it('goes back to the default links with "Use default" (DELETE)', async () => {
    world(
      on(getAdminHubTmsLinks, () => ({ body: { links: [{ label: 'Own', url: 'https://own.example/{hubId}' }], inherited: false } })),
      on(deleteAdminHubTmsLinks, () => ({ body: DEFAULT_LINKS })),
    );
    render('/admin/hubs/HUB-BLR-01?tab=tms');
    const panel = await screen.findByRole('tabpanel', { name: 'TMS links' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Use default' }));
    expect(await screen.findByText('TMS inward links reset to the default.')).toBeInTheDocument();
    expect(server.callsOf(deleteAdminHubTmsLinks).map((c) => c.params)).toEqual([{ hubId: 'HUB-BLR-01' }]);
    expect(await within(panel).findByText('This hub uses the default links.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Use default' })).toBeNull();
  });

  it('opens the tab the URL names and keeps the chosen tab in the URL', async () => {
    world();
    const { location } = render('/admin/hubs/HUB-BLR-01?tab=zones');
    expect(await screen.findByRole('tab', { name: 'Zones' })).toHaveAttribute('aria-selected', 'true');
    await openTab('Pilots');
    expect(location().search).toBe('?tab=pilots');
  });
});
