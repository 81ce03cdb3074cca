import { act, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { OUTBOX_EVENT } from '@hub/shared/outbox';
import { renderWithProviders } from '@hub/shared/testing';
import { FieldSlot, startField } from './field-start';

// Counts fetches of the marks' module (the chunk the shell's start must not load while nothing is to show).
const mockLoaded = jest.fn();
jest.mock('./field-status', () => {
  mockLoaded();
  return jest.requireActual('./field-status');
});

afterEach(() => act(() => onlineManager.setOnline(true)));

describe('FieldSlot (what field conditions put on the shell start)', () => {
  it('fetches nothing while online with an empty outbox; an outbox that holds writes (its event) fetches the marks', async () => {
    startField('', false);
    renderWithProviders(<FieldSlot />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(mockLoaded).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new CustomEvent(OUTBOX_EVENT, { detail: { owner: 'x', waiting: 1, refused: 0 } })));
    await waitFor(() => expect(mockLoaded).toHaveBeenCalledTimes(1));
  });

  it('the device going offline shows "Offline" in the slot', async () => {
    renderWithProviders(<FieldSlot />);
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
    act(() => {
      onlineManager.setOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText('Offline')).toBeInTheDocument();
  });
});
