import { readConfig } from '../../../src/server/config';

test('LOG_LEVEL defaults to info and takes any pino level', () => {
  expect(readConfig({}).logLevel).toBe('info');
  expect(readConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
  expect(readConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
});

test('an unknown LOG_LEVEL stops the server at start with the levels it accepts', () => {
  expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(
    'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"',
  );
});

test('CLINIC_COUNTRY defaults to NG, takes any region libphonenumber knows, and refuses others at start', () => {
  expect(readConfig({}).clinicCountry).toBe('NG');
  expect(readConfig({ CLINIC_COUNTRY: 'gh' }).clinicCountry).toBe('GH');
  expect(() => readConfig({ CLINIC_COUNTRY: 'XX' })).toThrow(
    'CLINIC_COUNTRY must be a two-letter region such as NG or GH, not "XX"',
  );
});
