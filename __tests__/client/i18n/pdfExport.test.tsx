import fs from 'node:fs';
import pdfmake from 'pdfmake';
import {
  fontsFor,
  pdfDocument,
  pdfLine,
  textsOf,
  wrapLines,
} from '../../../src/client/features/appointments/export/pdfText';

const ARABIC = { latin: 'Roboto', arabic: 'NotoSansArabic' } as const;
/** What a line shows, left to right, with the font of each piece ('A' Arabic, 'L' Latin). */
const shown = (text: string, rtl = true) =>
  pdfLine(text, ARABIC, rtl)
    .map((piece) => `${piece.font === 'NotoSansArabic' ? 'A' : 'L'}:${piece.text}`)
    .join('|');

test('the fonts follow the letters: Roboto for French, Noto Sans for Hausa and Yorùbá, Noto Sans Arabic for Arabic', () => {
  expect(fontsFor(['Rendez-vous annulé'])).toEqual({ latin: 'Roboto' });
  expect(fontsFor(['Ɗanlami Ƙwairanga'])).toEqual({ latin: 'NotoSans' });
  expect(fontsFor(['Ọjọ́ Àbámẹ́ta'])).toEqual({ latin: 'NotoSans' });
  expect(fontsFor(['قيد الانتظار', 'Ada Obi'])).toEqual({ latin: 'Roboto', arabic: 'NotoSansArabic' });
});

// fontkit (in pdfmake) joins an Arabic word's letters and turns its glyphs around; the words' order,
// numbers and brackets are this module's
test('right to left, words come in reading order from the right, numbers and Latin names keep theirs', () => {
  expect(shown('منذ 5 دقائق')).toBe('A:دقائق|L: |L:5|A: |A:منذ');
  expect(shown('27-11-2026')).toBe('L:27-11-2026');
  // a cell without Arabic reads left to right, as on screen: the phone number keeps its '+' in front
  expect(shown('+2348031234567')).toBe('L:+2348031234567');
  expect(shown('Ada Obi (08031234567)')).toBe('L:Ada|L: |L:Obi|L: |L:(08031234567)');
  expect(shown('د. أحمد علي')).toBe('A:علي|A: |A:أحمد|L: |L:.|A:د');
  // brackets around a Latin name go with it; around Arabic words they are drawn mirrored
  expect(shown('فاطمة (Ada Obi) موعد')).toBe('A:موعد|L: |L:(|L:Ada|L: |L:Obi|L:)|A: |A:فاطمة');
  expect(shown('لـAda Obi (حجزه Musa)')).toBe('L:(|L:Musa|A: |A:حجزه|L:)|L: |L:Ada|L: |L:Obi|A:لـ');
  // an Arabic name in a left-to-right (English) export
  expect(shown('Dr. علي أحمد', false)).toBe('L:Dr.|L: |A:أحمد|A: |A:علي');
});

test('a right-to-left cell too long for its column is cut into lines here, its first words on its first line', () => {
  // eight columns across a landscape page leave about 80 pt a cell: 13 characters at 10 pt
  expect(wrapLines('موعد مع الطبيب في عيادة الأطفال صباح الغد', 80, 10)).toEqual([
    'موعد مع',
    'الطبيب في',
    'عيادة الأطفال',
    'صباح الغد',
  ]);
  expect(wrapLines('Ada', 80, 10)).toEqual(['Ada']);
  // a word longer than a line is left whole, for pdfmake to break
  expect(wrapLines('Oluwadamilareoluwaseun Obi', 40, 10)).toEqual(['Oluwadamilareoluwaseun', 'Obi']);

  const headers = ['1', '2', '3', '4', '5', '6', '7', 'سبب'];
  const reason = 'موعد مع الطبيب في عيادة الأطفال صباح الغد';
  const table = { fileName: 'appointments', headers, rows: [[...headers.slice(1).map(() => '-'), reason]] };
  const doc = pdfDocument(table, 'المواعيد', fontsFor(textsOf(table, 'المواعيد')), true);
  const body = (
    doc.content as Array<{ table?: { body: Array<Array<{ text: Array<{ text: string }> }>> } }>
  )[1]!.table!.body;
  // right to left the reason is the first column drawn; each line is read from the right
  const lines = body[1]![0]!.text
    .map((piece) => piece.text)
    .join('')
    .split('\n');
  // pieces come left to right, each Arabic word in its own reading order (fontkit draws it from the right)
  const read = (line: string) => line.split(' ').reverse().join(' ');
  expect(lines.map(read)).toEqual(wrapLines(reason, 80, 10));
});

