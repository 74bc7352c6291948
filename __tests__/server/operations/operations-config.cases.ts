import { readConfig } from '../../../src/server/config';

test('METRICS_TOKEN and METRICS are read from the environment, with a clear message for a bad value', () => {
  expect(readConfig({})).toMatchObject({ metricsToken: undefined, metricsEnabled: true });
  expect(readConfig({ METRICS_TOKEN: 's3cret', METRICS: 'off' })).toMatchObject({
    metricsToken: 's3cret',
    metricsEnabled: false,
  });
  expect(() => readConfig({ METRICS: 'maybe' })).toThrow('METRICS must be "on" or "off", not "maybe"');
});
