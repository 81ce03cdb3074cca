import { Modal as MantineModal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode } from 'react';

/** Mobile breakpoint of the whole app, px (spec 002 §9). */
export const MOBILE_BREAKPOINT_PX = 480;
/** Modal width on larger screens. */
export const MODAL_WIDTH = '50vw';
/** Modal width at or below the mobile breakpoint. */
export const MODAL_WIDTH_MOBILE = '95vw';

/** True at or below the 480 px mobile breakpoint. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, { getInitialValueInEffect: false });
}

export interface ModalProps {
  /** Whether the modal shows; required. */
  opened: boolean;
  /** Called on Escape, a click outside or the close button; required. */
  onClose: () => void;
  /** Title line; default none. */
  title?: ReactNode;
  /** Content. */
  children?: ReactNode;
  /** Closes on Escape; default true. */
  closeOnEscape?: boolean;
  /** Closes on a click outside; default true. */
  closeOnClickOutside?: boolean;
  /** Shows the close button; default true. */
  withCloseButton?: boolean;
  /** Vertically centred; default true. */
  centered?: boolean;
}

/** The app's modal: closes on Escape or a click outside; 50vw wide, 95vw at 480 px or narrower. */
export function Modal({
  opened,
  onClose,
  title,
  children,
  closeOnEscape = true,
  closeOnClickOutside = true,
  withCloseButton = true,
  centered = true,
}: ModalProps) {
  const mobile = useIsMobile();
  return (
    <MantineModal
      opened={opened}
      onClose={onClose}
      title={title}
      size={mobile ? MODAL_WIDTH_MOBILE : MODAL_WIDTH}
      closeOnEscape={closeOnEscape}
      closeOnClickOutside={closeOnClickOutside}
      withCloseButton={withCloseButton}
      centered={centered}
      data-modal-width={mobile ? MODAL_WIDTH_MOBILE : MODAL_WIDTH}
    >
      {children}
    </MantineModal>
  );
}
