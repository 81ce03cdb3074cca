import { createQueryKeys } from '@hub/shared/api';

/** Query keys of tote management, general to specific; mutations invalidate through these. */
export const toteKeys = {
  ...createQueryKeys('totes'),
  summary: (hubId: string) => ['totes', 'summary', hubId] as const,
  psv: (hubId: string) => ['totes', 'psv', hubId] as const,
  psvTasks: (hubId: string, tab: string) => ['totes', 'psv', hubId, 'tasks', tab] as const,
  psvData: (hubId: string, taskId: string | null) => ['totes', 'psv', hubId, 'data', taskId ?? 'open'] as const,
  asset: (code: string) => ['totes', 'asset', code] as const,
  history: (code: string) => ['totes', 'asset', code, 'history'] as const,
  details: (code: string, type: string, refId: string) => ['totes', 'asset', code, 'details', type, refId] as const,
  validation: (hubId: string, code: string) => ['totes', 'asset', code, 'validate', hubId] as const,
};

/** Query keys of segregation (zones and the totes tagged to them); a tag or de-tag refreshes every zone's list. */
export const segregationKeys = {
  ...createQueryKeys('segregation'),
  zones: (hubId: string) => ['segregation', hubId, 'zones'] as const,
  /** The tagged totes of every zone of a hub. */
  allTagged: (hubId: string) => ['segregation', hubId, 'tagged'] as const,
  tagged: (hubId: string, zone: string) => ['segregation', hubId, 'tagged', zone] as const,
};
