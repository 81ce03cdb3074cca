import { act, fireEvent, screen, within } from '@testing-library/react';
import { type PsvTask, psvTaskStartedMessage, type Role, startPsvTask, TOTE_MESSAGES, TOTE_REFUSALS } from '@hub/shared/contracts';
import { mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { toast } from '@hub/shared/ui';
import { StartPsvTaskButton } from './start-psv-task-button';

const task: PsvTask = {
  psvTaskId: 'PSV-BLR-01-0005',
  state: 'CREATED',
  createdAt: new Date().toISOString(),
  totalAssetCount: 12,
  verifiedAssetCount: 0,
  pendingVerificationAssetCount: 12,
  lostAssetCount: 0,
};

let server: MockServer;
function world(...overrides: MockRoute[]) {
  server = mockEndpoints(
    on(startPsvTask, ({ params }) => ({ body: { message: psvTaskStartedMessage(`PSV-${params.hubId.slice(4)}-0005`, 12), task } })),
    ...overrides,
  );
}
beforeEach(() => world());
afterEach(() => act(() => toast.clean()));
afterEach(() => server.verify());
const render = (roles: Role[]) => renderWithProviders(<StartPsvTaskButton hubId="HUB-BLR-01" />, { roles });

/** Opens the confirmation and confirms. */
async function startFromDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Start PSV task' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Start a PSV task?')).toBeInTheDocument();
  expect(within(dialog).getByText(TOTE_MESSAGES.startPsvHint)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Start PSV task' }));
}

describe('Start PSV task', () => {
  it('starts the hub’s task after confirmation and says "PSV task {id} started with {n} totes."', async () => {
    render(['hubPsvManager']);
    await startFromDialog();
    expect(await screen.findByText('PSV task PSV-BLR-01-0005 started with 12 totes.')).toBeInTheDocument();
    const calls = server.calls.filter((c) => c.endpoint === startPsvTask);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.params).toEqual({ hubId: 'HUB-BLR-01' });
  });

  it('asks first: Cancel starts nothing', async () => {
    render(['hubPsvManager']);
    fireEvent.click(screen.getByRole('button', { name: 'Start PSV task' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.filter((c) => c.endpoint === startPsvTask)).toHaveLength(0);
  });

  it('shows the server’s refusal when a task is already open', async () => {
    world(on(startPsvTask, () => ({ status: 409, error: { message: TOTE_REFUSALS.psvTaskOpen } })));
    render(['hubManager']);
    await startFromDialog();
    expect(await screen.findByText('A PSV task is already open for this hub.')).toBeInTheDocument();
  });

  it('says "Failed to start the PSV task. Please try again." when the server says nothing readable', async () => {
    world(on(startPsvTask, () => ({ status: 503 })));
    render(['admin']);
    await startFromDialog();
    expect(await screen.findByText('Failed to start the PSV task. Please try again.')).toBeInTheDocument();
  });

  it.each([['hubPsvManager'], ['hubManager'], ['admin']] as Array<[Role]>)('is offered to %s', (role) => {
    render([role]);
    expect(screen.getByRole('button', { name: 'Start PSV task' })).toBeInTheDocument();
  });

  it.each([['hubExecutive'], ['hubPsvExecutive'], ['routingExecutive'], ['supportTeam']] as Array<[Role]>)('is not offered to %s', (role) => {
    render([role]);
    expect(screen.queryByRole('button', { name: 'Start PSV task' })).toBeNull();
  });
});
