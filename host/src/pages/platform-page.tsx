import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';
import { type ShellResolution } from '../remotes/remote-loader';
import { type RemoteBuildInfo } from '../remotes/remote-status';
import { remoteTitle } from '../remotes/remote-titles';
import { useRemoteStatus, useShellResolution } from '../remotes/use-shell-resolution';

interface SharedRow {
  name: string;
  version: string;
  from: string;
  usedBy: string[];
}

/** The shared libraries actually in use, read from the federation runtime's share scope. */
export function sharedLibrariesInUse(): SharedRow[] {
  const scope = getInstance()?.shareScopeMap?.default ?? {};
  const rows: SharedRow[] = [];
  for (const [name, versions] of Object.entries(scope)) {
    for (const [version, shared] of Object.entries(versions)) {
      if (shared.loaded || shared.useIn?.length) rows.push({ name, version, from: shared.from, usedBy: shared.useIn ?? [] });
    }
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** build-info.json beside each remote's manifest: what is registered, before (or without) loading it. */
function useRegisteredBuilds(entries: { name: string; entry: string }[]) {
  const [builds, setBuilds] = useState<Record<string, RemoteBuildInfo | 'unknown'>>({});
  const key = entries.map((e) => e.entry).join('|');
  useEffect(() => {
    let live = true;
    for (const { name, entry } of entries) {
      const read = async (): Promise<RemoteBuildInfo | 'unknown'> => {
        try {
          const r = await fetch(new URL('build-info.json', entry).href, { cache: 'no-cache' });
          return r.ok ? ((await r.json()) as RemoteBuildInfo) : 'unknown';
        } catch {
          return 'unknown';
        }
      };
      void read().then((b) => live && setBuilds((s) => ({ ...s, [name]: b })));
    }
    return () => {
      live = false;
    };
    // entries is derived from the resolution; its entry URLs are the identity that matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return builds;
}

const time = (iso: string) => new Date(iso).toLocaleString();

/** Which rule picked the version this tab runs (docs/adr/008): a QA pin, the canary of the page's hub, live, the shell. */
export function versionRule(r: ShellResolution['remotes'][number], resolution: Pick<ShellResolution, 'environment' | 'hub'>): string {
  const { environment: env, hub } = resolution;
  if (r.pinned) return `QA pin in this tab (live: ${r.liveVersion ?? 'built with the shell'})`;
  const canary = r.canary ? `canary ${r.canary.version} for ${r.canary.hubs.join(', ')}` : '';
  if (r.rule === 'canary') return `${canary}: this tab works in ${hub} (everyone else: ${r.canaryLive ?? 'built with the shell'})`;
  const page = hub ? `this tab works in ${hub}` : 'no hub in this tab';
  const base = r.rule === 'live' ? `live in ${env}` : `built with the shell (nothing promoted in ${env})`;
  return canary ? `${base}; ${canary} (${page})` : base;
}

/** Settings -> Platform: what this tab runs (live and pinned versions, load state, builds), shared libraries, failures. */
export function PlatformPage() {
  const resolution = useShellResolution();
  const { remotes: status, failures } = useRemoteStatus();
  const builds = useRegisteredBuilds(resolution?.remotes ?? []);
  const [shared, setShared] = useState<SharedRow[]>(() => sharedLibrariesInUse());
  // The share scope changes as remotes load: re-read it whenever a load state changes.
  useEffect(() => setShared(sharedLibrariesInUse()), [status]);
  return (
    <Stack p="md" gap="sm">
      <Title order={2}>Platform</Title>
      {resolution ? (
        <Text size="sm" data-testid="platform-environment">
          Environment: {resolution.environment} · QA pinning {resolution.pinning ? 'allowed' : 'off'}
        </Text>
      ) : (
        <Text size="sm">Reading the remote registry…</Text>
      )}
      <Title order={3} size="h4">
        Remotes
      </Title>
      {resolution?.remotes.map((r) => {
        const s = status[r.name];
        const build = builds[r.name];
        const loaded = s?.loaded;
        return (
          <Card withBorder key={r.name} p="sm" data-testid={`platform-remote-${r.name}`}>
            <Group justify="space-between">
              <Text fw={600}>
                {remoteTitle(r.name)} ({r.name})
              </Text>
              <Badge color={s?.state === 'failed' ? 'red' : s?.state === 'loaded' ? 'green' : 'gray'}>{s?.state ?? 'not loaded'}</Badge>
            </Group>
            <Text size="sm">Live: {(r.pinned ? r.liveVersion : r.rule === 'canary' ? r.canaryLive : r.version) ?? 'built with the shell'}</Text>
            <Text size="sm">Pinned: {r.pinned ? r.version : 'no'}</Text>
            <Text size="sm" data-testid={`platform-rule-${r.name}`}>
              Rule: {versionRule(r, resolution)}
            </Text>
            {loaded && (
              <Text size="sm">
                Loaded: {loaded.version} · build {loaded.sha} · {time(loaded.builtAt)}
              </Text>
            )}
            {!loaded && build && build !== 'unknown' && (
              <Text size="sm">
                Build: {build.version} · {build.sha} · {time(build.builtAt)}
              </Text>
            )}
            {s && s.attempts > 1 && <Text size="sm">Tries: {s.attempts}</Text>}
          </Card>
        );
      })}
      <Title order={3} size="h4">
        Shared libraries in use
      </Title>
      <Table data-testid="platform-shared" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Library</Table.Th>
            <Table.Th>Version</Table.Th>
            <Table.Th>From</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shared.map((row) => (
            <Table.Tr key={`${row.name}@${row.version}`}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.version}</Table.Td>
              <Table.Td>{row.from}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h4">
        Load failures
      </Title>
      {failures.length === 0 ? (
        <Text size="sm">No load failures in this tab.</Text>
      ) : (
        <Stack gap={4} data-testid="platform-failures">
          {[...failures].reverse().map((f) => (
            <Text size="sm" key={`${f.at}-${f.remote}-${f.attempt}`}>
              {f.remote} {f.version ?? '(built with the shell)'} · {f.phase} · try {f.attempt} · {time(f.at)}: {f.message}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
