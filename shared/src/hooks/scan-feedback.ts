/** Outcome of one scan as the user perceives it. */
export type ScanFeedbackKind = 'success' | 'error';

/** Tones of the two outcomes: a short high beep for success, a low double buzz for errors. */
export const SCAN_TONES: Record<ScanFeedbackKind, { frequency: number; type: OscillatorType; beeps: number; beepMs: number }> = {
  success: { frequency: 1320, type: 'sine', beeps: 1, beepMs: 120 },
  error: { frequency: 220, type: 'square', beeps: 2, beepMs: 160 },
};

/** Vibration patterns (ms) of the two outcomes. */
export const SCAN_VIBRATION: Record<ScanFeedbackKind, number | number[]> = {
  success: 80,
  error: [120, 80, 120],
};

let audioContext: AudioContext | null = null;

function getAudioContext(): AudioContext | null {
  const Ctor =
    typeof window === 'undefined' ? undefined : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  audioContext ??= new Ctor();
  // Browsers create the context suspended until a user gesture; a scan usually is one (key press, tap).
  if (audioContext.state === 'suspended') void audioContext.resume().catch(() => undefined);
  return audioContext;
}

/** Plays the outcome's tone through WebAudio; silent where WebAudio is missing. */
export function playScanTone(kind: ScanFeedbackKind): void {
  const ctx = getAudioContext();
  if (!ctx) return;
  const tone = SCAN_TONES[kind];
  const gap = 0.06;
  for (let i = 0; i < tone.beeps; i += 1) {
    const start = ctx.currentTime + i * (tone.beepMs / 1000 + gap);
    const end = start + tone.beepMs / 1000;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = tone.type;
    osc.frequency.value = tone.frequency;
    gain.gain.setValueAtTime(0.2, start);
    gain.gain.exponentialRampToValueAtTime(0.001, end);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(end);
  }
}

/** Vibrates with the outcome's pattern where the device can. */
export function vibrateScan(kind: ScanFeedbackKind): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(SCAN_VIBRATION[kind]);
}

/** Tone plus vibration for one scan (the visible flash is the ScanFlash component's job). */
export function scanFeedback(kind: ScanFeedbackKind): void {
  try {
    playScanTone(kind);
  } catch {
    // Audio is a nicety; a blocked or broken audio stack must never break scanning.
  }
  vibrateScan(kind);
}
