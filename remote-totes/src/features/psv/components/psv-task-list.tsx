import { Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { type PsvTab, TOTE_MESSAGES } from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { usePsvTasks } from '../api/psv';
import { PsvTaskCard } from './psv-task-card';

/** The managers' task list: Pending (CREATED, PROCESSING) and Completed (PROCESSED, ABANDONED) tabs. */
export function PsvTaskList({ hubId, onOpen }: { hubId: string; onOpen: (id: string) => void }) {
  const [tab, setTab] = useState<PsvTab>('PENDING');
  const tasks = usePsvTasks(hubId, tab, true);
  return (
    <Tabs value={tab} onChange={(v) => setTab((v as PsvTab) ?? 'PENDING')}>
      <Tabs.List grow>
        <Tabs.Tab value="PENDING" h={44}>
          Pending
        </Tabs.Tab>
        <Tabs.Tab value="COMPLETED" h={44}>
          Completed
        </Tabs.Tab>
      </Tabs.List>
      <Stack gap="sm" pt="sm">
        <QueryState
          query={tasks}
          what="PSV tasks"
          errorText={TOTE_MESSAGES.loadFailed}
          isEmpty={(d) => d.tasks.length === 0}
          emptyText={TOTE_MESSAGES.noRecords}
        >
          {(d) => d.tasks.map((task) => <PsvTaskCard key={task.psvTaskId} hubId={hubId} task={task} onOpen={onOpen} />)}
        </QueryState>
      </Stack>
    </Tabs>
  );
}
