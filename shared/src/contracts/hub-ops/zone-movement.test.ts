import { batchSwitchRefusal } from '../ofd/rules';
import { SEGREGATION_SESSION_ID_LENGTH } from '../totes/tote-codes';
import { batchOfZone, isSegregationSessionId, moveBodySchema, moveQuerySchema, partialMovementRefusal } from './zone-movement';
import { confirmMovingMessage, invalidToteScannedMessage, ZONE_MOVEMENT_MESSAGES } from './zone-movement-messages';

describe('zone movement rules', () => {
  it('the batch switch of the zone items (000 §4): afternoon refused at 599 and 1141, allowed at 600 and 1140, always with an empty morning list', () => {
    const to = (minuteOfDay: number, morningListEmpty = false) => batchSwitchRefusal('AFTERNOON', { minuteOfDay, morningListEmpty });
    expect(to(599)).toBe('Cannot switch to afternoon batch before 10 AM');
    expect(to(600)).toBeNull();
    expect(to(1140)).toBeNull();
    expect(to(1141)).toBe('Cannot switch to afternoon batch before 10 AM');
    expect(to(599, true)).toBeNull();
    expect(to(1300, true)).toBeNull();
    expect(batchSwitchRefusal('MORNING', { minuteOfDay: 30, morningListEmpty: false })).toBeNull();
  });

  it('a zone with no batch counts as morning', () => {
    expect([batchOfZone(null), batchOfZone('MORNING'), batchOfZone('AFTERNOON')]).toEqual(['MORNING', 'MORNING', 'AFTERNOON']);
  });

  it('self-tote partial movement is refused with "Partial Movement Not allowed"; whole or non-self moves are not', () => {
    expect(partialMovementRefusal({ selfTote: true, movedUnits: 2, unitsLeftInTote: 1 })).toBe('Partial Movement Not allowed');
    expect(partialMovementRefusal({ selfTote: true, movedUnits: 3, unitsLeftInTote: 0 })).toBeNull();
    expect(partialMovementRefusal({ selfTote: true, movedUnits: 0, unitsLeftInTote: 3 })).toBeNull();
    expect(partialMovementRefusal({ selfTote: false, movedUnits: 2, unitsLeftInTote: 1 })).toBeNull();
  });

  it('session ids are 15 letters and digits', () => {
    expect(SEGREGATION_SESSION_ID_LENGTH).toBe(15);
    expect(isSegregationSessionId('Ab3dEf6hIj9lMn0')).toBe(true);
    expect(isSegregationSessionId('Ab3dEf6hIj9lMn')).toBe(false);
    expect(isSegregationSessionId('Ab3dEf6hIj9lMn0P')).toBe(false);
    expect(isSegregationSessionId('Ab3dEf6hIj9lM-0')).toBe(false);
    expect(moveQuerySchema.safeParse({ activityId: 'short' }).success).toBe(false);
  });

  it('texts word for word', () => {
    expect(invalidToteScannedMessage('TT000A0001')).toBe('Invalid tote TT000A0001 scanned');
    expect(confirmMovingMessage(3, 'Rice 5kg', 'LM-BLR-01')).toBe('Confirm moving 3 x Rice 5kg to LM-BLR-01');
    expect(ZONE_MOVEMENT_MESSAGES).toMatchObject({
      loadFailed: 'Something went wrong. Please refresh the page.',
      partialMovement: 'Partial Movement Not allowed',
      moveToTote: 'Move to tote',
      moveAll: 'Move all',
      switchTote: 'Switch tote',
    });
  });

  it('bounds a move: units 0..100000, a tote of the tote string, at most 200 lines; moveToTote defaults on', () => {
    const line = { entityId: 'LM-1', units: 1 };
    const body = (l: object) => ({ itemId: 'I', hubOrgUnitId: 'H', sourceZoneId: 'S', associationDetail: [l] });
    expect(moveBodySchema.safeParse(body(line)).success).toBe(true);
    expect(moveBodySchema.safeParse(body({ ...line, units: -1 })).success).toBe(false);
    expect(moveBodySchema.safeParse(body({ ...line, units: 100001 })).success).toBe(false);
    expect(moveBodySchema.safeParse(body({ ...line, toteId: 'NOT-A-TOTE' })).success).toBe(false);
    expect(moveBodySchema.safeParse({ ...body(line), associationDetail: Array(201).fill(line) }).success).toBe(false);
    expect(moveQuerySchema.parse({}).moveToTote).toBe(true);
    expect(moveQuerySchema.parse({ moveToTote: 'false' }).moveToTote).toBe(false);
  });
});
