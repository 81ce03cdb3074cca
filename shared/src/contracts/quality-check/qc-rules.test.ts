import {
  approvedTabSave,
  canChangeQcStatus,
  canCompleteQc,
  filterQcZones,
  isQcValid,
  itemQcStatusOf,
  mergeComments,
  pendingQty,
  pendingTabSave,
  qcScanItemId,
  rebaseQcEdit,
  rejectedTabSave,
  searchQcItems,
  sortQcItems,
  zoneQcStatusOf,
} from './qc-rules';
import { qcUpdateBodySchema } from './schemas';
import { QC_REFUSALS } from './messages';

const item = (totalQty: number, acceptedQty: number, commentsFailed: Array<{ comment: string; qty: number }> = []) => ({
  totalQty,
  acceptedQty,
  failedQty: commentsFailed.reduce((s, c) => s + c.qty, 0),
  commentsFailed,
});

describe('pending formula', () => {
  it('is total minus accepted minus failed', () => {
    expect(pendingQty({ totalQty: 10, acceptedQty: 3, failedQty: 2 })).toBe(5);
    expect(isQcValid({ totalQty: 10, acceptedQty: 8, failedQty: 2 })).toBe(true);
    expect(isQcValid({ totalQty: 10, acceptedQty: 9, failedQty: 2 })).toBe(false);
    expect(isQcValid({ totalQty: 10, acceptedQty: -1, failedQty: 0 })).toBe(false);
  });
});

