// The PDF documents the API renders (consent records, donor profiles). pdfkit, with its font engine,
// is loaded when the first document is asked for, not at start: most processes never render one, and
// loaded it holds about 30 MB.

/** A new document and the promise of its bytes, which settles once the caller has called `doc.end()`. */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<{ doc: PDFKit.PDFDocument; bytes: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
