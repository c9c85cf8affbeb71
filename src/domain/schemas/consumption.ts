/**
 * The consumption data query's range (spec doc 3 §7: users/{userId}/consumption with startDate and endDate):
 * two calendar days, the end on or after the start, at most MAX_RANGE_DAYS apart. The emulator parses the
 * query string with it (400 in the doc 1 §8 shape, every field's message).
 */
import * as v from 'valibot';
import { isIsoDay, MAX_RANGE_DAYS, rangeDays } from '../consumption';
import { CONSUMPTION_RANGE_MESSAGES as M } from '../validation/consumption';
import { across, requiredText } from './common';

const dayField = (field: 'startDate' | 'endDate', required: string) =>
  v.pipe(requiredText(required), v.check(isIsoDay, M.notADay(field)));

export type ConsumptionRange = { startDate: string; endDate: string };

export const consumptionRangeSchema = v.config(
  v.pipe(
  v.object({
    startDate: dayField('startDate', M.startRequired),
    endDate: dayField('endDate', M.endRequired),
  }),
  across<ConsumptionRange>('endDate', ['startDate'], ({ startDate, endDate }) => {
    if (endDate < startDate) return M.reversed;
    return rangeDays({ from: startDate, to: endDate }) > MAX_RANGE_DAYS ? M.tooLong : null;
  }),
  ),
  { abortPipeEarly: true },
);
