import { DateSelector } from '@hub/shared/ui';

/** The shared DateSelector, opened at once (its own chunk: the date control swaps it in on the first tap). */
export function DateSelectorOpen() {
  return <DateSelector defaultOpened />;
}
