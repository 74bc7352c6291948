import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import bidiFactory from 'bidi-js';
import type { ExportTable } from './appointmentExportRows';

/**
 * Text in a PDF export in any language. pdfmake draws each piece of text with one font,
 * left to right, and knows nothing of right-to-left writing; its fonts' shaping (fontkit) joins
 * Arabic letters and turns each Arabic word's glyphs around, but not the order of the words. So a
 * cell is cut here into words, each with a font that has its letters, in the order they are seen
 * (the Unicode bidirectional algorithm, by bidi-js), reordered as a line. pdfmake breaks lines from
 * the left, which right to left would put a cell's last words on its first line: such a cell is cut
 * into lines here first (wrapLines), each reordered on its own.
 */

/** The fonts a document uses: pdfmake's Roboto, or Noto Sans for wider Latin, and Noto Sans Arabic. */
export interface PdfFonts {
  /** the family for Latin, Greek, digits and punctuation */
  latin: 'Roboto' | 'NotoSans';
  /** the family for Arabic letters and digits, when the document has any */
  arabic?: 'NotoSansArabic';
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefc]/;
/** Letters pdfmake's Roboto lacks: Hausa's ƙ ɗ ɓ ƴ, Yorùbá's ṣ ọ ẹ, IPA, and combining tone marks. */
const WIDE_LATIN = /[\u0180-\u02af\u1e00-\u1eff]/;
const isToneMark = (char: string) => char >= '\u0300' && char <= '\u036f';

/** Which fonts texts need: Arabic letters want Noto Sans Arabic, Latin beyond Roboto's Noto Sans. */
export function fontsFor(texts: readonly string[]): PdfFonts {
  const all = texts.join('\n');
  return {
    latin: WIDE_LATIN.test(all) || Array.from(all).some(isToneMark) ? 'NotoSans' : 'Roboto',
    ...(ARABIC.test(all) ? { arabic: 'NotoSansArabic' as const } : {}),
  };
}

const bidi = bidiFactory();

interface Piece {
  text: string;
  level: number;
  arabic: boolean;
}

/**
 * A line cut into words and spaces in the order they are seen, each with its embedding level (the
 * Unicode bidirectional algorithm, bidi-js) and whether it is drawn in the Arabic font. A piece's
 * text is in visual order, brackets already mirrored where they read right to left. In a right-to-left
 * document a line takes the direction of its first letter, as the screens' cells do (dir="auto"): a
 * phone number or a Latin name reads left to right, its '+' in front.
 */
function visualPieces(line: string, rtl: boolean): Piece[] {
  const embedding = bidi.getEmbeddingLevels(line, rtl ? undefined : 'ltr');
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const pieces: Piece[] = [];
  for (const i of bidi.getReorderedIndices(line, embedding)) {
    const char = mirrored.get(i) ?? line[i]!;
    const level = embedding.levels[i]!;
    // a space between Arabic words stays in the Arabic font, which has it
    const arabic = ARABIC.test(char) || (char === ' ' && level % 2 === 1 && ARABIC.test(line[i - 1] ?? ''));
    const last = pieces[pieces.length - 1];
    const breaks = char === ' ' || last?.text.endsWith(' ');
    if (last && !breaks && last.level === level && last.arabic === arabic) last.text += char;
    else pieces.push({ text: char, level, arabic });
  }
  return pieces;
}

/**
 * One line of text as pdfmake's pieces, in the order they are seen. fontkit shapes a piece in Arabic
 * script itself, from its letters in reading order, and draws it right to left: such a piece is
 * handed over in reading order again.
 */
export function pdfLine(text: string, fonts: PdfFonts, rtl: boolean): Array<{ text: string; font: string }> {
  if (!fonts.arabic && !rtl) return [{ text, font: fonts.latin }];
  return visualPieces(text, rtl).map((piece) => {
    const shapedByFont = piece.level % 2 === 1 && ARABIC.test(piece.text);
    const shown = shapedByFont ? Array.from(piece.text).reverse().join('') : piece.text;
    return { text: shown, font: piece.arabic && fonts.arabic ? fonts.arabic : fonts.latin };
  });
}

/** pdfmake's page in points: A4, its default margins, and the gap lightHorizontalLines leaves between columns. */
const PAGE = { short: 595.28, long: 841.89, margin: 40, columnGap: 16 };
const FONT_SIZE = { title: 16, cell: 10 };
/** A glyph's width in ems, more than any letter but the widest capitals take: a line cut by it fits. */
const EM_PER_CHAR = 0.6;

/** The width text has in one of `columns` equal columns, in points. */
const columnWidth = (columns: number, landscape: boolean) =>
  ((landscape ? PAGE.long : PAGE.short) - 2 * PAGE.margin - PAGE.columnGap * (columns - 1)) / columns;

/** `text` cut between words into lines that fit `width` points at `size` (a word longer than a line stays whole). */
export function wrapLines(text: string, width: number, size: number): string[] {
  const fits = Math.max(1, Math.floor(width / (size * EM_PER_CHAR)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const longer = line ? `${line} ${word}` : word;
    if (line && longer.length > fits) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  return [...lines, line];
}

/** Where a text goes in the document: its fonts, its direction, its width in points and its style. */
interface TextPlace {
  fonts: PdfFonts;
  rtl: boolean;
  width: number;
  style?: 'title' | 'header';
}

/**
 * A table cell or title in the document's direction, `width` points wide. Right to left, its lines
 * are cut here and each put in reading order (pdfmake would break the reordered whole from the left).
 */
function pdfText(text: string, { fonts, rtl, width, style }: TextPlace): Content {
  const size = style === 'title' ? FONT_SIZE.title : FONT_SIZE.cell;
  const lines = rtl ? wrapLines(text, width, size) : [text];
  return {
    text: lines.flatMap((line, i) => [
      ...(i > 0 ? [{ text: '\n', font: fonts.latin }] : []),
      ...pdfLine(line, fonts, rtl),
    ]),
    ...(rtl ? { alignment: 'right' as const } : {}),
    ...(style ? { style } : {}),
  };
}

/**
 * {fileName}.pdf's content: a title and a table with a repeated header row, landscape for the wide
 * layouts. Right to left (Arabic) the columns run from the right and every cell is aligned right.
 */
export function pdfDocument(
  table: ExportTable,
  title: string,
  fonts: PdfFonts,
  rtl: boolean,
): TDocumentDefinitions {
  const inOrder = <T>(cells: T[]) => (rtl ? [...cells].reverse() : cells);
  const landscape = table.headers.length > 5;
  const cell = columnWidth(table.headers.length, landscape);
  return {
    pageOrientation: landscape ? 'landscape' : 'portrait',
    content: [
      pdfText(title, { fonts, rtl, width: columnWidth(1, landscape), style: 'title' }),
      {
        table: {
          headerRows: 1,
          widths: table.headers.map(() => '*'),
          body: [
            inOrder(table.headers.map((text) => pdfText(text, { fonts, rtl, width: cell, style: 'header' }))),
            ...table.rows.map((row) =>
              inOrder(row.map((text) => pdfText(text, { fonts, rtl, width: cell }))),
            ),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
    styles: {
      title: { fontSize: FONT_SIZE.title, bold: true, margin: [0, 0, 0, 12] },
      header: { bold: true, fillColor: '#e8f5e9' },
    },
    defaultStyle: { fontSize: FONT_SIZE.cell, font: fonts.latin },
  };
}

/** Every text of an export, to choose its fonts. */
export const textsOf = (table: ExportTable, title: string): string[] => [
  title,
  ...table.headers,
  ...table.rows.flat(),
];
