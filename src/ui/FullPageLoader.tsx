import { Center, Loader } from '@mantine/core';

/** The full-page loader shown while the session, the user or a redirect is on its way. */
export function FullPageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="100dvh" role="status" aria-live="polite" aria-label={label}>
      <Loader />
    </Center>
  );
}
