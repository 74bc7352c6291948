import { concatenationHeader, splitText } from '../../../src/server/sms/sms-parts';
import { inboundOf } from '../../../src/server/sms/smpp-inbound';
import { afterQuietHours, readQuietHours } from '../../../src/server/sms/quiet-hours';
import { intentOf } from '../../../src/server/texts/replies';
import type { Pdu } from 'smpp';

describe('a text in parts', () => {
  test('160 GSM characters are one part; 161 are two of at most 153', () => {
    expect(splitText('a'.repeat(160))).toEqual({ dataCoding: 0, parts: ['a'.repeat(160)] });
    const two = splitText('a'.repeat(161));
    expect(two.parts.map((p) => p.length)).toEqual([153, 8]);
  });

  test("GSM's extension characters count twice and are never split from their escape", () => {
    const text = `${'a'.repeat(152)}€b`;
    expect(splitText(`${'a'.repeat(158)}€`).parts).toHaveLength(1);
    expect(splitText(text + 'c'.repeat(10)).parts[0]).toBe('a'.repeat(152));
  });

  test('a letter outside GSM-7 sends the whole text as UCS-2, 70 a part or 67 joined', () => {
    expect(splitText('Ẹ ṣé').dataCoding).toBe(8);
    expect(splitText('ẹ'.repeat(70)).parts).toHaveLength(1);
    expect(splitText('ẹ'.repeat(71)).parts.map((p) => p.length)).toEqual([67, 4]);
  });

  test('the concatenation header names the reference, the count and the place', () => {
    expect([...concatenationHeader(300, 3, 1)]).toEqual([5, 0, 3, 44, 3, 2]);
  });
});

describe('what the SMSC delivers', () => {
  const pdu = (fields: Partial<Pdu>) => fields as Pdu;

  test('a receipt names its part and how it ended; one on its way brings nothing', () => {
    const receipt = (stat: string, err = '000') =>
      inboundOf(
        pdu({
          esm_class: 4,
          short_message: { message: `id:77 sub:001 dlvrd:001 stat:${stat} err:${err} text:` },
        }),
      );
    expect(receipt('DELIVRD')).toEqual({ kind: 'receipt', messageId: '77', delivered: true, reason: null });
    expect(receipt('UNDELIV', '0a1')).toEqual({
      kind: 'receipt',
      messageId: '77',
      delivered: false,
      reason: 'UNDELIV (err 0a1)',
    });
    expect(receipt('EXPIRED')).toMatchObject({ delivered: false, reason: 'EXPIRED' });
    expect(receipt('ENROUTE')).toBeNull();
  });

  test('a reply keeps its international number with a +', () => {
    expect(
      inboundOf(pdu({ source_addr: '2348031234567', source_addr_ton: 1, short_message: { message: ' 1 ' } })),
    ).toEqual({
      kind: 'reply',
      from: '+2348031234567',
      text: '1',
    });
  });

  test('replies are read by their first word in any case', () => {
    expect(
      ['1', 'yes', 'Yes.', '2', 'no', 'Cancel please', 'stop', 'START', 'what?', ''].map(intentOf),
    ).toEqual([
      'confirm',
      'confirm',
      'confirm',
      'cancel',
      'cancel',
      'cancel',
      'stop',
      'start',
      'help',
      'help',
    ]);
  });
});

describe('quiet hours', () => {
  const lagos = (iso: string) => new Date(`${iso}+01:00`);
  const quiet = readQuietHours(undefined);

  test('a reminder in the quiet hours waits for 07:00; one in the day goes now', () => {
    expect(afterQuietHours(lagos('2027-03-02T22:30:00'), 'Africa/Lagos', quiet)).toEqual(
      lagos('2027-03-03T07:00:00'),
    );
    expect(afterQuietHours(lagos('2027-03-03T05:10:00'), 'Africa/Lagos', quiet)).toEqual(
      lagos('2027-03-03T07:00:00'),
    );
    const noon = lagos('2027-03-03T12:00:00');
    expect(afterQuietHours(noon, 'Africa/Lagos', quiet)).toBe(noon);
    expect(afterQuietHours(lagos('2027-03-03T22:00:00'), 'Africa/Lagos', readQuietHours('off'))).toEqual(
      lagos('2027-03-03T22:00:00'),
    );
  });

  test('SMS_QUIET_HOURS is HH:mm-HH:mm or off', () => {
    expect(readQuietHours('13:00-14:00')).toEqual({ from: '13:00', until: '14:00' });
    expect(() => readQuietHours('9-17')).toThrow('SMS_QUIET_HOURS must look like 21:00-07:00');
  });
});
