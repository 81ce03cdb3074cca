import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { Modal } from './Modal';

// jest.setup.ts answers width media queries from window.innerWidth.
function setViewport(width: number) {
  window.innerWidth = width;
}

/** The width Mantine applies (its --modal-size variable), checked against our own marker. */
const widthOf = () => {
  const root = document.querySelector('[data-modal-width]') as HTMLElement | null;
  const applied = root?.style.getPropertyValue('--modal-size');
  expect(applied).toBe(root?.getAttribute('data-modal-width'));
  return applied;
};

describe('Modal', () => {
  const original = window.innerWidth;
  afterEach(() => {
    window.innerWidth = original;
  });

  it('is 50vw wide on a desktop screen', () => {
    setViewport(1280);
    renderWithProviders(
      <Modal opened onClose={() => {}} title="Details">
        Body
      </Modal>,
    );
    expect(screen.getByText('Body')).toBeInTheDocument();
    expect(widthOf()).toBe('50vw');
  });

  it('is 95vw wide at 480 px and below', () => {
    setViewport(480);
    renderWithProviders(
      <Modal opened onClose={() => {}}>
        Body
      </Modal>,
    );
    expect(widthOf()).toBe('95vw');
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    renderWithProviders(
      <Modal opened onClose={onClose} title="Details">
        Body
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on a click outside', () => {
    const onClose = jest.fn();
    renderWithProviders(
      <Modal opened onClose={onClose} title="Details">
        Body
      </Modal>,
    );
    const overlay = document.querySelector('.mantine-Modal-overlay') ?? document.querySelector('.mantine-Modal-inner');
    fireEvent.mouseDown(overlay!);
    fireEvent.click(overlay!);
    expect(onClose).toHaveBeenCalled();
  });
});
