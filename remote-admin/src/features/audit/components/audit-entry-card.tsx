import { Group, Paper, Stack, Text } from '@mantine/core';
import { auditActorLabel, auditDiff, type AuditEntryView, formatAuditValue } from '@hub/shared/contracts';
import { formatDateTime, toStartCase } from '@hub/shared/format';
import { aboutItem, AUDIT_TEXTS, byWhom, viaOperation } from '../texts';

export interface AuditEntryCardProps {
  /** The entry as GET /admin/audit answers it; required. */
  entry: AuditEntryView;
}

/**
 * One change: what was done to which entity, by whom (a person, a service account or the system), when, at which hub,
 * through which call and about which item, and the values it changed, each before and after. Rows of the database
 * trigger hold only the changed columns (personal ones as "(personal)"); an action's row holds its whole before and
 * after, of which only what differs is shown.
 */
export function AuditEntryCard({ entry }: AuditEntryCardProps) {
  const changes = auditDiff(entry.before, entry.after);
  const context = [entry.operation && viaOperation(entry.operation), entry.itemId && aboutItem(entry.itemId)].filter(Boolean).join(' · ');
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
          {byWhom(auditActorLabel(entry))} · <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>
          {entry.hubOrgUnitId && ` · ${entry.hubOrgUnitId}`}
        </Text>
        {context && (
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }} data-context>
            {context}
          </Text>
        )}
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
