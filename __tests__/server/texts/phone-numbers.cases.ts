import {
  anyNumberToE164,
  phoneSearchDigits,
  storedDigitForms,
  toE164,
} from '../../../src/server/phones/phone-numbers';

/** Numbers are read in the clinic's country and kept in E.164; only numbers that take texts. */
describe('toE164 in Nigeria', () => {
  test.each([
    ['08031234567', '+2348031234567'],
    ['0803 123 4567', '+2348031234567'],
    ['0803-123-4567', '+2348031234567'],
    ['0703 123 4567', '+2347031234567'],
    ['09051234567', '+2349051234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['234-803-123-4567', '+2348031234567'],
    ['+44 7911 123456', '+447911123456'],
  ])('%s is the mobile %s', (text, e164) => {
    expect(toE164(text, 'NG')).toBe(e164);
  });

  test.each([
    ['a Lagos landline', '0201 280 1234'],
    ['a Lagos landline in the old plan', '01 280 1234'],
    ['a toll-free number', '0800 123 4567'],
    ['a London landline', '+44 20 7946 0958'],
    ['too short', '0803 123'],
    ['words', 'call me'],
    ['nothing', ''],
  ])('%s is refused', (_what, text) => {
    expect(toE164(text, 'NG')).toBeNull();
  });

  test('the same national number reads as another country’s in that country', () => {
    expect(toE164('024 412 3456', 'GH')).toBe('+233244123456');
    expect(toE164('024 412 3456', 'NG')).toBeNull();
  });
});

test('a doctor’s number may be a valid number of any kind, a landline or toll-free one too', () => {
  expect(anyNumberToE164('0201 280 1234', 'NG')).toBe('+2342012801234');
  expect(anyNumberToE164('0800 123 4567', 'NG')).toBe('+2348001234567');
  expect(anyNumberToE164('0803 123 4567', 'NG')).toBe('+2348031234567');
  expect(anyNumberToE164('0803 123', 'NG')).toBeNull();
  expect(anyNumberToE164('call me', 'NG')).toBeNull();
});

test('a stored number may hold a whole number’s E.164 or national digits', () => {
  expect(storedDigitForms('+234 803 123 4567', 'NG')).toEqual(['2348031234567', '08031234567']);
  expect(storedDigitForms('call me', 'NG')).toEqual([]);
});

test('a search matches stored numbers in either form, and a national part without its 0', () => {
  expect(phoneSearchDigits('0803 123 4567', 'NG')).toEqual(['2348031234567', '08031234567', '8031234567']);
  expect(phoneSearchDigits('0803 123', 'NG')).toEqual(['0803123', '803123']);
  expect(phoneSearchDigits('+234 803', 'NG')).toEqual(['234803']);
});
