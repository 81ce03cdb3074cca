import { Box } from '@mantine/core';
import { type ScanFeedbackKind } from '../../hooks';

/** How long the flash stays on screen, ms. */
export const SCAN_FLASH_MS = 600;

export interface ScanFlashProps {
  /** The current flash (kind plus a key that changes per scan) or null for none; default null. */
  flash?: { kind: ScanFeedbackKind; key: number } | null;
}

/** A full-screen coloured frame that flashes green on a good scan and red on a refused one (never blocks taps). */
export function ScanFlash({ flash = null }: ScanFlashProps) {
  if (!flash) return null;
  const colour = flash.kind === 'success' ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-red-6)';
  return (
    <Box
      key={flash.key}
      data-scan-flash={flash.kind}
      aria-hidden
      pos="fixed"
      inset={0}
      style={{
        zIndex: 4000,
        pointerEvents: 'none',
        border: `8px solid ${colour}`,
        background: `color-mix(in srgb, ${colour} 18%, transparent)`,
      }}
    />
  );
}
