import {
  clip,
  concatTransformationMatrix,
  degrees,
  endPath,
  LineCapStyle,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  StandardFonts,
} from "pdf-lib";
import type { Figure } from "../../../lib/shared/figure.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";

/**
 * A small flowing layout on top of pdf-lib for the generated documents: a brand header on every page,
 * headings, wrapped paragraphs, two-column tables and page numbers. Only the standard PDF fonts are used,
 * so nothing is fetched or embedded, and the output depends on its input alone (fixed dates, no ids).
 */

const PAGE = { width: 612, height: 792 } as const; // US Letter, in points
const MARGIN = 54;
const HEADER_HEIGHT = 64;
const FOOTER_SPACE = 48;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;

type Color = ReturnType<typeof rgb>;

/** "#14264a" → rgb(); a malformed colour falls back to the given one. */
function hexColor(hex: string, fallback: Color): Color {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return fallback;
  const value = Number.parseInt(match[1], 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

// The characters of WinAnsi (the standard fonts' encoding) above 0x7E outside Latin-1.
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const replacements: Record<string, string> = { "≥": ">=", "≤": "<=", "→": "->", "←": "<-", "\t": " " };

/** Text the standard fonts can draw: known look-alikes replaced, anything else becomes "?". */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char)) {
      out += char;
    } else out += replacements[char] ?? "?";
  }
  return out;
}

export type DocumentMeta = {
  title: string;
  subject: string;
  /** Shown in the header band's right corner, e.g. "SPECIFICATION SHEET". */
  kind: string;
  /** The document's date: the product's last change, so the same data gives the same bytes. */
  date: Date;
  /** The small print under every page's footer (default: specifications are subject to change). */
  footnote?: string;
};

/** A column of `grid`: its header, its share of the width, and how its cells align. */
export type GridColumn = { header: string; width: number; align?: "left" | "right" };

/** A row of `summary`: a label and a value, the last of a block often in bold (a total). */
export type SummaryRow = { label: string; value: string; bold?: boolean };

/** A fillable field of `fields`: its label, its unique AcroForm name, its share of the row and its lines. */
export type FormField = { label: string; name: string; width?: number; lines?: number };

type TextStyle = { size?: number; bold?: boolean; color?: Color; indent?: number; gapAfter?: number };

export class PdfSheet {
  readonly doc: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;
  private readonly config: PublicConfig;
  private readonly meta: DocumentMeta;
  private readonly navy: Color;
  private readonly green: Color;
  private readonly ink = rgb(0.12, 0.16, 0.23);
  private readonly muted = rgb(0.39, 0.45, 0.53);
  private readonly rule = rgb(0.87, 0.89, 0.92);
  private page!: PDFPage;
  private y = 0;

  private constructor(doc: PDFDocument, fonts: [PDFFont, PDFFont], config: PublicConfig, meta: DocumentMeta) {
    this.doc = doc;
    [this.regular, this.bold] = fonts;
    this.config = config;
    this.meta = meta;
    this.navy = hexColor(config.colors.navy, rgb(0.08, 0.15, 0.29));
    this.green = hexColor(config.colors.green, rgb(0.12, 0.54, 0.3));
    this.addPage();
  }

