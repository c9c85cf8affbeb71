import { Component, type ReactNode } from 'react';
import { Text } from '@mantine/core';

/**
 * A chart whose code cannot load (its chunk failed, offline) leaves the rest of the screen in place and
 * says so in `fallback`, instead of taking the page down with it.
 */
export class ChartBoundary extends Component<{ fallback: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <Text size="sm" c="dimmed">
          {this.props.fallback}
        </Text>
      );
    }
    return this.props.children;
  }
}
