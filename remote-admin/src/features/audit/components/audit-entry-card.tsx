import { Group, Paper, Stack, Text } from '@mantine/core';
import { type AuditEntryView } from '@hub/shared/contracts';
import { formatDateTime, toStartCase } from '@hub/shared/format';
import { AUDIT_TEXTS, byWhom } from '../texts';
import { auditDiff, formatAuditValue } from '../utils/audit-diff';

export interface AuditEntryCardProps {
  /** The entry as GET /admin/audit answers it; required. */
  entry: AuditEntryView;
}

/** One administrative change: what was done to which entity, by whom, when, at which hub, and the values it changed. */
export function AuditEntryCard({ entry }: AuditEntryCardProps) {
  const changes = auditDiff(entry.before, entry.after);
  const who = entry.actorEmail ?? entry.actorUserId ?? AUDIT_TEXTS.system;
  return (
    <Paper withBorder p="sm" component="li" data-audit-entry={entry.id}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs" align="baseline">
          <Text fw={600}>{toStartCase(entry.action)}</Text>
          <Text style={{ overflowWrap: 'anywhere' }}>
            {entry.entityType} {entry.entityId}
          </Text>
        </Group>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }} data-byline>
          {byWhom(who)} · <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>
          {entry.hubOrgUnitId && ` · ${entry.hubOrgUnitId}`}
        </Text>
        {changes.length === 0 ? (
          <Text c="dimmed">{AUDIT_TEXTS.noChangedValues}</Text>
        ) : (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={AUDIT_TEXTS.changes}>
            {changes.map((c) => (
              <li key={c.key} data-change={c.key}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {c.key || AUDIT_TEXTS.changes}
                </Text>
                <Text style={{ overflowWrap: 'anywhere' }} data-before>
                  {AUDIT_TEXTS.before}: {formatAuditValue(c.before, AUDIT_TEXTS.empty)}
                </Text>
                <Text style={{ overflowWrap: 'anywhere' }} data-after>
                  {AUDIT_TEXTS.after}: {formatAuditValue(c.after, AUDIT_TEXTS.empty)}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
