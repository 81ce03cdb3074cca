import { type SVGProps } from 'react';

/** Props of the kit's line icons. */
export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height in px; default 22. */
  size?: number;
}

function make(name: string, paths: string[]) {
  function Icon({ size = 22, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable={false}
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

// Inline line icons (24 px grid) so the kit needs no icon library in every remote's bundle.
/** Scan (barcode frame) icon. */
export const ScanIcon = make('ScanIcon', [
  'M4 7V5a1 1 0 0 1 1-1h2',
  'M17 4h2a1 1 0 0 1 1 1v2',
  'M20 17v2a1 1 0 0 1-1 1h-2',
  'M7 20H5a1 1 0 0 1-1-1v-2',
  'M8 8v8',
  'M11 8v8',
  'M14 8v8',
  'M17 8v8',
]);
/** Filter (funnel) icon. */
export const FilterIcon = make('FilterIcon', ['M4 5h16l-6 7.5V19l-4 1v-7.5z']);
/** Search (magnifier) icon. */
export const SearchIcon = make('SearchIcon', ['M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z', 'M20 20l-4.8-4.8']);
/** Camera icon. */
export const CameraIcon = make('CameraIcon', ['M4 8h3l2-3h6l2 3h3v11H4z', 'M12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z']);
/** Rotate counter-clockwise icon. */
export const RotateLeftIcon = make('RotateLeftIcon', ['M4 4v5h5', 'M5.1 14A7 7 0 1 0 6 7.5L4 9']);
/** Rotate clockwise icon. */
export const RotateRightIcon = make('RotateRightIcon', ['M20 4v5h-5', 'M18.9 14A7 7 0 1 1 18 7.5L20 9']);
/** Upload (tray with arrow) icon. */
export const UploadIcon = make('UploadIcon', ['M12 15V4', 'M7.5 8.5 12 4l4.5 4.5', 'M4 15v4h16v-4']);
/** Calendar icon. */
export const CalendarIcon = make('CalendarIcon', ['M5 5h14v15H5z', 'M5 10h14', 'M9 3v4', 'M15 3v4']);
/** Chevron-down icon. */
export const ChevronDownIcon = make('ChevronDownIcon', ['M6 9l6 6 6-6']);
