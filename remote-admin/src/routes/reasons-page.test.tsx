import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ADMIN_REASON_MESSAGES,
  ADMIN_REASON_REFUSALS,
  type AdminReasonList,
  getAdminReasonLists,
  putAdminReasonList,
  REASON_LIST_KEYS,
  REASON_LISTS,
} from '@hub/shared/contracts';
import { demoUsers, mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { ReasonsPage } from './reasons-page';

// On a shared 2-core machine under load a first render (Mantine, a first transform) can pass testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

let server: MockServer;
afterEach(() => server.verify());

const seeded = (): AdminReasonList[] =>
  REASON_LIST_KEYS.map((listKey) => ({
    listKey,
    fixedCodes: listKey === 'DISPATCH_SHORTFALL',
    inherited: listKey === 'CORRECTION',
    entries: REASON_LISTS[listKey].defaults.map((d) => ({ ...d, active: true })),
  }));

/** The admin's lists on the mock server; a save answers the list as sent. */
function world(...overrides: MockRoute[]) {
  let lists = seeded();
  server = mockEndpoints(
    on(getAdminReasonLists, () => ({ body: { lists } })),
    on(putAdminReasonList, ({ params, body }) => {
      const saved = { ...lists.find((l) => l.listKey === params.listKey)!, inherited: false, entries: body.entries };
      lists = lists.map((l) => (l.listKey === params.listKey ? saved : l));
      return { body: saved };
    }),
    ...overrides,
  );
}

const render = (user = demoUsers.admin) => renderWithProviders(<ReasonsPage />, { route: '/admin/reasons', path: '/admin/reasons', user });
const listNamed = async (title: string) => screen.findByRole('region', { name: title });

describe('Reason lists page', () => {
  it('tells anyone but an admin "You do not have permission to do this. Admin role is required." and calls nothing', () => {
    world();
    render(demoUsers.hubManager);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to do this. Admin role is required.');
    expect(server.calls).toHaveLength(0);
  });

  it('says the load failed in the server words', async () => {
    world(on(getAdminReasonLists, () => ({ status: 500, error: { message: 'Something went wrong. Please re-try.' } })));
    render();
    expect(await screen.findByText(ADMIN_REASON_MESSAGES.loadFailed)).toBeInTheDocument();
  });

  it('shows every list with its entries; the spec-fixed list takes no new entry, a list on its defaults says so', async () => {
    world();
    render();
    for (const key of REASON_LIST_KEYS) expect(await listNamed(REASON_LISTS[key].title)).toBeInTheDocument();
    const shortfall = await listNamed('Dispatch shortfall');
    expect(within(shortfall).getByText('Codes fixed by the spec')).toBeInTheDocument();
    expect(within(shortfall).getByRole('textbox', { name: 'Label of entry 1' })).toHaveValue('Product Not Found');
    expect(within(shortfall).getByText('Code: PRODUCT_NOT_FOUND')).toBeInTheDocument();
    expect(within(shortfall).queryByRole('button', { name: 'Add entry' })).toBeNull();
    const corrections = await listNamed('Corrections');
    expect(within(corrections).getByText('Defaults')).toBeInTheDocument();
    expect(within(corrections).getByRole('button', { name: 'Add entry' })).toBeInTheDocument();
    expect(within(corrections).getByRole('button', { name: 'Save list' })).toBeDisabled();
  });

  it('relabels, switches off and reorders a list; Save sends it in order and shows "Reason list saved."', async () => {
    world();
    render();
    const hold = await listNamed('Runsheet hold');
    fireEvent.change(within(hold).getByRole('textbox', { name: 'Label of entry 1' }), { target: { value: 'Cash short' } });
    fireEvent.click(within(hold).getByRole('switch', { name: 'Offer "Pending approval"' }));
    fireEvent.click(within(hold).getByRole('button', { name: 'Move "Vehicle breakdown" up' }));
    expect(within(hold).getByRole('button', { name: 'Move "Cash short" up' })).toBeDisabled();
    fireEvent.click(within(hold).getByRole('button', { name: 'Save list' }));
    expect(await screen.findByText(ADMIN_REASON_MESSAGES.listSaved)).toBeInTheDocument();
    expect(server.callsOf(putAdminReasonList).map((c) => [c.params, c.body])).toEqual([
      [
        { listKey: 'RUNSHEET_HOLD' },
        {
          entries: [
            { code: 'CASH_MISMATCH', label: 'Cash short', active: true },
            { code: 'DRIVER_UNAVAILABLE', label: 'Driver unavailable', active: true },
            { code: 'VEHICLE_BREAKDOWN', label: 'Vehicle breakdown', active: true },
            { code: 'PENDING_APPROVAL', label: 'Pending approval', active: false },
          ],
        },
      ],
    ]);
    // The list as the server answered it: nothing left to save.
    await waitFor(async () => expect(within(await listNamed('Runsheet hold')).getByRole('button', { name: 'Save list' })).toBeDisabled());
    expect(within(await listNamed('Runsheet hold')).getByRole('textbox', { name: 'Label of entry 1' })).toHaveValue('Cash short');
  });

  it('adds an entry to a free list with the code its label suggests (editable until saved), and removes an unsaved one', async () => {
    world();
    render();
    const corrections = await listNamed('Corrections');
    fireEvent.click(within(corrections).getByRole('button', { name: 'Add entry' }));
    fireEvent.change(within(corrections).getByRole('textbox', { name: 'Label of entry 6' }), { target: { value: 'Label missing' } });
    expect(within(corrections).getByRole('textbox', { name: 'Code of entry 6' })).toHaveValue('LABEL_MISSING');
    fireEvent.click(within(corrections).getByRole('button', { name: 'Add entry' }));
    fireEvent.change(within(corrections).getByRole('textbox', { name: 'Label of entry 7' }), { target: { value: 'Oops' } });
    fireEvent.click(within(corrections).getByRole('button', { name: 'Remove new entry "Oops"' }));
    expect(within(corrections).queryByRole('textbox', { name: 'Label of entry 7' })).toBeNull();
    fireEvent.change(within(corrections).getByRole('textbox', { name: 'Code of entry 6' }), { target: { value: 'no_label' } });
    fireEvent.click(within(corrections).getByRole('button', { name: 'Save list' }));
    await waitFor(() => expect(server.callsOf(putAdminReasonList)).toHaveLength(1));
    expect(server.callsOf(putAdminReasonList)[0]!.body.entries.at(-1)).toEqual({ code: 'NO_LABEL', label: 'Label missing', active: true });
    // Saved: the code is the entry's for good.
    await waitFor(async () => expect(within(await listNamed('Corrections')).getByText('Code: NO_LABEL')).toBeInTheDocument());
    expect(within(await listNamed('Corrections')).queryByRole('textbox', { name: 'Code of entry 6' })).toBeNull();
  });

  it("checks the list with the contract's words before sending (one entry stays offered), and Undo goes back", async () => {
    world();
    render();
    const crates = await listNamed('Missing crate');
    for (const label of ['Crate damaged', 'Crate lost', 'Left at buyer']) fireEvent.click(within(crates).getByRole('switch', { name: `Offer "${label}"` }));
    fireEvent.click(within(crates).getByRole('button', { name: 'Save list' }));
    expect(await within(crates).findByRole('alert')).toHaveTextContent(ADMIN_REASON_MESSAGES.oneActive);
    expect(server.callsOf(putAdminReasonList)).toHaveLength(0);
    fireEvent.click(within(crates).getByRole('button', { name: 'Undo changes' }));
    expect(within(crates).getByRole('switch', { name: 'Offer "Crate lost"' })).toBeChecked();
    expect(within(crates).queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal beside the list's Save", async () => {
    world(on(putAdminReasonList, () => ({ status: 400, error: { message: ADMIN_REASON_REFUSALS.fixedCodeRemoved('PRODUCT_DAMAGED') } })));
    render();
    const shortfall = await listNamed('Dispatch shortfall');
    fireEvent.change(within(shortfall).getByRole('textbox', { name: 'Label of entry 2' }), { target: { value: 'Damaged' } });
    fireEvent.click(within(shortfall).getByRole('button', { name: 'Save list' }));
    expect(await within(shortfall).findByRole('alert')).toHaveTextContent(ADMIN_REASON_REFUSALS.fixedCodeRemoved('PRODUCT_DAMAGED'));
  });
});
