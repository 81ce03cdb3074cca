import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { PageHeader } from './PageHeader';

const filters = [
  { value: 'ALL', label: 'All' },
  { value: 'NOT_STARTED', label: 'Not Started' },
  { value: 'ACTION_REQUIRED', label: 'Action Required' },
];

describe('PageHeader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the search text once, 200 ms after the last keystroke', () => {
    const onSearch = jest.fn();
    renderWithProviders(<PageHeader title="Dispatch" onSearch={onSearch} searchPlaceholder="Search manifest" />);
    expect(screen.getByRole('heading', { name: 'Dispatch' })).toBeInTheDocument();
    const box = screen.getByPlaceholderText('Search manifest');
    fireEvent.change(box, { target: { value: 'M' } });
    act(() => jest.advanceTimersByTime(100));
    fireEvent.change(box, { target: { value: 'MAN-1' } });
    act(() => jest.advanceTimersByTime(199));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('MAN-1');
  });

  it("opens the 'Select Filter' panel and applies the chosen radio on Apply", async () => {
    const onFilterApply = jest.fn();
    renderWithProviders(<PageHeader title="QC" filters={filters} filterValue="ALL" onFilterApply={onFilterApply} />);
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    // The panel is loaded on the first tap.
    expect(await screen.findByText('Select Filter')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Action Required' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onFilterApply).toHaveBeenCalledWith('ACTION_REQUIRED');
  });

  it('drops the draft choice on Cancel', async () => {
    const onFilterApply = jest.fn();
    renderWithProviders(<PageHeader title="QC" filters={filters} filterValue="ALL" onFilterApply={onFilterApply} />);
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Not Started' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onFilterApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('shows the scan icon only when the screen scans', () => {
    const onScanClick = jest.fn();
    const { rerender } = renderWithProviders(<PageHeader title="Inward" />);
    expect(screen.queryByRole('button', { name: 'Scan' })).not.toBeInTheDocument();
    rerender(<PageHeader title="Inward" onScanClick={onScanClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
    expect(onScanClick).toHaveBeenCalled();
  });
});
