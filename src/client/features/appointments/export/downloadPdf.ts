import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ExportTable } from './appointmentExportRows';
import { saveBlob } from '../../../components/saveBlob';

/** {fileName}.pdf: a title and a table with a repeated header row, landscape for the wide layouts. */
export async function downloadPdf(table: ExportTable, title: string): Promise<void> {
  // loaded on the click only (architecture.md); pdfmake 0.3 takes its fonts through addVirtualFileSystem
  const [pdfMakeModule, fontsModule] = await Promise.all([
    import(/* webpackChunkName: "pdfmake" */ 'pdfmake/build/pdfmake'),
    import(/* webpackChunkName: "pdfmake-fonts" */ 'pdfmake/build/vfs_fonts'),
  ]);
  const pdfMake = defaultOf(pdfMakeModule);
  pdfMake.addVirtualFileSystem(fontsModule.default);

  const doc: TDocumentDefinitions = {
    pageOrientation: table.headers.length > 5 ? 'landscape' : 'portrait',
    content: [
      { text: title, style: 'title' },
      {
        table: {
          headerRows: 1,
          widths: table.headers.map(() => '*'),
          body: [table.headers.map((text) => ({ text, style: 'header' })), ...table.rows],
        },
        layout: 'lightHorizontalLines',
      },
    ],
    styles: {
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 12] },
      header: { bold: true, fillColor: '#e8f5e9' },
    },
    defaultStyle: { fontSize: 10 },
  };
  saveBlob(await pdfMake.createPdf(doc).getBlob(), `${table.fileName}.pdf`);
}

/**
 * pdfmake's browser build is CommonJS exporting an instance (its methods live on the prototype), so
 * bundlers hand it over as the namespace's default; its types describe the named exports.
 */
function defaultOf<T extends object>(module: T): T {
  const fallback = (module as { default?: T }).default;
  return fallback ?? module;
}
