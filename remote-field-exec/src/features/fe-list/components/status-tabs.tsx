import { Badge, Group, Tabs } from '@mantine/core';
import { FE_STATUS_FILTERS, type FeStatusCounts, type FeStatusFilter } from '@hub/shared/contracts';
import { formatCount } from '@hub/shared/format';

export interface StatusTabsProps {
  /** The selected status filter; required. */
  value: FeStatusFilter;
  /** Called with the chosen filter; required. */
  onChange: (value: FeStatusFilter) => void;
  /** Counts per status; default none (no badges while loading). */
  counts?: FeStatusCounts;
}

/** Status tabs ALL, ACTIVE and DEACTIVATED, each with its count (spec 001 §2). */
export function StatusTabs({ value, onChange, counts }: StatusTabsProps) {
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as FeStatusFilter)} variant="pills" keepMounted={false}>
      <Tabs.List>
        {FE_STATUS_FILTERS.map((status) => (
          <Tabs.Tab key={status} value={status} mih={44}>
            <Group gap={6} wrap="nowrap">
              {status}
              {counts && (
                // The count never shrinks: a squeezed badge hid its digits on a 390 px screen.
                <Badge size="sm" miw={28} style={{ flexShrink: 0 }} variant={value === status ? 'white' : 'light'} data-count-for={status}>
                  {formatCount(counts[status])}
                </Badge>
              )}
            </Group>
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
