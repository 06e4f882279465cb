/*
 * The one page layout every document uses (issue 22): A4, the operator's header on every page, a title, then facts,
 * tables and paragraphs flowing over as many pages as they need, and "page n of m" at the foot.
 *
 * Fonts: Montserrat (the app's face) from @fontsource/montserrat, read from node_modules — never the network
 * (fonts.ts); the "latin" files cover English and Spanish (ñ, á, ¿, €, –, •), and pdfkit embeds the glyphs used.
 * Output is stable: the creation date is the record's own date and pdfkit names font subsets from their order, so
 * the same data gives the same bytes.
 */
import PDFDocument from 'pdfkit';
import { documentFonts } from './fonts.ts';
import type { OperatorHeader } from './operatorHeader.ts';
import { type DocumentLanguage, pageOf } from './documentText.ts';

const BRAND = '#7b1e3a';
const TEXT = '#2a2326';
const MUTED = '#6b6065';
const RULE = '#ddd5d8';
const SOFT = '#f6e9ed';
const MARGIN = 48;
const HEADER_HEIGHT = 70;
/** The logo's box: 54 pt high, and up to this wide, so a wide wordmark stays legible instead of shrinking to a strip. */
const LOGO_HEIGHT = 54;
const LOGO_MAX_WIDTH = 150;
const FOOTER_HEIGHT = 28;
const A4_WIDTH = 595.28;

/** What pdfkit's openImage returns (absent from its type definitions). */
interface OpenedImage {
  width: number;
  height: number;
}

export interface Column {
  label: string;
  /** Share of the text width. */
  width: number;
  align?: 'left' | 'right';
}

interface SheetOptions {
  operator: OperatorHeader;
  language: DocumentLanguage;
  /** The document's title in the PDF's properties. */
  title: string;
  /** The record's date (yyyy-mm-dd): the PDF's creation date, so output is stable. */
  date: string;
}

export class PdfSheet {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly width: number;
  /** The logo, embedded once and drawn on every page; null draws the code square. */
  private readonly logo: OpenedImage | null;

