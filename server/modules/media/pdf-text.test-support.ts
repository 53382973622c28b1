import { inflateSync } from "node:zlib";
import { PDFArray, PDFDocument, PDFName, type PDFRawStream } from "pdf-lib";

/**
 * For tests of generated PDFs: the text a PDF draws (pdf-lib writes each line as one hex string shown
 * with Tj), page by page, one line each.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    for (const stream of streams as PDFRawStream[]) {
      const raw = stream.getContents();
      const data = stream.dict.get(PDFName.of("Filter")) ? inflateSync(raw) : raw;
      for (const match of Buffer.from(data)
        .toString("latin1")
        .matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        lines.push(Buffer.from(match[1] ?? "", "hex").toString("latin1"));
      }
    }
  }
  return lines.join("\n");
}
