import { Button } from '@mantine/core';
import { useState } from 'react';

/**
 * A long list rendered page by page (the brief: lists past ~100 rows virtualized or paged): the first `pageSize` rows,
 * "Show more" adds the next page, `reveal(index)` grows the page to include a row (a scanned card must be on screen),
 * and a new `resetKey` (search, filters) starts again at one page.
 */
export function usePaged<T>(list: readonly T[], pageSize: number, resetKey: string) {
  const [state, setState] = useState({ key: resetKey, shown: pageSize });
  const shown = state.key === resetKey ? state.shown : pageSize;
  const set = (next: number) => setState({ key: resetKey, shown: next });
  return {
    rows: list.slice(0, shown),
    /** Rows not rendered yet. */
    more: Math.max(0, list.length - shown),
    showMore: () => set(shown + pageSize),
    reveal: (index: number) => {
      if (index >= shown) set(Math.ceil((index + 1) / pageSize) * pageSize);
    },
  };
}

export interface ShowMoreProps {
  /** Rows not rendered yet; nothing shows at 0. Required. */
  more: number;
  /** Adds the next page; required. */
  onClick: () => void;
}

/** "Show more (N more)", 44 px high, as on the manifest list. */
export function ShowMore({ more, onClick }: ShowMoreProps) {
  if (more <= 0) return null;
  return (
    <Button variant="default" h={44} onClick={onClick}>
      Show more ({more} more)
    </Button>
  );
}
