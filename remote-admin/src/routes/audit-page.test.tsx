import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { AUDIT_MESSAGES, type AuditEntryView, exportAdminAudit, getAdminAudit, getHubNames } from '@hub/shared/contracts';
import { formatDateTime } from '@hub/shared/format';
import { demoHubs, demoUsers, mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { AuditPage } from './audit-page';

// On a shared 2-core machine under load a first render (Mantine, a first transform) can pass testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

let server: MockServer;
afterEach(() => server.verify());

const AT = Date.UTC(2026, 10, 20, 9, 30);
const entry = (id: number, over: Partial<AuditEntryView> = {}): AuditEntryView => ({
  id,
  at: AT - id * 60_000,
  actorUserId: 'USR-ADMIN',
  actorEmail: 'admin@demo.hub',
  actorKind: 'USER',
  hubOrgUnitId: 'HUB-BLR-01',
  operation: 'setUserRoles',
  idempotencyKey: null,
  entityType: 'user',
  entityId: 'USR-0001',
  itemId: null,
  action: 'grantRoles',
  before: { name: 'Ravi Kumar', roles: ['hubExecutive'] },
  after: { name: 'Ravi Kumar', roles: ['hubExecutive', 'hubManager'] },
  ...over,
});

/** The audit world: `pages` answered in turn by `before` (the first without it). */
function world(pages: Array<{ entries: AuditEntryView[]; nextBefore: number | null }>, ...overrides: MockRoute[]) {
  server = mockEndpoints(
    on(getHubNames, () => ({ body: { hubNames: demoHubs.map((h) => ({ ...h })) } })),
    on(getAdminAudit, ({ query }) => ({ body: query.before === undefined ? pages[0]! : pages.find((p) => p.entries[0] && p.entries[0].id < query.before!)! })),
    ...overrides,
  );
}
const render = (route = '/admin/audit', user = demoUsers.admin) => renderWithProviders(<AuditPage />, { route, path: '/admin/audit', user });
const queries = () => server.callsOf(getAdminAudit).map((c) => c.query);
const cards = () =>
  within(screen.getByRole('list', { name: 'Audit log' }))
    .getAllByRole('listitem')
    .filter((li) => li.hasAttribute('data-audit-entry'));

describe('Audit page', () => {
  it('tells anyone but an admin or hub manager "You do not have permission to do this. Admin or Hub Manager role is required." and calls nothing', () => {
    world([]);
    render(undefined, demoUsers.routingExecutive);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to do this. Admin or Hub Manager role is required.');
    expect(server.calls).toHaveLength(0);
  });

  it('shows each entry: action, entity, who, when, hub, and only the values that changed', async () => {
    world([
      {
        entries: [
          entry(2),
          entry(1, {
            actorUserId: null,
            actorEmail: null,
            actorKind: 'SYSTEM',
            operation: null,
            hubOrgUnitId: null,
            entityType: 'hub',
            entityId: 'HUB-PUN-03',
            action: 'create',
            before: null,
            after: { hubName: 'Pune West Hub', city: 'Pune' },
          }),
        ],
        nextBefore: null,
      },
    ]);
    render();
    await screen.findByRole('list', { name: 'Audit log' });
    const [first, second] = cards();
    expect(within(first!).getByText('Grant Roles')).toBeInTheDocument();
    expect(within(first!).getByText('user USR-0001')).toBeInTheDocument();
    expect(first!.querySelector('[data-byline]')).toHaveTextContent(`by admin@demo.hub · ${formatDateTime(entry(2).at)} · HUB-BLR-01`, {
      normalizeWhitespace: false,
    });
    expect(first!.querySelector('time')).toHaveAttribute('datetime', new Date(entry(2).at).toISOString());
    const changes = within(first!).getByRole('list', { name: 'Changes' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-change')),
    ).toEqual(['roles']);
    expect(changes).toHaveTextContent('Before: hubExecutive');
    expect(changes).toHaveTextContent('After: hubExecutive, hubManager');
    expect(first).not.toHaveTextContent('Ravi Kumar');
    expect(within(second!).getByText('Create')).toBeInTheDocument();
    expect(second!.querySelector('[data-byline]')!.textContent).toBe(`by System · ${formatDateTime(entry(1).at)}`);
    expect(within(second!).getByRole('list', { name: 'Changes' })).toHaveTextContent('hubNameBefore: —After: Pune West HubcityBefore: —After: Pune');
    expect(queries()).toEqual([{ limit: 50 }]);
  });

  it('says "No values changed." for an entry whose before and after are the same', async () => {
    world([{ entries: [entry(1, { action: 'signOutEverywhere', before: null, after: null })], nextBefore: null }]);
    render();
    await screen.findByRole('list', { name: 'Audit log' });
    expect(cards()[0]).toHaveTextContent('No values changed.');
  });

  it('loads older entries with "Load more" (before = the last page\'s nextBefore) until there are none', async () => {
    world([
      { entries: [entry(3), entry(2)], nextBefore: 2 },
      { entries: [entry(1)], nextBefore: null },
    ]);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards().map((c) => c.getAttribute('data-audit-entry'))).toEqual(['3', '2', '1']);
    expect(queries()).toEqual([{ limit: 50 }, { limit: 50, before: 2 }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says "No audit entries found." when nothing matches', async () => {
    world([{ entries: [], nextBefore: null }]);
    render();
    expect(await screen.findByText('No audit entries found.')).toBeInTheDocument();
  });

  it('shows a refusal in the server\'s words, else "Failed to load the audit log. Please try again."', async () => {
    world(
      [],
      on(getAdminAudit, () => ({ status: 403, error: { message: 'You do not have access to hub HUB-PUN-03.' } })),
    );
    const first = render('/admin/audit?hubId=HUB-PUN-03', demoUsers.hubManager);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to hub HUB-PUN-03.');
    first.unmount();
    world(
      [],
      on(getAdminAudit, () => ({ status: 502 })),
    );
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the audit log. Please try again.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('filters by what the URL names (a user\'s "Open in the audit log" link), whole local days', async () => {
    world([{ entries: [], nextBefore: null }]);
    render('/admin/audit?entityType=user&entityId=USR-0001&from=2026-11-01&to=2026-11-02');
    await screen.findByText('No audit entries found.');
    expect(queries()).toEqual([
      {
        entityType: 'user',
        entityId: 'USR-0001',
        from: dayjs('2026-11-01').startOf('day').valueOf(),
        to: dayjs('2026-11-02').endOf('day').valueOf(),
        limit: 50,
      },
    ]);
    expect(screen.getByRole('button', { name: 'Filters (4)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Entity type' })).toHaveValue('user');
    expect(screen.getByRole('textbox', { name: 'Entity id' })).toHaveValue('USR-0001');
  });

  it('applies the filters together (entity, user, hub, days picked on the calendars) and Clear drops them', async () => {
    world([{ entries: [], nextBefore: null }]);
    const { location } = render();
    await screen.findByText('No audit entries found.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Entity type' }), { target: { value: 'zone' } });
    fireEvent.change(screen.getByRole('textbox', { name: /User id/ }), { target: { value: 'USR-0002' } });
    fireEvent.click(screen.getByLabelText('Hub', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pune West Hub (HUB-PUN-03)' }));
    const month = dayjs().subtract(1, 'month');
    const pick = async (field: string, day: number) => {
      fireEvent.click(screen.getByRole('button', { name: field }));
      fireEvent.click(await screen.findByRole('button', { name: 'Previous month' }));
      fireEvent.click(await screen.findByRole('button', { name: month.date(day).format('D MMMM YYYY') }));
    };
    await pick('From', 2);
    await pick('To', 3);
    expect(queries()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(queries()).toHaveLength(2));
    expect(queries()[1]).toEqual({
      entityType: 'zone',
      actorUserId: 'USR-0002',
      hubId: 'HUB-PUN-03',
      from: month.date(2).startOf('day').valueOf(),
      to: month.date(3).endOf('day').valueOf(),
      limit: 50,
    });
    expect(new URLSearchParams(location().search).get('from')).toBe(month.date(2).format('YYYY-MM-DD'));
    expect(screen.getByRole('button', { name: 'Filters (5)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(queries().at(-1)).toEqual({ limit: 50 });
    expect(screen.getByRole('textbox', { name: 'Entity type' })).toHaveValue('');
  });

  it('refuses a From after To with "From must not be after To." and asks nothing', async () => {
    world([{ entries: [], nextBefore: null }]);
    render();
    await screen.findByText('No audit entries found.');
    const month = dayjs().subtract(1, 'month');
    const pick = async (field: string, day: number) => {
      fireEvent.click(screen.getByRole('button', { name: field }));
      fireEvent.click(await screen.findByRole('button', { name: 'Previous month' }));
      fireEvent.click(await screen.findByRole('button', { name: month.date(day).format('D MMMM YYYY') }));
    };
    await pick('To', 3);
    await pick('From', 5);
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('From must not be after To.')).toBeInTheDocument();
    expect(queries()).toHaveLength(1);
  });

  it('folds the filters behind "Filters" on a phone (390 px) and opens them on a tap', async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      world([{ entries: [], nextBefore: null }]);
      render('/admin/audit?entityType=hub');
      await screen.findByText('No audit entries found.');
      const toggle = screen.getByRole('button', { name: 'Filters (1)' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('button', { name: 'Apply filters' })).toBeNull();
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(await screen.findByRole('button', { name: 'Apply filters' })).toBeVisible();
    } finally {
      window.innerWidth = width;
    }
  });
  it('names a service account and the call and item of a row the database wrote, with its changed columns before and after', async () => {
    world([
      {
        entries: [
          entry(1, {
            actorUserId: 'USR-SVC-TMS',
            actorEmail: 'tms@integrations.hub',
            actorKind: 'SERVICE',
            operation: 'recordDispatchScan',
            idempotencyKey: 'key-1',
            entityType: 'item_associations',
            entityId: '17',
            itemId: 'ITEM-0001',
            action: 'update',
            before: { done_qty: 4, scanned_by: '(personal)' },
            after: { done_qty: 5, scanned_by: '(personal)' },
          }),
        ],
        nextBefore: null,
      },
    ]);
    render();
    await screen.findByRole('list', { name: 'Audit log' });
    const [card] = cards();
    expect(within(card!).getByText('Update')).toBeInTheDocument();
    expect(within(card!).getByText('item_associations 17')).toBeInTheDocument();
    expect(card!.querySelector('[data-byline]')!.textContent).toBe(`by Service account tms@integrations.hub · ${formatDateTime(entry(1).at)} · HUB-BLR-01`);
    expect(card!.querySelector('[data-context]')!.textContent).toBe('via recordDispatchScan · item ITEM-0001');
    const changes = within(card!).getByRole('list', { name: 'Changes' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['done_qtyBefore: 4After: 5']);
  });

  it('filters by item, operation and who made the change, from the URL and from the form', async () => {
    world([{ entries: [], nextBefore: null }]);
    const { location } = render('/admin/audit?itemId=ITEM-0001&operation=recordDispatchScan&actorKind=SERVICE');
    await screen.findByText('No audit entries found.');
    expect(queries()).toEqual([{ itemId: 'ITEM-0001', operation: 'recordDispatchScan', actorKind: 'SERVICE', limit: 50 }]);
    expect(screen.getByRole('textbox', { name: /Item id/ })).toHaveValue('ITEM-0001');
    expect(screen.getByRole('textbox', { name: /Operation/ })).toHaveValue('recordDispatchScan');
    fireEvent.change(screen.getByRole('textbox', { name: /Item id/ }), { target: { value: ' ITEM-0002 ' } });
    fireEvent.click(screen.getByLabelText('Made by', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'System' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(queries()).toHaveLength(2));
    expect(queries()[1]).toEqual({ itemId: 'ITEM-0002', operation: 'recordDispatchScan', actorKind: 'SYSTEM', limit: 50 });
    expect(location().search).toBe('?itemId=ITEM-0002&operation=recordDispatchScan&actorKind=SYSTEM');
  });

  describe('Export', () => {
    let saved: Array<{ name: string; href: string }>;
    let click: jest.SpyInstance;
    const urls = URL as unknown as { createObjectURL?: unknown; revokeObjectURL?: unknown };
    beforeEach(() => {
      saved = [];
      urls.createObjectURL = jest.fn(() => 'blob:audit');
      urls.revokeObjectURL = jest.fn();
      click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, href: this.href });
      });
    });
    afterEach(() => {
      click.mockRestore();
      delete urls.createObjectURL;
      delete urls.revokeObjectURL;
    });
    /** The mock server answers JSON; a file answer needs the Response's blob(). */
    const withBlobs = () => {
      const mocked = globalThis.fetch;
      globalThis.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
        const res = await mocked(...args);
        return Object.assign(res, { blob: async () => new Blob([await res.text()]) });
      });
    };
    const exportAs = async (item: 'Excel (.xlsx)' | 'CSV') => {
      fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: item }));
    };

    it("downloads the log with the filters applied, as Excel or CSV, under the export's file name", async () => {
      world(
        [{ entries: [], nextBefore: null }],
        on(exportAdminAudit, () => ({ body: 'Id,At (UTC)\r\n' })),
      );
      withBlobs();
      render('/admin/audit?entityType=items&itemId=ITEM-0001&hubId=HUB-BLR-01');
      await screen.findByText('No audit entries found.');
      await exportAs('CSV');
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]!.name).toMatch(/^audit-log-\d{8}-\d{4}\.csv$/);
      await exportAs('Excel (.xlsx)');
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(saved[1]!.name).toMatch(/^audit-log-\d{8}-\d{4}\.xlsx$/);
      expect(server.callsOf(exportAdminAudit).map((c) => c.query)).toEqual([
        { entityType: 'items', itemId: 'ITEM-0001', hubId: 'HUB-BLR-01', format: 'csv' },
        { entityType: 'items', itemId: 'ITEM-0001', hubId: 'HUB-BLR-01', format: 'xlsx' },
      ]);
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('is offered to a hub manager, and shows a refusal in the server\'s words ("More than 100,000 entries match. …")', async () => {
      world(
        [{ entries: [], nextBefore: null }],
        on(exportAdminAudit, () => ({ status: 400, error: { message: AUDIT_MESSAGES.exportTooLarge() } })),
      );
      render('/admin/audit', demoUsers.hubManager);
      await screen.findByText('No audit entries found.');
      await exportAs('CSV');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'More than 100,000 entries match. Narrow the filters (days, hub, entity or user) and export again.',
      );
      expect(saved).toEqual([]);
    });

    it('says "Export failed. Please try again." when the answer carries no words', async () => {
      world(
        [{ entries: [], nextBefore: null }],
        on(exportAdminAudit, () => ({ status: 502 })),
      );
      render();
      await screen.findByText('No audit entries found.');
      await exportAs('Excel (.xlsx)');
      expect(await screen.findByRole('alert')).toHaveTextContent('Export failed. Please try again.');
    });
  });
});
