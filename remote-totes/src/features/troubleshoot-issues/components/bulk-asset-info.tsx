import { Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { normalizeScan } from '@hub/shared/contracts';
import { useBulkAssetInfo } from '../api/issues';

/** Bulk asset info: codes pasted or scanned one per line (or separated by commas/spaces), at most 200. */
export function BulkAssetInfo() {
  const [text, setText] = useState('');
  const info = useBulkAssetInfo();
  const codes = [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map(normalizeScan)
        .filter(Boolean),
    ),
  ];
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Text fw={600}>Bulk asset info</Text>
        <Textarea
          label="Asset codes"
          description="One per line, or paste a list"
          autosize
          minRows={3}
          maxRows={8}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Button h={44} disabled={codes.length === 0 || codes.length > 200} loading={info.isPending} onClick={() => info.mutate(codes)}>
          Get info ({codes.length})
        </Button>
        {info.data && (
          <Stack gap={6} aria-label="Asset info">
            {info.data.assets.map((a) => (
              <Group key={a.assetCode} justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {a.assetCode}
                </Text>
                <Text size="xs" c="dimmed">
                  {a.assetMetadata.ASSET_SIZE} · {a.hubOrgUnitId ?? a.vehicleId}
                </Text>
                <Badge variant="light">{a.shownState}</Badge>
              </Group>
            ))}
            {info.data.notFound.length > 0 && (
              <Text size="sm" fw={600}>
                Not found: {info.data.notFound.join(', ')}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
