import { Button, Drawer } from '@mantine/core';
import { useState } from 'react';
import { HISTORY_MESSAGES } from '@hub/shared/contracts';
import { useLiveQueries } from '@hub/shared/live';
import { historyKeys, useManifestActivity } from '../../api/history';
import { HistoryList } from './history-list';

export interface ManifestActivityButtonProps {
  /** The hub; required. */
  hubId: string;
  /** The manifest (activity) whose log opens; required. */
  spaId: string;
}

/**
 * "Activity" on the inward and dispatch manifest screens (issue 34): a drawer with the manifest's activity log (its
 * state, its lines' scans, its items' corrections, who and when), newest first, refreshed live while open.
 */
export function ManifestActivityButton({ hubId, spaId }: ManifestActivityButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" h={44} onClick={() => setOpened(true)}>
        {HISTORY_MESSAGES.activityButton}
      </Button>
      <Drawer opened={opened} onClose={() => setOpened(false)} position="bottom" size="85%" title={HISTORY_MESSAGES.activityTitle(spaId)}>
        {opened && <ManifestActivityLog hubId={hubId} spaId={spaId} />}
      </Drawer>
    </>
  );
}

/** The log itself (mounted while the drawer is open: no read, no live subscription otherwise). */
function ManifestActivityLog({ hubId, spaId }: ManifestActivityButtonProps) {
  const activity = useManifestActivity(hubId, spaId, true);
  // Another operator's scan or correction on this manifest changes it (docs/adr/010): the log gains the line.
  useLiveQueries(hubId, [{ e: 'manifest', id: spaId, queryKey: historyKeys.manifest(hubId, spaId) }]);
  return <HistoryList query={activity} emptyText={HISTORY_MESSAGES.activityEmpty} showItem label={HISTORY_MESSAGES.activityTitle(spaId)} />;
}
