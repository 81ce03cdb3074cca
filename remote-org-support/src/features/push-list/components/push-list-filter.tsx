import { Group, NativeSelect, SegmentedControl, Stack, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { ORG_SUPPORT_MESSAGES, type PushListAttribution } from '@hub/shared/contracts';
import { useVisits } from '../api/get-visits';
import { ATTRIBUTION_OPTIONS, filterFromVisit, type PushListFilter, visitOptions } from '../utils/push-list';

export interface PushListFilterProps {
  orgId: string;
  value: PushListFilter;
  onChange: (next: PushListFilter) => void;
}

/**
 * The push list's filter (spec 002 §2): This Month, This Week or Custom; Custom shows a date range (no day after
 * today) and a Visit select of the shop's visit dates (the visits the review list below reads: one query).
 */
export function PushListFilterBar({ orgId, value, onChange }: PushListFilterProps) {
  const custom = value.attribution === 'CUSTOM';
  const visits = useVisits(orgId, custom);
  const today = dayjs().format('YYYY-MM-DD');
  const options = visits.data ? visitOptions(visits.data.visits) : [];
  const visitPlaceholder = visits.isError ? 'Visits could not be loaded' : visits.data ? (options.length ? 'Pick a visit' : 'No visits') : 'Loading visits';
  return (
    <Stack gap="xs">
      <SegmentedControl
        fullWidth
        aria-label="Push list period"
        value={value.attribution}
        onChange={(v) => onChange({ ...value, attribution: v as PushListAttribution })}
        data={ATTRIBUTION_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        styles={{ label: { minHeight: 36, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
      />
      {custom && (
        <>
          <Group grow gap="xs" wrap="nowrap">
            <TextInput
              type="date"
              label="From"
              value={value.from ?? ''}
              max={value.to ?? today}
              onChange={(e) => onChange({ ...value, from: e.currentTarget.value || null })}
              styles={{ input: { minHeight: 44 } }}
            />
            <TextInput
              type="date"
              label="To"
              value={value.to ?? ''}
              min={value.from ?? undefined}
              max={today}
              onChange={(e) => onChange({ ...value, to: e.currentTarget.value || null })}
              styles={{ input: { minHeight: 44 } }}
            />
          </Group>
          <NativeSelect
            label={ORG_SUPPORT_MESSAGES.visit}
            value=""
            disabled={!options.length}
            onChange={(e) => e.currentTarget.value && onChange(filterFromVisit(e.currentTarget.value))}
            data={[{ value: '', label: visitPlaceholder }, ...options]}
            styles={{ input: { minHeight: 44 } }}
          />
        </>
      )}
    </Stack>
  );
}
