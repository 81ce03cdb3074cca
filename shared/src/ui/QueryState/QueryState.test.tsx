import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '../../api';
import { renderWithProviders } from '../../testing';
import { QueryState, type QueryLike } from './QueryState';

const q = <T,>(over: Partial<QueryLike<T>>): QueryLike<T> => ({ data: undefined, isError: false, error: null, refetch: jest.fn(), ...over });

describe('QueryState', () => {
  it('shows a labelled loader while pending', () => {
    renderWithProviders(
      <QueryState query={q({})} what="zones">
        {() => 'content'}
      </QueryState>,
    );
    expect(screen.getByLabelText('Loading zones')).toBeInTheDocument();
    expect(screen.queryByText('content')).toBeNull();
  });

  it("shows the screen's error text and a Retry that refetches", () => {
    const refetch = jest.fn();
    renderWithProviders(
      <QueryState query={q({ isError: true, error: new Error('x'), refetch })} errorText="Failed to load data. Please retry.">
        {() => 'content'}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load data. Please retry.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('without an error text, shows what the server said through the error helper', () => {
    renderWithProviders(<QueryState query={q({ isError: true, error: new ApiError(404, { message: 'Hub X not found' }, 'x') })}>{() => null}</QueryState>);
    expect(screen.getByRole('alert')).toHaveTextContent('Hub X not found');
  });

  it('shows a title above the server’s text when one is given', () => {
    renderWithProviders(
      <QueryState query={q({ isError: true, error: new ApiError(404, { message: 'Org X not found' }, 'x') })} errorTitle="Couldn't fetch org">
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("Couldn't fetch org");
    expect(screen.getByRole('alert')).toHaveTextContent('Org X not found');
  });

  it('keeps showing data on hand when a refetch fails', () => {
    renderWithProviders(<QueryState query={q({ data: ['Z1'], isError: true, error: new Error('offline') })}>{(d) => d.join(',')}</QueryState>);
    expect(screen.getByText('Z1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty text when the data is empty, else the content', () => {
    const { rerender } = renderWithProviders(
      <QueryState query={q({ data: [] as string[] })} isEmpty={(d) => d.length === 0} emptyText="There are no zones available.">
        {(d) => d.join(',')}
      </QueryState>,
    );
    expect(screen.getByText('There are no zones available.')).toBeInTheDocument();
    rerender(
      <QueryState query={q({ data: ['Z1', 'Z2'] })} isEmpty={(d) => d.length === 0} emptyText="There are no zones available.">
        {(d) => d.join(',')}
      </QueryState>,
    );
    expect(screen.getByText('Z1,Z2')).toBeInTheDocument();
  });
});
