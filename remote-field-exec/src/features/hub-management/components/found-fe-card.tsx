import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { FE_MESSAGES, type FieldExecutiveSummary } from '@hub/shared/contracts';
import { StatusBadge } from '@hub/shared/ui';

export interface FoundFeCardProps {
  /** The FE the identifier search found; required. */
  fe: FieldExecutiveSummary;
  /** Whether it is already assigned to the selected hub; required. */
  assigned: boolean;
  /** Assigns it to the selected hub; required. */
  onAssign: () => void;
  /** Shows the button busy; default false. */
  loading?: boolean;
  /** No hub selected yet; default false. */
  noHub?: boolean;
}

/** A found FE: ID, Name and Phone, and "Assign to Hub" (disabled when already assigned to the hub). */
export function FoundFeCard({ fe, assigned, onAssign, loading = false, noHub = false }: FoundFeCardProps) {
  return (
    <Card withBorder padding="sm" data-found-fe={fe.id}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text ff="monospace" fw={600}>
            ID: {fe.id}
          </Text>
          <StatusBadge status={fe.status} label={fe.status} size="sm" />
        </Group>
        <Text>Name: {fe.name}</Text>
        <Text>Phone: {fe.phoneNumber}</Text>
        {assigned && (
          <Alert color="blue" variant="light" p="xs">
            {FE_MESSAGES.alreadyAssigned}
          </Alert>
        )}
        <Button h={44} onClick={onAssign} loading={loading} disabled={assigned || noHub || fe.status !== 'ACTIVE'}>
          Assign to Hub
        </Button>
      </Stack>
    </Card>
  );
}
