import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@hub/shared/testing';
import { IdentifierSearch } from './identifier-search';

const setup = () => {
  const onSearch = jest.fn();
  renderWithProviders(<IdentifierSearch onSearch={onSearch} />);
  const box = screen.getByPlaceholderText('Search ID, Phone Number Or PAN number');
  const type = (value: string) => fireEvent.change(box, { target: { value } });
  return { onSearch, box, type };
};

describe('IdentifierSearch', () => {
  it.each([
    ['98765', 'Enter 5 more digits for phone search'],
    ['FE-12', 'Completing FE ID...'],
    ['ABCDE12', 'Enter valid PAN (e.g., ABCDE1234F)'],
    ['12345', 'Invalid format'],
  ])('shows %j as "%s" and does not search it', (value, message) => {
    const { onSearch, type, box } = setup();
    type(value);
    expect(screen.getByRole('status')).toHaveTextContent(message);
    fireEvent.submit(box.closest('form')!);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('ignores blank text (Search disabled, Enter does nothing)', () => {
    const { onSearch, type, box } = setup();
    type('   ');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    fireEvent.submit(box.closest('form')!);
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('searches a complete id, phone or PAN with the Search button or Enter, normalised', () => {
    const { onSearch, type, box } = setup();
    type(' fe-12345678 ');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    type('9876543210');
    fireEvent.submit(box.closest('form')!);
    type('abcde1234f');
    fireEvent.submit(box.closest('form')!);
    expect(onSearch.mock.calls).toEqual([['FE-12345678'], ['9876543210'], ['ABCDE1234F']]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
