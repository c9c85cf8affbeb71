/**
 * The consumption range's texts (spec doc 3 §5: "Custom date range limits as in section 2"; §7 consumption
 * data query). The spec gives no texts for a bad range: these are ours. The rules are the schema in
 * domain/schemas/consumption.ts; the page never sends a bad range (its picker disables such days).
 */
import { MAX_RANGE_DAYS } from '../consumption';

export const CONSUMPTION_RANGE_MESSAGES = {
  startRequired: 'startDate is required, as YYYY-MM-DD',
  endRequired: 'endDate is required, as YYYY-MM-DD',
  notADay: (field: 'startDate' | 'endDate') => `${field} must be a calendar day written YYYY-MM-DD`,
  reversed: 'endDate must be on or after startDate',
  tooLong: `A range may span at most ${MAX_RANGE_DAYS} days`,
} as const;
