import { ScanFlash } from '../ScanFlash';
import { ScannerModal, type CameraFormat } from '../ScannerModal';
import { type Scanner } from './use-scanner';

export interface ScanPipelineProps {
  /** The pipeline from useScanner; required. */
  scanner: Scanner;
  /** Scanner modal title; default 'Scan'. */
  title?: string;
  /** Label of the typed field in the modal; default 'Scan or type code'. */
  label?: string;
  /** Camera formats; default QR_CODE, CODE_128, CODE_39, EAN_13. */
  formats?: readonly CameraFormat[];
  /** Keeps the modal open after a scan (several scans in a row); default false. */
  keepOpen?: boolean;
}

/** Renders a pipeline's scanner modal (camera or typable) and its flash; the keyboard wedge needs nothing rendered. */
export function ScanPipeline({ scanner, title, label, formats, keepOpen = false }: ScanPipelineProps) {
  const { modal } = scanner;
  return (
    <>
      <ScannerModal
        opened={modal !== null}
        variant={modal?.variant ?? 'camera'}
        onClose={scanner.close}
        title={title}
        label={label}
        formats={formats}
        onScan={(raw, source) => {
          if (!keepOpen) scanner.close();
          void scanner.submit(raw, { source, type: modal?.type });
        }}
      />
      <ScanFlash flash={scanner.flash} />
    </>
  );
}