describe('QC edits (000 §4)', () => {
  it('merges comments by comment with quantities summed, dropping empty comments and zero quantities', () => {
    expect(
      mergeComments(
        [{ comment: 'Wrong SKU', qty: 1 }],
        [
          { comment: ' Wrong SKU ', qty: 2 },
          { comment: '', qty: 3 },
          { comment: 'Leaking', qty: 0 },
          { comment: 'Expired product', qty: 1 },
        ],
      ),
    ).toEqual([
      { comment: 'Wrong SKU', qty: 3 },
      { comment: 'Expired product', qty: 1 },
    ]);
  });

  it('Pending tab adds the approval and, below the pending quantity, merges the rejections (failedQty the sum)', () => {
    const i = item(10, 2, [{ comment: 'Wrong SKU', qty: 1 }]);
    expect(
      pendingTabSave(i, 4, [
        { comment: 'Wrong SKU', qty: 2 },
        { comment: 'Leaking', qty: 1 },
        { comment: '', qty: 4 },
      ]),
    ).toEqual({
      acceptedQty: 6,
      commentsFailed: [
        { comment: 'Wrong SKU', qty: 3 },
        { comment: 'Leaking', qty: 1 },
      ],
      failedQty: 4,
    });
  });

  it('Pending tab approving all that is pending ignores rejections', () => {
    expect(pendingTabSave(item(5, 1), 4, [{ comment: 'Leaking', qty: 1 }])).toEqual({ acceptedQty: 5, commentsFailed: [], failedQty: 0 });
  });

  it('Approved tab sets acceptedQty and restores the earlier comments', () => {
    expect(approvedTabSave(item(6, 4, [{ comment: 'Leaking', qty: 2 }]), 1)).toEqual({
      acceptedQty: 1,
      commentsFailed: [{ comment: 'Leaking', qty: 2 }],
      failedQty: 2,
    });
  });

  it('Rejected tab replaces the comments and recomputes failedQty', () => {
    const i = item(6, 1, [
      { comment: 'Leaking', qty: 2 },
      { comment: 'Wrong SKU', qty: 3 },
    ]);
    expect(
      rejectedTabSave(i, [
        { comment: 'Leaking', qty: 1 },
        { comment: 'Wrong SKU', qty: 0 },
      ]),
    ).toEqual({ acceptedQty: 1, commentsFailed: [{ comment: 'Leaking', qty: 1 }], failedQty: 1 });
  });

  it('re-applies an edit to values changed meanwhile, and answers null when a quantity would go below zero', () => {
    const prev = { acceptedQty: 0, commentsFailed: [] };
    const now = { acceptedQty: 2, commentsFailed: [{ comment: 'Leaking', qty: 1 }] };
    expect(rebaseQcEdit(now, prev, { acceptedQty: 1, commentsFailed: [{ comment: 'Leaking', qty: 2 }] })).toEqual({
      acceptedQty: 3,
      commentsFailed: [{ comment: 'Leaking', qty: 3 }],
      failedQty: 3,
    });
    expect(rebaseQcEdit({ acceptedQty: 0, commentsFailed: [] }, { acceptedQty: 2, commentsFailed: [] }, { acceptedQty: 0, commentsFailed: [] })).toBeNull();
    expect(
      rebaseQcEdit(
        { acceptedQty: 0, commentsFailed: [] },
        { acceptedQty: 0, commentsFailed: [{ comment: 'Leaking', qty: 1 }] },
        { acceptedQty: 0, commentsFailed: [] },
      ),
    ).toBeNull();
  });

  it('the update body refuses a failedQty that is not the sum of the comments', () => {
    const r = qcUpdateBodySchema.safeParse({
      tab: 'PENDING',
      acceptedQty: 1,
      failedQty: 3,
      commentsFailed: [{ comment: 'Leaking', qty: 2 }],
      previous: { acceptedQty: 0, commentsFailed: [] },
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(QC_REFUSALS.failedSum);
  });
});

describe('statuses and slide enablement', () => {
  it('item status: FAILED once rejected, COMPLETED when nothing pending, else NOT_STARTED', () => {
    expect(itemQcStatusOf({ totalQty: 3, acceptedQty: 2, failedQty: 1 })).toBe('FAILED');
    expect(itemQcStatusOf({ totalQty: 3, acceptedQty: 3, failedQty: 0 })).toBe('COMPLETED');
    expect(itemQcStatusOf({ totalQty: 3, acceptedQty: 2, failedQty: 0 })).toBe('NOT_STARTED');
  });
  it('zone status: pending, else failed, else complete', () => {
    expect(zoneQcStatusOf([item(2, 2), item(2, 1)])).toBe('QC_PENDING');
    expect(zoneQcStatusOf([item(2, 2), item(2, 1, [{ comment: 'x', qty: 1 }])])).toBe('QC_FAILED');
    expect(zoneQcStatusOf([item(2, 2)])).toBe('QC_COMPLETE');
  });
  it('"slide to complete QC" is enabled only when no item has remaining quantity', () => {
    expect(canCompleteQc([item(2, 2), item(3, 1, [{ comment: 'x', qty: 2 }])])).toBe(true);
    expect(canCompleteQc([item(2, 2), item(3, 1)])).toBe(false);
  });
});

describe('scan rule (000 §5)', () => {
  it('reads the item id from the first 14 characters', () => {
    expect(qcScanItemId('LIBLR000000012X99')).toBe('LIBLR000000012');
    expect(qcScanItemId('LI1')).toBe('LI1');
  });
  it('allows a status change only for non-intercity, non-tote items that allow it', () => {
    const base = { isTote: false, fulfilmentArchetype: 'INTRACITY', isQcStatusChangeAllowed: true };
    expect(canChangeQcStatus(base)).toBe(true);
    expect(canChangeQcStatus({ ...base, isTote: true })).toBe(false);
    expect(canChangeQcStatus({ ...base, fulfilmentArchetype: 'INTERCITY' })).toBe(false);
    expect(canChangeQcStatus({ ...base, isQcStatusChangeAllowed: false })).toBe(false);
  });
});

describe('sort orders and searches', () => {
  const row = (itemId: string, orderId: string, totalQty: number, acceptedQty: number, failedQty = 0) => ({
    itemId,
    orderId,
    itemTitle: `T ${itemId}`,
    totalQty,
    acceptedQty,
    failedQty,
  });
  const list = [row('D', 'O3', 2, 2), row('A', 'O1', 2, 0), row('C', 'O2', 2, 1, 1), row('B', 'O2', 2, 0), row('E', 'O4', 2, 1)];
  it('STATUS: pending, then failed, then complete, each by item id', () => {
    expect(sortQcItems(list, 'STATUS').map((i) => i.itemId)).toEqual(['A', 'B', 'E', 'C', 'D']);
  });
  it('PARTIAL_ORDERS: partly checked or rejected orders first, then not started, then done; by order then item', () => {
    expect(sortQcItems(list, 'PARTIAL_ORDERS').map((i) => i.itemId)).toEqual(['B', 'C', 'E', 'A', 'D']);
  });
  it('searches items by id, order or title, case-insensitively', () => {
    expect(searchQcItems(list, 'o2').map((i) => i.itemId)).toEqual(['C', 'B']);
    expect(searchQcItems(list, 't a').map((i) => i.itemId)).toEqual(['A']);
  });
  it('zone search: case-insensitive substring on the id, optional status, sorted by id', () => {
    const zones = [
      { zoneId: 'LM-BLR-02', qcStatus: 'QC_FAILED' },
      { zoneId: 'STAGING-01', qcStatus: 'QC_PENDING' },
      { zoneId: 'LM-BLR-01', qcStatus: 'QC_PENDING' },
    ];
    expect(filterQcZones(zones, 'lm').map((z) => z.zoneId)).toEqual(['LM-BLR-01', 'LM-BLR-02']);
    expect(filterQcZones(zones, '', 'QC_PENDING').map((z) => z.zoneId)).toEqual(['LM-BLR-01', 'STAGING-01']);
    expect(filterQcZones(zones, 'blr', 'QC_FAILED').map((z) => z.zoneId)).toEqual(['LM-BLR-02']);
  });
});
