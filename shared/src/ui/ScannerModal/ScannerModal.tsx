import { Modal as MantineModal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { MOBILE_BREAKPOINT_PX, MODAL_WIDTH, MODAL_WIDTH_MOBILE } from '../Modal/Modal';
import { TypableScanner } from '../TypableScanner';
import { CameraView, type CameraFormat } from './CameraView';

/** The scanner modal opens this long after it is asked to, ms (spec 000 §9). */
export const SCANNER_OPEN_DELAY_MS = 200;

/** After a camera scan with the modal still open, the camera restarts this much later, ms. */
export const CAMERA_RESCAN_DELAY_MS = 1000;

/** Camera scanner (with a typed fallback) or typable scanner only. */
export type ScannerVariant = 'camera' | 'typable';

export interface ScannerModalProps {
  /** Whether the scanner is requested open; required. */
  opened: boolean;
  /** Called on Escape, outside click or the close button; required. */
  onClose: () => void;
  /** Receives every raw scan (camera decode or typed text); required. */
  onScan: (raw: string, source: 'camera' | 'typed') => void;
  /** 'camera' shows the viewfinder plus a typed fallback, 'typable' only the field; default 'camera'. */
  variant?: ScannerVariant;
  /** Delay between the request and the modal showing, ms; default 200. */
  openDelayMs?: number;
  /** Modal title; default 'Scan'. */
  title?: string;
  /** Label of the typed field; default 'Scan or type code'. */
  label?: string;
  /** Camera formats; default QR_CODE, CODE_128, CODE_39, EAN_13. */
  formats?: readonly CameraFormat[];
}

/** The scanner modal: opens 200 ms after it is asked to; the camera library loads only once it is showing. */
export function ScannerModal({
  opened,
  onClose,
  onScan,
  variant = 'camera',
  openDelayMs = SCANNER_OPEN_DELAY_MS,
  title = 'Scan',
  label = 'Scan or type code',
  formats,
}: ScannerModalProps) {
  const [shown, setShown] = useState(false);
  // Bumped after a camera decode: remounting the view restarts the camera if the modal stays open.
  const [cameraSession, setCameraSession] = useState(0);
  const rescanTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (rescanTimer.current) clearTimeout(rescanTimer.current);
    },
    [],
  );
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, { getInitialValueInEffect: false });
  useEffect(() => {
    if (!opened) {
      setShown(false);
      return undefined;
    }
    const t = setTimeout(() => setShown(true), openDelayMs);
    return () => clearTimeout(t);
  }, [opened, openDelayMs]);

  return (
    <MantineModal
      opened={opened && shown}
      onClose={onClose}
      title={title}
      size={mobile ? MODAL_WIDTH_MOBILE : MODAL_WIDTH}
      centered
      data-scanner-modal={variant}
    >
      <Stack>
        {variant === 'camera' && opened && shown && (
          <CameraView
            key={cameraSession}
            formats={formats}
            onDecode={(text) => {
              onScan(text, 'camera');
              rescanTimer.current = setTimeout(() => setCameraSession((n) => n + 1), CAMERA_RESCAN_DELAY_MS);
            }}
          />
        )}
        <TypableScanner label={label} onSubmit={(raw) => onScan(raw, 'typed')} autoFocus={variant === 'typable'} />
      </Stack>
    </MantineModal>
  );
}
