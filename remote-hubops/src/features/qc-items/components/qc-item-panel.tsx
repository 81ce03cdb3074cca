import { ActionIcon, Alert, Button, Group, NativeSelect, NumberInput, Stack, Tabs, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import {
  approvedTabSave,
  pendingQty,
  pendingTabSave,
  QC_MESSAGES,
  QC_PANEL_TIMEOUT_MS,
  rejectedTabSave,
  sumComments,
  type QcEdit,
  type QcTab,
  type ZoneQcItem,
} from '@hub/shared/contracts';
import { formatCount } from '@hub/shared/format';
import { SlideUpPanel } from '@hub/shared/ui';
import { SisterSkus } from './sister-skus';
import { ItemHistoryLink } from '../../../components/history/item-history-link';

export interface QcItemPanelProps {
  /** The item being edited; null closes the panel. */
  item: ZoneQcItem | null;
  /** Changes on every opening, so a reopened panel starts fresh (never the closing state of the last one); default 0. */
  openKey?: number;
  /** Rejection reasons offered (availableComments). */
  reasons: readonly string[];
  /** Saves an edit; resolves when stored (the panel then closes after the QC panel timeout). */
  onSave: (tab: QcTab, edit: QcEdit) => Promise<unknown>;
  onClose: () => void;
  /** More actions for the item under the tabs (the screen's "Undo / correct", issue 34); default none. */
  renderExtra?: (item: ZoneQcItem) => ReactNode;
}

/** Inputs at least 44 px tall: touch targets on a phone. */
const TOUCH = { input: { minHeight: 44 } };

const toInt = (v: string | number) => (typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.trunc(v)) : 0);

/**
 * The QC item panel (000 §2): slides up over 500 ms with the Pending, Approved and Rejected tabs, each with its count.
 * Pending asks how much to approve and, while some remains, what to reject and why; Approved and Rejected move
 * quantities back to pending. The §4 arithmetic is the shared rules'; the server re-checks every number.
 */
export function QcItemPanel({ item, openKey = 0, reasons, onSave, onClose, renderExtra }: QcItemPanelProps) {
  return (
    <SlideUpPanel opened={item !== null} onClose={onClose} title={item ? item.itemTitle : undefined} height="80vh">
      {item && <PanelBody key={`${item.itemId}:${openKey}`} item={item} reasons={reasons} onSave={onSave} onClose={onClose} renderExtra={renderExtra} />}
    </SlideUpPanel>
  );
}

