import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { actOnAlert, type Alert, deleteAlertComments, getAlert, resolveAlerts } from '@hub/shared/contracts';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { toast } from '@hub/shared/ui';
import { makeAlert } from '../../../testing/fixtures';
import { AlertReviewModal } from './alert-review-modal';

let server: MockServer;
let current: Alert;
function world(initial: Alert, fail?: { status: 409; message: string }) {
  current = initial;
  server = mockEndpoints(
    on(getAlert, () => ({ body: current })),
    on(resolveAlerts, ({ body }) => {
      if (fail) return { status: fail.status, error: { message: fail.message } };
      current = { ...current, review: body.comment, reviewPending: false, reviewedBy: 'hub.exec@demo.hub', reviewedAt: Date.now() };
      return { body: { message: body.edit ? 'Review updated' : 'Review submitted', alerts: [current] } };
    }),
    on(deleteAlertComments, () => {
      current = { ...current, review: null, reviewPending: true, reviewedBy: null, reviewedAt: null };
      return { body: { message: 'Review deleted', alerts: [current] } };
    }),
    on(actOnAlert, ({ body }) => {
      if (fail) return { status: fail.status, error: { message: fail.message } };
      current = { ...current, approvalState: body.action, reviewPending: false };
      return { body: { message: 'Alert approved', alerts: [current] } };
    }),
  );
}
afterEach(() => act(() => toast.clean()));
afterEach(() => server.verify());

describe('Alert Review modal', () => {
  it('shows the type’s details (QR_DISPUTE amount in rupees from paisa) and submits a review comment', async () => {
    world(makeAlert({ type: 'QR_DISPUTE', label: 'Qr dispute', properties: { qrDisputeProperties: { amountInPaisa: 123450, proofImageUrls: ['/p.svg'] } } }));
    renderWithProviders(<AlertReviewModal alertId="ALT-1" onClose={() => undefined} />);
    expect(await screen.findByText('₹1234.50')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Comment is required');
    expect(server.calls.filter((c) => c.endpoint === resolveAlerts)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Review comment'), { target: { value: 'Driver called' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Driver called')).toBeInTheDocument();
    expect(server.calls.find((c) => c.endpoint === resolveAlerts)!.body).toEqual({ alertIds: ['ALT-1'], comment: 'Driver called', edit: false });
  });

  it('edits an existing review (non-empty), then deletes it after confirmation', async () => {
    world(makeAlert({ review: 'First note', reviewPending: false, reviewedBy: 'hub.manager@demo.hub', reviewedAt: Date.now() }));
    renderWithProviders(<AlertReviewModal alertId="ALT-1" onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit review' }));
    fireEvent.change(screen.getByLabelText('Edit review comment'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Comment is required');
    fireEvent.change(screen.getByLabelText('Edit review comment'), { target: { value: 'Second note' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Second note', { selector: '[data-review-comment]' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete review' }));
    expect(server.calls.filter((c) => c.endpoint === resolveAlerts).at(-1)!.body).toEqual({ alertIds: ['ALT-1'], comment: 'Second note', edit: true });
    expect(server.calls.filter((c) => c.endpoint === deleteAlertComments)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('button', { name: 'Submit review' })).toBeInTheDocument();
    expect(server.calls.find((c) => c.endpoint === deleteAlertComments)!.body).toEqual({ alertIds: ['ALT-1'] });
  });

  it('shows "Error submitting alert review:" followed by the error', async () => {
    world(makeAlert(), { status: 409, message: 'This alert has already been reviewed' });
    renderWithProviders(<AlertReviewModal alertId="ALT-1" onClose={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('Review comment'), { target: { value: 'Late note' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error submitting alert review: This alert has already been reviewed');
  });

  it('approves a pending approval alert and closes', async () => {
    world(makeAlert({ approvalAlert: true, approvalState: 'PENDING' }));
    const onClose = jest.fn();
    renderWithProviders(<AlertReviewModal alertId="ALT-1" onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls.find((c) => c.endpoint === actOnAlert)!.body).toEqual({ alertId: 'ALT-1', action: 'APPROVED' });
  });

  it('shows "Error submitting alert action:" followed by the error, and stays open', async () => {
    world(makeAlert({ approvalAlert: true, approvalState: 'PENDING' }), { status: 409, message: 'This alert has already been rejected' });
    const onClose = jest.fn();
    renderWithProviders(<AlertReviewModal alertId="ALT-1" onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error submitting alert action: This alert has already been rejected');
    expect(onClose).not.toHaveBeenCalled();
  });
});
