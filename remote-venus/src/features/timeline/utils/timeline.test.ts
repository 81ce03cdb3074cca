import { type Trip } from '@hub/shared/contracts';
import { formatDuration } from '@hub/shared/format';
import { dropStatusColour, initiallyExpanded, sequenceText } from './timeline';

const trip = (tripId: string) => ({ tripDetails: { tripId } }) as unknown as Trip;

describe('timeline rules', () => {
  it('colours a drop status by its severity: DELIVERED, NOT_ATTEMPTED low; PARTIALLY_DELIVERED medium; RETURNED high', () => {
    expect(dropStatusColour('DELIVERED')).toBe('green');
    expect(dropStatusColour('NOT_ATTEMPTED')).toBe('green');
    expect(dropStatusColour('PARTIALLY_DELIVERED')).toBe('orange');
    expect(dropStatusColour('RETURNED')).toBe('red');
  });
  it('expands only the last trip by default, or the trip named in the URL', () => {
    const trips = [trip('A'), trip('B'), trip('C')];
    expect([...initiallyExpanded(trips, null)]).toEqual(['C']);
    expect([...initiallyExpanded(trips, 'A')]).toEqual(['A']);
    expect([...initiallyExpanded(trips, 'Z')]).toEqual(['C']);
    expect([...initiallyExpanded([], null)]).toEqual([]);
  });
  it('shows durations in whole minutes', () => {
    expect(formatDuration(119)).toBe('1 min');
    expect(formatDuration(754)).toBe('12 min');
    expect(formatDuration(0)).toBe('0 min');
  });
  it('words the actual sequence against the suggested one', () => {
    expect(sequenceText(3, 4)).toBe('Stop 3 (planned 4)');
    expect(sequenceText(null, 4)).toBe('Planned stop 4');
    expect(sequenceText(null, null)).toBe('');
  });
});
