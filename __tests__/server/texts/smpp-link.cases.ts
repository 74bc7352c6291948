import { SmppTransport } from '../../../src/server/sms/smpp-transport';
import { startTestSmsc, type TestSmsc } from '../../helpers/peers/test-smsc';

let smsc: TestSmsc;
let link: SmppTransport;

beforeAll(async () => {
  smsc = await startTestSmsc();
  link = new SmppTransport({
    url: smsc.url,
    sender: 'ClinicBook',
    ratePerSecond: 1000,
    onInbound: async () => undefined,
    onError: () => undefined,
  });
  await link.bound();
});
afterAll(async () => {
  await link.close();
  await smsc.close();
});

test('a long text sent while others go out reaches the phone whole: its parts share one reference', async () => {
  const long = `Reminder: ${'a long text in parts '.repeat(12)}`;
  const others = Array.from({ length: 5 }, (_, i) => ({
    id: `short-${i}`,
    to: `+23480312990${i}`,
    body: 'Hello',
  }));
  await Promise.all([
    link.send({ id: 'long', to: '+2348031299099', body: long }),
    ...others.map((text) => link.send(text)),
  ]);
  expect(smsc.textsTo('+2348031299099').map((t) => [t.text, t.parts])).toEqual([[long, 2]]);
});
