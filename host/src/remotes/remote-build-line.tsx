import { Text } from '@mantine/core';
import { remoteTitle } from './remote-titles';
import { useRemoteStatus, useShellResolution } from './use-shell-resolution';

/**
 * The version of the area on screen, as the remote's own build reports it: outside prod (and whenever pinned) QA and
 * staff see which release they are looking at. Renders nothing until the remote has loaded.
 */
export function RemoteBuildLine({ remote }: { remote: string }) {
  const { remotes } = useRemoteStatus();
  const resolution = useShellResolution();
  const loaded = remotes[remote]?.loaded;
  const pinned = resolution?.remotes.find((r) => r.name === remote)?.pinned ?? false;
  if (!loaded || !resolution || (resolution.environment === 'prod' && !pinned)) return null;
  return (
    <Text size="xs" c="dimmed" px="md" py="xs" data-testid="remote-build">
      {remoteTitle(remote)} {loaded.version}
      {loaded.label ? ` (${loaded.label})` : ''}
      {pinned ? ' · pinned' : ''} · build {loaded.sha.slice(0, 7)}
    </Text>
  );
}
