import { Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode } from 'react';

/** Default text of the bottom drawer (spec 002 §2). */
export const BOTTOM_DRAWER_DEFAULT_MESSAGE = 'Operation in progress..';

export interface BottomDrawerProps {
  /** Whether the drawer shows; required. */
  opened: boolean;
  /** Called when the user may and does dismiss it; default none (not dismissible). */
  onClose?: () => void;
  /** Text beside the loader; default 'Operation in progress..'. */
  message?: string;
  /** Shows the loader; default true. */
  withLoader?: boolean;
  /** Extra content under the message; default none. */
  children?: ReactNode;
}

/** A drawer from the bottom edge telling the user an operation runs ('Operation in progress..'); blocks the screen until closed. */
export function BottomDrawer({ opened, onClose, message = BOTTOM_DRAWER_DEFAULT_MESSAGE, withLoader = true, children }: BottomDrawerProps) {
  const dismissible = onClose !== undefined;
  return (
    <Drawer
      opened={opened}
      onClose={onClose ?? (() => undefined)}
      position="bottom"
      size="auto"
      withCloseButton={dismissible}
      closeOnClickOutside={dismissible}
      closeOnEscape={dismissible}
      radius="md"
      data-bottom-drawer
    >
      <Stack gap="sm" py="md">
        <Group gap="sm" justify="center">
          {withLoader && <Loader size="sm" />}
          <Text fw={600}>{message}</Text>
        </Group>
        {children}
      </Stack>
    </Drawer>
  );
}
