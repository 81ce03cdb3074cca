import { Text } from '@mantine/core';
import { ORG_SUPPORT_MESSAGES } from '@hub/shared/contracts';

/** Credit (spec 002 §2): a placeholder showing 'WIP Credit'. */
export function CreditView() {
  return (
    <Text c="dimmed" ta="center" p="lg" data-testid="credit-view">
      {ORG_SUPPORT_MESSAGES.creditWip}
    </Text>
  );
}
