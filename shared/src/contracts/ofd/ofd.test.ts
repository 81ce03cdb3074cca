import {
  afternoonAllowed,
  batchSwitchRefusal,
  canSubmitOfd,
  cutoffHourLabel,
  dispatchCutoffLabel,
  dispatchWaveCutoffHour,
  dispatchWaveCutoffMinutes,
  formatKg,
  formatTons,
  hubDate,
  hubDayStart,
  hubMinuteOfDay,
  lmFailedMessage,
  markOfdFailedMessage,
  OFD_MESSAGES,
  ofdRequestBodySchema,
  proceedOfdQuestion,
  routeBatchMapBodySchema,
  searchDrops,
  searchZones,
  totalWeightLabel,
} from '.';

const at = (h: number, m: number) => h * 60 + m;

describe('dispatch wave cutoff (000 §9)', () => {
  it.each([
    [at(8, 59), 20],
    [at(9, 0), 12],
    [at(17, 59), 12],
    [at(18, 0), 20],
    [at(0, 0), 20],
  ])('minute %i gives hour %i', (minute, hour) => {
    expect(dispatchWaveCutoffHour(minute)).toBe(hour);
    expect(dispatchWaveCutoffMinutes(minute)).toBe(hour * 60);
  });
  it('is 0 (12 AM) when the flag is passed, at any time', () => {
    expect(dispatchWaveCutoffHour(at(10, 0), true)).toBe(0);
    expect(dispatchWaveCutoffMinutes(at(20, 0), true)).toBe(0);
  });
  it('labels "{hour} dispatch"', () => {
    expect(dispatchCutoffLabel(cutoffHourLabel(12))).toBe('12 PM dispatch');
    expect(dispatchCutoffLabel(cutoffHourLabel(20))).toBe('8 PM dispatch');
    expect(dispatchCutoffLabel(cutoffHourLabel(0))).toBe('12 AM dispatch');
  });
});

describe('hub clock', () => {
  it('reads minutes and the day in Indian time', () => {
    expect(hubMinuteOfDay(new Date('2026-01-01T04:30:00Z'))).toBe(600);
    expect(hubDate(new Date('2026-01-01T20:00:00Z'))).toBe('2026-01-02');
  });

  it("starts the hub's day at midnight Indian time, whatever the machine's time zone", () => {
    expect(hubDayStart(new Date('2026-01-01T20:00:00Z')).toISOString()).toBe('2026-01-01T18:30:00.000Z');
    expect(hubDayStart(new Date('2026-01-01T18:29:59Z')).toISOString()).toBe('2025-12-31T18:30:00.000Z');
  });
});

describe('texts and formats', () => {
  it('formats tonnage with two decimals and the total weight label', () => {
    expect(formatTons(1.005)).toBe('1.00');
    expect(formatTons(0.1234)).toBe('0.12');
    expect(totalWeightLabel(2.5)).toBe('Total Weight: 2.50 ton');
    expect(formatKg(12.3456)).toBe('12.35 kg');
  });
  it('words the spec texts', () => {
    expect(proceedOfdQuestion(3)).toBe('Are you sure you want to proceed with OFD for 3 buyers?');
    expect(markOfdFailedMessage('x')).toBe('Failed to mark OFD: x');
    expect(lmFailedMessage('x')).toBe('Failed to create LM Manifest: x');
    expect(OFD_MESSAGES.selectionPending).toBe('Either Driver or Zone Selection Pending');
  });
});

describe('selection and submit', () => {
  it('submits only with a zone and a driver', () => {
    expect(canSubmitOfd(0, 'D')).toBe(false);
    expect(canSubmitOfd(1, null)).toBe(false);
    expect(canSubmitOfd(1, '')).toBe(false);
    expect(canSubmitOfd(2, 'D')).toBe(true);
  });
  it('the request refuses a missing driver or zone with the spec message', () => {
    for (const body of [{ zoneIds: [], driverId: 'D' }, { zoneIds: ['Z'], driverId: '' }, { zoneIds: ['Z'] }, { driverId: 'D' }]) {
      const r = ofdRequestBodySchema.safeParse(body);
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]!.message).toBe(OFD_MESSAGES.selectionPending);
    }
    expect(ofdRequestBodySchema.safeParse({ zoneIds: ['Z'], driverId: 'D', disableEmulation: true }).success).toBe(true);
  });
  it('zone search is case-insensitive on the id, sorted by id', () => {
    const zones = [{ zoneId: 'LM-B-02' }, { zoneId: 'lm-a-01' }, { zoneId: 'X' }];
    expect(searchZones(zones, 'LM').map((z) => z.zoneId)).toEqual(['lm-a-01', 'LM-B-02']);
  });
  it('buyer search is case-insensitive on the name, heaviest first', () => {
    const drops = [
      { orgUnitName: 'Sri Stores', weightKg: 2 },
      { orgUnitName: 'Ravi Mart', weightKg: 9 },
      { orgUnitName: 'sri Bazaar', weightKg: 5 },
    ];
    expect(searchDrops(drops, 'SRI').map((d) => d.orgUnitName)).toEqual(['sri Bazaar', 'Sri Stores']);
    expect(searchDrops(drops, '').map((d) => d.weightKg)).toEqual([9, 5, 2]);
  });
});

describe('route batch window (000 §4, §9)', () => {
  it.each([
    [599, false],
    [600, true],
    [1140, true],
    [1141, false],
  ])('afternoon at minute %i: %s', (minute, ok) => expect(afternoonAllowed(minute)).toBe(ok));
  it('bounds the map request', () => {
    expect(routeBatchMapBodySchema.safeParse({ routes: [{ routeName: 'R', routeBatch: 'NOON' }] }).error!.issues[0]!.message).toBe(
      'Route batch must be MORNING or AFTERNOON',
    );
    expect(routeBatchMapBodySchema.safeParse({ routes: [] }).success).toBe(false);
  });
});

describe('route batch switch of tote in-scan and zone items (000 §4)', () => {
  it.each([
    [599, false, 'Cannot switch to afternoon batch before 10 AM'],
    [600, false, null],
    [1140, false, null],
    [1141, false, 'Cannot switch to afternoon batch before 10 AM'],
    [599, true, null],
    [1141, true, null],
  ])('morning -> afternoon at minute %i (morning list empty: %s): %s', (minuteOfDay, morningListEmpty, refusal) =>
    expect(batchSwitchRefusal('AFTERNOON', { minuteOfDay, morningListEmpty })).toBe(refusal),
  );
  it.each([0, 599, 1141])('afternoon -> morning is always allowed (minute %i)', (minuteOfDay) =>
    expect(batchSwitchRefusal('MORNING', { minuteOfDay, morningListEmpty: false })).toBeNull(),
  );
});
