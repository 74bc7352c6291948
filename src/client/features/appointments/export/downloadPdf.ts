import type { TFontDictionary } from 'pdfmake/interfaces';
import type { ExportTable } from './appointmentExportRows';
import { saveBlob } from '../../../lib/saveBlob';
import { fontsFor, pdfDocument, textsOf, type PdfFonts } from './pdfText';

/** {fileName}.pdf: a title and a table with a repeated header row, landscape for the wide layouts. */
export async function downloadPdf(table: ExportTable, title: string, rtl = false): Promise<void> {
  const fonts = fontsFor(textsOf(table, title));
  // loaded on the click only (architecture.md); pdfmake 0.3 takes its fonts through addVirtualFileSystem
  const [pdfMakeModule, fontsModule, extra] = await Promise.all([
    import(/* webpackChunkName: "pdfmake" */ 'pdfmake/build/pdfmake'),
    import(/* webpackChunkName: "pdfmake-fonts" */ 'pdfmake/build/vfs_fonts'),
    extraFonts(fonts),
  ]);
  const pdfMake = defaultOf(pdfMakeModule);
  pdfMake.addVirtualFileSystem({ ...fontsModule.default, ...extra.files });
  pdfMake.addFonts(extra.families);
  saveBlob(await pdfMake.createPdf(pdfDocument(table, title, fonts, rtl)).getBlob(), `${table.fileName}.pdf`);
}

/**
 * The fonts beyond pdfmake's Roboto that the texts need, downloaded only then: Noto Sans Arabic
 * (shaped by pdfmake's fontkit) for Arabic letters, Noto Sans for Hausa's and Yorùbá's letters.
 */
async function extraFonts(
  fonts: PdfFonts,
): Promise<{ files: Record<string, string>; families: TFontDictionary }> {
  const files: Record<string, string> = {};
  const families: TFontDictionary = {};
  const wanted: Array<Promise<void>> = [];
  const family = (
    name: string,
    regular: Promise<{ default: string }>,
    bold: Promise<{ default: string }>,
  ) => {
    families[name] = {
      normal: `${name}-Regular`,
      bold: `${name}-Bold`,
      italics: `${name}-Regular`,
      bolditalics: `${name}-Bold`,
    };
    wanted.push(
      ...[
        [regular, `${name}-Regular`],
        [bold, `${name}-Bold`],
      ].map(async ([url, file]) => {
        files[file as string] = await base64Of((await (url as Promise<{ default: string }>)).default);
      }),
    );
  };
  if (fonts.arabic) {
    family(
      fonts.arabic,
      import(
        /* webpackChunkName: "pdf-font-arabic" */ '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'
      ),
      import(
        /* webpackChunkName: "pdf-font-arabic" */ '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff'
      ),
    );
  }
  if (fonts.latin === 'NotoSans') {
    family(
      'NotoSans',
      import(
        /* webpackChunkName: "pdf-font-latin" */ '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'
      ),
      import(
        /* webpackChunkName: "pdf-font-latin" */ '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'
      ),
    );
  }
  await Promise.all(wanted);
  return { files, families };
}

/** A font file's bytes as base64, as pdfmake's virtual file system holds them. */
async function base64Of(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * pdfmake's browser build is CommonJS exporting an instance (its methods live on the prototype), so
 * bundlers hand it over as the namespace's default; its types describe the named exports.
 */
function defaultOf<T extends object>(module: T): T {
  const fallback = (module as { default?: T }).default;
  return fallback ?? module;
}
