import dayjs, { type Dayjs } from 'dayjs';
import type { FormRule } from 'antd';
import { appointmentTimeField } from '../../../../shared/schemas/doctors';
import { issueText } from '../../../lib/zodRule';

/** What antd's TimePicker.RangePicker holds: a pair of dayjs values, either possibly empty. */
export type TimeRangeValue = [Dayjs | null, Dayjs | null] | null | undefined;

export const TIME_FORMAT = 'HH:mm';

/** The picker's pair as ['HH:mm', 'HH:mm'] (an empty side becomes ''), or undefined with no range. */
export function toHHmmPair(range: TimeRangeValue): [string, string] | undefined {
  if (!range) return undefined;
  const [start, end] = range;
  return [start ? start.format(TIME_FORMAT) : '', end ? end.format(TIME_FORMAT) : ''];
}

const parseHHmm = (text: string): Dayjs | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  return dayjs().hour(Number(match[1])).minute(Number(match[2])).second(0).millisecond(0);
};

/** A stored ['HH:mm', 'HH:mm'] as the picker's value (for editing an existing profile). */
export function fromHHmmPair(pair: readonly string[] | undefined): TimeRangeValue {
  if (!pair || pair.length !== 2) return undefined;
  const start = parseHHmm(pair[0]);
  const end = parseHHmm(pair[1]);
  return start && end ? [start, end] : undefined;
}

/**
 * A doctor's timing: a start and an end, neither 00:00, start before end; the same zod rule the server
 * applies, read on the converted pair. Without a message of its own, the schema's (in the language
 * on screen).
 */
export function timeRangeRule(message?: string): FormRule {
  const schema = appointmentTimeField(message);
  return {
    validator: async (_rule, value: TimeRangeValue) => {
      const parsed = schema.safeParse(toHHmmPair(value));
      if (!parsed.success) throw new Error(await issueText(parsed.error.issues[0]?.message ?? message));
    },
  };
}
