/**
 * The accessible names of a Mantine calendar's controls (its arrows and level buttons have none of their
 * own): pass as `ariaLabels` to every date or month picker, so each one reads the same to assistive technology.
 */
export const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
} as const;
