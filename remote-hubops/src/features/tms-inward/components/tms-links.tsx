import { Button, Stack, Text, Title } from '@mantine/core';
import { TMS_INWARD_MESSAGES } from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { useTmsLinks } from '../api/get-tms-links';

/**
 * TMS inward links (001 §2): the four external links of the hub, as the server configures them, each opening in a new
 * tab without giving the TMS page a handle on this one (`rel="noopener noreferrer"`).
 */
export function TmsLinks({ hubId, hubName }: { hubId: string; hubName: string | null }) {
  const links = useTmsLinks(hubId);
  return (
    <Stack gap="sm" p="md">
      <Title order={1} size="h3">
        {TMS_INWARD_MESSAGES.title}
      </Title>
      {hubName && (
        <Text size="sm" c="dimmed" data-testid="tms-hub-name">
          {hubName}
        </Text>
      )}
      <Text size="sm">{TMS_INWARD_MESSAGES.intro}</Text>
      <QueryState
        query={links}
        what="links"
        errorText={TMS_INWARD_MESSAGES.loadFailed}
        isEmpty={(d) => d.links.length === 0}
        emptyText={TMS_INWARD_MESSAGES.noLinks}
      >
        {(d) => (
          <Stack gap="xs" role="list" aria-label="TMS inward links">
            {d.links.map((l) => (
              <div role="listitem" key={`${l.label}-${l.url}`}>
                <Button component="a" href={l.url} target="_blank" rel="noopener noreferrer" variant="light" fullWidth h={48} justify="space-between">
                  {l.label} ↗
                </Button>
              </div>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
