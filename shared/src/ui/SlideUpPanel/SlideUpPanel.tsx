import { Box, CloseButton, Group, Paper, Portal, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Slide-up transition and content-clearing delay, ms (spec 000 §9). */
export const SLIDE_UP_TRANSITION_MS = 500;

export interface SlideUpPanelProps {
  /** Whether the panel is up; required. */
  opened: boolean;
  /** Called on the close button, Escape or a tap on the backdrop; required. */
  onClose: () => void;
  /** Title line; default none. */
  title?: ReactNode;
  /** Content; kept on screen while the panel slides down, cleared 500 ms after closing. */
  children?: ReactNode;
  /** Panel height (CSS); default '70vh'. */
  height?: string;
}

/**
 * A panel that slides up from the bottom in 500 ms; on close it slides down and its content is cleared
 * 500 ms later (so the content does not vanish mid-animation, and stale content never flashes on reopen).
 */
export function SlideUpPanel({ opened, onClose, title, children, height = '70vh' }: SlideUpPanelProps) {
  const [mounted, setMounted] = useState(opened);
  const [up, setUp] = useState(false);
  const lastChildren = useRef<ReactNode>(children);
  if (opened) lastChildren.current = children;

  useEffect(() => {
    if (opened) {
      setMounted(true);
      // One frame at the bottom first, so the browser animates the move up.
      const raf = requestAnimationFrame(() => setUp(true));
      return () => cancelAnimationFrame(raf);
    }
    setUp(false);
    const t = setTimeout(() => {
      lastChildren.current = null;
      setMounted(false);
    }, SLIDE_UP_TRANSITION_MS);
    return () => clearTimeout(t);
  }, [opened]);

  useEffect(() => {
    if (!opened) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, onClose]);

  if (!mounted) return null;
  return (
    <Portal>
      <Box
        pos="fixed"
        inset={0}
        onClick={onClose}
        data-slide-up-backdrop
        style={{
          zIndex: 250,
          background: 'rgba(0, 0, 0, 0.35)',
          opacity: up ? 1 : 0,
          transition: `opacity ${SLIDE_UP_TRANSITION_MS}ms ease`,
          pointerEvents: opened ? 'auto' : 'none',
        }}
      />
      <Paper
        role="dialog"
        aria-modal
        aria-label={typeof title === 'string' ? title : 'Panel'}
        data-slide-up-panel={up ? 'open' : 'closed'}
        shadow="xl"
        radius="lg"
        pos="fixed"
        left={0}
        right={0}
        bottom={0}
        h={height}
        p="md"
        style={{
          zIndex: 251,
          borderBottomLeftRadius: 0,
          borderBottomRightRadius: 0,
          display: 'flex',
          flexDirection: 'column',
          transform: up ? 'translateY(0)' : 'translateY(100%)',
          transition: `transform ${SLIDE_UP_TRANSITION_MS}ms ease`,
        }}
      >
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Text fw={700}>{title}</Text>
          <CloseButton size={44} onClick={onClose} aria-label="Close panel" />
        </Group>
        <Box style={{ overflowY: 'auto', flex: 1 }}>{opened ? children : lastChildren.current}</Box>
      </Paper>
    </Portal>
  );
}
