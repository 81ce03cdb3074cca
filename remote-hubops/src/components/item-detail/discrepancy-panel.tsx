import { ActionIcon, Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { HUB_OPS_MESSAGES } from '@hub/shared/contracts';
import { SlideUpPanel } from '@hub/shared/ui';
import { capQty, deleteRow, initialRows, type ReasonRow, reasonIncreases, reasonsError } from '../../lib/discrepancy';
import { QuantityStepper } from '../quantity-stepper';

/** The line the panel edits. */
export interface DiscrepancyLine {
  /** Zone / vehicle / crate id shown in the title. */
  entityId: string;
  /** Units the line still lacks before this action (qty minus done). */
  remaining: number;
  /** Reasons recorded earlier for the line. */
  earlier: ReadonlyArray<{ qty: number; comment: string }>;
}

export interface DiscrepancyPanelProps {
  /** The line being edited, or null when the panel is down; required. */
  line: DiscrepancyLine | null;
  /** Units entered for the line (the stepper value); required. */
  units: number;
  /** Called when the stepper in the panel changes; required. */
  onUnitsChange: (units: number) => void;
  /** Reason texts for "Select a reason" (the available-comments call); required. */
  comments: readonly string[];
  /** Called with the units and the reasons to send (only increases); the caller confirms and saves; required. */
  onSubmit: (units: number, reasons: Array<{ qty: number; comment: string }>) => void;
  /** Called on close; required. */
  onClose: () => void;
}

/**
 * The discrepancy slide-up (500 ms, spec 000 §2, §5): the units to take in and, when some are missing, reason
 * rows pairing a Qty select with "Select a reason"; any row but the first can be deleted; the reasons must add up
 * to the missing units, each with a comment. Only increases over the earlier quantities are sent.
 */
export function DiscrepancyPanel({ line, units, onUnitsChange, comments, onSubmit, onClose }: DiscrepancyPanelProps) {
  const [rows, setRows] = useState<ReasonRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (line) {
      setRows(initialRows(line.earlier));
      setError(null);
    }
  }, [line]);
  const missing = line ? Math.max(0, line.remaining - units) : 0;
  const total = line?.remaining ?? 0;
  const setRow = (i: number, patch: Partial<ReasonRow>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const submit = () => {
    const counted = missing > 0 ? rows : [];
    const problem = reasonsError(counted, missing);
    setError(problem);
    if (problem || !line) return;
    onSubmit(units, missing > 0 ? reasonIncreases(line.earlier, rows) : []);
  };

  return (
    <SlideUpPanel opened={line !== null} onClose={onClose} title={line ? `Edit ${line.entityId}` : undefined}>
      {line && (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm">Units</Text>
            <QuantityStepper value={units} max={line.remaining} onChange={onUnitsChange} label="Units in panel" />
          </Group>
          <Text size="sm" data-missing>
            Missing: {missing}
          </Text>
          {missing > 0 && (
            <Stack gap="xs" aria-label="Reasons">
              {rows.map((row, i) => (
                <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
                  <NativeSelect
                    label="Qty"
                    w={84}
                    value={String(row.qty)}
                    data={Array.from({ length: total + 1 }, (_, n) => String(n))}
                    onChange={(e) => setRow(i, { qty: capQty(Number(e.currentTarget.value), total) })}
                    styles={{ input: { height: 44 } }}
                  />
                  <NativeSelect
                    label={`Reason ${i + 1}`}
                    style={{ flex: 1 }}
                    value={row.comment ?? ''}
                    data={[
                      { value: '', label: HUB_OPS_MESSAGES.selectReason, disabled: true },
                      ...comments.map((c) => ({ value: c, label: c })),
                      // A reason recorded before the admin switched it off keeps its name, but cannot be picked again.
                      ...(row.comment && !comments.includes(row.comment) ? [{ value: row.comment, label: row.comment, disabled: true }] : []),
                    ]}
                    onChange={(e) => setRow(i, { comment: e.currentTarget.value || null })}
                    styles={{ input: { height: 44 } }}
                  />
                  {i > 0 && (
                    <ActionIcon variant="subtle" color="red" size={44} aria-label={`Delete reason ${i + 1}`} onClick={() => setRows((rs) => deleteRow(rs, i))}>
                      ✕
                    </ActionIcon>
                  )}
                </Group>
              ))}
              <Button variant="subtle" h={44} onClick={() => setRows((rs) => [...rs, { qty: 0, comment: null }])}>
                Add reason
              </Button>
            </Stack>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button h={44} onClick={submit}>
            Save
          </Button>
        </Stack>
      )}
    </SlideUpPanel>
  );
}
