import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createFieldExecutive,
  deactivateFieldExecutive,
  type FeListResponse,
  type FieldExecutive,
  type FieldExecutiveSummary,
  getFieldExecutive,
  getFieldExecutives,
  maskFieldExecutiveSummary,
  type Role,
  updateFieldExecutive,
  uploadFieldExecutiveFile,
} from '@hub/shared/contracts';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { toast } from '@hub/shared/ui';
import { FieldExecutiveListPage } from './field-executive-list-page';

const summary = (id: string, name: string, status: FieldExecutiveSummary['status'] = 'ACTIVE'): FieldExecutiveSummary => ({
  id,
  name,
  phoneNumber: '9876543210',
  panNumber: `PANXX${id.slice(-4)}Z`,
  status,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const full = (s: FieldExecutiveSummary): FieldExecutive => ({
  ...s,
  address: '12 MG Road, Bengaluru',
  panCardPhotoUrl: '/logistics/api/files/aaaaaaaaaaaaaaaaaaaaaaaa',
  addressProofType: 'VOTER_ID',
  addressProofPhotoUrl: '/logistics/api/files/bbbbbbbbbbbbbbbbbbbbbbbb',
  birthDate: '1990-01-01',
  currentActive: s.status === 'ACTIVE',
  deactivationReason: null,
  deactivatedBy: null,
  deactivatedAt: null,
  updatedAt: s.createdAt,
});

const ravi = summary('FE-00001111', 'Ravi Kumar');
const meena = summary('FE-00002222', 'Meena Das', 'DEACTIVATED');
const page = (items: FieldExecutiveSummary[], counts = { ALL: 2, ACTIVE: 1, DEACTIVATED: 1 }): FeListResponse => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  counts,
});

let server: MockServer;
let calls: MockServer['calls'];
/** The list answered from two FEs, as the server would: search over id/name/phone/PAN, status filter, counts. */
const listOf = on(getFieldExecutives, ({ query }) => {
  const search = (query.search ?? '').toLowerCase();
  const all = [ravi, meena].filter((f) => !search || [f.id, f.name, f.phoneNumber, f.panNumber].some((v) => v.toLowerCase().includes(search)));
  const items = all.filter((f) => query.status === 'ALL' || f.status === query.status);
  return {
    body: page(items, {
      ALL: all.length,
      ACTIVE: all.filter((f) => f.status === 'ACTIVE').length,
      DEACTIVATED: all.filter((f) => f.status === 'DEACTIVATED').length,
    }),
  };
});
const mock = (...routes: Parameters<typeof mockEndpoints>) => {
  server = mockEndpoints(...routes);
  calls = server.calls;
};
beforeEach(() =>
  mock(
    listOf,
    on(getFieldExecutive, () => ({ body: full(ravi) })),
    on(updateFieldExecutive, ({ body }) => ({
      body: { message: 'Field Executive updated successfully', data: { ...full(ravi), ...(body as Partial<FieldExecutive>) } },
    })),
    on(deactivateFieldExecutive, () => ({
      body: { message: 'Field Executive deactivated successfully', data: { ...full(ravi), status: 'DEACTIVATED' as const } },
    })),
  ),
);
// Every call matched a contract and every answer kept to it.
afterEach(() => server.verify());
afterEach(() => jest.useRealTimers());
// Toasts live in one global store: clear them so one test's toasts never queue another's.
afterEach(() => act(() => toast.clean()));

const render = () => renderWithProviders(<FieldExecutiveListPage />, { route: '/field-executives' });
const listCalls = () => server.callsOf(getFieldExecutives);

