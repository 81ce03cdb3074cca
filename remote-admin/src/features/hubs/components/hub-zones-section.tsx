import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ADMIN_HUB_MESSAGES, type AdminZone } from '@hub/shared/contracts';
import { Modal, QueryState } from '@hub/shared/ui';
import { useHubZones } from '../api/zones';
import { HUB_TEXTS } from '../texts';
import { AddZoneForm } from './add-zone-form';
import { RemoveZoneDialog } from './remove-zone-dialog';
import { ZoneCard } from './zone-card';

export interface HubZonesSectionProps {
  /** The hub; required. */
  hubId: string;
}

/** A hub's zones (fixed first, then by id) with "Add zone" and Remove (confirmed); admins and the hub's managers. */
export function HubZonesSection({ hubId }: HubZonesSectionProps) {
  const zones = useHubZones(hubId);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AdminZone | null>(null);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="hub-zones-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} id="hub-zones-title">
            {HUB_TEXTS.zones}
          </Title>
          <Button h={44} onClick={() => setAdding(true)}>
            {HUB_TEXTS.addZone}
          </Button>
        </Group>
        <QueryState
          query={zones}
          what="zones"
          errorText={ADMIN_HUB_MESSAGES.loadZonesFailed}
          isEmpty={(d) => d.zones.length === 0}
          emptyText={ADMIN_HUB_MESSAGES.noZones}
        >
          {(d) => (
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="xs" aria-busy={zones.isFetching}>
              {d.zones.map((z) => (
                <ZoneCard key={z.zoneId} zone={z} onRemove={setRemoving} />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Stack>
      <Modal opened={adding} onClose={() => setAdding(false)} title={HUB_TEXTS.addZone}>
        {adding && <AddZoneForm hubId={hubId} onAdded={() => setAdding(false)} onCancel={() => setAdding(false)} />}
      </Modal>
      <RemoveZoneDialog hubId={hubId} zone={removing} onClose={() => setRemoving(null)} />
    </Paper>
  );
}
