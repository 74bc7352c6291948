import { PhoneNumberFormat, PhoneNumberType, PhoneNumberUtil, type PhoneNumber } from 'google-libphonenumber';

/*
 * Phone numbers: kept in E.164, read in the clinic's country (CLINIC_COUNTRY). Server only:
 * libphonenumber's metadata weighs about 500 KB, too much for the browser, whose forms keep the
 * shared schema's loose format check.
 */

const util = PhoneNumberUtil.getInstance();

/**
 * The kinds of number a text reaches. A valid number always has a kind; where a region's plan cannot
 * tell its mobiles from its landlines (the United States) it is FIXED_LINE_OR_MOBILE, and accepted.
 */
const TEXTABLE = new Set([PhoneNumberType.MOBILE, PhoneNumberType.FIXED_LINE_OR_MOBILE]);

function parsed(text: string, country: string): PhoneNumber | null {
  try {
    const number = util.parse(text, country);
    return util.isValidNumber(number) ? number : null;
  } catch {
    return null;
  }
}

/**
 * The number in E.164 ('0803 123 4567' in NG → '+2348031234567'), or null when the text is not a
 * valid number that can receive texts (a landline, a toll-free or premium number, garbage).
 */
export function toE164(text: string, country: string): string | null {
  const number = parsed(text, country);
  if (!number || !TEXTABLE.has(util.getNumberType(number))) return null;
  return util.format(number, PhoneNumberFormat.E164);
}

/**
 * The number in E.164 when the text is a valid number of any kind (a landline, a toll-free number
 * too), else null: a doctor's number is for calling, not for texts.
 */
export function anyNumberToE164(text: string, country: string): string | null {
  const number = parsed(text, country);
  return number && util.format(number, PhoneNumberFormat.E164);
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The digit strings a stored number may hold for `text`: its E.164 digits and, for records not yet
 * converted (stored as typed), its national form's ('08031234567'). Empty when the text is not a
 * valid number of any kind.
 */
export function storedDigitForms(text: string, country: string): string[] {
  const number = parsed(text, country);
  if (!number) return [];
  const forms = [PhoneNumberFormat.E164, PhoneNumberFormat.NATIONAL].map((form) =>
    digitsOf(util.format(number, form)),
  );
  return [...new Set(forms)];
}

/**
 * What a phone-looking search matches in stored numbers' digits: a whole number's stored forms, and
 * the digits as typed; typed nationally ('0803 123'), also without the trunk prefix, as the part of an
 * E.164 number it is ('803123').
 */
export function phoneSearchDigits(search: string, country: string): string[] {
  const typed = digitsOf(search);
  const forms = [...storedDigitForms(search, country), typed];
  const trunk = util.getNddPrefixForRegion(country, true);
  if (trunk && !search.trim().startsWith('+') && typed.startsWith(trunk))
    forms.push(typed.slice(trunk.length));
  return [...new Set(forms)];
}
