import { ActionIcon, Alert, Badge, Button, CloseButton, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { type AdminReasonList, REASON_CODE_MAX, REASON_LABEL_MAX, REASON_LIST_MAX_ENTRIES, REASON_LISTS } from '@hub/shared/contracts';
import { useSaveReasonList } from '../api/reason-lists';
import { entryControl, REASON_TEXTS } from '../texts';
import { changed, entriesOf, moveRow, newRow, type ReasonRow, rowsError, rowsOf, withLabel } from '../utils/reason-rows';

export interface ReasonListEditorProps {
  /** The list as the server has it (remount with a new `key` when it changes); required. */
  list: AdminReasonList;
}

/**
 * One reason list: its entries in order, each with its label, whether it is offered and up/down; a list whose codes are
 * free also takes new entries (a code the label suggests, editable until saved). Save sends the list as a whole and
 * shows the server's refusal beside it; Undo goes back to the saved list.
 */
export function ReasonListEditor({ list }: ReasonListEditorProps) {
  const info = REASON_LISTS[list.listKey];
  const save = useSaveReasonList();
  const [rows, setRows] = useState<ReasonRow[]>(() => rowsOf(list.entries));
  const [checkError, setCheckError] = useState<string | null>(null);
  const dirty = changed(rows, list.entries);
  const titleId = `reason-list-${list.listKey}`;
  const edit = (next: ReasonRow[]) => {
    setRows(next);
    setCheckError(null);
    if (save.isError) save.reset();
  };
  const setRow = (i: number, row: ReasonRow) => edit(rows.map((r, j) => (j === i ? row : r)));
  const submit = () => {
    const refusal = rowsError(rows);
    if (refusal) setCheckError(refusal);
    else save.mutate({ listKey: list.listKey, entries: entriesOf(rows) });
  };
  const error = checkError ?? (save.isError ? getErrorMessage(save.error) : null);

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId} data-reason-list={list.listKey}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} id={titleId}>
            {info.title}
          </Title>
          <Group gap="xs">
            {list.fixedCodes && (
              <Badge variant="light" color="indigo" size="lg" radius="sm" tt="none">
                {REASON_TEXTS.fixedBadge}
              </Badge>
            )}
            {list.inherited && (
              <Badge variant="light" color="gray" size="lg" radius="sm" tt="none">
                {REASON_TEXTS.defaultBadge}
              </Badge>
            )}
          </Group>
        </Group>
        <Text c="dimmed">{info.usedBy}</Text>
        {list.fixedCodes && <Text c="dimmed">{REASON_TEXTS.fixedHint}</Text>}
        {list.inherited && <Text c="dimmed">{REASON_TEXTS.defaultHint}</Text>}
        <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={info.title}>
          {rows.map((row, i) => (
            <Paper key={i} withBorder p="xs" component="li" data-reason-entry={row.code || `new-${i}`}>
              <Stack gap={6}>
                <TextInput
                  label={REASON_TEXTS.label}
                  aria-label={entryControl.label(i + 1)}
                  required
                  autoComplete="off"
                  maxLength={REASON_LABEL_MAX}
                  value={row.label}
                  disabled={save.isPending}
                  onChange={(e) => setRow(i, withLabel(row, e.currentTarget.value))}
                />
                {row.isNew ? (
                  <TextInput
                    label={REASON_TEXTS.code}
                    aria-label={entryControl.code(i + 1)}
                    description={REASON_TEXTS.codeHint}
                    required
                    autoComplete="off"
                    autoCapitalize="characters"
                    maxLength={REASON_CODE_MAX}
                    value={row.code}
                    disabled={save.isPending}
                    onChange={(e) => setRow(i, { ...row, code: e.currentTarget.value.toUpperCase(), codeEdited: true })}
                  />
                ) : (
                  <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {REASON_TEXTS.code}: {row.code}
                  </Text>
                )}
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Switch
                    size="lg"
                    label={REASON_TEXTS.offered}
                    aria-label={entryControl.offered(row.label)}
                    checked={row.active}
                    disabled={save.isPending}
                    onChange={(e) => setRow(i, { ...row, active: e.currentTarget.checked })}
                    styles={{ label: { fontSize: 'var(--mantine-font-size-md)' } }}
                  />
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      size={44}
                      aria-label={entryControl.up(row.label)}
                      disabled={i === 0 || save.isPending}
                      onClick={() => edit(moveRow(rows, i, -1))}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      size={44}
                      aria-label={entryControl.down(row.label)}
                      disabled={i === rows.length - 1 || save.isPending}
                      onClick={() => edit(moveRow(rows, i, 1))}
                    >
                      ↓
                    </ActionIcon>
                    {row.isNew && (
                      <CloseButton
                        size={44}
                        aria-label={entryControl.remove(row.label)}
                        disabled={save.isPending}
                        onClick={() => edit(rows.filter((_, j) => j !== i))}
                      />
                    )}
                  </Group>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between" gap="sm" wrap="wrap">
          {!list.fixedCodes ? (
            <Button variant="default" h={44} disabled={rows.length >= REASON_LIST_MAX_ENTRIES || save.isPending} onClick={() => edit([...rows, newRow()])}>
              {REASON_TEXTS.addEntry}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            {dirty && (
              <Button variant="default" h={44} disabled={save.isPending} onClick={() => edit(rowsOf(list.entries))}>
                {REASON_TEXTS.undo}
              </Button>
            )}
            <Button h={44} disabled={!dirty} loading={save.isPending} onClick={submit}>
              {REASON_TEXTS.save}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