describe('Field Executive List', () => {
  it('shows the title, both area tabs, Add Field Executive, status tabs with counts and the six columns', async () => {
    render();
    expect(screen.getByRole('heading', { name: 'Field Executives' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Field Executive List' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Hub Management' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Field Executive' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by ID, name, phone or PAN number')).toBeInTheDocument();
    await screen.findByText('Ravi Kumar');
    for (const col of ['FE ID', 'Name', 'Phone Number', 'PAN Number', 'Status', 'Actions'])
      expect(screen.getByRole('columnheader', { name: col })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^ALL/ })).toHaveTextContent('ALL02');
    expect(screen.getByRole('tab', { name: /^ACTIVE/ })).toHaveTextContent('ACTIVE01');
    expect(screen.getByRole('tab', { name: /^DEACTIVATED/ })).toHaveTextContent('DEACTIVATED01');
  });

  it('offers Edit and Deactivate for active FEs only', async () => {
    render();
    const activeRow = (await screen.findByText('Ravi Kumar')).closest('tr')!;
    expect(within(activeRow).getByRole('button', { name: `Edit ${ravi.id}` })).toBeInTheDocument();
    expect(within(activeRow).getByRole('button', { name: `Deactivate ${ravi.id}` })).toBeInTheDocument();
    const deactivatedRow = screen.getByText('Meena Das').closest('tr')!;
    expect(within(deactivatedRow).queryByRole('button')).toBeNull();
  });

  it('searches 200 ms after the last keystroke, once, and shows "No field executives found." when nothing matches', async () => {
    render();
    await screen.findByText('Ravi Kumar');
    jest.useFakeTimers();
    const before = listCalls().length;
    const box = screen.getByPlaceholderText('Search by ID, name, phone or PAN number');
    fireEvent.change(box, { target: { value: 'zz' } });
    fireEvent.change(box, { target: { value: 'zzz' } });
    act(() => jest.advanceTimersByTime(199));
    expect(listCalls().length).toBe(before);
    act(() => jest.advanceTimersByTime(1));
    jest.useRealTimers();
    expect(await screen.findByText('No field executives found.')).toBeInTheDocument();
    const searched = listCalls().slice(before);
    expect(searched.map((c) => c.search.get('search'))).toEqual(['zzz']);
  });

  it('filters by status tab through the server', async () => {
    render();
    await screen.findByText('Ravi Kumar');
    fireEvent.click(screen.getByRole('tab', { name: /^DEACTIVATED/ }));
    await waitFor(() => expect(screen.queryByText('Ravi Kumar')).toBeNull());
    expect(screen.getByText('Meena Das')).toBeInTheDocument();
    expect(listCalls().at(-1)!.query.status).toBe('DEACTIVATED');
  });

  it('shows "Failed to load Field Executives. Please try again." when the list fails', async () => {
    mock(on(getFieldExecutives, () => ({ status: 500, error: { message: 'Something went wrong. Please re-try.' } })));
    render();
    expect((await screen.findAllByText('Failed to load Field Executives. Please try again.')).length).toBeGreaterThan(0);
  });
});

describe('deactivate', () => {
  it('confirms with the FE id and name, needs a reason of 10 characters after trimming, then sends it', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: `Deactivate ${ravi.id}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('deactivate-fe-id')).toHaveTextContent(ravi.id);
    expect(within(dialog).getByTestId('deactivate-fe-name')).toHaveTextContent('Ravi Kumar');
    const reason = within(dialog).getByLabelText(/Reason/);
    fireEvent.change(reason, { target: { value: '   short    ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText('Reason must be at least 10 characters')).toBeInTheDocument();
    expect(server.callsOf(deactivateFieldExecutive)).toHaveLength(0);
    fireEvent.change(reason, { target: { value: '  Left the company  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await screen.findByText('Field Executive deactivated successfully');
    expect(server.callsOf(deactivateFieldExecutive)[0]!.body).toEqual({ reason: 'Left the company' });
  });
  it('shows "An error occurred. Please try again." when deactivation fails without a server message', async () => {
    mock(
      on(getFieldExecutives, () => ({ body: page([ravi], { ALL: 1, ACTIVE: 1, DEACTIVATED: 0 }) })),
      on(deactivateFieldExecutive, () => ({ status: 502 })),
    );
    render();
    fireEvent.click(await screen.findByRole('button', { name: `Deactivate ${ravi.id}` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Left the company' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findAllByText('An error occurred. Please try again.')).length).toBeGreaterThan(0);
  });
});

describe('edit', () => {
  it('shows "No changes to update" for an unchanged save and sends only the changed phone', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${ravi.id}` }));
    const dialog = await screen.findByRole('dialog');
    const phone = await within(dialog).findByLabelText(/Phone Number/);
    expect(within(dialog).getByLabelText(/PAN Number/)).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findAllByText('No changes to update')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(phone, { target: { value: '81234 56789' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Field Executive updated successfully');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ phoneNumber: '8123456789' });
  });
});

