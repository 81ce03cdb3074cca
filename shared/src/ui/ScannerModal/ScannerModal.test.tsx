import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { SCANNER_OPEN_DELAY_MS, ScannerModal } from './ScannerModal';

const camera = { loaded: false, start: jest.fn(), stop: jest.fn(), onSuccess: null as null | ((text: string) => void), formats: [] as unknown[] };

jest.mock('html5-qrcode', () => {
  camera.loaded = true;
  return {
    Html5QrcodeSupportedFormats: { QR_CODE: 0, CODE_39: 4, CODE_128: 5, EAN_13: 9, DATA_MATRIX: 2 },
    Html5Qrcode: class {
      state = 1;
      constructor(_id: string, config: { formatsToSupport: unknown[] }) {
        camera.formats = config.formatsToSupport;
      }
      start(_c: unknown, _cfg: unknown, onSuccess: (text: string) => void) {
        camera.start();
        camera.onSuccess = onSuccess;
        this.state = 2;
        return Promise.resolve(null);
      }
      getState() {
        return this.state;
      }
      stop() {
        camera.stop();
        this.state = 1;
        return Promise.resolve();
      }
      clear() {}
    },
  };
});

const flushPromises = () => act(async () => {});

describe('ScannerModal', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    camera.start.mockReset();
    camera.stop.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('opens 200 ms after it is asked to, and loads the camera library only then', async () => {
    expect(SCANNER_OPEN_DELAY_MS).toBe(200);
    renderWithProviders(<ScannerModal opened onClose={() => {}} onScan={() => {}} title="Scan tote" />);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByText('Scan tote')).not.toBeInTheDocument();
    expect(camera.loaded).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Scan tote')).toBeInTheDocument();
    await flushPromises();
    await flushPromises();
    expect(camera.loaded).toBe(true);
    expect(camera.start).toHaveBeenCalledTimes(1);
    expect(camera.formats).toEqual([0, 5, 4, 9]);
  });

  it('hands the first decoded text to onScan and stops the camera', async () => {
    const onScan = jest.fn();
    renderWithProviders(<ScannerModal opened onClose={() => {}} onScan={onScan} />);
    act(() => jest.advanceTimersByTime(SCANNER_OPEN_DELAY_MS));
    await flushPromises();
    await flushPromises();
    act(() => {
      camera.onSuccess!('TT000A0001');
      camera.onSuccess!('TT000A0001');
    });
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onScan).toHaveBeenCalledWith('TT000A0001', 'camera');
    await flushPromises();
    expect(camera.stop).toHaveBeenCalled();
  });

  it('has a typable variant whose field is focused and submits with Enter', () => {
    const onScan = jest.fn();
    renderWithProviders(<ScannerModal opened variant="typable" onClose={() => {}} onScan={onScan} label="Scan Tote Barcode" />);
    act(() => jest.advanceTimersByTime(SCANNER_OPEN_DELAY_MS));
    const field = screen.getByLabelText('Scan Tote Barcode');
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: 'ct-ab123' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onScan).toHaveBeenCalledWith('ct-ab123', 'typed');
    expect(camera.start).not.toHaveBeenCalled();
  });

  it('opens after the caller-given delay', () => {
    renderWithProviders(<ScannerModal opened openDelayMs={0} variant="typable" onClose={() => {}} onScan={() => {}} title="Now" />);
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByText('Now')).toBeInTheDocument();
  });
});