  constructor(private readonly options: SheetOptions) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN + HEADER_HEIGHT, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
      bufferPages: true,
      autoFirstPage: false,
      lang: options.language,
      info: { Title: options.title, Author: options.operator.name, Creator: 'Tourdesk', CreationDate: new Date(`${options.date}T00:00:00Z`) },
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    const fonts = documentFonts();
    this.doc.registerFont('regular', fonts.regular);
    this.doc.registerFont('bold', fonts.bold);
    this.width = A4_WIDTH - 2 * MARGIN;
    this.logo = this.openLogo();
    this.doc.on('pageAdded', () => this.drawHeader());
    this.doc.addPage();
  }

  /** A new page (one voucher or service order per page). */
  newPage() {
    this.doc.addPage();
    return this;
  }

  title(text: string, subtitle?: string) {
    this.doc.font('bold').fontSize(16).fillColor(BRAND).text(text, { width: this.width });
    if (subtitle) this.doc.font('regular').fontSize(10).fillColor(MUTED).text(subtitle, { width: this.width });
    this.doc.moveDown(0.6);
    return this;
  }

  heading(text: string) {
    this.ensureSpace(40);
    this.doc.moveDown(0.4).font('bold').fontSize(11).fillColor(BRAND).text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.2);
    return this;
  }

  /** Label and value pairs in two columns; empty values are left out. */
  facts(pairs: readonly (readonly [string, string | null | undefined])[]) {
    const labelWidth = this.width * 0.3;
    for (const [label, value] of pairs) {
      if (value == null || value === '') continue;
      this.doc.font('regular').fontSize(9.5);
      const valueHeight = this.doc.heightOfString(value, { width: this.width - labelWidth });
      // A long label (Spanish ones often are) wraps; the next row starts below whichever column is taller.
      this.doc.font('bold');
      const height = Math.max(this.doc.heightOfString(label, { width: labelWidth - 8 }), valueHeight, 12);
      this.ensureSpace(height + 4);
      const y = this.doc.y;
      this.doc.font('bold').fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth - 8 });
      this.doc.font('regular').fillColor(TEXT).text(value, MARGIN + labelWidth, y, { width: this.width - labelWidth });
      this.doc.x = MARGIN;
      this.doc.y = Math.max(this.doc.y, y + height) + 3;
    }
    return this;
  }

  paragraph(text: string, options: { muted?: boolean; bold?: boolean; size?: number } = {}) {
    this.doc.font(options.bold ? 'bold' : 'regular').fontSize(options.size ?? 9.5).fillColor(options.muted ? MUTED : TEXT);
    this.ensureSpace(this.doc.heightOfString(text, { width: this.width }) + 4);
    this.doc.text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
    return this;
  }

  /**
   * A table with a shaded header row, repeated at the top of each page it flows onto. Cells are one line each
   * (clipped with an ellipsis): a 500-line invoice lays out in one pass without measuring every cell.
   */
  table(columns: readonly Column[], rows: readonly (readonly string[])[]) {
    const total = columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const rowHeight = 15;
    const drawRow = (cells: readonly string[], header: boolean) => {
      const y = this.doc.y;
      if (header) this.doc.rect(MARGIN, y - 2, this.width, rowHeight).fill(SOFT);
      this.doc.font(header ? 'bold' : 'regular').fontSize(8.5).fillColor(header ? BRAND : TEXT);
      let x = MARGIN;
      cells.forEach((cell, i) => {
        // Measured and clipped here, then written without a width: pdfkit's line wrapper (what width, align and
        // ellipsis bring in) cost most of a 500-line invoice's time.
        const room = widths[i] - 6;
        const text = this.fit(cell, room);
        const left = columns[i].align === 'right' ? x + 3 + room - this.doc.widthOfString(text) : x + 3;
        this.doc.text(text, left, y + 1, { lineBreak: false });
        x += widths[i];
      });
      this.doc.x = MARGIN;
      this.doc.y = y + rowHeight;
      if (!header) this.doc.moveTo(MARGIN, this.doc.y - 1).lineTo(MARGIN + this.width, this.doc.y - 1).lineWidth(0.4).stroke(RULE);
    };
    this.doc.moveDown(0.3);
    this.ensureSpace(rowHeight * 2);
    drawRow(columns.map((c) => c.label), true);
    for (const row of rows) {
      if (this.ensureSpace(rowHeight)) drawRow(columns.map((c) => c.label), true);
      drawRow(row, false);
    }
    this.doc.moveDown(0.5);
    return this;
  }

  /** Right-aligned label: value lines (totals under a table). */
  totals(lines: readonly (readonly [string, string])[]) {
    for (const [label, value] of lines) {
      this.ensureSpace(14);
      const y = this.doc.y;
      this.doc.font('bold').fontSize(9.5).fillColor(MUTED).text(label, MARGIN, y, { width: this.width * 0.75, align: 'right' });
      this.doc.font('bold').fillColor(TEXT).text(value, MARGIN + this.width * 0.75, y, { width: this.width * 0.25, align: 'right' });
      this.doc.x = MARGIN;
      this.doc.y = y + 14;
    }
    this.doc.moveDown(0.4);
    return this;
  }

  /** A line to sign or write on (the supplier's confirmation, the cashier's signature). */
  signature(label: string) {
    this.ensureSpace(50);
    this.doc.moveDown(2);
    const y = this.doc.y;
    this.doc.moveTo(MARGIN, y).lineTo(MARGIN + this.width * 0.45, y).lineWidth(0.6).stroke(MUTED);
    this.doc.font('regular').fontSize(8.5).fillColor(MUTED).text(label, MARGIN, y + 4, { width: this.width * 0.45 });
    return this;
  }

  /** Finishes the document: page numbers on every page, then the bytes. */
  async end(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      this.doc.switchToPage(range.start + i);
      const bottom = this.doc.page.height - MARGIN - 10;
      // Writing inside the bottom margin would start a new page; lift it for the footer only.
      const margin = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.doc.font('regular').fontSize(8).fillColor(MUTED)
        .text(pageOf(this.options.language, i + 1, range.count), MARGIN, bottom, { width: this.width, align: 'right', lineBreak: false });
      this.doc.page.margins.bottom = margin;
    }
    this.doc.end();
    await this.done;
    return Buffer.concat(this.chunks);
  }

  /** The text, cut with an ellipsis to fit the width in the current font. */
  private fit(text: string, width: number) {
    if (this.doc.widthOfString(text) <= width) return text;
    let low = 0;
    let high = text.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (this.doc.widthOfString(`${text.slice(0, middle).trimEnd()}…`) <= width) low = middle;
      else high = middle - 1;
    }
    return `${text.slice(0, low).trimEnd()}…`;
  }

  /** Starts a new page when fewer than `height` points are left; answers whether it did. */
  private ensureSpace(height: number) {
    if (this.doc.y + height <= this.doc.page.height - this.doc.page.margins.bottom) return false;
    this.doc.addPage();
    return true;
  }

  /** The stored bytes were checked as PNG or JPEG on upload; an image pdfkit still cannot read falls back to the code. */
  private openLogo() {
    const { logo } = this.options.operator;
    if (!logo) return null;
    try {
      // pdfkit keeps no registry for Buffers: opened once, the image is one XObject however many pages show it.
      return (this.doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(logo);
    } catch {
      return null;
    }
  }

  private drawHeader() {
    const { operator } = this.options;
    const doc = this.doc;
    const top = MARGIN;
    let logoWidth = LOGO_HEIGHT;
    if (this.logo) {
      logoWidth = Math.min(LOGO_MAX_WIDTH, Math.max(1, LOGO_HEIGHT * (this.logo.width / this.logo.height)));
      // pdfkit also takes an opened image here; its type definitions only name the sources.
      doc.image(this.logo as unknown as Buffer, MARGIN, top, { fit: [logoWidth, LOGO_HEIGHT], valign: 'center' });
    } else {
      // The OU's wordmark without a logo: its short code in a brand-coloured square.
      doc.rect(MARGIN, top, 54, 54).fill(BRAND);
      doc.font('bold').fontSize(operator.shortName.length > 4 ? 9 : 14).fillColor('#ffffff')
        .text(operator.shortName, MARGIN + 2, top + (operator.shortName.length > 4 ? 22 : 19), { width: 50, align: 'center', lineBreak: false, ellipsis: true });
    }
    const x = MARGIN + logoWidth + 12;
    const width = this.width - logoWidth - 12;
    // One line whatever the OU's name: a long one is set smaller, then cut with an ellipsis (the lines below stay clear).
    let size = 12;
    doc.font('bold');
    while (size > 9 && doc.fontSize(size).widthOfString(operator.name) > width) size -= 0.5;
    doc.fontSize(size).fillColor(TEXT).text(operator.name, x, top + 2, { width, height: size * 1.3, lineBreak: false, ellipsis: true });
    doc.font('regular').fontSize(8.5).fillColor(MUTED);
    const lines = [operator.address, [operator.taxIdLabel && operator.taxId ? `${operator.taxIdLabel} ${operator.taxId}` : '', operator.contact].filter(Boolean).join(' · ')];
    lines.filter((line): line is string => Boolean(line)).forEach((line, i) => doc.text(line, x, top + 20 + i * 12, { width, lineBreak: false, ellipsis: true }));
    doc.moveTo(MARGIN, top + 62).lineTo(MARGIN + this.width, top + 62).lineWidth(1).stroke(BRAND);
    doc.x = MARGIN;
    doc.y = MARGIN + HEADER_HEIGHT;
  }
}
