import { ActionIcon, Group, Text } from '@mantine/core';
import { clampUnits } from '../lib/quantities';

export interface QuantityStepperProps {
  /** Current units; required. */
  value: number;
  /** Upper bound (qty minus the done quantity); the lower bound is 0; required. */
  max: number;
  /** Called with the new value, always inside 0..max; required. */
  onChange: (value: number) => void;
  /** Accessible name of the group and its buttons ("Units for STAGING-01"); default 'Units'. */
  label?: string;
  /** Disables both buttons; default false. */
  disabled?: boolean;
}

/** A quantity stepper bounded 0..max (spec 000 §5): minus, the value, plus; 44 px touch targets. */
export function QuantityStepper({ value, max, onChange, label = 'Units', disabled = false }: QuantityStepperProps) {
  const v = clampUnits(value, max);
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={label} data-stepper>
      <ActionIcon variant="default" size={44} aria-label={`Decrease ${label}`} disabled={disabled || v <= 0} onClick={() => onChange(clampUnits(v - 1, max))}>
        <Text fw={700} aria-hidden>
          −
        </Text>
      </ActionIcon>
      <Text fw={700} miw={36} ta="center" aria-live="polite" data-stepper-value>
        {v}
      </Text>
      <ActionIcon variant="default" size={44} aria-label={`Increase ${label}`} disabled={disabled || v >= max} onClick={() => onChange(clampUnits(v + 1, max))}>
        <Text fw={700} aria-hidden>
          +
        </Text>
      </ActionIcon>
    </Group>
  );
}
