/**
 * The full-page error fallback (doc 1 §2) and the boundary that shows it when a screen throws while
 * rendering. Rendered inside MantineProvider.
 */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export const ERROR_FALLBACK = {
  title: 'OOPS!! SOMETHING WENT WRONG.',
  text: 'We are facing some problems and working hard to solve it.',
  reload: 'Reload page',
} as const;

export interface ErrorFallbackProps {
  /** Defaults to reloading the page. */
  onRetry?: () => void;
}

export function ErrorFallback({ onRetry }: ErrorFallbackProps) {
  return (
    <Center mih="100dvh" p="md" role="alert">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Title order={1} size="h2">
          {ERROR_FALLBACK.title}
        </Title>
        <Text c="dimmed">{ERROR_FALLBACK.text}</Text>
        <Button onClick={onRetry ?? (() => window.location.reload())}>{ERROR_FALLBACK.reload}</Button>
      </Stack>
    </Center>
  );
}

export interface AppErrorBoundaryProps {
  children: ReactNode;
  /** Called with what was thrown, e.g. to send it to an error-reporting service. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface AppErrorBoundaryState {
  failed: boolean;
}

export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
