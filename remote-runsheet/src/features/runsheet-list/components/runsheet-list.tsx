import { Badge, Button, Card, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { type ActiveRunsheet, RUNSHEET_MESSAGES as M } from '@hub/shared/contracts';
import { QueryState, SearchIcon } from '@hub/shared/ui';
import { useActiveRunsheets } from '../api/get-active-runsheets';

/** Rows shown per page: a busy hub has hundreds of runsheets, and a phone renders a page at a time. */
export const RUNSHEETS_PAGE_SIZE = 50;

const matches = (r: ActiveRunsheet, term: string) =>
  !term || [r.runsheetId, r.vehicleNumber, r.driverName, r.contactNum].some((v) => v?.toLowerCase().includes(term.toLowerCase()));

export interface RunsheetListProps {
  /** Hub whose open runsheets are listed; required. */
  hubId: string;
  /** Called with the runsheet the user chose; required. */
  onChoose: (runsheet: ActiveRunsheet) => void;
}

/** Step 1 (spec 001 §2): tabs Forward and Reverse, a search, entries with runsheetId, vehicleNumber, driverName and contactNum. */
export function RunsheetList({ hubId, onChoose }: RunsheetListProps) {
  const query = useActiveRunsheets(hubId);
  const [tab, setTab] = useState<'forward' | 'reverse'>('forward');
  const [term, setTerm] = useState('');
  const [shown, setShown] = useState(RUNSHEETS_PAGE_SIZE);
  const rows = useMemo(
    () => (query.data?.runsheets ?? []).filter((r) => r.reverseRunsheet === (tab === 'reverse') && matches(r, term.trim())),
    [query.data, tab, term],
  );
  return (
    <Stack gap="sm">
      <Tabs value={tab} onChange={(v) => (setTab(v === 'reverse' ? 'reverse' : 'forward'), setShown(RUNSHEETS_PAGE_SIZE))}>
        <Tabs.List grow>
          <Tabs.Tab value="forward" h={44}>
            Forward
          </Tabs.Tab>
          <Tabs.Tab value="reverse" h={44}>
            Reverse
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <TextInput
        type="search"
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
        placeholder="Search runsheet, vehicle or driver"
        aria-label="Search runsheet, vehicle or driver"
        leftSection={<SearchIcon size={18} />}
      />
      <QueryState query={query} what="runsheets" errorText={M.loadDataFailed}>
        {() =>
          rows.length === 0 ? (
            <Text c="dimmed" ta="center" p="lg" data-empty>
              {term.trim() ? 'No runsheets match your search' : `There are no ${tab} runsheets to close.`}
            </Text>
          ) : (
            <Stack gap="xs" role="list" aria-label={`${tab === 'reverse' ? 'Reverse' : 'Forward'} runsheets`}>
              {rows.slice(0, shown).map((r) => (
                <Card
                  key={r.runsheetId}
                  withBorder
                  padding="sm"
                  role="listitem"
                  component="button"
                  type="button"
                  onClick={() => onChoose(r)}
                  aria-label={`Runsheet ${r.runsheetId}`}
                  style={{ textAlign: 'left', cursor: 'pointer', minHeight: 44 }}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700}>{r.runsheetId}</Text>
                    <Group gap={4}>
                      {r.onHold && <Badge color="orange">On hold</Badge>}
                      <Badge variant="light">{r.activityStatus.replace('_', ' ')}</Badge>
                    </Group>
                  </Group>
                  <Text size="sm">{r.vehicleNumber ?? 'Vehicle not known'}</Text>
                  {r.driverName ? (
                    <Text size="sm">
                      {r.driverName} · {r.contactNum ?? ''}
                    </Text>
                  ) : (
                    <Text size="sm" c="red.8">
                      {M.driverUnavailable}
                    </Text>
                  )}
                </Card>
              ))}
              {rows.length > shown && (
                <Button variant="default" h={44} onClick={() => setShown((n) => n + RUNSHEETS_PAGE_SIZE)}>
                  Show more ({rows.length - shown} left)
                </Button>
              )}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
