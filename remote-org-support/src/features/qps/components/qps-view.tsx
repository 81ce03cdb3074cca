import { Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ORG_SUPPORT_MESSAGES, type Qps, REWARD_PROGRESS, rewardText } from '@hub/shared/contracts';
import { toStartCase } from '@hub/shared/format';
import { QueryState } from '@hub/shared/ui';
import { useQps } from '../api/get-qps';

const rupees = (n: number) => `₹${n.toFixed(2)}`;

function Summary({ summary }: { summary: Qps['storeSummary'] }) {
  return (
    <SimpleGrid cols={2} spacing="sm">
      {[
        [ORG_SUPPORT_MESSAGES.verticals, summary.verticals],
        [ORG_SUPPORT_MESSAGES.listings, summary.listings],
      ].map(([label, value]) => (
        <Card key={label} withBorder padding="sm" data-summary={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="lg">
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function RewardCard({ reward }: { reward: Qps['rewards'][number] }) {
  return (
    <Card withBorder padding="sm" data-reward-id={reward.id}>
      <Stack gap={6}>
        <Badge variant="light" style={{ textTransform: 'none' }}>
          {toStartCase(reward.type)}
        </Badge>
        <Text size="sm" fw={600}>
          {rewardText(reward.points, reward.purchaseAmount)}
        </Text>
        <Group gap={6}>
          {reward.milestones.map((m) => (
            <Badge
              key={m.label}
              color={m.locked ? 'gray' : 'green'}
              variant={m.locked ? 'outline' : 'filled'}
              style={{ textTransform: 'none' }}
              data-locked={m.locked}
            >
              {m.label}: {m.locked ? 'Locked' : 'Done'}
            </Badge>
          ))}
        </Group>
        {/* The spec fixes the bar at 33 of 100 (the scheme's progress is not in the data). */}
        <Progress value={REWARD_PROGRESS} aria-label={`Progress of ${toStartCase(reward.type)}`} />
      </Stack>
    </Card>
  );
}

function OfferCard({ offer }: { offer: Qps['offers'][number] }) {
  return (
    <Card withBorder padding="sm" data-offer-id={offer.id}>
      <Stack gap={4}>
        <Group justify="space-between">
          <Badge variant="light" color="grape" style={{ textTransform: 'none' }}>
            {toStartCase(offer.type)}
          </Badge>
          <Text size="xs" c="dimmed">
            {offer.expiryText}
          </Text>
        </Group>
        <Text size="sm">{offer.description}</Text>
        <Text size="sm" ff="monospace" fw={700}>
          {offer.code}
        </Text>
        <Group gap="lg">
          <Text size="sm">
            {ORG_SUPPORT_MESSAGES.shopWorth}: <b>{rupees(offer.shopWorth)}</b>
          </Text>
          <Text size="sm">
            {ORG_SUPPORT_MESSAGES.discount}: <b>{rupees(offer.discount)}</b>
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** QPS (spec 002 §2): store summary (Verticals, Listings), reward cards and offer cards; 'Error in fetching QPS' + Retry. */
export function QpsView({ orgId }: { orgId: string }) {
  const qps = useQps(orgId);
  return (
    <QueryState query={qps} what="QPS" errorTitle={ORG_SUPPORT_MESSAGES.qpsError}>
      {(d) => (
        <Stack gap="md" data-testid="qps-view">
          <Summary summary={d.storeSummary} />
          <Title order={3} size="h5">
            Rewards
          </Title>
          {d.rewards.length === 0 ? <Text c="dimmed">{ORG_SUPPORT_MESSAGES.noRewards}</Text> : d.rewards.map((r) => <RewardCard key={r.id} reward={r} />)}
          <Title order={3} size="h5">
            Offers
          </Title>
          {d.offers.length === 0 ? <Text c="dimmed">{ORG_SUPPORT_MESSAGES.noOffers}</Text> : d.offers.map((o) => <OfferCard key={o.id} offer={o} />)}
        </Stack>
      )}
    </QueryState>
  );
}