describe('add', () => {
  it('shows every §5 message on an empty submit and sends nothing', async () => {
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Add Field Executive' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Address Proof Type/, { selector: 'input' })).toHaveValue('Voter ID');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Field Executive' }));
    for (const message of [
      'Name is required',
      'Enter valid Indian phone number',
      'Enter valid PAN number',
      'Address is required',
      'PAN card image is required',
      'Address proof document is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Ra' } });
    fireEvent.change(within(dialog).getByLabelText(/^Address/, { selector: 'textarea' }), { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Field Executive' }));
    expect(await within(dialog).findByText('Name must be at least 3 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Address must be at least 10 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('uploads both images, then onboards with the uploaded URLs and VOTER_ID', async () => {
    let uploads = 0;
    mock(
      on(getFieldExecutives, () => ({ body: page([]) })),
      on(uploadFieldExecutiveFile, () => ({
        body: { data: `/logistics/api/files/file${++uploads}xxxxxxxxxxxxxxxxxx`, message: 'File uploaded successfully', fileId: 'x' },
      })),
      on(createFieldExecutive, ({ body }) => ({
        body: { message: 'Field Executive added successfully', data: full({ ...ravi, ...body } as FieldExecutiveSummary) },
      })),
    );
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Add Field Executive' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Ravi Kumar' } });
    fireEvent.change(within(dialog).getByLabelText(/^Phone Number/), { target: { value: '9876543210' } });
    fireEvent.change(within(dialog).getByLabelText(/^PAN Number/), { target: { value: 'abcde1234f' } });
    fireEvent.change(within(dialog).getByLabelText(/^Address/, { selector: 'textarea' }), { target: { value: '12 MG Road, Bengaluru' } });
    const inputs = dialog.ownerDocument.querySelectorAll('input[type="file"]');
    expect(inputs).toHaveLength(2);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'pan.png', { type: 'image/png' });
    await act(async () => fireEvent.change(inputs[0]!, { target: { files: [png] } }));
    await act(async () => fireEvent.change(inputs[1]!, { target: { files: [new File(['x'], 'proof.jpg', { type: 'image/jpeg' })] } }));
    expect(server.callsOf(uploadFieldExecutiveFile).map((c) => c.query.purpose)).toEqual(['FE_PAN_CARD', 'FE_ADDRESS_PROOF']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Field Executive' }));
    await screen.findByText('Field Executive added successfully');
    expect(server.callsOf(createFieldExecutive)[0]!.body).toEqual({
      name: 'Ravi Kumar',
      phoneNumber: '9876543210',
      panNumber: 'ABCDE1234F',
      address: '12 MG Road, Bengaluru',
      panCardPhotoUrl: '/logistics/api/files/file1xxxxxxxxxxxxxxxxxx',
      addressProofType: 'VOTER_ID',
      addressProofPhotoUrl: '/logistics/api/files/file2xxxxxxxxxxxxxxxxxx',
      birthDate: '1990-01-01',
    });
  });

  it('refuses a gif or a file over 2097152 bytes before sending it', async () => {
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Add Field Executive' }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.ownerDocument.querySelectorAll('input[type="file"]')[0]!;
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 2097153 });
    await act(async () => fireEvent.change(input, { target: { files: [big] } }));
    expect(await within(dialog).findByText('File size should be less than 2MB')).toBeInTheDocument();
    await act(async () => fireEvent.change(input, { target: { files: [new File(['x'], 'anim.gif', { type: 'image/gif' })] } }));
    expect(await within(dialog).findByText('Please provide a single valid file')).toBeInTheDocument();
    expect(server.callsOf(uploadFieldExecutiveFile)).toHaveLength(0);
  });

  it('shows the server refusal "PAN number already exists"', async () => {
    mock(
      on(getFieldExecutives, () => ({ body: page([]) })),
      on(uploadFieldExecutiveFile, () => ({ body: { data: '/logistics/api/files/fffffffffffffffffffffffff', message: 'ok', fileId: 'f' } })),
      on(createFieldExecutive, () => ({ status: 409, error: { message: 'PAN number already exists' } })),
    );
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Add Field Executive' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Ravi Kumar' } });
    fireEvent.change(within(dialog).getByLabelText(/^Phone Number/), { target: { value: '9876543210' } });
    fireEvent.change(within(dialog).getByLabelText(/^PAN Number/), { target: { value: 'ABCDE1234F' } });
    fireEvent.change(within(dialog).getByLabelText(/^Address/, { selector: 'textarea' }), { target: { value: '12 MG Road, Bengaluru' } });
    for (const input of Array.from(dialog.ownerDocument.querySelectorAll('input[type="file"]'))) {
      await act(async () => fireEvent.change(input, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } }));
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Field Executive' }));
    expect((await screen.findAllByText('PAN number already exists')).length).toBeGreaterThan(0);
  });
});

// Least privilege on FE personal data (docs/adr/006): the server refuses writes and masks PAN and phone for every role
// but the hub manager; the screen hides what it would refuse and shows the values as they come.
describe('without the hub-manager flag', () => {
  const masked = [ravi, meena].map((f) => maskFieldExecutiveSummary(f));

  it.each<Role>(['supportTeam', 'admin', 'hubExecutive', 'hubPsvManager', 'hubPsvExecutive', 'routingExecutive'])(
    'shows %s the list with masked PAN and phone, and no Add Field Executive, Edit, Deactivate or Actions column',
    async (role) => {
      mock(on(getFieldExecutives, () => ({ body: page(masked) })));
      renderWithProviders(<FieldExecutiveListPage />, { route: '/field-executives', roles: [role] });
      const row = (await screen.findByText('Ravi Kumar')).closest('tr')!;
      expect(within(row).getByText('••••••111Z')).toBeInTheDocument();
      expect(within(row).getByText('••••••3210')).toBeInTheDocument();
      expect(screen.queryByText('9876543210')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Add Field Executive' })).toBeNull();
      expect(screen.queryByRole('button', { name: `Edit ${ravi.id}` })).toBeNull();
      expect(screen.queryByRole('button', { name: `Deactivate ${ravi.id}` })).toBeNull();
      expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
      for (const col of ['FE ID', 'Name', 'Phone Number', 'PAN Number', 'Status']) expect(screen.getByRole('columnheader', { name: col })).toBeInTheDocument();
    },
  );

  it('keeps every action for the hub manager', async () => {
    renderWithProviders(<FieldExecutiveListPage />, { route: '/field-executives', roles: ['hubManager'] });
    await screen.findByText('Ravi Kumar');
    expect(screen.getByRole('button', { name: 'Add Field Executive' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Edit ${ravi.id}` })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });
});
