import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ShowMore, usePaged } from './show-more';

const list = Array.from({ length: 23 }, (_, i) => i);

describe('usePaged', () => {
  it('shows one page, adds a page per "Show more", and counts what is left', () => {
    const { result } = renderHook(() => usePaged(list, 10, ''));
    expect([result.current.rows.length, result.current.more]).toEqual([10, 13]);
    act(() => result.current.showMore());
    expect([result.current.rows.length, result.current.more]).toEqual([20, 3]);
    act(() => result.current.showMore());
    expect([result.current.rows.length, result.current.more]).toEqual([23, 0]);
  });

  it('reveal grows to the page holding a row (a scanned card) and never shrinks', () => {
    const { result } = renderHook(() => usePaged(list, 10, ''));
    act(() => result.current.reveal(14));
    expect(result.current.rows.length).toBe(20);
    act(() => result.current.reveal(3));
    expect(result.current.rows.length).toBe(20);
  });

  it('a new reset key (search, filter) starts again at one page', () => {
    const { result, rerender } = renderHook(({ key }) => usePaged(list, 10, key), { initialProps: { key: 'a' } });
    act(() => result.current.showMore());
    expect(result.current.rows.length).toBe(20);
    rerender({ key: 'b' });
    expect(result.current.rows.length).toBe(10);
  });
});

describe('ShowMore', () => {
  it('reads "Show more (N more)" and is absent when nothing is left', () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <MantineProvider>
        <ShowMore more={7} onClick={onClick} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show more (7 more)' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <MantineProvider>
        <ShowMore more={0} onClick={onClick} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
