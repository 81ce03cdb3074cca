import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing';
import { Dropdown, DROPDOWN_MAX_HEIGHT_PX } from './Dropdown';

const hubs = [
  { value: 'HUB-BLR-01', label: 'Bengaluru Central Hub' },
  { value: 'HUB-HYD-02', label: 'Hyderabad East Hub' },
  { value: 'HUB-PUN-03', label: 'Pune West Hub' },
];

function Harness({ onChange = () => {} }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Dropdown
      label="Hub"
      data={hubs}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: /Hub/ }));
  const search = screen.getByPlaceholderText('Search');
  await waitFor(() => expect(search).toHaveFocus());
  return search;
};

describe('Dropdown', () => {
  it('selects the first match with Enter', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const search = await open();
    await userEvent.type(search, 'east');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('HUB-HYD-02');
    expect(screen.getByRole('button', { name: /Hub/ })).toHaveTextContent('Hyderabad East Hub');
  });

  it("shows 'No results found' when nothing matches", async () => {
    renderWithProviders(<Harness />);
    const search = await open();
    await userEvent.type(search, 'chennai');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.queryByText('Pune West Hub')).not.toBeInTheDocument();
  });

  it('closes on Escape without choosing', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await open();
    expect(screen.getByText('Pune West Hub')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // Mantine keeps the closed list mounted but hidden.
    expect(screen.queryByText('Pune West Hub')).not.toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('caps the list at 300 px and selects by click', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await open();
    const list = document.querySelector('[data-max-height]') as HTMLElement;
    expect(DROPDOWN_MAX_HEIGHT_PX).toBe(300);
    expect(list.style.maxHeight).toBe('300px');
    fireEvent.click(screen.getByText('Pune West Hub'));
    expect(onChange).toHaveBeenCalledWith('HUB-PUN-03');
  });
});
