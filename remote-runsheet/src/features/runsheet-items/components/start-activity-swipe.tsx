import { type RunsheetActivity, RUNSHEET_MESSAGES as M } from '@hub/shared/contracts';
import { SlideToConfirm } from '@hub/shared/ui';
import { useStartActivity } from '../api/runsheet-item-writes';

export interface StartActivitySwipeProps {
  /** Runsheet to start; required. */
  runsheetId: string;
  /** Its activity status: the swipe shows only while NOT_STARTED; required. */
  status: RunsheetActivity;
}

/** "Start Runsheet Activity!" (spec 001 §2, §4): NOT_STARTED -> IN_PROGRESS; shown only while NOT_STARTED. */
export function StartActivitySwipe({ runsheetId, status }: StartActivitySwipeProps) {
  const start = useStartActivity();
  if (status !== 'NOT_STARTED') return null;
  return <SlideToConfirm label={M.startSwipe} ariaLabel={M.startSwipe} disabled={start.isPending} onConfirm={() => start.mutate(runsheetId)} />;
}
