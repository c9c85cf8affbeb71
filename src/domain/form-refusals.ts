/**
 * Why a form's Save or Discard is refused before anything changed (issue 26: every disabled action says why).
 * Ours; in a module of their own so only the screens with such forms load them, not the first route.
 */
export const FORM_REFUSALS = {
  nothingToSave: 'Nothing to save yet: change a value first.',
  nothingToDiscard: 'Nothing to discard: no value has changed.',
} as const;
