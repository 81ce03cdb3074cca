import { configure, screen } from '@testing-library/react';
import { getAdminAudit } from '@hub/shared/contracts';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { AuditList } from './audit-list';

configure({ asyncUtilTimeout: 5000 });
let server: MockServer;
afterEach(() => server.verify());

const entry = {
  id: 7,
  at: Date.UTC(2026, 10, 20),
  actorUserId: 'USR-A',
  actorEmail: 'admin@demo.hub',
  actorKind: 'USER' as const,
  hubOrgUnitId: null,
  operation: 'deactivateUser',
  idempotencyKey: null,
  itemId: null,
  entityType: 'user',
  entityId: 'USR-0001',
  action: 'deactivate',
  before: { deactivatedAt: null },
  after: { deactivatedAt: 1 },
};

describe('AuditList', () => {
  it('asks for the filters it is given, a page of `pageSize`, and without paging offers no "Load more" (a user\'s recent changes)', async () => {
    server = mockEndpoints(on(getAdminAudit, () => ({ body: { entries: [entry], nextBefore: 7 } })));
    renderWithProviders(<AuditList filters={{ entityType: 'user', entityId: 'USR-0001' }} pageSize={5} paged={false} />);
    expect(await screen.findByText('Deactivate')).toBeInTheDocument();
    expect(server.callsOf(getAdminAudit).map((c) => c.query)).toEqual([{ entityType: 'user', entityId: 'USR-0001', limit: 5 }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says its own empty text when given one', async () => {
    server = mockEndpoints(on(getAdminAudit, () => ({ body: { entries: [], nextBefore: null } })));
    renderWithProviders(<AuditList filters={{}} emptyText="No changes to this user yet." />);
    expect(await screen.findByText('No changes to this user yet.')).toBeInTheDocument();
  });
});
