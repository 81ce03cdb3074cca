import { notifications } from '@mantine/notifications';
import { getErrorMessage } from '../../api';

/** Toast durations (spec 000 §9, 001 §9): 3000 ms by default, 2 s for successes, 10 s for close errors. */
export const TOAST_DURATION = { default: 3000, success: 2000, closeError: 10000 } as const;

/** Options of one toast. */
export interface ToastOptions {
  /** How long the toast stays, ms; default 3000 (TOAST_DURATION.default). */
  duration?: number;
  /** Title line above the message; default none. */
  title?: string;
  /** Id, to replace or hide the toast later; default generated. */
  id?: string;
}

const COLOURS = { success: 'green', error: 'red', info: 'blue' } as const;

function show(kind: keyof typeof COLOURS, message: string, options: ToastOptions = {}): string {
  return notifications.show({
    id: options.id,
    title: options.title,
    message,
    color: COLOURS[kind],
    autoClose: options.duration ?? TOAST_DURATION.default,
    position: 'top-center',
    withBorder: true,
    // The close "x" is an icon: screen readers need its name.
    closeButtonProps: { 'aria-label': 'Close notification' },
    'data-toast': kind,
  });
}

/** Toasts at the top of the screen (the one Notifications outlet is mounted by AppProviders). */
export const toast = {
  /** A success toast; pass `{ duration: TOAST_DURATION.success }` for the spec's 2 s successes. */
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  /** An error toast; pass `{ duration: TOAST_DURATION.closeError }` for the 10 s close errors. */
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  /** An informational toast. */
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /** An error toast with the spec's error helper applied to a thrown error. */
  apiError: (error: unknown, options?: ToastOptions) => show('error', getErrorMessage(error), options),
  /** Hides one toast by id. */
  hide: (id: string) => notifications.hide(id),
  /** Hides every toast. */
  clean: () => notifications.clean(),
};

/** The query client's toast path (createQueryClient({ notify: toastNotifier })): mutation errors and successes. */
export const toastNotifier = {
  error: (message: string) => void toast.error(message),
  success: (message: string, durationMs: number) => void toast.success(message, { duration: durationMs }),
};
