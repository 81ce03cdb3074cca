import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ORG_SUPPORT_MESSAGES, type OrgOrderDetails } from '@hub/shared/contracts';
import { type PaymentLine, paymentCards } from '../utils/payments';

function PaymentCard({ title, lines }: { title: string; lines: PaymentLine[] }) {
  return (
    <Card withBorder padding="sm" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Stack gap={6}>
        {lines.map((l) => (
          <Group key={l.label} justify="space-between" wrap="nowrap" data-payment-line={l.label}>
            <Text size="sm">{l.label}</Text>
            <Text size="sm" fw={600}>
              {l.amount}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** Payment Details (spec 002 §2): the Collectible and Collected cards, amounts in rupees (paise / 100). */
export function PaymentDetails({ payments }: { payments: OrgOrderDetails['dropPaymentResponse'] }) {
  const cards = paymentCards(payments);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <PaymentCard title={ORG_SUPPORT_MESSAGES.collectible} lines={cards.collectible} />
      <PaymentCard title={ORG_SUPPORT_MESSAGES.collected} lines={cards.collected} />
    </SimpleGrid>
  );
}
