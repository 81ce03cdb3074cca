import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface AppErrorViewProps {
  /** What Reload does; default: reload the page. */
  onReload?: () => void;
}

/** The app-level fallback (spec 002 "App-level boundary"): "Something went wrong" with a Reload button. */
export function AppErrorView({ onReload = () => window.location.reload() }: AppErrorViewProps) {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" role="alert">
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed" ta="center">
          The page hit an unexpected error.
        </Text>
        <Button h={44} onClick={onReload}>
          Reload
        </Button>
      </Stack>
    </Center>
  );
}

/** Catches whatever the shell itself throws while rendering. */
export class AppErrorBoundary extends Component<{ children: ReactNode; onReload?: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Shell crashed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <AppErrorView onReload={this.props.onReload} /> : this.props.children;
  }
}
