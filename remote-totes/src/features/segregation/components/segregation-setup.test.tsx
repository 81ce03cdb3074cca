import { act, fireEvent, screen, within } from '@testing-library/react';
import { detagToteFromZone, getSegregationZones, getTaggedTotes, startSegregationSession, tagToteToZone, type TaggedTote } from '@hub/shared/contracts';
import { mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { toast } from '@hub/shared/ui';
import { SegregationSetup } from './segregation-setup';

let server: MockServer;
let tags: Record<string, TaggedTote[]>;
const tagged = (toteId: string, zoneId: string): TaggedTote => ({ toteId, zoneId, taggedBy: 'hub.exec@demo.hub', taggedAt: '2026-11-22T09:00:00.000Z' });
function world(...overrides: MockRoute[]) {
  tags = { 'LM-01': [tagged('TT000A0001', 'LM-01')], 'RTO-ZONE': [] };
  server = mockEndpoints(
    on(getSegregationZones, () => ({
      body: {
        zones: [
          { zoneId: 'LM-01', zoneType: 'LM' },
          { zoneId: 'RTO-ZONE', zoneType: 'RTO' },
        ],
      },
    })),
    on(startSegregationSession, () => ({ body: { sessionId: 'AbCdEfGhIjKlMnO', startedAt: '2026-11-23T00:00:00.000Z' } })),
    on(getTaggedTotes, ({ params }) => ({ body: { zoneId: params.zone, totes: tags[params.zone] ?? [] } })),
    on(tagToteToZone, ({ params }) => {
      tags[params.zone] = [tagged(params.tote, params.zone), ...(tags[params.zone] ?? [])];
      return { body: { successful: true as const, toteId: params.tote, zoneId: params.zone, movedFrom: null, alreadyTagged: false } };
    }),
    on(detagToteFromZone, ({ params }) => {
      tags[params.zone] = (tags[params.zone] ?? []).filter((t) => t.toteId !== params.tote);
      return { body: { successful: true as const, toteId: params.tote, zoneId: params.zone } };
    }),
    ...overrides,
  );
}
beforeEach(() => world());
afterEach(() => act(() => toast.clean()));
afterEach(() => server.verify());
const render = () => renderWithProviders(<SegregationSetup hubId="HUB-BLR-01" />);
const scan = async (value: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Scan zone or tote' });
  fireEvent.change(within(dialog).getByLabelText('Scan or type code'), { target: { value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
};

describe('Segregation setup', () => {
  it('records a 15-character session, switches zone when a zone name is scanned, and tags other scans to it', async () => {
    render();
    expect(await screen.findByTestId('segregation-session')).toHaveTextContent('AbCdEfGhIjKlMnO');
    await scan('rto zone');
    expect(await screen.findByText('Totes tagged to RTO-ZONE')).toBeInTheDocument();
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    await scan('TT000B0002');
    expect(await screen.findByText('TT000B0002 tagged to RTO-ZONE')).toBeInTheDocument();
    expect(await within(await screen.findByLabelText('Tagged totes')).findByText('TT000B0002')).toBeInTheDocument();
    const call = server.calls.find((c) => c.endpoint === tagToteToZone)!;
    expect(call.body).toEqual({ sessionId: 'AbCdEfGhIjKlMnO' });
  });

  it('refuses a tote scan before a zone is chosen, and removes (de-tags) a tagged tote', async () => {
    render();
    await screen.findByTestId('segregation-session');
    await scan('TT000B0003');
    expect(await screen.findByText('Choose a zone first')).toBeInTheDocument();
    await scan('LM-01');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove TT000A0001' }));
    expect(await screen.findByText('TT000A0001 removed from LM-01')).toBeInTheDocument();
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
  });

  it('shows the server refusal of a tag', async () => {
    world(on(tagToteToZone, ({ params }) => ({ status: 409, error: { message: `Asset ${params.tote} is not at this hub` } })));
    render();
    await screen.findByTestId('segregation-session');
    await scan('LM-01');
    await screen.findByText('Totes tagged to LM-01');
    await scan('TT000B0004');
    expect(await screen.findByText('Asset TT000B0004 is not at this hub')).toBeInTheDocument();
  });

  it('says "Something went wrong. Please refresh the page." when the zones cannot be loaded', async () => {
    world(on(getSegregationZones, () => ({ status: 500 })));
    render();
    expect(await screen.findByText('Something went wrong. Please refresh the page.')).toBeInTheDocument();
  });
});
