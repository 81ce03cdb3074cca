import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { IMAGE_ROTATION_STEP, ImageViewer, ImageViewerModal } from './ImageViewer';

const images = ['https://img.example/a.jpg', 'https://img.example/b.jpg', 'https://img.example/c.jpg'];
const rotation = () => screen.getByAltText(/^Image \d of 3$/).getAttribute('data-rotation');

describe('ImageViewer', () => {
  it('rotates right and left in 90-degree steps', () => {
    expect(IMAGE_ROTATION_STEP).toBe(90);
    renderWithProviders(<ImageViewer images={images} />);
    expect(rotation()).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Rotate right' }));
    expect(rotation()).toBe('90');
    expect(screen.getByAltText('Image 1 of 3')).toHaveStyle({ transform: 'rotate(90deg)' });
    fireEvent.click(screen.getByRole('button', { name: 'Rotate left' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rotate left' }));
    expect(rotation()).toBe('270');
    expect(screen.getByAltText('Image 1 of 3')).toHaveStyle({ transform: 'rotate(-90deg)' });
  });

  it('switches images with the thumbnails and starts the new one upright', () => {
    renderWithProviders(<ImageViewer images={images} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rotate right' }));
    fireEvent.click(screen.getByRole('listitem', { name: 'Show image 3' }));
    expect(screen.getByAltText('Image 3 of 3')).toHaveAttribute('src', images[2]);
    expect(rotation()).toBe('0');
    expect(screen.getByRole('listitem', { name: 'Show image 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('opens in a modal', () => {
    renderWithProviders(<ImageViewerModal opened onClose={() => {}} images={images} title="Proof images" />);
    expect(screen.getByText('Proof images')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
