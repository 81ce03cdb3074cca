import { act, fireEvent, screen } from '@testing-library/react';
import { SCAN_VIBRATION } from '../../hooks';
import { renderWithProviders } from '../../testing';
import { SCAN_FLASH_MS } from '../ScanFlash';
import { ScanPipeline } from './ScanPipeline';
import { useScanner, type ScanHandler, type UseScannerOptions } from './use-scanner';

const camera = { onSuccess: null as null | ((text: string) => void) };
jest.mock('html5-qrcode', () => ({
  Html5QrcodeSupportedFormats: { QR_CODE: 0, CODE_39: 4, CODE_128: 5, EAN_13: 9 },
  Html5Qrcode: class {
    start(_c: unknown, _cfg: unknown, onSuccess: (text: string) => void) {
      camera.onSuccess = onSuccess;
      return Promise.resolve(null);
    }
    getState() {
      return 2;
    }
    stop() {
      return Promise.resolve();
    }
    clear() {}
  },
}));

function Screen(props: Partial<UseScannerOptions> & { onScan: ScanHandler }) {
  const scanner = useScanner(props);
  return (
    <div>
      <button type="button" onClick={() => scanner.open('camera', 'TAG')}>
        Open camera
      </button>
      <button type="button" onClick={() => scanner.open('typable')}>
        Type a code
      </button>
      <p>{scanner.last ? `Last: ${scanner.last.value} via ${scanner.last.source}` : 'Nothing scanned'}</p>
      <ScanPipeline scanner={scanner} />
    </div>
  );
}

function wedge(text: string, gapMs = 5) {
  for (const key of [...text, 'Enter']) {
    act(() => {
      jest.advanceTimersByTime(gapMs);
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });
  }
}

const flush = () => act(async () => {});
const flashKind = () => document.querySelector('[data-scan-flash]')?.getAttribute('data-scan-flash') ?? null;

describe('scan pipeline', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(navigator, { vibrate: jest.fn() });
  });
  afterEach(() => jest.useRealTimers());

  it('feeds camera, typed and keyboard-wedge scans, normalised, to the same handler', async () => {
    const onScan = jest.fn();
    renderWithProviders(<Screen onScan={onScan} />);

    wedge('tt000-a0001');
    await flush();
    expect(onScan).toHaveBeenLastCalledWith({ value: 'TT000A0001', raw: 'tt000-a0001', type: 'SCAN', source: 'wedge', scanId: expect.any(String) });

    fireEvent.click(screen.getByRole('button', { name: 'Open camera' }));
    act(() => jest.advanceTimersByTime(200));
    await flush();
    await flush();
    act(() => camera.onSuccess!('ctab 123'));
    await flush();
    expect(onScan).toHaveBeenLastCalledWith({ value: 'CTAB123', raw: 'ctab 123', type: 'TAG', source: 'camera', scanId: expect.any(String) });
    expect(screen.getByText('Last: CTAB123 via camera')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Type a code' }));
    act(() => jest.advanceTimersByTime(200));
    const field = screen.getByLabelText('Scan or type code');
    fireEvent.change(field, { target: { value: 'sgh12345678901123s' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await flush();
    expect(onScan).toHaveBeenLastCalledWith({
      value: 'SGH12345678901123S',
      raw: 'sgh12345678901123s',
      type: 'SCAN',
      source: 'typed',
      scanId: expect.any(String),
    });
    expect(onScan).toHaveBeenCalledTimes(3);
  });

  it('gives success feedback: vibration and a green flash that goes after 600 ms', async () => {
    renderWithProviders(<Screen onScan={() => ({ ok: true, message: 'Tote scanned' })} />);
    wedge('CTAB123');
    await flush();
    expect(navigator.vibrate).toHaveBeenLastCalledWith(SCAN_VIBRATION.success);
    expect(flashKind()).toBe('success');
    expect(screen.getByText('Tote scanned')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SCAN_FLASH_MS));
    expect(flashKind()).toBeNull();
  });

  it("refuses a repeat with the screen's duplicate text, a red flash and the error vibration", async () => {
    const onScan = jest.fn();
    renderWithProviders(<Screen onScan={onScan} duplicateMessage="Duplicate Scan." />);
    wedge('CTAB123');
    await flush();
    wedge('ctab123');
    await flush();
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Duplicate Scan.')).toBeInTheDocument();
    expect(flashKind()).toBe('error');
    expect(navigator.vibrate).toHaveBeenLastCalledWith(SCAN_VIBRATION.error);
  });

  it('turns a thrown error into an error toast', async () => {
    renderWithProviders(
      <Screen
        onScan={() => {
          throw new Error('CTAB999 not part of tote list');
        }}
      />,
    );
    wedge('CTAB999');
    await flush();
    expect(screen.getByText('CTAB999 not part of tote list')).toBeInTheDocument();
    expect(flashKind()).toBe('error');
  });

  it('does not take slow typing on the screen for a scan', async () => {
    const onScan = jest.fn();
    renderWithProviders(<Screen onScan={onScan} />);
    wedge('CTAB123', 150);
    await flush();
    expect(onScan).not.toHaveBeenCalled();
  });
});
