import { Button, NumberInput, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { DISPATCH_MESSAGES, type ShortfallReason, valueBetweenMessage } from '@hub/shared/contracts';
import { clampDispatchQty, dispatchDisabled, shortfallReasonNeeded } from '../utils/dispatch-rules';

export interface ShortfallFieldsProps {
  /** The card's entity (zone), named in the fields' labels for screen readers; required. */
  entityId: string;
  /** Total units of the card's line (its association); required. */
  qty: number;
  /** Starting quantity (spec 000 §4: the first association's quantity), clamped into 0..qty; required. */
  initialQuantity: number;
  /** The shortfall reasons offered (the admin's active DISPATCH_SHORTFALL entries, `shortfallChoices`); required. */
  reasons: ReadonlyArray<{ code: ShortfallReason; label: string }>;
  /** Sends the quantity with its reason (null at full quantity); required. */
  onDispatch: (quantity: number, reason: ShortfallReason | null) => void;
  /** A send is in flight; default false. */
  sending?: boolean;
  /** Disables the fields (manifest not started); default false. */
  disabled?: boolean;
}

/**
 * The dispatch shortfall fields of one item-detail card (spec 000 §2, §4, §5), in place of its edit actions: Quantity
 * (integer clamped 0..qty, helper "Value must be between 0 and {qty}"), "Shortfall Reason" (required below the total),
 * and Dispatch, disabled while a needed reason is missing or while sending.
 */
export function ShortfallFields({ entityId, qty, initialQuantity, reasons, onDispatch, sending = false, disabled = false }: ShortfallFieldsProps) {
  const [quantity, setQuantity] = useState(() => clampDispatchQty(initialQuantity, qty));
  const [reason, setReason] = useState<ShortfallReason | null>(null);
  const needed = shortfallReasonNeeded(quantity, qty);
  return (
    <Stack gap="xs" data-shortfall-card={entityId}>
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
        data={reasons.map((r) => ({ value: r.code, label: r.label }))}
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
  );
}
