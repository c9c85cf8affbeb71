/**
 * The custom range's calendar (spec doc 3 §4), in its own chunk with @mantine/dates: only 'Custom' shows it,
 * so the consumption page's first load does without it (issue 24).
 */
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { isTooFarFrom } from '../../domain/consumption';
import { CONSUMPTION_TEXTS as T } from './messages';

export interface CustomRangeInputProps {
  draft: [string | null, string | null];
  onChange: (draft: [string | null, string | null]) => void;
  minDate: string;
  maxDate: string;
}

export function CustomRangeInput({ draft, onChange, minDate, maxDate }: CustomRangeInputProps) {
  return (
    <DatePickerInput
      type="range"
      label={T.customRange}
      description={T.customRangeHint}
      value={draft}
      onChange={(value) => onChange([value[0] ?? null, value[1] ?? null])}
      minDate={minDate}
      maxDate={maxDate}
      excludeDate={(date) => (draft[1] === null ? isTooFarFrom(dayjs(date).format('YYYY-MM-DD'), draft[0]) : false)}
      allowSingleDateInRange
      ariaLabels={T.calendarLabels}
      w={{ base: '100%', xs: 300 }}
    />
  );
}
