import { act, fireEvent, screen, within } from '@testing-library/react';
import { closePsvTask, downloadPsvAssets, getPsvTasks, type PsvTask } from '@hub/shared/contracts';
import { mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { toast } from '@hub/shared/ui';
import { PsvTaskList } from './psv-task-list';

const today = new Date().toISOString();
const task = (over: Partial<PsvTask>): PsvTask => ({
  psvTaskId: 'PSV-BLR-0001',
  state: 'PROCESSING',
  createdAt: today,
  totalAssetCount: 12,
  verifiedAssetCount: 8,
  pendingVerificationAssetCount: 4,
  lostAssetCount: 0,
  ...over,
});

let server: MockServer;
let tasks: Record<string, PsvTask[]>;
function world(...overrides: MockRoute[]) {
  tasks = {
    PENDING: [task({}), task({ psvTaskId: 'PSV-BLR-0005', state: 'CREATED', pendingVerificationAssetCount: 0, verifiedAssetCount: 12 })],
    COMPLETED: [
      task({ psvTaskId: 'PSV-BLR-0003', state: 'PROCESSED', createdAt: '2026-11-01T10:00:00.000Z', pendingVerificationAssetCount: 0, lostAssetCount: 4 }),
    ],
  };
  server = mockEndpoints(
    on(getPsvTasks, ({ query }) => ({ body: { tasks: tasks[query.tab ?? 'PENDING'] ?? [] } })),
    on(closePsvTask, ({ params }) => {
      const t = tasks.PENDING!.find((x) => x.psvTaskId === params.id)!;
      const closed = { ...t, state: 'PROCESSED' as const, lostAssetCount: t.pendingVerificationAssetCount, pendingVerificationAssetCount: 0 };
      tasks.PENDING = tasks.PENDING!.filter((x) => x !== t);
      tasks.COMPLETED = [closed, ...tasks.COMPLETED!];
      return { body: { successful: true as const, message: `Task id ${params.id} closed successfully.`, task: closed } };
    }),
    ...overrides,
  );
}
beforeEach(() => world());
afterEach(() => act(() => toast.clean()));
afterEach(() => server.verify());
const render = () => renderWithProviders(<PsvTaskList hubId="HUB-BLR-01" onOpen={() => undefined} />, { roles: ['hubPsvManager'] });

describe('PSV task list (managers)', () => {
  it("shows each pending task's id, state, 'Today, ' date and counts, with the close text the pending count asks for", async () => {
    render();
    const card = await screen.findByTestId('psv-task-PSV-BLR-0001');
    expect(within(card).getByText('PROCESSING')).toBeInTheDocument();
    expect(within(card).getByText(/^Today, /)).toBeInTheDocument();
    expect(within(card).getByTestId('count-Pending')).toHaveTextContent('4');
    expect(within(card).getByText('4 totes are still pending verification')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Close Task & Mark Remaining as Lost' })).toBeInTheDocument();
    const done = screen.getByTestId('psv-task-PSV-BLR-0005');
    expect(within(done).getByRole('button', { name: 'Close Task' })).toBeInTheDocument();
    expect(within(done).queryByText(/pending verification/)).toBeNull();
  });

  it('closes a task after confirmation: "Task id {id} closed successfully." and the task moves to Completed', async () => {
    render();
    const card = await screen.findByTestId('psv-task-PSV-BLR-0001');
    fireEvent.click(within(card).getByRole('button', { name: 'Close Task & Mark Remaining as Lost' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close Task & Mark Remaining as Lost' }));
    expect(await screen.findByText('Task id PSV-BLR-0001 closed successfully.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.endpoint === closePsvTask)).toHaveLength(1);
    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    const closed = await screen.findByTestId('psv-task-PSV-BLR-0001');
    expect(within(closed).getByTestId('count-Lost')).toHaveTextContent('4');
    expect(within(closed).queryByRole('button', { name: /Close Task/ })).toBeNull();
  });

  it('says "Failed to close task. Please try again." when the close fails without a server message', async () => {
    world(on(closePsvTask, () => ({ status: 503 })));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Close Task & Mark Remaining as Lost' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close Task & Mark Remaining as Lost' }));
    expect(await screen.findByText('Failed to close task. Please try again.')).toBeInTheDocument();
  });

  it('says "Failed to download data. Please try again." when the download fails', async () => {
    world(on(downloadPsvAssets, () => ({ status: 500 })));
    render();
    const card = await screen.findByTestId('psv-task-PSV-BLR-0001');
    fireEvent.click(within(card).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Failed to download data. Please try again.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.endpoint === downloadPsvAssets)).toHaveLength(1);
  });

  it('shows "No records found." for an empty tab and "Failed to load data. Please refresh the page." on a failure', async () => {
    world(on(getPsvTasks, ({ query }) => (query.tab === 'COMPLETED' ? { status: 500 } : { body: { tasks: [] } })));
    render();
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText('Failed to load data. Please refresh the page.')).toBeInTheDocument();
  });
});
