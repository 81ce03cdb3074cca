import { scanFeedback, SCAN_TONES, SCAN_VIBRATION } from './scan-feedback';

describe('scan feedback', () => {
  const created: { type: string; frequency: number }[] = [];
  beforeAll(() => {
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      createOscillator() {
        const osc = { type: 'sine', frequency: { value: 0 }, connect: (n: unknown) => n, start: jest.fn(), stop: jest.fn() };
        created.push(osc as unknown as { type: string; frequency: number });
        return osc;
      }
      createGain() {
        return { gain: { setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() }, connect: (n: unknown) => n };
      }
      resume() {
        return Promise.resolve();
      }
    }
    Object.assign(window, { AudioContext: FakeAudioContext });
    Object.assign(navigator, { vibrate: jest.fn() });
  });

  it('plays distinct success and error tones and vibrates with distinct patterns', () => {
    scanFeedback('success');
    expect(created).toHaveLength(1);
    expect((created[0] as unknown as { frequency: { value: number } }).frequency.value).toBe(SCAN_TONES.success.frequency);
    expect(navigator.vibrate).toHaveBeenLastCalledWith(SCAN_VIBRATION.success);
    scanFeedback('error');
    expect(created).toHaveLength(3);
    expect((created[1] as unknown as { frequency: { value: number } }).frequency.value).toBe(SCAN_TONES.error.frequency);
    expect(navigator.vibrate).toHaveBeenLastCalledWith(SCAN_VIBRATION.error);
    expect(SCAN_TONES.success.frequency).not.toBe(SCAN_TONES.error.frequency);
  });
});
