import { Badge, Button, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { QC_MESSAGES, ZONE_UNITS_MESSAGES as M } from '@hub/shared/contracts';
import { useLiveQueries } from '@hub/shared/live';
import { ChevronDownIcon, QueryState } from '@hub/shared/ui';
import { zoneContentsKeys } from '../api/keys';
import { useZoneUnits } from '../api/zone-units';
import { groupByTote, type ToteGroup } from '../utils/group-by-tote';

export interface ZoneUnitsProps {
  /** Hub of the zone; required. */
  hubId: string;
  /** The zone whose units are shown; required. */
  zoneId: string;
  /** Open at first; default false (the call runs only once it is opened). */
  defaultOpen?: boolean;
}

/**
 * "Units by tote" (zone visibility, 000 §7 currentEntityItems): where every unit of the zone sits now, one card per
 * tote (its units, then each item with its order and quantity) and the loose units last. Closed until asked, so the QC
 * screen it sits under loads no more than before; open, it follows other operators' moves live.
 */
export function ZoneUnits({ hubId, zoneId, defaultOpen = false }: ZoneUnitsProps) {
  const [open, setOpen] = useState(defaultOpen);
  const units = useZoneUnits(hubId, zoneId, open);
  useLiveQueries(open ? hubId : null, [{ e: 'zone', id: zoneId, queryKey: zoneContentsKeys.units(hubId, zoneId) }]);
  const groups = useMemo(() => groupByTote(units.data?.items ?? []), [units.data]);
  const panelId = useId();
  return (
    <Stack gap="xs">
      <Button
        h={44}
        variant="light"
        justify="space-between"
        fullWidth
        aria-expanded={open}
        aria-controls={panelId}
        rightSection={<ChevronDownIcon size={20} style={{ transform: open ? 'rotate(180deg)' : undefined }} aria-hidden />}
        onClick={() => setOpen((o) => !o)}
      >
        {M.title}
      </Button>
      <Collapse expanded={open} id={panelId}>
        {open && (
          <QueryState
            query={{ ...units, data: units.data ? groups : undefined }}
            what="units"
            errorText={QC_MESSAGES.loadFailed}
            isEmpty={(g) => g.length === 0}
            emptyText={M.empty}
          >
            {(g) => (
              <Stack gap="xs" role="list" aria-label={M.title}>
                {g.map((group) => (
                  <ToteCard key={group.toteId ?? ''} group={group} />
                ))}
              </Stack>
            )}
          </QueryState>
        )}
      </Collapse>
    </Stack>
  );
}

function ToteCard({ group }: { group: ToteGroup }) {
  const name = group.toteId === null ? M.loose : M.tote(group.toteId);
  return (
    <Card withBorder padding="sm" role="listitem" aria-label={name} data-tote={group.toteId ?? 'loose'}>
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Badge variant="light" style={{ textTransform: 'none', flexShrink: 0 }}>
          {M.units(group.units)}
        </Badge>
      </Group>
      <Stack gap={6}>
        {group.lines.map((l) => (
          <Group key={`${l.itemId}:${l.toteId ?? ''}`} justify="space-between" wrap="nowrap" align="flex-start" data-item={l.itemId}>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} lineClamp={2}>
                {l.itemTitle}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {l.itemId} · {M.order(l.orderId)}
              </Text>
            </Stack>
            <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
              × {l.qty}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
