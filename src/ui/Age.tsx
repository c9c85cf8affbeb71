/**
 * How long ago a moment was, in words ('2 hours ago', 'yesterday at 7:50 PM'), kept true as time passes; the
 * moment in full is the element's machine-readable dateTime and its title.
 */
import { formatAge, formatDateTime } from '../domain/time-format';
import { userLocale } from './locale';
import { useNow } from './use-now';

export function Age({ at }: { at: number }) {
  const now = useNow();
  const locale = userLocale();
  return (
    <time dateTime={new Date(at).toISOString()} title={formatDateTime(at, locale)}>
      {formatAge(at, now, locale)}
    </time>
  );
}