  static async create(config: PublicConfig, meta: DocumentMeta): Promise<PdfSheet> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(toWinAnsi(meta.title));
    doc.setSubject(toWinAnsi(meta.subject));
    doc.setAuthor(toWinAnsi(config.brand.name));
    doc.setCreator(toWinAnsi(`${config.brand.name} storefront`));
    doc.setProducer("pdf-lib");
    doc.setCreationDate(meta.date);
    doc.setModificationDate(meta.date);
    const fonts = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfSheet(doc, fonts, config, meta);
  }

  private addPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    const top = PAGE.height - HEADER_HEIGHT;
    this.page.drawRectangle({ x: 0, y: top, width: PAGE.width, height: HEADER_HEIGHT, color: this.navy });
    this.page.drawRectangle({ x: 0, y: top - 4, width: PAGE.width, height: 4, color: this.green });
    this.page.drawText(toWinAnsi(this.config.brand.name), {
      x: MARGIN,
      y: top + 24,
      size: 20,
      font: this.bold,
      color: rgb(1, 1, 1),
    });
    const kind = toWinAnsi(this.meta.kind.toUpperCase());
    this.page.drawText(kind, {
      x: PAGE.width - MARGIN - this.bold.widthOfTextAtSize(kind, 9),
      y: top + 28,
      size: 9,
      font: this.bold,
      color: rgb(1, 1, 1),
    });
    this.y = top - 34;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  private ensure(height: number) {
    if (this.y - height < FOOTER_SPACE + 8) this.addPage();
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    // Split before encoding: toWinAnsi would turn a line break into "?".
    for (const paragraph of text.split(/\r?\n/).map(toWinAnsi)) {
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, style: TextStyle = {}) {
    const size = style.size ?? 10.5;
    const font = style.bold ? this.bold : this.regular;
    const indent = style.indent ?? 0;
    const leading = size * 1.35;
    for (const line of this.wrap(text, font, size, CONTENT_WIDTH - indent)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: style.color ?? this.ink });
    }
    this.y -= style.gapAfter ?? 6;
  }

  title(text: string, subtitle?: string) {
    this.text(text, { size: 19, bold: true, color: this.navy, gapAfter: 2 });
    if (subtitle) this.text(subtitle, { size: 9.5, color: this.muted, gapAfter: 10 });
  }

  heading(text: string) {
    this.ensure(40);
    this.y -= 8;
    this.text(text, { size: 12.5, bold: true, color: this.navy, gapAfter: 4 });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 2 },
      end: { x: MARGIN + CONTENT_WIDTH, y: this.y + 2 },
      thickness: 0.75,
      color: this.green,
    });
    this.y -= 4;
  }

  /** Two columns: a bold label and a wrapped value; rows are shaded alternately. */
  table(rows: readonly (readonly [label: string, value: string])[], labelWidth = 150) {
    const size = 9.5;
    const leading = size * 1.3;
    const valueWidth = CONTENT_WIDTH - labelWidth - 12;
    rows.forEach(([label, value], index) => {
      const labelLines = this.wrap(label, this.bold, size, labelWidth - 12);
      const valueLines = this.wrap(value, this.regular, size, valueWidth);
      const height = Math.max(labelLines.length, valueLines.length) * leading + 5;
      this.ensure(height);
      if (index % 2 === 0) {
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y - height,
          width: CONTENT_WIDTH,
          height,
          color: rgb(0.96, 0.97, 0.98),
        });
      }
      labelLines.forEach((line, i) => {
        this.page.drawText(line, {
          x: MARGIN + 6,
          y: this.y - 3 - (i + 1) * leading + 3,
          size,
          font: this.bold,
          color: this.ink,
        });
      });
      valueLines.forEach((line, i) => {
        this.page.drawText(line, {
          x: MARGIN + labelWidth,
          y: this.y - 3 - (i + 1) * leading + 3,
          size,
          font: this.regular,
          color: this.ink,
        });
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + CONTENT_WIDTH, y: this.y },
        thickness: 0.5,
        color: this.rule,
      });
    });
    this.y -= 8;
  }

  /**
   * Figures side by side in equal columns, each fitted into `height` points and captioned below; a
   * figure keeps its proportions and anything outside its view box is clipped.
   */
  figures(entries: readonly { figure: Figure; caption: string }[], height: number) {
    if (entries.length === 0) return;
    const gap = 14;
    const captionSpace = 16;
    this.ensure(height + captionSpace + 6);
    const width = (CONTENT_WIDTH - gap * (entries.length - 1)) / entries.length;
    entries.forEach(({ figure, caption }, index) => {
      const left = MARGIN + index * (width + gap);
      this.page.drawRectangle({
        x: left,
        y: this.y - height,
        width,
        height,
        borderColor: this.rule,
        borderWidth: 0.75,
        color: rgb(1, 1, 1),
      });
      this.drawFigure(figure, left + 4, this.y - 4, width - 8, height - 8);
      const text = toWinAnsi(caption);
      const size = 8.5;
      this.page.drawText(text, {
        x: left + (width - this.regular.widthOfTextAtSize(text, size)) / 2,
        y: this.y - height - 11,
        size,
        font: this.regular,
        color: this.muted,
      });
    });
    this.y -= height + captionSpace + 6;
  }

  /** `figure` fitted into the box whose top-left corner is (left, top), centred. */
  private drawFigure(figure: Figure, left: number, top: number, boxWidth: number, boxHeight: number) {
    const [vx, vy, vw, vh] = figure.viewBox;
    const scale = Math.min(boxWidth / vw, boxHeight / vh);
    const x0 = left + (boxWidth - vw * scale) / 2;
    const y0 = top - (boxHeight - vh * scale) / 2;
    // A figure point (x, y) lands at (x0 + (x - vx)·scale, y0 - (y - vy)·scale).
    const origin = { x: x0 - vx * scale, y: y0 + vy * scale };
    const page = this.page;
    page.pushOperators(
      pushGraphicsState(),
      rectangle(x0, y0 - vh * scale, vw * scale, vh * scale),
      clip(),
      endPath(),
    );
    if (figure.background) {
      page.drawRectangle({
        x: x0,
        y: y0 - vh * scale,
        width: vw * scale,
        height: vh * scale,
        color: hexColor(figure.background, rgb(1, 1, 1)),
      });
    }
    for (const item of figure.items) {
      if (item.kind === "text") {
        const font = item.bold ? this.bold : this.regular;
        const size = item.size * scale;
        const text = toWinAnsi(item.text);
        const width = font.widthOfTextAtSize(text, size);
        const x = origin.x + item.x * scale;
        const y = origin.y - item.y * scale;
        const color = hexColor(item.color, this.ink);
        if (item.vertical) {
          page.drawText(text, {
            x: x + size * 0.35,
            y: y - width / 2,
            size,
            font,
            color,
            rotate: degrees(90),
          });
        } else {
          const shift = item.anchor === "middle" ? width / 2 : item.anchor === "end" ? width : 0;
          page.drawText(text, { x: x - shift, y, size, font, color });
        }
        continue;
      }
      if (item.rotate) {
        // SVG's clockwise rotation about (cx, cy) is counter-clockwise in PDF space, whose y points up.
        const [angle, cx, cy] = item.rotate;
        const radians = (-angle * Math.PI) / 180;
        const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
        const px = origin.x + cx * scale;
        const py = origin.y - cy * scale;
        page.pushOperators(
          pushGraphicsState(),
          concatTransformationMatrix(cos, sin, -sin, cos, px - cos * px + sin * py, py - sin * px - cos * py),
        );
      }
      page.drawSvgPath(item.d, {
        x: origin.x,
        y: origin.y,
        scale,
        color: item.fill ? hexColor(item.fill, this.ink) : undefined,
        opacity: item.fillOpacity,
        borderColor: item.stroke ? hexColor(item.stroke, this.ink) : undefined,
        borderWidth: item.stroke ? (item.strokeWidth ?? 1) : 0,
        borderOpacity: item.strokeOpacity,
        borderDashArray: item.dash,
        borderLineCap: item.fill ? undefined : LineCapStyle.Round,
      });
      if (item.rotate) page.pushOperators(popGraphicsState());
    }
    page.pushOperators(popGraphicsState());
  }

  /** Marks and listings as outlined badges on one line (wrapping when they do not fit). */
  badges(labels: readonly string[]) {
    if (labels.length === 0) return;
    const size = 8.5;
    const height = 17;
    let x = MARGIN;
    this.ensure(height + 6);
    for (const label of labels) {
      const text = toWinAnsi(label.toUpperCase());
      const width = this.bold.widthOfTextAtSize(text, size) + 14;
      if (x + width > MARGIN + CONTENT_WIDTH) {
        x = MARGIN;
        this.y -= height + 5;
        this.ensure(height + 6);
      }
      this.page.drawRectangle({
        x,
        y: this.y - height,
        width,
        height,
        borderColor: this.green,
        borderWidth: 1,
        color: rgb(0.93, 0.97, 0.94),
      });
      this.page.drawText(text, {
        x: x + 7,
        y: this.y - height + 5.5,
        size,
        font: this.bold,
        color: this.green,
      });
      x += width + 6;
    }
    this.y -= height + 10;
  }

  /**
   * A table of several columns (a quote's lines): a header band, then rows whose cells wrap (a cell's
   * "\n" starts a new line), shaded alternately. A row that does not fit starts a new page, which
   * repeats the header.
   */
  grid(columns: readonly GridColumn[], rows: readonly (readonly string[])[]) {
    const size = 8.5;
    const leading = size * 1.3;
    const pad = 5;
    const share = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / share) * CONTENT_WIDTH);
    const draw = (
      cells: readonly string[],
      font: PDFFont,
      height: number,
      lines: string[][],
      color: Color,
    ) => {
      let x = MARGIN;
      cells.forEach((_, index) => {
        const width = widths[index] ?? 0;
        (lines[index] ?? []).forEach((line, i) => {
          const right = columns[index]?.align === "right";
          this.page.drawText(line, {
            x: right ? x + width - pad - font.widthOfTextAtSize(line, size) : x + pad,
            y: this.y - 3 - (i + 1) * leading + 3,
            size,
            font,
            color,
          });
        });
        x += width;
      });
      this.y -= height;
    };
    const measure = (cells: readonly string[], font: PDFFont) => {
      const lines = cells.map((cell, index) => this.wrap(cell, font, size, (widths[index] ?? 0) - 2 * pad));
      return { lines, height: Math.max(1, ...lines.map((l) => l.length)) * leading + 6 };
    };
    const headers = columns.map((column) => column.header);
    const header = measure(headers, this.bold);
    const drawHeader = () => {
      this.page.drawRectangle({
        x: MARGIN,
        y: this.y - header.height,
        width: CONTENT_WIDTH,
        height: header.height,
        color: this.navy,
      });
      draw(headers, this.bold, header.height, header.lines, rgb(1, 1, 1));
    };
    const first = rows[0] ? measure(rows[0], this.regular) : { height: 0 };
    this.ensure(header.height + first.height);
    drawHeader();
    rows.forEach((row, index) => {
      const { lines, height } = measure(row, this.regular);
      if (this.y - height < FOOTER_SPACE + 8) {
        this.addPage();
        drawHeader();
      }
      if (index % 2 === 1) {
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y - height,
          width: CONTENT_WIDTH,
          height,
          color: rgb(0.96, 0.97, 0.98),
        });
      }
      draw(row, this.regular, height, lines, this.ink);
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + CONTENT_WIDTH, y: this.y },
        thickness: 0.5,
        color: this.rule,
      });
    });
    this.y -= 8;
  }

  /** Label and value pairs aligned right, as the totals under an invoice's lines; bold rows get a rule above. */
  summary(rows: readonly SummaryRow[]) {
    const size = 9.5;
    const leading = size * 1.5;
    const right = MARGIN + CONTENT_WIDTH - 5;
    const labelRight = right - 120;
    this.ensure(rows.length * leading + 8);
    for (const row of rows) {
      const font = row.bold ? this.bold : this.regular;
      const label = toWinAnsi(row.label);
      const value = toWinAnsi(row.value);
      if (row.bold) {
        this.page.drawLine({
          start: { x: labelRight - 150, y: this.y - 2 },
          end: { x: right, y: this.y - 2 },
          thickness: 0.75,
          color: this.green,
        });
      }
      this.y -= leading;
      this.page.drawText(label, {
        x: labelRight - font.widthOfTextAtSize(label, size),
        y: this.y,
        size,
        font,
        color: this.ink,
      });
      this.page.drawText(value, {
        x: right - font.widthOfTextAtSize(value, size),
        y: this.y,
        size,
        font,
        color: this.ink,
      });
    }
    this.y -= 10;
  }

  list(items: readonly string[], numbered = false) {
    items.forEach((item, index) => {
      const marker = numbered ? `${index + 1}.` : "•";
      this.ensure(16);
      this.page.drawText(marker, {
        x: MARGIN + 4,
        y: this.y - 10.5 * 1.35,
        size: 10.5,
        font: this.bold,
        color: this.green,
      });
      this.text(item, { indent: 20, gapAfter: 3 });
    });
    this.y -= 4;
  }

  /** Ends the page: what follows starts on a new one (a catalogue's cover, a new chapter). */
  pageBreak() {
    this.addPage();
  }

  /** The 1-based number of the page being written (a table of contents' entries). */
  get pageNumber(): number {
    return this.doc.getPageCount();
  }

  /**
   * A table of contents: one row per entry, drawn now; the returned function writes each entry's page
   * number at the row's right end once the pages are known (after the chapters are drawn).
   */
  contents(labels: readonly string[]): (pageNumbers: readonly number[]) => void {
    const size = 10.5;
    const leading = size * 1.7;
    const rows = labels.map((label) => {
      this.ensure(leading);
      this.y -= leading;
      const text = toWinAnsi(label);
      this.page.drawText(text, { x: MARGIN + 4, y: this.y, size, font: this.regular, color: this.ink });
      this.page.drawLine({
        start: { x: MARGIN, y: this.y - 5 },
        end: { x: MARGIN + CONTENT_WIDTH, y: this.y - 5 },
        thickness: 0.5,
        color: this.rule,
      });
      return { page: this.page, y: this.y };
    });
    this.y -= 10;
    return (pageNumbers) => {
      rows.forEach((row, index) => {
        const text = String(pageNumbers[index] ?? "");
        row.page.drawText(text, {
          x: MARGIN + CONTENT_WIDTH - 4 - this.bold.widthOfTextAtSize(text, size),
          y: row.y,
          size,
          font: this.bold,
          color: this.navy,
        });
      });
    };
  }

  /**
   * A row of fillable fields (a printed form that can also be completed on screen): each a label over
   * a boxed AcroForm text field, sharing the row's width by `width`; `lines` above 1 makes it multiline.
   */
  fields(row: readonly FormField[]) {
    const labelSize = 8;
    const gap = 10;
    const tallest = Math.max(...row.map((field) => field.lines ?? 1));
    const boxHeight = 18 + (tallest - 1) * 12;
    this.ensure(labelSize + 4 + boxHeight + 8);
    const share = row.reduce((sum, field) => sum + (field.width ?? 1), 0);
    const free = CONTENT_WIDTH - gap * (row.length - 1);
    const form = this.doc.getForm();
    let x = MARGIN;
    for (const field of row) {
      const width = ((field.width ?? 1) / share) * free;
      this.page.drawText(toWinAnsi(field.label), {
        x,
        y: this.y - labelSize,
        size: labelSize,
        font: this.bold,
        color: this.muted,
      });
      const height = 18 + ((field.lines ?? 1) - 1) * 12;
      const text = form.createTextField(field.name);
      if ((field.lines ?? 1) > 1) text.enableMultiline();
      text.addToPage(this.page, {
        x,
        y: this.y - labelSize - 3 - height,
        width,
        height,
        font: this.regular,
        borderColor: this.muted,
        borderWidth: 0.75,
        backgroundColor: rgb(0.98, 0.98, 0.99),
      });
      text.setFontSize(9);
      x += width + gap;
    }
    this.y -= labelSize + 3 + boxHeight + 8;
  }

  /** A line of fillable check boxes, each followed by its label, wrapping when they do not fit. */
  checkboxes(options: readonly { name: string; label: string }[]) {
    const size = 9.5;
    const box = 10;
    const form = this.doc.getForm();
    let x = MARGIN;
    this.ensure(box + 10);
    for (const option of options) {
      const label = toWinAnsi(option.label);
      const width = box + 6 + this.regular.widthOfTextAtSize(label, size) + 16;
      if (x + width > MARGIN + CONTENT_WIDTH && x > MARGIN) {
        x = MARGIN;
        this.y -= box + 8;
        this.ensure(box + 10);
      }
      const checkbox = form.createCheckBox(option.name);
      checkbox.addToPage(this.page, {
        x,
        y: this.y - box,
        width: box,
        height: box,
        borderColor: this.muted,
        borderWidth: 0.75,
      });
      this.page.drawText(label, {
        x: x + box + 6,
        y: this.y - box + 1.5,
        size,
        font: this.regular,
        color: this.ink,
      });
      x += width;
    }
    this.y -= box + 12;
  }

  /** Footers with page numbers, then the file's bytes. */
  async save(): Promise<Uint8Array<ArrayBuffer>> {
    const pages = this.doc.getPages();
    const { contact, brand } = this.config;
    const left = toWinAnsi([brand.name, contact.phone, contact.email].filter(Boolean).join("  ·  "));
    pages.forEach((page, index) => {
      page.drawLine({
        start: { x: MARGIN, y: FOOTER_SPACE - 8 },
        end: { x: PAGE.width - MARGIN, y: FOOTER_SPACE - 8 },
        thickness: 0.5,
        color: this.rule,
      });
      page.drawText(left, {
        x: MARGIN,
        y: FOOTER_SPACE - 22,
        size: 8,
        font: this.regular,
        color: this.muted,
      });
      const number = `Page ${index + 1} of ${pages.length}`;
      page.drawText(number, {
        x: PAGE.width - MARGIN - this.regular.widthOfTextAtSize(number, 8),
        y: FOOTER_SPACE - 22,
        size: 8,
        font: this.regular,
        color: this.muted,
      });
      page.drawText(toWinAnsi(this.meta.footnote ?? "Specifications are subject to change without notice."), {
        x: MARGIN,
        y: FOOTER_SPACE - 33,
        size: 7,
        font: this.regular,
        color: this.muted,
      });
    });
    // A copy with its own ArrayBuffer, which is what a Response body accepts.
    return new Uint8Array(await this.doc.save({ useObjectStreams: false }));
  }
}

const longDay = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "November 25, 2026": a document's day, read in UTC so every server prints the same day. */
export function formatLongDate(value: string | Date): string {
  return longDay.format(typeof value === "string" ? new Date(value) : value);
}

/** A file name for a document's number ("INV-2026-000042.pdf"): anything but [A-Za-z0-9_-] becomes "_". */
export function documentFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9_-]/g, "_")}.pdf`;
}

/**
 * A business document's first page (a quote, an invoice, a credit memo, an RMA): the brand's header,
 * the title with its subtitle, and the table of its facts. The caller goes on with lines and totals.
 */
export async function openFactSheet(
  config: PublicConfig,
  meta: DocumentMeta,
  heading: { title: string; subtitle: string },
  facts: readonly (readonly [label: string, value: string])[],
): Promise<PdfSheet> {
  const sheet = await PdfSheet.create(config, meta);
  sheet.title(heading.title, heading.subtitle);
  sheet.table(facts);
  return sheet;
}
