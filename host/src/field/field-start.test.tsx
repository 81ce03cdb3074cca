import { act, render, screen } from '@testing-library/react';
import { FIELD_DELAY_MS, FieldSlot } from './field-start';

// The field module stands in as a marker: these tests are about when the shell fetches it, not what it shows
// (field-status.test.tsx).
const mockLoaded = jest.fn();
jest.mock('./field-status', () => {
  mockLoaded();
  return { FieldStatus: () => <span>field module</span> };
});

afterEach(() => jest.restoreAllMocks());

describe('FieldSlot (what field conditions put on the shell start)', () => {
  it('fetches the field module only FIELD_DELAY_MS after the shell is shown, not with its first paint', async () => {
    jest.useFakeTimers();
    try {
      render(<FieldSlot />);
      act(() => void jest.advanceTimersByTime(FIELD_DELAY_MS - 1));
      expect(mockLoaded).not.toHaveBeenCalled();
      act(() => void jest.advanceTimersByTime(1));
    } finally {
      jest.useRealTimers();
    }
    expect(await screen.findByText('field module')).toBeInTheDocument();
    expect(mockLoaded).toHaveBeenCalledTimes(1);
  });

  it('shows it at once when the shell starts offline (the installed app opened without network)', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<FieldSlot />);
    expect(await screen.findByText('field module', {}, { timeout: FIELD_DELAY_MS / 4 })).toBeInTheDocument();
  });
});
