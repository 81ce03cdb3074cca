/** Query keys of tote management and segregation, general to specific; mutations invalidate through these. */
export const toteKeys = {
  all: ['totes'] as const,
  summary: (hubId: string) => ['totes', 'summary', hubId] as const,
  psv: (hubId: string) => ['totes', 'psv', hubId] as const,
  psvTasks: (hubId: string, tab: string) => ['totes', 'psv', hubId, 'tasks', tab] as const,
  psvData: (hubId: string, taskId: string | null) => ['totes', 'psv', hubId, 'data', taskId ?? 'open'] as const,
  asset: (code: string) => ['totes', 'asset', code] as const,
  history: (code: string) => ['totes', 'asset', code, 'history'] as const,
  details: (code: string, type: string, refId: string) => ['totes', 'asset', code, 'details', type, refId] as const,
  validation: (hubId: string, code: string) => ['totes', 'asset', code, 'validate', hubId] as const,
  hubs: () => ['totes', 'hubs'] as const,
  zones: (hubId: string) => ['segregation', hubId, 'zones'] as const,
  tagged: (hubId: string, zone: string) => ['segregation', hubId, 'tagged', zone] as const,
};
