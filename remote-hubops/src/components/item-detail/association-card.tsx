import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { type ReactNode } from 'react';
import { type Association, EDIT_DISABLED_ZONES } from '@hub/shared/contracts';
import { StatusBadge } from '@hub/shared/ui';
import { doneOf, type DoneKind, isDoneStatus, remainingOf } from '../../lib/quantities';
import { QuantityStepper } from '../quantity-stepper';

/** Edit is disabled in the RTO and RVP zones (spec 000 §2, §6). */
export const isEditDisabledZone = (entityId: string) => (EDIT_DISABLED_ZONES as readonly string[]).includes(entityId);

export interface AssociationCardProps {
  /** The association (zone, vehicle, crate or bag line); required. */
  association: Association;
  /** Which quantity the flow counts: 'picked' (inward, movement) or 'dispatched'; required. */
  kind: DoneKind;
  /** Units entered on the stepper; required. */
  units: number;
  /** Called with the stepper's new value (already inside 0..qty minus done); required. */
  onUnitsChange: (units: number) => void;
  /** Opens the discrepancy slide-up for this line; required. */
  onEdit: () => void;
  /** "Inward all" / "Move all" / "Dispatch all": saves the line at its full quantity; required. */
  onAll: () => void;
  /** The all-button's text before its count: 'Inward all', 'Move all' or 'Dispatch all'; required. */
  allLabel: string;
  /** Disables the actions (a save in flight, a manifest not started); default false. */
  disabled?: boolean;
  /** Extra content at the bottom (e.g. the attached tote and Switch tote in zone movement); default none. */
  children?: ReactNode;
  /**
   * Replaces the stepper, Edit and the all-button while the line is open (dispatch shortfall: Quantity, Shortfall
   * Reason, Dispatch, spec 000 §2); default none (the edit actions).
   */
  actions?: ReactNode;
}

/**
 * One card per association (spec 000 §2 "Item detail"): entity id, status label in start case, "done / total", a
 * stepper bounded 0..(qty - done), pickup details, the partial-attribution marker, Edit (disabled in RTO/RVP) and
 * the all-button with the remaining count (hidden once the line is done).
 */
export function AssociationCard({
  association: a,
  kind,
  units,
  onUnitsChange,
  onEdit,
  onAll,
  allLabel,
  disabled = false,
  children,
  actions,
}: AssociationCardProps) {
  const status = kind === 'picked' ? a.pickingStatus : a.dispatchStatus;
  const remaining = remainingOf(a, kind);
  const done = isDoneStatus(status) || remaining === 0;
  const editOff = isEditDisabledZone(a.entityId);
  return (
    <Card withBorder padding="sm" data-association={a.entityId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{a.entityId}</Text>
          <StatusBadge status={status} size="sm" />
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={700} data-done-total>
            {doneOf(a, kind)} / {a.qty}
          </Text>
          {a.partialItemAttributed && (
            <Badge color="grape" variant="light" size="sm" style={{ textTransform: 'none' }}>
              Partial item
            </Badge>
          )}
        </Group>
        {a.puDetails && Object.keys(a.puDetails).length > 0 && (
          <Text size="xs" c="dimmed">
            Pickup:{' '}
            {Object.entries(a.puDetails)
              .map(([k, v]) => `${k} ${String(v)}`)
              .join(', ')}
          </Text>
        )}
        {!done && actions}
        {!done && !actions && (
          <QuantityStepper value={units} max={remaining} onChange={onUnitsChange} label={`Units for ${a.entityId}`} disabled={disabled || editOff} />
        )}
        {children}
        {!done && !actions && (
          <Group grow>
            <Button variant="default" h={44} onClick={onEdit} disabled={disabled || editOff}>
              Edit
            </Button>
            <Button h={44} onClick={onAll} disabled={disabled || editOff}>
              {allLabel} ({remaining})
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
