import { Button, Card, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DISPATCH_MESSAGES, SHORTFALL_REASON_LABELS, SHORTFALL_REASONS, type ShortfallReason, valueBetweenMessage } from '@hub/shared/contracts';
import { clampDispatchQty, dispatchDisabled, shortfallReasonNeeded } from '../utils/dispatch-rules';

export interface ShortfallCardProps {
  /** The line's entity (zone) shown on the card; required. */
  entityId: string;
  /** Total units of the line; required. */
  qty: number;
  /** Starting quantity (spec 000 §4: the first association's quantity); required. */
  initialQuantity: number;
  /** Sends the quantity with its reason (null at full quantity); required. */
  onDispatch: (quantity: number, reason: ShortfallReason | null) => void;
  /** A send is in flight; default false. */
  sending?: boolean;
  /** Disables the card (manifest not started); default false. */
  disabled?: boolean;
}

/**
 * The dispatch shortfall card (spec 000 §2, §4, §5): Quantity (integer clamped 0..qty, helper "Value must be between
 * 0 and {qty}"), "Shortfall Reason" (required below the total), and Dispatch, disabled while a needed reason is missing
 * or while sending.
 */
export function ShortfallCard({ entityId, qty, initialQuantity, onDispatch, sending = false, disabled = false }: ShortfallCardProps) {
  const [quantity, setQuantity] = useState(() => clampDispatchQty(initialQuantity, qty));
  const [reason, setReason] = useState<ShortfallReason | null>(null);
  const needed = shortfallReasonNeeded(quantity, qty);
  return (
    <Card withBorder padding="sm" data-shortfall-card={entityId}>
      <Stack gap="xs">
        <Text fw={700}>{entityId}</Text>
        <NumberInput
          label={DISPATCH_MESSAGES.quantity}
          description={valueBetweenMessage(qty)}
          value={quantity}
          min={0}
          max={qty}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          disabled={disabled}
          onChange={(v) => setQuantity(clampDispatchQty(v, qty))}
        />
        <Select
          label={DISPATCH_MESSAGES.shortfallReason}
          placeholder={DISPATCH_MESSAGES.selectReason}
          data={SHORTFALL_REASONS.map((r) => ({ value: r, label: SHORTFALL_REASON_LABELS[r] }))}
          value={needed ? reason : null}
          disabled={disabled || !needed}
          onChange={(v) => setReason((v as ShortfallReason | null) ?? null)}
        />
        <Button
          h={44}
          disabled={disabled || dispatchDisabled(quantity, qty, reason, sending)}
          loading={sending}
          onClick={() => onDispatch(quantity, needed ? reason : null)}
        >
          Dispatch
        </Button>
      </Stack>
    </Card>
  );
}
