import { render } from '@testing-library/react';
import { CameraIcon, FilterIcon, ScanIcon } from './Icons';

describe('icons', () => {
  it('are decorative 22 px line icons unless sized', () => {
    const { container } = render(
      <>
        <ScanIcon />
        <FilterIcon size={30} />
        <CameraIcon />
      </>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(3);
    expect(svgs[0]).toHaveAttribute('width', '22');
    expect(svgs[0]).toHaveAttribute('aria-hidden', 'true');
    expect(svgs[1]).toHaveAttribute('width', '30');
  });
});
