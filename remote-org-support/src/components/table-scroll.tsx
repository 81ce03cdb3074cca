import { Table } from '@mantine/core';
import { type ReactNode } from 'react';

export interface TableScrollProps {
  /** Names the scrollable region (a screen reader announces it; axe requires a name on a focusable region); required. */
  label: string;
  /** Width below which the table scrolls sideways (a 390 px phone); required. */
  minWidth: number;
  children: ReactNode;
}

/**
 * A table that scrolls sideways on a phone. The scroller is a focusable, named region: its cells hold no focusable
 * element, so without a tab stop a keyboard user could not scroll it (axe "scrollable-region-focusable").
 */
export function TableScroll({ label, minWidth, children }: TableScrollProps) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
