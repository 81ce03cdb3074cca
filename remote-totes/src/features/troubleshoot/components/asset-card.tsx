import { Alert, Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { type Asset, validateFailedMessage } from '@hub/shared/contracts';
import { getErrorMessage } from '@hub/shared/api';
import { toast } from '@hub/shared/ui';
import { markUsableError, useMarkUsable, useValidateAsset } from '../api/troubleshoot';

/** The asset card (001 §2): code, state as shown, size, contents; "Mark usable" when validation says not usable. */
export function AssetCard({ hubId, asset }: { hubId: string; asset: Asset }) {
  const validation = useValidateAsset(hubId, asset.assetCode);
  const markUsable = useMarkUsable();
  const v = validation.data;
  return (
    <Card withBorder radius="md" padding="md" aria-label={`Asset ${asset.assetCode}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} fz="lg">
            {asset.assetCode}
          </Text>
          <Badge variant="light" data-testid="asset-state">
            {asset.shownState}
          </Badge>
        </Group>
        <Text size="sm">
          Size: {asset.assetMetadata.ASSET_SIZE} · Type: {asset.assetType}
          {asset.zone ? ` · Zone: ${asset.zone}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {asset.hubOrgUnitId ? `At ${asset.hubOrgUnitId}` : `On vehicle ${asset.vehicleId}`} · In-scan: {asset.inScanStatus}
        </Text>
        {asset.assetContents.length === 0 ? (
          <Text size="sm" c="dimmed">
            Empty
          </Text>
        ) : (
          asset.assetContents.map((c) => (
            <Group key={c.assetContentEntityId} gap="sm" wrap="nowrap" align="flex-start">
              {c.skuImageUrl && <Image src={c.skuImageUrl} alt={c.assetContentEntityName} w={44} h={44} fit="contain" />}
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {c.assetContentEntityName}
                </Text>
                <Text size="xs" c="dimmed">
                  {c.assetContentEntityId} · EAN {c.skuEan} · {c.totalUnits} units · QC {c.assetQcResult}
                </Text>
              </Stack>
            </Group>
          ))
        )}
        {validation.isError && (
          <Alert color="red" role="alert">
            {validateFailedMessage(asset.assetCode, getErrorMessage(validation.error))}
          </Alert>
        )}
        {v && !v.usable && (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              Not usable: {v.reason}
            </Text>
            <Button
              h={44}
              loading={markUsable.isPending}
              onClick={() =>
                markUsable.mutate(
                  { hubId, assetCode: asset.assetCode },
                  { onSuccess: () => void validation.refetch(), onError: (e) => toast.error(markUsableError(asset.assetCode, e)) },
                )
              }
            >
              Mark usable
            </Button>
          </Stack>
        )}
        {v?.usable && (
          <Text size="sm" fw={600}>
            Usable at this hub
          </Text>
        )}
      </Stack>
    </Card>
  );
}
