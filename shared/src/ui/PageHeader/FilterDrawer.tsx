import { Button, Drawer, Group, Radio, Stack } from '@mantine/core';
import { type PageHeaderFilterOption } from './PageHeader';
import { FILTER_PANEL_TITLE } from './filter-panel-title';

export interface FilterDrawerProps {
  /** Whether the panel shows; required. */
  opened: boolean;
  /** Closes the panel; required. */
  onClose: () => void;
  /** The radio choices; required. */
  filters: readonly PageHeaderFilterOption[];
  /** The choice being made (applied only on Apply); required. */
  draft: string | null;
  /** Changes the draft choice; required. */
  onDraftChange: (value: string) => void;
  /** Applies the draft choice; required. */
  onApply: (value: string) => void;
}

/** The page header's filter panel: 'Select Filter', a radio list, Cancel and Apply (loaded on first open). */
export function FilterDrawer({ opened, onClose, filters, draft, onDraftChange, onApply }: FilterDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="bottom" size="auto" title={FILTER_PANEL_TITLE} radius="md">
      <Radio.Group value={draft} onChange={onDraftChange} aria-label={FILTER_PANEL_TITLE}>
        <Stack gap="md" py="xs">
          {filters.map((f) => (
            <Radio key={f.value} value={f.value} label={f.label} size="md" />
          ))}
        </Stack>
      </Radio.Group>
      <Group grow mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={draft === null}
          onClick={() => {
            if (draft !== null) onApply(draft);
            onClose();
          }}
        >
          Apply
        </Button>
      </Group>
    </Drawer>
  );
}
