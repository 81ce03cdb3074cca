import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { type HubTmsLinksResponse } from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { useHubTmsLinks, useResetTmsLinks } from '../api/tms-links';
import { HUB_TEXTS } from '../texts';
import { TmsLinksEditor } from './tms-links-editor';

export interface HubTmsLinksSectionProps {
  /** The hub; required. */
  hubId: string;
  /** Whether the signed-in user may change the links (admins); default false: read only, saying who can. */
  editable?: boolean;
}

/**
 * The TMS inward page's links for this hub as written ({hubId} not filled in): the hub's own, or the configured default
 * it inherits. An admin edits them (1 to 10) and, when the hub has its own, goes back to the default ("Use default").
 */
export function HubTmsLinksSection({ hubId, editable = false }: HubTmsLinksSectionProps) {
  const links = useHubTmsLinks(hubId);
  const [editing, setEditing] = useState(false);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="hub-tms-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} id="hub-tms-title">
            {HUB_TEXTS.tmsLinks}
          </Title>
          {editable && !editing && links.data && (
            <Button h={44} variant="default" onClick={() => setEditing(true)}>
              {HUB_TEXTS.editLinks}
            </Button>
          )}
        </Group>
        <QueryState query={links} what="TMS inward links">
          {(d) =>
            editing ? (
              <TmsLinksEditor hubId={hubId} initial={d.links} onDone={() => setEditing(false)} />
            ) : (
              <LinksView hubId={hubId} data={d} editable={editable} />
            )
          }
        </QueryState>
      </Stack>
    </Paper>
  );
}

function LinksView({ hubId, data, editable }: { hubId: string; data: HubTmsLinksResponse; editable: boolean }) {
  const reset = useResetTmsLinks();
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" align="center">
        <Badge variant="light" color={data.inherited ? 'gray' : 'indigo'} size="lg" radius="sm" tt="none">
          {data.inherited ? HUB_TEXTS.tmsDefaultBadge : HUB_TEXTS.tmsOwnBadge}
        </Badge>
        <Text>{data.inherited ? HUB_TEXTS.tmsInherited : HUB_TEXTS.tmsOwn}</Text>
      </Group>
      {data.links.length === 0 ? (
        <Text c="dimmed">{HUB_TEXTS.noLinks}</Text>
      ) : (
        <Stack gap={4} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={HUB_TEXTS.tmsLinks}>
          {data.links.map((l, i) => (
            <Paper key={i} withBorder p="xs" component="li">
              <Text fw={600}>{l.label}</Text>
              <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {l.url}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      {reset.isError && (
        <Alert color="red" role="alert">
          {getErrorMessage(reset.error)}
        </Alert>
      )}
      {editable && !data.inherited && (
        <Group justify="flex-end">
          <Button h={44} variant="default" loading={reset.isPending} onClick={() => reset.mutate({ hubId })}>
            {HUB_TEXTS.useDefault}
          </Button>
        </Group>
      )}
      {!editable && <Text c="dimmed">{HUB_TEXTS.tmsAdminOnly}</Text>}
    </Stack>
  );
}
