import { act, fireEvent, screen } from '@testing-library/react';
import { setRemoteViewResolver } from '@hub/shared/hooks';
import { renderWithProviders } from '@hub/shared/testing';
import { GlobalSearchLauncher, type GlobalSearchViewProps, isSearchShortcut } from './global-search-launcher';

afterEach(() => setRemoteViewResolver(null));

describe('global search launcher (the shell side of Ctrl+K)', () => {
  it('reads Ctrl+K and Meta+K as the shortcut, nothing else', () => {
    const k = { ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, key: 'k' };
    expect(isSearchShortcut({ ...k, ctrlKey: true })).toBe(true);
    expect(isSearchShortcut({ ...k, metaKey: true, key: 'K' })).toBe(true);
    expect(isSearchShortcut(k)).toBe(false);
    expect(isSearchShortcut({ ...k, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isSearchShortcut({ ...k, ctrlKey: true, key: 'j' })).toBe(false);
  });

  it('loads the monitoring area’s search view only on the first Ctrl+K, then toggles it', async () => {
    const asked: string[] = [];
    setRemoteViewResolver(async (remote, view) => {
      asked.push(`${remote}/${view}`);
      return ({ opened }: GlobalSearchViewProps) => <p>{opened ? 'palette open' : 'palette closed'}</p>;
    });
    renderWithProviders(<GlobalSearchLauncher />);
    expect(asked).toEqual([]);
    await act(async () => fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
    expect(await screen.findByText('palette open')).toBeInTheDocument();
    await act(async () => fireEvent.keyDown(window, { key: 'k', metaKey: true }));
    expect(screen.getByText('palette closed')).toBeInTheDocument();
    expect(asked).toEqual(['venus/globalSearch']);
  });
});
