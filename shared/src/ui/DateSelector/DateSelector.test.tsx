import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { dateLabel, parseDateParam } from './date-param';
import { DateSelector } from './DateSelector';

const NOW = new Date(2026, 10, 21, 15, 30);
const day = (d: number, m = 10) => new Date(2026, m, d).getTime();

describe('DateSelector', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(NOW);
  });
  afterEach(() => jest.useRealTimers());

  it('labels today and yesterday by name, other dates en-in', () => {
    expect(dateLabel(day(21), NOW.getTime())).toBe('Today');
    expect(dateLabel(day(20), NOW.getTime())).toBe('Yesterday');
    expect(dateLabel(day(5), NOW.getTime())).toBe('05/11/2026');
  });

  it('reads the ms timestamp in ?date and never a date after today', () => {
    expect(parseDateParam(String(day(5)), NOW.getTime())).toBe(day(5));
    expect(parseDateParam(String(day(25)), NOW.getTime())).toBe(day(21));
    expect(parseDateParam('abc')).toBeNull();
    expect(parseDateParam(null)).toBeNull();
  });

  it('shows the date from the URL and clears it with Clear', () => {
    const { location } = renderWithProviders(<DateSelector />, { route: `/hubs?hubId=HUB-BLR-01&date=${day(20)}` });
    expect(screen.getByRole('button', { name: 'Date: Yesterday' })).toHaveTextContent('Yesterday');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(new URLSearchParams(location().search).get('date')).toBeNull();
    expect(new URLSearchParams(location().search).get('hubId')).toBe('HUB-BLR-01');
    expect(screen.getByRole('button', { name: 'Select date' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('stores a picked day as its start-of-day ms timestamp in ?date', () => {
    const onChange = jest.fn();
    const { location } = renderWithProviders(<DateSelector onChange={onChange} />, { route: '/' });
    fireEvent.click(screen.getByRole('button', { name: 'Select date' }));
    act(() => jest.advanceTimersByTime(0));
    fireEvent.click(screen.getByRole('button', { name: '5 November 2026' }));
    expect(new URLSearchParams(location().search).get('date')).toBe(String(day(5)));
    expect(onChange).toHaveBeenCalledWith(day(5));
    expect(screen.getByRole('button', { name: 'Date: 05/11/2026' })).toBeInTheDocument();
  });

  it('forbids days after today and offers Today and Yesterday', () => {
    const { location } = renderWithProviders(<DateSelector />);
    fireEvent.click(screen.getByRole('button', { name: 'Select date' }));
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByRole('button', { name: '22 November 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '21 November 2026' })).not.toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(new URLSearchParams(location().search).get('date')).toBe(String(day(20)));
  });
});
