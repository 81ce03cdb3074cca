import { Alert, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { pinLink, PIN_STORAGE_KEY } from './pin-storage';
import { useShellResolution } from './use-shell-resolution';

/**
 * Shown on every page of a tab with QA pins: which remotes run a pinned version (and what is live instead), Clear
 * (back to the live versions) and "Copy link" (the same shell URL with the pins, for a bug report). Refused pins
 * are listed with the reason until dismissed.
 */
export function PinBanner() {
  const resolution = useShellResolution();
  const [copied, setCopied] = useState<string | null>(null);
  const [refusalsHidden, setRefusalsHidden] = useState(false);
  if (!resolution) return null;
  const { pins, refusals, remotes } = resolution;
  const copyLink = async () => {
    const link = pinLink(window.location.href, pins);
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copied');
    } catch {
      // No clipboard (insecure origin or denied): show the link so it can be copied by hand.
      setCopied(link);
    }
  };
  const clear = () => {
    window.sessionStorage.removeItem(PIN_STORAGE_KEY);
    // Loaded remote containers cannot be unloaded: a fresh page load runs the live versions.
    window.location.reload();
  };
  return (
    <>
      {pins.length > 0 && (
        <Alert color="yellow" radius={0} p="xs" role="status" data-testid="pin-banner" title="QA pins active">
          <Stack gap={4}>
            {pins.map((p) => {
              const live = remotes.find((r) => r.name === p.remote)?.liveVersion;
              return (
                <Text size="sm" key={p.remote} data-testid={`pin-${p.remote}`}>
                  {p.remote}@{p.version} (live: {live ?? 'built with the shell'})
                </Text>
              );
            })}
            <Group gap="xs">
              <Button size="xs" h={44} variant="default" onClick={clear}>
                Clear
              </Button>
              <Button size="xs" h={44} variant="default" onClick={() => void copyLink()}>
                Copy link
              </Button>
            </Group>
            {copied && (
              <Text size="xs" data-testid="pin-link" style={{ wordBreak: 'break-all' }}>
                {copied}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      {refusals.length > 0 && !refusalsHidden && (
        <Alert color="red" radius={0} p="xs" role="alert" data-testid="pin-refusals" title="Pins refused">
          <Group align="flex-start" wrap="nowrap" justify="space-between">
            <Stack gap={2}>
              {refusals.map((r) => (
                <Text size="sm" key={r}>
                  {r}
                </Text>
              ))}
            </Stack>
            <CloseButton aria-label="Dismiss refused pins" size="lg" onClick={() => setRefusalsHidden(true)} />
          </Group>
        </Alert>
      )}
    </>
  );
}
