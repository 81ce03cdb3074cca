import { DISPATCH_MESSAGES, type DispatchItem } from '@hub/shared/contracts';
import {
  checkDispatchScan,
  clampCrates,
  clampDispatchQty,
  closeDisabled,
  dispatchDisabled,
  dispatchLineQuantity,
  isSelectable,
  matchesStatus,
  opensCrateList,
  shortfallMarkingOn,
  shortfallReasonNeeded,
  showDispatchZone,
  slideLabel,
  slideUnits,
} from './dispatch-rules';

const assoc = (associationType = 'ZONE') => ({ associationType }) as DispatchItem['associationDetail'][number];
const item = (over: Partial<DispatchItem> = {}) =>
  ({
    qty: 5,
    dispatchedQty: 2,
    dispatchStatus: 'PARTIALLY_DISPATCHED',
    fulfilmentArchetype: 'INTRACITY',
    partialItemAttributed: false,
    associationDetail: [assoc()],
    ...over,
  }) as DispatchItem;

describe('dispatch quantity clamp (spec 000 §5)', () => {
  it.each([
    [3, 3],
    [-1, 0],
    ['abc', 0],
    ['', 0],
    [NaN, 0],
    [9, 5],
    ['4', 4],
    [2.7, 2],
  ])('%p -> %p of 5', (input, out) => expect(clampDispatchQty(input, 5)).toBe(out));
  it('crates are 0..1000', () => {
    expect([clampCrates(1001), clampCrates(-3), clampCrates(12)]).toEqual([1000, 0, 12]);
  });
});

describe('shortfall rules (spec 000 §4, §5)', () => {
  it('a reason is needed below the total only', () => {
    expect([shortfallReasonNeeded(3, 5), shortfallReasonNeeded(5, 5)]).toEqual([true, false]);
  });
  it('Dispatch is disabled while a needed reason is missing or while sending', () => {
    expect(dispatchDisabled(3, 5, null, false)).toBe(true);
    expect(dispatchDisabled(3, 5, 'PRODUCT_DAMAGED', false)).toBe(false);
    expect(dispatchDisabled(5, 5, null, false)).toBe(false);
    expect(dispatchDisabled(5, 5, null, true)).toBe(true);
  });
});

describe('dispatch line quantity (spec 000 §5)', () => {
  it('not started or crate-based: the full qty; otherwise the dispatched qty', () => {
    expect(dispatchLineQuantity(item({ dispatchStatus: 'NOT_STARTED', dispatchedQty: 0 }))).toBe(5);
    expect(dispatchLineQuantity(item({ associationDetail: [assoc('CRATE')] }))).toBe(5);
    expect(dispatchLineQuantity(item())).toBe(2);
    expect([slideUnits(item({ dispatchStatus: 'NOT_STARTED', dispatchedQty: 0 })), slideUnits(item())]).toEqual([5, 0]);
  });
});

describe('select-ability (spec 000 §2)', () => {
  it('intercity never; crate items not with the asset tracking pilot; dispatched items not', () => {
    expect(isSelectable(item(), false)).toBe(true);
    expect(isSelectable(item({ fulfilmentArchetype: 'INTERCITY' }), false)).toBe(false);
    expect(isSelectable(item({ associationDetail: [assoc('CRATE')] }), true)).toBe(false);
    expect(isSelectable(item({ associationDetail: [assoc('CRATE')] }), false)).toBe(true);
    expect(isSelectable(item({ dispatchStatus: 'DISPATCHED' }), false)).toBe(false);
  });
  it('crate items open a list dialog unless shortfall marking is blocked', () => {
    expect(opensCrateList(item({ associationDetail: [assoc('CRATE')] }), false)).toBe(true);
    expect(opensCrateList(item({ associationDetail: [assoc('CRATE')] }), true)).toBe(false);
    expect(opensCrateList(item(), false)).toBe(false);
  });
});

describe('shortfall marking follows the DISPATCH_SHORTFALL pilot', () => {
  it("is on when the hub's pilots have it or the manifest answer does not block it", () => {
    expect(shortfallMarkingOn(['DISPATCH_SHORTFALL'], { blockShortfallMarking: true })).toBe(true);
    expect(shortfallMarkingOn([], { blockShortfallMarking: false })).toBe(true);
    expect(shortfallMarkingOn(null, { blockShortfallMarking: false })).toBe(true);
    expect(shortfallMarkingOn(['TOTE_IN_SCAN'], { blockShortfallMarking: true })).toBe(false);
    // Pilots of another hub (null) do not count.
    expect(shortfallMarkingOn(null, { blockShortfallMarking: true })).toBe(false);
  });
});

