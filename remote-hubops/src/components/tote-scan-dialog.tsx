import { Stack, Text } from '@mantine/core';
import { Modal, ScanPipeline, type ScanEvent, type ScanOutcome, TypableScanner, useScanner } from '@hub/shared/ui';

export interface ToteScanDialogProps {
  /** Whether it shows (its scanner owns the hardware wedge while open); required. */
  opened: boolean;
  /** Title ("Scan tote for LM-BLR-01"); required. */
  title: string;
  /** Handles a scanned tote (normalised); resolve `{ ok: false, message }` to refuse it with a toast; required. */
  onScan: (toteId: string, scan: ScanEvent) => ScanOutcome | Promise<ScanOutcome>;
  /** Called on Cancel, Escape or a tap outside; required. */
  onClose: () => void;
  /** Line under the title; default none. */
  hint?: string;
}

/**
 * The tote-scan dialog of the item detail (spec 000 §2, "used for tagging"): a typable field a hardware scanner types
 * into, the camera, and the keyboard wedge while open; each scan goes to `onScan` with tone, flash and toast.
 */
export function ToteScanDialog({ opened, title, onScan, onClose, hint }: ToteScanDialogProps) {
  const scanner = useScanner({ listen: opened, onScan: (scan) => onScan(scan.value, scan) });
  return (
    <>
      <Modal opened={opened} onClose={onClose} title={title}>
        <Stack gap="sm" data-tote-scan-dialog>
          {hint && <Text size="sm">{hint}</Text>}
          <TypableScanner
            label="Tote ID"
            placeholder="Scan tote barcode"
            autoFocus
            onSubmit={(raw) => void scanner.submit(raw, { source: 'typed' })}
            onCameraClick={() => scanner.open('camera')}
          />
        </Stack>
      </Modal>
      <ScanPipeline scanner={scanner} title={title} />
    </>
  );
}
