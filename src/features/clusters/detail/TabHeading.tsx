import { Stack, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

export interface TabHeadingProps {
  /** The heading's id: the tab's section is labelled by it (`aria-labelledby`). */
  id: string;
  title: ReactNode;
  intro: ReactNode;
  /** How it sits beside the tab's actions, where it shares their row. */
  style?: CSSProperties;
  /** More about the tab's state, under the intro. */
  children?: ReactNode;
}

/** A cluster tab's title and its one-line intro, the same on every tab. */
export function TabHeading({ id, title, intro, style, children }: TabHeadingProps) {
  return (
    <Stack gap={4} style={style}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Text size="sm">{intro}</Text>
      {children}
    </Stack>
  );
}
