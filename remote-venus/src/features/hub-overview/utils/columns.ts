import { type OverviewAlert, PRIORITY_COLUMNS } from '@hub/shared/contracts';

/** Mantine colour of each column tone (error, warn, info, success; spec 002 §2). */
export const TONE_COLOURS = { error: 'red', warn: 'orange', info: 'blue', success: 'green' } as const;

/** The four dashboard columns P0 High, P1 Medium, P2 Low, P3 Reviewed with their alerts, newest first. */
export function priorityColumns(alerts: readonly OverviewAlert[]) {
  return PRIORITY_COLUMNS.map((c) => ({
    ...c,
    colour: TONE_COLOURS[c.tone],
    alerts: alerts.filter((a) => a.priority === c.priority).sort((x, y) => y.createdAt - x.createdAt),
  }));
}