function PanelBody({ item, reasons, onSave, onClose, renderExtra }: Omit<QcItemPanelProps, 'item' | 'openKey'> & { item: ZoneQcItem }) {
  const pending = pendingQty(item);
  const [tab, setTab] = useState<QcTab>('PENDING');
  const [approve, setApprove] = useState(pending);
  const [rejections, setRejections] = useState<Array<{ comment: string; qty: number }>>([{ comment: '', qty: 0 }]);
  const [approved, setApproved] = useState(item.acceptedQty);
  const [rejected, setRejected] = useState(item.commentsFailed.map((c) => ({ ...c })));
  const [saving, setSaving] = useState(false);
  const [closing, setClosing] = useState(false);
  useEffect(() => {
    if (!closing) return undefined;
    const t = setTimeout(onClose, QC_PANEL_TIMEOUT_MS);
    return () => clearTimeout(t);
  }, [closing, onClose]);

  const remaining = pending - approve;
  const rejectSum = sumComments(rejections.filter((r) => r.comment));
  const missingReason = rejections.some((r) => r.qty > 0 && !r.comment);
  const pendingError =
    approve > pending
      ? `At most ${pending} can be approved`
      : rejectSum > remaining
        ? `At most ${remaining} can be rejected`
        : missingReason
          ? 'Choose a reason for each rejected quantity'
          : null;

  const save = async (edit: QcEdit) => {
    setSaving(true);
    try {
      await onSave(tab, edit);
      setClosing(true);
    } catch {
      // The mutation's toast says why; the panel stays open with the user's numbers.
    } finally {
      setSaving(false);
    }
  };
  const submit = () => {
    if (tab === 'PENDING') return save(pendingTabSave(item, approve, rejections));
    if (tab === 'APPROVED') return save(approvedTabSave(item, approved));
    return save(rejectedTabSave(item, rejected));
  };
  const disabled =
    saving ||
    closing ||
    (tab === 'PENDING' && (pendingError !== null || (approve === 0 && rejectSum === 0))) ||
    (tab === 'APPROVED' && approved === item.acceptedQty) ||
    (tab === 'REJECTED' && sumComments(rejected) === item.failedQty && rejected.length === item.commentsFailed.length);

  return (
    <Stack gap="sm" h="100%">
      <SisterSkus itemId={item.itemId} orderId={item.orderId} count={item.sisterSkuCount} />
      <Tabs value={tab} onChange={(v) => setTab((v as QcTab) ?? 'PENDING')}>
        <Tabs.List grow>
          <Tabs.Tab value="PENDING" mih={44}>
            Pending ({formatCount(pending)})
          </Tabs.Tab>
          <Tabs.Tab value="APPROVED" mih={44}>
            Approved ({formatCount(item.acceptedQty)})
          </Tabs.Tab>
          <Tabs.Tab value="REJECTED" mih={44}>
            Rejected ({formatCount(item.failedQty)})
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="PENDING" pt="sm">
          <Stack gap="sm">
            <NumberInput
              label={QC_MESSAGES.approveQuestion}
              value={approve}
              min={0}
              max={pending}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              onChange={(v) => setApprove(toInt(v))}
              size="md"
              styles={TOUCH}
            />
            {remaining > 0 && (
              <Stack gap="xs">
                <Text fw={600}>{QC_MESSAGES.rejectQuestion}</Text>
                {rejections.map((r, i) => (
                  <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
                    <NativeSelect
                      aria-label={`Reason ${i + 1}`}
                      style={{ flex: 1 }}
                      size="md"
                      styles={TOUCH}
                      value={r.comment}
                      data={[{ value: '', label: 'Select a reason' }, ...reasons.map((x) => ({ value: x, label: x }))]}
                      onChange={(e) => {
                        const comment = e.currentTarget.value;
                        setRejections((rs) => rs.map((x, j) => (j === i ? { ...x, comment } : x)));
                      }}
                    />
                    <NumberInput
                      aria-label={`Rejected quantity ${i + 1}`}
                      w={90}
                      size="md"
                      styles={TOUCH}
                      value={r.qty}
                      min={0}
                      max={remaining}
                      clampBehavior="strict"
                      allowDecimal={false}
                      allowNegative={false}
                      onChange={(v) => setRejections((rs) => rs.map((x, j) => (j === i ? { ...x, qty: toInt(v) } : x)))}
                    />
                    {i > 0 && (
                      <ActionIcon
                        size={44}
                        variant="subtle"
                        color="red"
                        aria-label={`Remove reason ${i + 1}`}
                        onClick={() => setRejections((rs) => rs.filter((_, j) => j !== i))}
                      >
                        ✕
                      </ActionIcon>
                    )}
                  </Group>
                ))}
                <Button variant="subtle" h={44} onClick={() => setRejections((rs) => [...rs, { comment: '', qty: 0 }])} style={{ alignSelf: 'flex-start' }}>
                  Add reason
                </Button>
              </Stack>
            )}
            {pendingError && (
              <Alert color="red" p="xs">
                {pendingError}
              </Alert>
            )}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="APPROVED" pt="sm">
          <Stack gap="sm">
            <Text size="sm" c="orange.9">
              {QC_MESSAGES.approvedNote}
            </Text>
            <NumberInput
              label="Approved quantity"
              value={approved}
              min={0}
              max={item.acceptedQty}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              onChange={(v) => setApproved(toInt(v))}
              size="md"
              styles={TOUCH}
            />
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="REJECTED" pt="sm">
          <Stack gap="sm">
            <Text size="sm" c="orange.9">
              {QC_MESSAGES.rejectedNote}
            </Text>
            {rejected.length === 0 && <Text c="dimmed">No rejected quantity.</Text>}
            {rejected.map((r, i) => (
              <Group key={r.comment} gap="xs" wrap="nowrap" align="flex-end">
                <Text style={{ flex: 1 }} fw={600}>
                  {r.comment}
                </Text>
                <NumberInput
                  aria-label={`Rejected ${r.comment}`}
                  w={90}
                  size="md"
                  styles={TOUCH}
                  value={r.qty}
                  min={0}
                  max={item.commentsFailed.find((c) => c.comment === r.comment)?.qty ?? r.qty}
                  clampBehavior="strict"
                  allowDecimal={false}
                  allowNegative={false}
                  onChange={(v) => setRejected((rs) => rs.map((x, j) => (j === i ? { ...x, qty: toInt(v) } : x)))}
                />
                <ActionIcon
                  size={44}
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${r.comment}`}
                  onClick={() => setRejected((rs) => rs.filter((_, j) => j !== i))}
                >
                  ✕
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Tabs.Panel>
      </Tabs>
      {renderExtra?.(item)}
      <Group grow mt="auto">
        <Button variant="default" h={44} onClick={onClose}>
          {QC_MESSAGES.cancel}
        </Button>
        <Button h={44} onClick={() => void submit()} disabled={disabled} loading={saving}>
          {tab === 'PENDING' ? QC_MESSAGES.save : QC_MESSAGES.moveToPending}
        </Button>
      </Group>
      <ItemHistoryLink itemId={item.itemId} />
    </Stack>
  );
}
