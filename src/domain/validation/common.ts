/** Small checks shared by several validators. */
import { RESERVED_NAME_WORDS } from '../constants';
import { controlCharacterProblem } from './text';

/** '{value} is not a valid name' (doc 1 §5) when the name contains create, zookeeper or loader. */
export function reservedWordMessage(value: string): string | null {
  const lower = value.toLowerCase();
  return RESERVED_NAME_WORDS.some((word) => lower.includes(word)) ? `${value} is not a valid name` : null;
}

/** A pragmatic e-mail shape check: one @, no spaces or control characters, a dot in the domain. */
export function isValidEmail(value: string): boolean {
  return controlCharacterProblem(value) === null && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}