test('an Arabic export is right to left: columns from the right, cells aligned right, Arabic in its font', async () => {
  const table = {
    fileName: 'appointments',
    headers: ['المريض', 'الحالة'],
    rows: [['Ada Obi', 'قيد الانتظار']],
  };
  const fonts = fontsFor(textsOf(table, 'المواعيد'));
  const doc = pdfDocument(table, 'المواعيد', fonts, true);
  const body = (doc.content as Array<{ table?: { body: unknown[][] } }>)[1]!.table!.body;
  expect(body[0]).toEqual([
    { text: [{ text: 'الحالة', font: 'NotoSansArabic' }], alignment: 'right', style: 'header' },
    { text: [{ text: 'المريض', font: 'NotoSansArabic' }], alignment: 'right', style: 'header' },
  ]);

  // pdfmake writes it with the font files the browser downloads, given as this realm's bytes: pdfkit
  // checks instanceof Uint8Array, and jsdom's is not node's
  const { virtualfs } = pdfmake as unknown as {
    virtualfs: { writeFileSync: (name: string, content: Uint8Array) => void };
  };
  const file = (name: string, path: string) => {
    virtualfs.writeFileSync(name, new Uint8Array(fs.readFileSync(`${process.cwd()}/node_modules/${path}`)));
    return name;
  };
  const arabic = file(
    'arabic.woff',
    '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
  );
  const arabicBold = file(
    'arabic-bold.woff',
    '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
  );
  const roboto = file('roboto.ttf', 'pdfmake/fonts/Roboto/Roboto-Regular.ttf');
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  pdfmake.addFonts({
    Roboto: { normal: roboto, bold: roboto, italics: roboto, bolditalics: roboto },
    NotoSansArabic: { normal: arabic, bold: arabicBold, italics: arabic, bolditalics: arabicBold },
  });
  const pdf = (await pdfmake.createPdf(doc).getBuffer()).toString('latin1');
  expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic/);
  expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto/);
});

jest.mock('../../../src/client/lib/saveBlob', () => ({ saveBlob: jest.fn() }));

test('an Arabic PDF export downloads Noto Sans Arabic and writes with it, right to left', async () => {
  const { saveBlob } = jest.requireMock<{ saveBlob: jest.Mock }>('../../../src/client/lib/saveBlob');
  const { downloadPdf } = await import('../../../src/client/features/appointments/export/downloadPdf');
  // the font files' addresses are stubs under jest: each fetch answers with the real file
  const fonts = [
    '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
    '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
  ];
  const fetched: string[] = [];
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    const bytes = fs.readFileSync(`${process.cwd()}/node_modules/${fonts[fetched.length]}`);
    fetched.push(fonts[fetched.length]!);
    return new Response(new Uint8Array(bytes));
  });
  try {
    await downloadPdf(
      { fileName: 'appointments', headers: ['المريض'], rows: [['Ada Obi']] },
      'المواعيد',
      true,
    );
  } finally {
    fetchSpy.mockRestore();
  }
  expect(fetched).toHaveLength(2);
  const [blob, name] = saveBlob.mock.calls[0] as [Blob, string];
  expect(name).toBe('appointments.pdf');
  const pdf = Buffer.from(await blob.arrayBuffer()).toString('latin1');
  expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic/);
});
