import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  throw new Error('boom');
}

describe('AppErrorBoundary', () => {
  it('shows "Something went wrong" with a Reload button that reloads the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = jest.fn();
    render(
      <MantineProvider>
        <AppErrorBoundary onReload={reload}>
          <Broken />
        </AppErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
  });
});
