import { Alert, Anchor, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ADMIN_HUB_MESSAGES, type AdminHub, guardMessage, hubForbiddenMessage, hubNotFoundMessage } from '@hub/shared/contracts';
import { useRoleFlags } from '@hub/shared/hooks';
import { QueryState } from '@hub/shared/ui';
import { useAdminHub } from '../features/hubs/api/get-admin-hubs';
import { HubDetailsSection } from '../features/hubs/components/hub-details-section';
import { HubPilotsSection } from '../features/hubs/components/hub-pilots-section';
import { HubTmsLinksSection } from '../features/hubs/components/hub-tms-links-section';
import { HubZonesSection } from '../features/hubs/components/hub-zones-section';
import { HUB_TEXTS } from '../features/hubs/texts';

/** The hub screen's tabs, in order; the open one is `?tab=` (Back and a shared link keep it). */
const TABS = [
  { value: 'details', label: HUB_TEXTS.details },
  { value: 'pilots', label: HUB_TEXTS.pilots },
  { value: 'zones', label: HUB_TEXTS.zones },
  { value: 'tms', label: HUB_TEXTS.tmsTab },
] as const;
type Tab = (typeof TABS)[number]['value'];
const isTab = (v: string | null): v is Tab => TABS.some((t) => t.value === v);

/**
 * /admin/hubs/:hubId: one hub's details, pilots, zones and TMS inward links. An admin changes all of them; a hub
 * manager (their own hubs only: the api checks the path's hub) manages the zones and reads the rest.
 */
export function HubPage() {
  const { hubId = '' } = useParams();
  const { isAdmin, isHubManager } = useRoleFlags();
  return (
    <Stack p="sm" gap="sm" maw={1400} mx="auto">
      <Anchor component={Link} to="/admin/hubs" mih={44} style={{ display: 'inline-flex', alignItems: 'center', alignSelf: 'flex-start' }}>
        ← {HUB_TEXTS.backToHubs}
      </Anchor>
      {isAdmin || isHubManager ? (
        <HubDetail hubId={hubId} isAdmin={isAdmin} />
      ) : (
        <Alert color="red" role="alert">
          {guardMessage('adminOrHubManager')}
        </Alert>
      )}
    </Stack>
  );
}

function HubDetail({ hubId, isAdmin }: { hubId: string; isAdmin: boolean }) {
  const hub = useAdminHub(hubId);
  return (
    <QueryState query={hub} what="hub" errorText={ADMIN_HUB_MESSAGES.loadHubsFailed}>
      {(h) =>
        h ? (
          <HubTabs hub={h} isAdmin={isAdmin} />
        ) : (
          // Not in the caller's list: an admin's list has every hub, so it does not exist; a hub manager may not see it.
          <Alert color="red" role="alert">
            {isAdmin ? hubNotFoundMessage(hubId) : hubForbiddenMessage(hubId)}
          </Alert>
        )
      }
    </QueryState>
  );
}

function HubTabs({ hub, isAdmin }: { hub: AdminHub; isAdmin: boolean }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'details';
  const id = hub.hubOrgUnitId;
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          {hub.hubName}
        </Title>
        <Text c="dimmed">
          {id} · {hub.city}
        </Text>
      </Stack>
      <Tabs
        value={tab}
        // Switching tabs replaces the entry: Back leaves the hub rather than walking through its tabs.
        onChange={(next) => isTab(next) && setParams({ tab: next }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} mih={44} fz="md">
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details" pt="sm">
          <HubDetailsSection hub={hub} editable={isAdmin} />
        </Tabs.Panel>
        <Tabs.Panel value="pilots" pt="sm">
          <HubPilotsSection hub={hub} editable={isAdmin} />
        </Tabs.Panel>
        <Tabs.Panel value="zones" pt="sm">
          <HubZonesSection hubId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="tms" pt="sm">
          <HubTmsLinksSection hubId={id} editable={isAdmin} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
