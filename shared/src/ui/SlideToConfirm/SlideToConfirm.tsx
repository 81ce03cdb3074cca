import { Box, Slider, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/** Releasing at this value or more confirms (spec 000 §5: 90 of 100). */
export const SLIDE_CONFIRM_THRESHOLD = 90;
/** The slider goes back to 0 this long after a confirmation, ms. */
export const SLIDE_RESET_DELAY_MS = 500;

/** True when a release at `value` (0..100) confirms. */
export const isSlideConfirmed = (value: number) => value >= SLIDE_CONFIRM_THRESHOLD;

export interface SlideToConfirmProps {
  /** Called once per confirmation (release at 90 or more); required. */
  onConfirm: () => void;
  /** Text inside the track; default 'Slide to confirm'. */
  label?: string;
  /** Disables sliding (e.g. while a shortfall reason is missing); default false. */
  disabled?: boolean;
  /** Track and thumb colour; default the theme's primary colour. */
  color?: string;
  /** Accessible name of the thumb; default the label. */
  ariaLabel?: string;
}

/**
 * Slide-to-confirm: a 0..100 slider; releasing at 90 or more confirms, otherwise it springs back;
 * after a confirmation it resets 500 ms later. Works with touch, mouse and keyboard (arrows, End).
 */
export function SlideToConfirm({ onConfirm, label = 'Slide to confirm', disabled = false, color, ariaLabel }: SlideToConfirmProps) {
  const [value, setValue] = useState(0);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (resetTimer.current) clearTimeout(resetTimer.current);
    },
    [],
  );

  const onChangeEnd = (released: number) => {
    if (resetTimer.current) return; // already confirmed, waiting for the reset
    if (!isSlideConfirmed(released)) {
      setValue(0);
      return;
    }
    setValue(100);
    onConfirm();
    resetTimer.current = setTimeout(() => {
      resetTimer.current = null;
      setValue(0);
    }, SLIDE_RESET_DELAY_MS);
  };

  return (
    <Box pos="relative" data-slide-to-confirm data-value={value} data-disabled={disabled || undefined}>
      <Text
        pos="absolute"
        inset={0}
        ta="center"
        fw={600}
        c={disabled ? 'dimmed' : 'white'}
        style={{ lineHeight: '52px', pointerEvents: 'none', zIndex: 1, mixBlendMode: disabled ? undefined : 'difference' }}
        aria-hidden
      >
        {label}
      </Text>
      <Slider
        value={value}
        onChange={(v) => {
          if (!resetTimer.current) setValue(v);
        }}
        onChangeEnd={onChangeEnd}
        min={0}
        max={100}
        step={1}
        label={null}
        disabled={disabled}
        color={color}
        size={52}
        thumbSize={52}
        radius="xl"
        thumbLabel={ariaLabel ?? label}
        thumbChildren={
          <Text fw={700} aria-hidden>
            {'»'}
          </Text>
        }
        styles={{ track: { height: 52 }, thumb: { borderWidth: 3, zIndex: 2 } }}
      />
    </Box>
  );
}
