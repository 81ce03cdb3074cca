import {
  ActionIcon,
  Button,
  CloseButton,
  createTheme,
  type CSSVariablesResolver,
  darken,
  defaultVariantColorsResolver,
  Input,
  luminance,
  parseThemeColor,
  rem,
  type VariantColorsResolver,
} from '@mantine/core';

/** Minimum touch target on the warehouse floor (docs/conventions.md "Design system and the phone"). */
export const TOUCH_TARGET_PX = 44;

// Mantine's md controls are 42 px; lift the default (md) size to the 44 px touch target, leave explicit sizes alone.
const touchHeight = (size: unknown) => (size === undefined || size === 'md' ? rem(TOUCH_TARGET_PX) : undefined);

/** WCAG AA for normal text: staff read these screens on phones in bright warehouse light. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The WCAG contrast ratio of two colours (hex or rgb()). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The lightest shade of a palette (from shade 6) that reads at AA against `against`, else shade 9 darkened until it does. */
export function readableShade(palette: readonly string[], against: string): string {
  for (const shade of [6, 7, 8, 9]) if (contrastRatio(palette[shade]!, against) >= MIN_TEXT_CONTRAST) return palette[shade]!;
  let colour = palette[9]!;
  for (let step = 0; step < 10 && contrastRatio(colour, against) < MIN_TEXT_CONTRAST; step++) colour = darken(colour, 0.1);
  return colour;
}

/**
 * Mantine's variant colours with AA contrast: filled controls get the first shade white text reads on (indigo 7,
 * green and orange darker), and tinted or outlined text (light, outline, subtle, white badges and buttons) gets a
 * shade that reads on its light background. Fixed here, once, rather than per screen.
 */
const readableVariants: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return base;
  const palette = input.theme.colors[parsed.color]!;
  switch (input.variant) {
    case 'filled': {
      const background = readableShade(palette, '#ffffff');
      return { ...base, background, hover: darken(background, 0.12), color: '#ffffff' };
    }
    case 'light':
      // The tint is a light shade of the same palette (about shade 1): read against that.
      return { ...base, color: readableShade(palette, palette[1]!) };
    case 'outline':
    case 'subtle':
    case 'white':
    case 'transparent':
    case 'default': {
      const color = readableShade(palette, '#ffffff');
      return input.variant === 'outline' ? { ...base, color, border: `1px solid ${color}` } : input.variant === 'default' ? base : { ...base, color };
    }
    default:
      return base;
  }
};

/** Hub Console theme: mobile first, every default-sized control at least 44 px tall, text at AA contrast. */
export const hubTheme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  variantColorResolver: readableVariants,
  components: {
    Button: Button.extend({
      defaultProps: { size: 'md' },
      vars: (_theme, props) => ({ root: { '--button-height': touchHeight(props.size) } }),
    }),
    ActionIcon: ActionIcon.extend({ defaultProps: { size: TOUCH_TARGET_PX } }),
    // Every "x" (modals, drawers, notifications) is an icon: screen readers need its name.
    CloseButton: CloseButton.extend({ defaultProps: { 'aria-label': 'Close' } as Partial<React.ComponentProps<typeof CloseButton>> }),
    Input: Input.extend({
      vars: (_theme, props) => ({ wrapper: { '--input-height': touchHeight(props.size) } }),
    }),
    TextInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
  },
});

/**
 * Text colours at AA, passed to every MantineProvider: dimmed text (hints, secondary lines, divider labels, inline
 * code; Mantine's gray 6 reads at 3.3:1 on white and 2.6:1 on a tinted card, gray 7 above 6:1 on both),
 * placeholders, error messages, and coloured text (`c="red"` and friends: each palette's first readable shade).
 */
export const hubCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7]!,
    '--mantine-color-placeholder': theme.colors.gray[7]!,
    '--mantine-color-error': readableShade(theme.colors.red, '#ffffff'),
    ...Object.fromEntries(Object.entries(theme.colors).map(([name, palette]) => [`--mantine-color-${name}-text`, readableShade(palette, '#ffffff')])),
  },
  dark: {},
});
