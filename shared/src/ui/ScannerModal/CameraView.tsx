import { Alert, Box, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { Html5Qrcode } from 'html5-qrcode';

/** Barcode formats the camera scanner decodes (names of html5-qrcode's Html5QrcodeSupportedFormats). */
export type CameraFormat = 'QR_CODE' | 'CODE_128' | 'CODE_39' | 'EAN_13' | 'DATA_MATRIX';

/** Default formats: QR codes and the 1D codes printed on totes and shipments. */
export const DEFAULT_CAMERA_FORMATS: readonly CameraFormat[] = ['QR_CODE', 'CODE_128', 'CODE_39', 'EAN_13'];

export interface CameraViewProps {
  /** Called with the decoded text of the first code seen; the camera stops right after; required. */
  onDecode: (text: string) => void;
  /** Formats to decode; default DEFAULT_CAMERA_FORMATS. */
  formats?: readonly CameraFormat[];
  /** Frames decoded per second; default 10. */
  fps?: number;
}

// html5-qrcode scanning state (Html5QrcodeScannerState.SCANNING / PAUSED); read as numbers so the library's
// runtime is never imported statically: it weighs ~107 kB gzip and must load only when a camera opens.
const SCANNING = 2;
const PAUSED = 3;

async function stopQuietly(scanner: Html5Qrcode | null) {
  if (!scanner) return;
  try {
    const state = scanner.getState() as number;
    if (state === SCANNING || state === PAUSED) await scanner.stop();
    scanner.clear();
  } catch {
    // Stopping a camera that is already gone is not an error worth showing.
  }
}

/** Live camera viewfinder decoding codes with html5-qrcode (loaded by dynamic import on mount). */
export function CameraView({ onDecode, formats = DEFAULT_CAMERA_FORMATS, fps = 10 }: CameraViewProps) {
  const elementId = `camera-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [status, setStatus] = useState<'loading' | 'scanning' | 'error'>('loading');
  const [error, setError] = useState<string | null>(null);
  const onDecodeRef = useRef(onDecode);
  useEffect(() => {
    onDecodeRef.current = onDecode;
  }, [onDecode]);
  const formatsKey = formats.join(',');

  useEffect(() => {
    let cancelled = false;
    let decoded = false;
    let scanner: Html5Qrcode | null = null;
    const started = (async () => {
      const lib = await import('html5-qrcode');
      if (cancelled) return;
      scanner = new lib.Html5Qrcode(elementId, {
        verbose: false,
        formatsToSupport: formatsKey.split(',').map((f) => lib.Html5QrcodeSupportedFormats[f as CameraFormat]),
      });
      await scanner.start(
        { facingMode: 'environment' },
        {
          fps,
          // The code must fit inside the box to decode; 70% of the shorter side keeps aiming easy on a phone.
          qrbox: (w: number, h: number) => {
            const side = Math.max(50, Math.floor(Math.min(w, h) * 0.7));
            return { width: side, height: side };
          },
        },
        (text: string) => {
          if (decoded || cancelled) return;
          // Stop after the first success, or the callback fires again on every frame.
          decoded = true;
          void stopQuietly(scanner);
          onDecodeRef.current(text);
        },
        () => undefined,
      );
      if (!cancelled) setStatus('scanning');
    })().catch((e: unknown) => {
      if (cancelled) return;
      setStatus('error');
      setError(e instanceof Error ? e.message || e.name : String(e));
    });
    return () => {
      cancelled = true;
      // Whether the start worked or failed, the camera is released once it settles.
      const stop = () => stopQuietly(scanner);
      void started.then(stop, stop);
    };
  }, [elementId, formatsKey, fps]);

  return (
    <Stack gap="xs">
      <Box id={elementId} data-camera-view={status} w="100%" mih={240} bg="dark.8" style={{ borderRadius: 8, overflow: 'hidden' }} />
      {status === 'loading' && (
        <Stack align="center" gap={4}>
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            Starting camera…
          </Text>
        </Stack>
      )}
      {status === 'error' && (
        <Alert color="red" title="Camera not available">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
