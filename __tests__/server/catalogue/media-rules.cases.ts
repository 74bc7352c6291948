import { checkImage, fileLabel, sniffImageType } from '../../../src/server/media/media';
import { realJpeg, realPng, realWebp } from '../../helpers/scenarios/media';

const bytes = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex');

describe('media rules: sniffing by content', () => {
  test.each([
    ['a PNG', realPng(), 'image/png'],
    ['a JPEG', realJpeg(), 'image/jpeg'],
    ['a WebP', realWebp(), 'image/webp'],
  ])('%s is recognised', async (_what, data, type) => {
    expect(await sniffImageType(data)).toBe(type);
  });

  test.each([
    ['text', Buffer.from('just some text')],
    ['nothing', Buffer.alloc(0)],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a BMP', Buffer.from('BM\x3a\x00\x00\x00\x00\x00\x00\x00\x36\x00\x00\x00', 'latin1')],
    ['a JPEG-LS file', bytes('FFD8FFF7 000B 08 0001 0001 01 01 11 00')],
    ['a WAV (RIFF but not WEBP)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['the PNG signature shifted by one byte', Buffer.concat([Buffer.from([0]), realPng()])],
    ['a ZIP', bytes('504B0304 1400 0000 0800')],
  ])('%s is not an image we take', async (_what, data) => {
    expect(await sniffImageType(data)).toBeNull();
  });
});

describe('media rules: naming a file in a message', () => {
  test.each([
    ['photo.png', 1, '"photo.png"'],
    ['../../etc/passwd.png', 1, '"passwd.png"'],
    ['C:\\Users\\nurse\\ward.jpg', 2, '"ward.jpg"'],
    ['bad\r\nname"\u0000.png', 1, '"badname.png"'],
    ['', 3, 'Image 3'],
    [undefined, 4, 'Image 4'],
    ['dir/', 5, 'Image 5'],
    [`${'x'.repeat(100)}.png`, 1, `"${'x'.repeat(77)}..."`],
  ])('%p is named %p', (name, position, label) => {
    expect(fileLabel(name, position)).toBe(label);
  });
});

describe('media rules: checking one file', () => {
  test('a real image passes with its sniffed type', async () => {
    const png = realPng();
    expect(await checkImage(png, '"a.jpg"')).toEqual({ bytes: png, mimeType: 'image/png' });
  });

  test('a file over 5 MB is refused with 413 before it is sniffed', async () => {
    const big = Buffer.concat([realPng(), Buffer.alloc(5 * 1024 * 1024)]);
    await expect(checkImage(big, '"big.png"')).rejects.toMatchObject({
      statusCode: 413,
      message: '"big.png" is larger than 5 MB',
    });
  });

  test('a file that is not an image is refused with 400', async () => {
    await expect(checkImage(Buffer.from('hello'), '"notes.png"')).rejects.toMatchObject({
      statusCode: 400,
      message: '"notes.png" is not a JPEG, PNG or WebP image',
    });
  });
});
