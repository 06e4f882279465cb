import { PDFParse } from 'pdf-parse';

/** The text of a PDF (base64 or bytes), whitespace folded so wrapped lines read as one, and its page count. */
export async function pdfText(content: string | Buffer) {
  const parser = new PDFParse({ data: typeof content === 'string' ? Buffer.from(content, 'base64') : new Uint8Array(content) });
  try {
    const result = await parser.getText();
    return { text: result.text.replace(/\s+/g, ' '), pages: result.total };
  } finally {
    await parser.destroy();
  }
}
