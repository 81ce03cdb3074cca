import { Anchor, Group, Stack, Title } from '@mantine/core';
import { type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';

/** The hub of the URL (every tote screen is under /hubs/{hubId}). */
export const useHubId = () => useParams<{ hubId: string }>().hubId ?? '';

/** A tote screen: its title as the page heading, a way back to Tote Management, then the content. */
export function TotePage({ title, back = true, actions, children }: { title: string; back?: boolean; actions?: ReactNode; children: ReactNode }) {
  const hubId = useHubId();
  return (
    <Stack gap="md" p="md" maw={720} mx="auto">
      {back && (
        <Anchor component={Link} to={`/hubs/${hubId}/toteManagement`} size="sm" mih={44} style={{ display: 'inline-flex', alignItems: 'center' }}>
          ‹ Tote Management
        </Anchor>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Title order={2}>{title}</Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
