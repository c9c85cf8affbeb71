/**
 * The states every screen that reads server data must draw (issue 11 §7), in one place so a new tab
 * cannot forget one: loading; an error with Try again when nothing was ever loaded; empty; and, when
 * the data shown is older than the latest attempt (the refresh failed, offline included), a note saying
 * from when it is. Props only: the screen passes its query's state and its own texts.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { formatAge } from '../domain/time-format';
import { userLocale } from './locale';
import { useNow } from './use-now';

/** The part of a query's result the states depend on (structural, so ui/ needs no query client). */
export interface QueryStateSource<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  /** When the data shown was answered (ms since epoch). */
  dataUpdatedAt: number;
  refetch: () => void;
}

/** A query's result as QueryState reads it (a TanStack `UseQueryResult` fits). */
export function queryStateOf<T>(query: {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  dataUpdatedAt: number;
  refetch: () => unknown;
}): QueryStateSource<T> {
  return {
    data: query.data,
    error: query.error,
    isFetching: query.isFetching,
    dataUpdatedAt: query.dataUpdatedAt,
    refetch: () => void query.refetch(),
  };
}

export interface QueryStateTexts {
  /** The loader's accessible name, e.g. 'Loading clusters'. */
  loading: string;
  errorTitle: string;
  retry: string;
  /** The note over data kept from earlier: `time` is how old it is, in words ('2 hours ago'). */
  stale: (time: string) => string;
}

export interface QueryStateProps<T> {
  query: QueryStateSource<T>;
  texts: QueryStateTexts;
  /** Shown instead of `children` when `isEmpty(data)`. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Hold the loader a little longer even with data (the list's render delay, doc 1 §9). */
  ready?: boolean;
  /** Beside Try again when nothing could be loaded: a way out (e.g. back to the list). */
  errorAction?: ReactNode;
  children: (data: T) => ReactNode;
}

function Loading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

/** The note over data kept from earlier; its age keeps true as time passes (its own clock, not the screen's). */
function StaleNote({ at, text }: { at: number; text: (time: string) => string }) {
  const now = useNow();
  return (
    <Alert color="yellow" role="status">
      {text(formatAge(at, now, userLocale()))}
    </Alert>
  );
}

export function QueryState<T>({ query, texts, empty, isEmpty, ready = true, errorAction, children }: QueryStateProps<T>) {
  const { data, error, isFetching } = query;

  if (data === undefined) {
    if (error && !isFetching) {
      return (
        <Alert color="red" title={texts.errorTitle}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error.message}</Text>
            <Group gap="xs">
              <Button size="xs" variant="light" color="red" onClick={query.refetch}>
                {texts.retry}
              </Button>
              {errorAction}
            </Group>
          </Stack>
        </Alert>
      );
    }
    return <Loading label={texts.loading} />;
  }
  if (!ready) return <Loading label={texts.loading} />;

  // Offline, the refetch fails too, so this note also covers an offline start (the banner says offline).
  const stale = error !== null && !isFetching;
  return (
    <Stack gap="lg">
      {stale ? <StaleNote at={query.dataUpdatedAt} text={texts.stale} /> : null}
      {empty !== undefined && isEmpty?.(data) ? empty : children(data)}
    </Stack>
  );
}
