import { Button, Card, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getHubNamesQueryOptions } from '@hub/shared/api';
import { isPermanentTote, normalizeScan, TOTE_MESSAGES } from '@hub/shared/contracts';
import { useMarkFound } from '../api/issues';

/** "Mark lost asset found" (001 §2): a permanent tote code and the hub it was found at. */
export function MarkFoundForm({ hubId }: { hubId: string }) {
  const hubs = useQuery(getHubNamesQueryOptions());
  const markFound = useMarkFound();
  const [code, setCode] = useState('');
  const [hub, setHub] = useState<string | null>(hubId);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const value = normalizeScan(code);
    if (!isPermanentTote(value)) return setError(TOTE_MESSAGES.invalidPermanentCode);
    if (!hub) return setError(TOTE_MESSAGES.invalidHub);
    setError(null);
    markFound.mutate({ assetCode: value, hubId: hub }, { onSuccess: () => setCode('') });
  };
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Text fw={600}>Mark lost asset found</Text>
        <TextInput
          label="Asset code"
          placeholder="TT000A001"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && submit()}
          error={error}
          size="md"
        />
        <Select
          label="Hub"
          data={(hubs.data?.hubNames ?? []).map((h) => ({ value: h.hubOrgUnitId, label: h.hubName }))}
          value={hub}
          onChange={setHub}
          allowDeselect={false}
          size="md"
          comboboxProps={{ withinPortal: true }}
        />
        <Button h={44} onClick={submit} loading={markFound.isPending}>
          Mark found
        </Button>
        {markFound.data && (
          <Text size="sm" fw={600} role="status">
            {markFound.data.asset.assetCode} is {markFound.data.asset.shownState} at {markFound.data.asset.hubOrgUnitId}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
