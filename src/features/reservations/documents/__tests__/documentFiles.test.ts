import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES, checkAttachment, documentMimeType, fromBase64, toBase64, viewKind } from '../documentFiles';

describe('document attachments', () => {
  it('accepts the server types by extension and refuses others, empty and too large files before uploading', () => {
    expect(documentMimeType('scan.PDF')).toBe('application/pdf');
    expect(documentMimeType('list.csv')).toBe('text/csv');
    expect(checkAttachment('tool.exe', 10)).toBe('type');
    expect(checkAttachment('a.pdf', 0)).toBe('empty');
    expect(checkAttachment('a.pdf', MAX_DOCUMENT_BYTES + 1)).toBe('size');
    expect(checkAttachment('a.pdf', MAX_DOCUMENT_BYTES)).toBeNull();
  });

  it('round-trips base64 for large files', () => {
    const bytes = new Uint8Array(200_000).map((_, i) => i % 256);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
  });

  it('displays PDF, images and text; everything else cannot be displayed', () => {
    expect(viewKind('application/pdf')).toBe('pdf');
    expect(viewKind('image/jpeg')).toBe('image');
    expect(viewKind('text/csv')).toBe('text');
    expect(viewKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBeNull();
  });
});
