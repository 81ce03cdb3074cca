import { formatCardDate } from '@hub/shared/format';
import { PSV_COMPLETED_STATES, type PsvTask, pendingWarning, TOTE_MESSAGES } from '@hub/shared/contracts';

/** Close is offered only for CREATED or PROCESSING tasks (001 §4). */
export const canClose = (state: PsvTask['state']) => !(PSV_COMPLETED_STATES as readonly string[]).includes(state);

/** The Close button's text: "Close Task & Mark Remaining as Lost" while totes are pending, else "Close Task". */
export const closeButtonLabel = (pending: number) => (pending > 0 ? TOTE_MESSAGES.closeWithLost : TOTE_MESSAGES.close);

/** The warning beside Close: "{n} totes are still pending verification" (null when none are pending). */
export const closeWarning = (pending: number) => (pending > 0 ? pendingWarning(pending) : null);

/** A card's date: 'DD MMM YY', prefixed 'Today, ' when today (001 §9). */
export const taskDateLabel = (createdAt: string, now: number = Date.now()) => formatCardDate(createdAt, now);
