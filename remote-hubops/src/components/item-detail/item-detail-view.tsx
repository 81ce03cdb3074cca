import { ActionIcon, Affix, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type Association, type ItemDetail } from '@hub/shared/contracts';
import { doneLast, type DoneKind, presetUnits, remainingOf } from '../../lib/quantities';
import { ConfirmDialog } from '../confirm-dialog';
import { AssociationCard, isEditDisabledZone } from './association-card';
import { DiscrepancyPanel } from './discrepancy-panel';
import { ItemDetailHeader } from './item-detail-header';

/** What a save sends for one line: the units entered now and the reasons to add (only increases). */
export interface LineSave {
  associationId: number;
  units: number;
  discrepancyReasons: Array<{ qty: number; comment: string }>;
}

export interface ItemDetailViewProps {
  /** The item with its associations; required. A new object (after a save or refetch) resets the steppers. */
  item: ItemDetail;
  /** 'picked' (inward, zone movement) or 'dispatched'; required. */
  kind: DoneKind;
  /** Progress label: 'Picked' or 'Dispatched'; required. */
  doneLabel: string;
  /** The all-button text: 'Inward all', 'Move all' or 'Dispatch all'; required. */
  allLabel: string;
  /** The confirm text for `units` of the item into a line ("Confirm moving N x title to zone"); required. */
  confirmText: (units: number, title: string, entityId: string) => string;
  /** Reason texts of the discrepancy rows; required. */
  comments: readonly string[];
  /** Saves one line; resolve when done (the caller refetches the item), reject to keep the panel as it was; required. */
  onSave: (line: LineSave) => Promise<unknown>;
  /** A save is in flight; default false. */
  saving?: boolean;
  /** Disables every action (e.g. the manifest is not started); default false. */
  disabled?: boolean;
  /** Extra content per card (e.g. tote and Switch tote in zone movement); default none. */
  renderCardExtra?: (association: Association) => ReactNode;
  /** Content under the progress bar (e.g. the "Move to tote" switch in zone movement); default none. */
  header?: ReactNode;
  /** The all-button asks "Confirm?" first (zone movement's "Move all"); default false (saves at once). */
  confirmAll?: boolean;
  /**
   * Opens "Confirm?" for a line with the units on its stepper (a scan chose the line: zone movement's scan icon). A new
   * object (a new `key`) asks again; default none.
   */
  confirmRequest?: { entityId: string; key: number } | null;
  /**
   * Runs before a confirmed save and may hold it (zone movement asks for a tote first): resolve with the line to save,
   * or null to drop it; default saves the line as it is.
   */
  beforeSave?: (line: LineSave) => Promise<LineSave | null>;
}

const presets = (item: ItemDetail, kind: DoneKind) => new Map(item.associationDetail.map((a) => [a.id, presetUnits(a, kind)]));

/**
 * The item detail of inward, zone movement and dispatch (spec 000 §2): image and title, a progress bar of done
 * versus total, one AssociationCard per line (done lines last), the floating edit button opening the discrepancy
 * slide-up for the first open line, and the "Confirm?" dialog before a save. Lines still NOT_STARTED start preset
 * to their qty (spec 000 §4). "Inward all" saves the line at full quantity with no reasons (the server clears them).
 */
export function ItemDetailView({
  item,
  kind,
  doneLabel,
  allLabel,
  confirmText,
  comments,
  onSave,
  saving = false,
  disabled = false,
  renderCardExtra,
  header,
  confirmAll = false,
  confirmRequest = null,
  beforeSave,
}: ItemDetailViewProps) {
  const [units, setUnits] = useState(() => presets(item, kind));
  const [editing, setEditing] = useState<number | null>(null);
  const [pending, setPending] = useState<LineSave | null>(null);
  useEffect(() => {
    setUnits(presets(item, kind));
  }, [item, kind]);

  const lines = useMemo(() => doneLast(item.associationDetail, (a) => (kind === 'picked' ? a.pickingStatus : a.dispatchStatus)), [item, kind]);
  const editable = lines.filter((a) => remainingOf(a, kind) > 0 && !isEditDisabledZone(a.entityId));
  const editingLine = item.associationDetail.find((a) => a.id === editing) ?? null;
  const panelLine = useMemo(
    () => (editingLine ? { entityId: editingLine.entityId, remaining: remainingOf(editingLine, kind), earlier: editingLine.discrepancyReasons } : null),
    [editingLine, kind],
  );
  const unitsOf = (id: number) => units.get(id) ?? 0;
  const setUnitsOf = (id: number, v: number) => setUnits((m) => new Map(m).set(id, v));

  const save = async (line: LineSave) => {
    try {
      const ready = beforeSave ? await beforeSave(line) : line;
      if (ready) await onSave(ready);
    } catch {
      // The caller toasts the failure and refetches the item; the panel stays as it was.
    } finally {
      setPending(null);
    }
  };

  // A scan picked a line: confirm its stepper's units (the units entered, or what a NOT_STARTED line was preset to).
  // Only a new request opens the dialog (stepper changes afterwards do not), so the lines are read through a ref.
  const current = useRef({ item, units });
  useEffect(() => {
    current.current = { item, units };
  });
  useEffect(() => {
    if (!confirmRequest) return;
    const { item: it, units: u } = current.current;
    const line = it.associationDetail.find((a) => a.entityId === confirmRequest.entityId);
    if (line) setPending({ associationId: line.id, units: u.get(line.id) ?? 0, discrepancyReasons: [] });
  }, [confirmRequest]);

  return (
    <Stack gap="sm" pb={80}>
      <ItemDetailHeader item={item} kind={kind} doneLabel={doneLabel} />
      {header}
      {lines.map((a) => (
        <AssociationCard
          key={a.id}
          association={a}
          kind={kind}
          units={unitsOf(a.id)}
          onUnitsChange={(v) => setUnitsOf(a.id, v)}
          onEdit={() => setEditing(a.id)}
          onAll={() => {
            const line = { associationId: a.id, units: remainingOf(a, kind), discrepancyReasons: [] };
            if (confirmAll) setPending(line);
            else void save(line);
          }}
          allLabel={allLabel}
          disabled={disabled || saving}
        >
          {renderCardExtra?.(a)}
        </AssociationCard>
      ))}
      {editable.length > 0 && !disabled && (
        <Affix position={{ bottom: 20, right: 20 }} zIndex={200}>
          <ActionIcon size={56} radius="xl" aria-label="Edit discrepancy" onClick={() => setEditing(editable[0]!.id)}>
            ✎
          </ActionIcon>
        </Affix>
      )}
      <DiscrepancyPanel
        line={panelLine}
        units={editingLine ? unitsOf(editingLine.id) : 0}
        onUnitsChange={(v) => editingLine && setUnitsOf(editingLine.id, v)}
        comments={comments}
        onClose={() => setEditing(null)}
        onSubmit={(u, reasons) => {
          if (!editingLine) return;
          // The panel goes down first: the "Confirm?" dialog must not open underneath it.
          setPending({ associationId: editingLine.id, units: u, discrepancyReasons: reasons });
          setEditing(null);
        }}
      />
      <ConfirmDialog
        opened={pending !== null}
        text={pending ? confirmText(pending.units, item.itemTitle, item.associationDetail.find((a) => a.id === pending.associationId)?.entityId ?? '') : ''}
        busy={saving}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          // The dialog goes down first: a tote dialog (beforeSave) must not open underneath it.
          setPending(null);
          void save(pending);
        }}
      />
    </Stack>
  );
}
