import { ActionIcon, Button, createTheme, Input, rem } from '@mantine/core';

/** Minimum touch target on the warehouse floor (DEVELOPERS.md "Mobile first"). */
export const TOUCH_TARGET_PX = 44;

// Mantine's md controls are 42 px; lift the default (md) size to the 44 px touch target, leave explicit sizes alone.
const touchHeight = (size: unknown) => (size === undefined || size === 'md' ? rem(TOUCH_TARGET_PX) : undefined);

/** Hub Console theme: mobile first, every default-sized control at least 44 px tall. */
export const hubTheme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    Button: Button.extend({
      defaultProps: { size: 'md' },
      vars: (_theme, props) => ({ root: { '--button-height': touchHeight(props.size) } }),
    }),
    ActionIcon: ActionIcon.extend({ defaultProps: { size: TOUCH_TARGET_PX } }),
    Input: Input.extend({
      vars: (_theme, props) => ({ wrapper: { '--input-height': touchHeight(props.size) } }),
    }),
    TextInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
  },
});
