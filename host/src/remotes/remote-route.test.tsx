import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { type RemoteModule } from '@hub/tooling/remote-contract';
import { RemoteLoaderContext } from './remote-context';
import { type RemoteLoader } from './remote-loader';
import { RemoteRoute } from './remote-route';
import { RemoteStatusStore } from './remote-status';

function Dispatch() {
  return <h2>Dispatch screen</h2>;
}
function Crashing(): never {
  throw new Error('render failure');
}
const hubops = (Component = Dispatch): RemoteModule => ({
  name: 'hubops',
  screens: [{ path: '/hubs/:hubId/dispatch', title: 'Dispatch items', Component }],
  navEntries: [],
});

const pending = { status: 'pending' } as const;

function renderRoute(load: jest.Mock) {
  const loader = {
    load,
    status: new RemoteStatusStore(),
    resolution: new Promise(() => undefined),
    subscribe: () => () => undefined,
    getState: () => pending,
  } as unknown as RemoteLoader;
  return render(
    <MantineProvider>
      <RemoteLoaderContext.Provider value={loader}>
        <MemoryRouter initialEntries={['/hubs/HUB-BLR-01/dispatch']}>
          <RemoteRoute remote="hubops" pattern="/hubs/:hubId/dispatch" />
        </MemoryRouter>
      </RemoteLoaderContext.Provider>
    </MantineProvider>,
  );
}

describe('RemoteRoute', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('renders the remote screen for the matched pattern', async () => {
    renderRoute(jest.fn().mockResolvedValue(hubops()));
    expect(await screen.findByRole('heading', { name: 'Dispatch screen' })).toBeInTheDocument();
  });

  it('shows an error view naming the remote when it fails to load, and Retry loads it again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce(hubops());
    renderRoute(load);
    expect(await screen.findByText('Hub Ops could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(/\(hubops\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dispatch screen' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('hubops', true);
  });

  it('contains an exception thrown while the remote renders', async () => {
    renderRoute(jest.fn().mockResolvedValue(hubops(Crashing)));
    expect(await screen.findByText('Hub Ops could not be loaded')).toBeInTheDocument();
  });
});
