import { Box, Burger, Group, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { type RemoteNavEntry } from '@hub/tooling/remote-contract';
import { FieldSlot } from '../field/field-start';
import { AreaNavContext } from './area-nav';
import { GlobalSearchLauncher } from './global-search-launcher';
import { useHubVersions } from './use-hub-versions';
import { usePilotsSync } from './use-pilots-sync';

// The drawer (Mantine Drawer, focus trap, scroll lock, transitions) is fetched on the first tap of the burger.
const NavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));

/** The shell around every route: header, drawer, pilots (and, where a canary runs, versions) of the hub in the URL. */
export function ShellLayout() {
  const [opened, setOpened] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [areaNav, setAreaNav] = useState<readonly RemoteNavEntry[]>([]);
  usePilotsSync();
  useHubVersions();
  return (
    <AreaNavContext.Provider value={setAreaNav}>
      <Box
        component="header"
        px="sm"
        h={56}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', position: 'sticky', top: 0, zIndex: 100, background: 'var(--mantine-color-body)' }}
      >
        <Group h="100%" gap="xs">
          <Burger
            opened={opened}
            onClick={() => {
              setDrawerWanted(true);
              setOpened((o) => !o);
            }}
            aria-label="Open navigation"
            size="md"
          />
          <Title order={1} size="h4">
            <Link to="/" style={{ color: 'inherit', textDecoration: 'none' }}>
              Hub Console
            </Link>
          </Title>
          <FieldSlot />
        </Group>
      </Box>
      {drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer opened={opened} onClose={() => setOpened(false)} areaNav={areaNav} />
        </Suspense>
      )}
      <Box component="main">
        <Outlet />
      </Box>
      <GlobalSearchLauncher />
    </AreaNavContext.Provider>
  );
}
