import { defineMessages } from '@formatjs/intl';
import { badRequest } from '../plugins/errors';
import { anyNumberToE164, toE164 } from './phone-numbers';

/** Ids `server.phones.*`, in src/locales/<language>/server/server.json. */
const PHONE_TEXT = defineMessages({
  cannotText: {
    id: 'server.phones.cannotText',
    defaultMessage: 'This number cannot receive text messages. Enter a mobile number, e.g. 0803 123 4567.',
  },
  notANumber: {
    id: 'server.phones.notANumber',
    defaultMessage: 'This is not a valid phone number. Enter it as you would dial it, e.g. 0803 123 4567.',
  },
});

/**
 * The input with its phone in E.164, as every write of a person's phone stores it. A
 * number that cannot receive texts is refused: a 400 naming the phone field, as a bad field's is
 * (plugins/errors, the refusal). An input without a phone (a family member's is optional) passes as it is.
 */
export function withMobilePhone<T extends { phone?: string }>(input: T, country: string): T {
  if (input.phone === undefined) return input;
  const phone = toE164(input.phone, country);
  if (!phone) throw badRequest(PHONE_TEXT.cannotText, { errors: { phone: PHONE_TEXT.cannotText } });
  return { ...input, phone };
}

/**
 * A doctor's form with its `phoneNumber` in E.164: any valid number of the clinic's country, a
 * landline too (texts go to patients, not doctors). Anything else is refused as withMobilePhone
 * refuses, naming the field.
 */
export function withDialablePhoneNumber<T extends { phoneNumber: string }>(input: T, country: string): T {
  const phoneNumber = anyNumberToE164(input.phoneNumber, country);
  if (!phoneNumber) {
    throw badRequest(PHONE_TEXT.notANumber, { errors: { phoneNumber: PHONE_TEXT.notANumber } });
  }
  return { ...input, phoneNumber };
}