describe('labels, close and filters', () => {
  it('slide label', () => {
    expect(slideLabel({ activityGroupType: 'DIRECT_DROP' }, 0)).toBe('Dispatch');
    expect(slideLabel({ activityGroupType: 'DIRECT_DROP' }, 3)).toBe('Dispatch 3 item(s)');
    expect(slideLabel({ activityGroupType: 'HUB_TO_WH_CRATE_DROP' }, 3)).toBe(DISPATCH_MESSAGES.createManifest);
  });
  it('the close swipe is disabled while any group is NOT_STARTED', () => {
    expect(closeDisabled([{ dispatchStatus: 'DISPATCHED' }, { dispatchStatus: 'NOT_STARTED' }])).toBe(true);
    expect(closeDisabled([{ dispatchStatus: 'DISPATCHED' }, { dispatchStatus: 'NOT_DISPATCHED' }])).toBe(false);
  });
  it('"Dispatch Zone" needs QC complete and a zone not dispatched', () => {
    expect(showDispatchZone({ zoneId: 'LM-1', qcStatus: 'QC_COMPLETE', dispatchStatus: 'NOT_STARTED' })).toBe(true);
    expect(showDispatchZone({ zoneId: 'LM-1', qcStatus: 'QC_PENDING', dispatchStatus: 'NOT_STARTED' })).toBe(false);
    expect(showDispatchZone({ zoneId: 'LM-1', qcStatus: 'QC_COMPLETE', dispatchStatus: 'DISPATCHED' })).toBe(false);
  });
  it('ACTION_REQUIRED lists partial items', () => {
    expect(matchesStatus(item(), 'ACTION_REQUIRED')).toBe(true);
    expect(matchesStatus(item({ dispatchStatus: 'DISPATCHED', partialItemAttributed: true }), 'ACTION_REQUIRED')).toBe(true);
    expect(matchesStatus(item({ dispatchStatus: 'DISPATCHED' }), 'ACTION_REQUIRED')).toBe(false);
    expect(matchesStatus(item(), 'ALL')).toBe(true);
  });
});

describe('dispatch scan (spec 000 §5)', () => {
  const m = { isToteTaggingEnabled: false, activityGroupType: 'DIRECT_DROP' };
  const ids = ['LIBLR000000012'];
  it('an item id, or its first 14 characters, of the manifest', () => {
    expect(checkDispatchScan('libl r000000012', 'SCAN', m, ids)).toEqual({ ok: true, kind: 'item', itemId: 'LIBLR000000012' });
    expect(checkDispatchScan('LIBLR000000012XYZ', 'SCAN', m, ids)).toEqual({ ok: true, kind: 'item', itemId: 'LIBLR000000012' });
  });
  it('"{id} not part of manifest" with the first 14 characters', () => {
    expect(checkDispatchScan('LIBLR999999999123', 'SCAN', m, ids)).toEqual({ ok: false, message: 'LIBLR999999999 not part of manifest' });
    expect(checkDispatchScan('ABC', 'SCAN', m, ids)).toEqual({ ok: false, message: 'ABC not part of manifest' });
  });
  it('TAG only with tote tagging or a crate drop; other types "{type} type not suported"', () => {
    expect(checkDispatchScan('ct1', 'TAG', m, ids)).toEqual({ ok: false, message: 'TAG type not suported' });
    expect(checkDispatchScan('ct1', 'TAG', { ...m, isToteTaggingEnabled: true }, ids)).toEqual({ ok: true, kind: 'tag', tagId: 'CT1' });
    expect(checkDispatchScan('ct1', 'TAG', { ...m, activityGroupType: 'HUB_TO_WH_CRATE_DROP' }, ids)).toEqual({ ok: true, kind: 'tag', tagId: 'CT1' });
    expect(checkDispatchScan('x', 'QR', m, ids)).toEqual({ ok: false, message: 'QR type not suported' });
  });
});
