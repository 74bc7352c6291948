import { toE164 } from '../phones/phone-numbers';

/**
 * The number a text can go to: the stored phone in E.164, read in the clinic's country. Numbers
 * stored before phones were kept in E.164 are read here too until the background conversion has
 * rewritten them; empty (a dependant without a phone of their own) or unusable: null.
 */
export const textableNumber = (phone: string | null | undefined, country: string): string | null =>
  phone ? toE164(phone, country) : null;
