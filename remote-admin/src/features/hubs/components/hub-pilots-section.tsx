import { Alert, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { getErrorMessage } from '@hub/shared/api';
import { type AdminHub, PILOT_FEATURES, PILOT_LABELS, type PilotFeature } from '@hub/shared/contracts';
import { toast, TOAST_DURATION } from '@hub/shared/ui';
import { useSetHubPilot } from '../api/set-hub-pilot';
import { HUB_TEXTS, pilotSaved } from '../texts';

export interface HubPilotsSectionProps {
  /** The hub as the server has it; required. */
  hub: AdminHub;
  /** Whether the signed-in user may switch pilots (admins); default false: the switches show the state, disabled. */
  editable?: boolean;
}

/** A switch per pilot (PILOT_FEATURES): a tap saves at once; the switch then shows what the server answered. */
export function HubPilotsSection({ hub, editable = false }: HubPilotsSectionProps) {
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="hub-pilots-title">
      <Stack gap="xs">
        <Title order={3} id="hub-pilots-title">
          {HUB_TEXTS.pilots}
        </Title>
        <Text c="dimmed">{editable ? HUB_TEXTS.pilotsHint : HUB_TEXTS.pilotsAdminOnly}</Text>
        {PILOT_FEATURES.map((feature) => (
          <PilotSwitch key={feature} hubId={hub.hubOrgUnitId} feature={feature} on={hub.pilots.includes(feature)} editable={editable} />
        ))}
      </Stack>
    </Paper>
  );
}

function PilotSwitch({ hubId, feature, on, editable }: { hubId: string; feature: PilotFeature; on: boolean; editable: boolean }) {
  const save = useSetHubPilot();
  const label = PILOT_LABELS[feature];
  const errorId = `pilot-${feature}-error`;
  // While the call runs the switch shows what was asked; after it, the hub's pilots as the server answered them.
  const checked = save.isPending ? save.variables.enabled : on;
  return (
    <Stack gap={4}>
      <Group mih={44} gap="sm" wrap="nowrap">
        <Switch
          size="lg"
          label={label}
          checked={checked}
          disabled={!editable || save.isPending}
          aria-describedby={save.isError ? errorId : undefined}
          onChange={(e) =>
            save.mutate(
              { hubId, feature, enabled: e.currentTarget.checked },
              { onSuccess: ({ pilots }) => void toast.success(pilotSaved(label, pilots.includes(feature), hubId), { duration: TOAST_DURATION.success }) },
            )
          }
          styles={{ label: { fontSize: 'var(--mantine-font-size-md)' } }}
        />
        {save.isPending && <Loader size="sm" role="status" aria-label={`Saving ${label}`} />}
      </Group>
      {save.isError && (
        <Alert color="red" role="alert" id={errorId}>
          {getErrorMessage(save.error)}
        </Alert>
      )}
    </Stack>
  );
}
