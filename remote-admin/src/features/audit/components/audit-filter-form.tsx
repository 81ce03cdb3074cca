import { Alert, Button, Collapse, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { ADMIN_MESSAGES, AUDIT_ACTOR_KIND_LABELS, AUDIT_ACTOR_KINDS, AUDIT_ENTITY_ID_MAX, type Hub, TEXT_MAX } from '@hub/shared/contracts';
import { useIsMobile } from '@hub/shared/ui';
import { AUDIT_TEXTS, filtersToggle } from '../texts';
import { type AuditFilterValues, auditSearchOf, countAuditFilters, noAuditFilters } from '../utils/audit-filters';

export interface AuditFilterFormProps {
  /** The filters applied (the URL's); required. */
  values: AuditFilterValues;
  /** Applies new filters; required. */
  onApply: (values: AuditFilterValues) => void;
  /** The hubs the signed-in user may filter by (their hubs; every hub for an admin); default none yet (loading). */
  hubs?: readonly Hub[];
}

/**
 * The audit log's filters: entity type and id, item, the user who acted and whether a person, a service account or the
 * system, the call (operation), hub, and a day range. Applied together (one request, not one per keystroke); folded
 * behind "Filters (n)" on a phone, open on a desk.
 */
export function AuditFilterForm({ values, onApply, hubs }: AuditFilterFormProps) {
  const mobile = useIsMobile();
  const [opened, setOpened] = useState(!mobile);
  const form = useForm<AuditFilterValues>({
    mode: 'controlled',
    initialValues: values,
    validate: { to: (to, v) => (to && v.from && v.from > to ? ADMIN_MESSAGES.auditRange : null) },
  });
  // A link or Back changes the URL's filters: the form shows what is applied.
  const applied = auditSearchOf(values).toString();
  useEffect(() => {
    form.setValues(values);
    form.resetDirty(values);
    // `values` is a new object every render; the URL's text is what changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [applied]);
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <Stack gap="xs">
      <Group justify="flex-start">
        <Button h={44} variant="default" aria-expanded={opened} aria-controls="audit-filters" onClick={() => setOpened((o) => !o)}>
          {filtersToggle(countAuditFilters(values))}
        </Button>
      </Group>
      <Collapse expanded={opened} id="audit-filters">
        <Paper withBorder p="sm">
          <form noValidate onSubmit={form.onSubmit((v) => onApply(v))}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                <TextInput
                  label={AUDIT_TEXTS.entityType}
                  placeholder={AUDIT_TEXTS.entityTypePlaceholder}
                  autoComplete="off"
                  autoCapitalize="none"
                  maxLength={TEXT_MAX.id}
                  {...form.getInputProps('entityType')}
                />
                <TextInput
                  label={AUDIT_TEXTS.entityId}
                  autoComplete="off"
                  autoCapitalize="none"
                  maxLength={AUDIT_ENTITY_ID_MAX}
                  {...form.getInputProps('entityId')}
                />
                <TextInput
                  label={AUDIT_TEXTS.itemId}
                  description={AUDIT_TEXTS.itemIdHint}
                  autoComplete="off"
                  autoCapitalize="none"
                  maxLength={TEXT_MAX.id}
                  {...form.getInputProps('itemId')}
                />
                <TextInput
                  label={AUDIT_TEXTS.actorUserId}
                  description={AUDIT_TEXTS.actorUserIdHint}
                  autoComplete="off"
                  autoCapitalize="none"
                  maxLength={TEXT_MAX.id}
                  {...form.getInputProps('actorUserId')}
                />
                <Select
                  label={AUDIT_TEXTS.actorKind}
                  placeholder={AUDIT_TEXTS.anyActorKind}
                  data={AUDIT_ACTOR_KINDS.map((k) => ({ value: k, label: AUDIT_ACTOR_KIND_LABELS[k] }))}
                  clearable
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps('actorKind')}
                />
                <TextInput
                  label={AUDIT_TEXTS.operation}
                  description={AUDIT_TEXTS.operationHint}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={TEXT_MAX.id}
                  {...form.getInputProps('operation')}
                />
                <Select
                  label={AUDIT_TEXTS.hub}
                  placeholder={AUDIT_TEXTS.anyHub}
                  data={(hubs ?? []).map((h) => ({ value: h.hubOrgUnitId, label: `${h.hubName} (${h.hubOrgUnitId})` }))}
                  clearable
                  searchable
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps('hubId')}
                />
                <DatePickerInput
                  size="md"
                  label={AUDIT_TEXTS.from}
                  placeholder={AUDIT_TEXTS.pickDate}
                  valueFormat="DD/MM/YYYY"
                  clearable
                  maxDate={today}
                  previousLabel="Previous month"
                  nextLabel="Next month"
                  {...form.getInputProps('from')}
                />
                <DatePickerInput
                  size="md"
                  label={AUDIT_TEXTS.to}
                  placeholder={AUDIT_TEXTS.pickDate}
                  valueFormat="DD/MM/YYYY"
                  clearable
                  minDate={form.values.from ?? undefined}
                  maxDate={today}
                  previousLabel="Previous month"
                  nextLabel="Next month"
                  {...form.getInputProps('to')}
                />
              </SimpleGrid>
              {typeof form.errors.form === 'string' && (
                <Alert color="red" role="alert">
                  {form.errors.form}
                </Alert>
              )}
              <Group justify="flex-end" gap="sm">
                <Button
                  variant="default"
                  h={44}
                  onClick={() => {
                    form.setValues(noAuditFilters());
                    onApply(noAuditFilters());
                  }}
                >
                  {AUDIT_TEXTS.clear}
                </Button>
                <Button type="submit" h={44}>
                  {AUDIT_TEXTS.apply}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Collapse>
    </Stack>
  );
}
