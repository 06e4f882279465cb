import { describe, expect, it } from 'vitest';
import { FieldErrors } from '../../graphql/validation.ts';
import {
  FILE_TOO_LARGE, INVALID_BASE64, MAX_DOCUMENT_BYTES, TYPE_MISMATCH, TYPE_NOT_ALLOWED, decodeContent, isDisplayable,
  readDocument, sanitizeFileName,
} from '../reservationDocuments.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('reservation document rules', () => {
  it('decodes strict base64 only, refusing oversize input before decoding it', () => {
    const decode = (value: string) => {
      const errors = new FieldErrors();
      const bytes = decodeContent(errors, value);
      return { bytes: bytes?.toString('utf8'), error: errors.fields.contentBase64 };
    };
    expect(decode(Buffer.from('hello').toString('base64'))).toEqual({ bytes: 'hello', error: undefined });
    for (const bad of ['aGVsbG8', 'aGVs bG8=', 'aGVsbG8=\n', 'a===', '*abc', 'YQ==YQ==']) {
      expect(decode(bad).error, bad).toBe(INVALID_BASE64);
    }
    expect(decode('A'.repeat(Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 4)).error).toBe(FILE_TOO_LARGE);
  });

  it('keeps only the last segment of a file name, without control characters', () => {
    const name = (value: string) => {
      const errors = new FieldErrors();
      return sanitizeFileName(errors, value) ?? errors.fields.fileName;
    };
    expect(name('../../etc/passwd')).toBe('passwd');
    expect(name('C:\\Users\\ana\\Itinerary 2031.pdf')).toBe('Itinerary 2031.pdf');
    expect(name('bad\u0000name\r\n.txt')).toBe('badname.txt');
    expect(name('folder/')).toBe('This field is required');
    expect(name('..')).toBe('This field is required');
  });

  it('accepts the listed types when the first bytes agree', () => {
    const check = (mimeType: string, bytes: number[] | string) => {
      const errors = new FieldErrors();
      const content = typeof bytes === 'string' ? Buffer.from(bytes) : Buffer.from(bytes);
      readDocument(errors, { idReservation: 'x', fileName: 'f', mimeType, contentBase64: content.toString('base64') });
      return errors.fields.contentBase64 ?? errors.fields.mimeType ?? null;
    };
    expect(check('application/pdf', '%PDF-1.4')).toBeNull();
    expect(check('IMAGE/JPEG', [0xff, 0xd8, 0xff, 0xe0])).toBeNull();
    expect(check(XLSX, [0x50, 0x4b, 0x03, 0x04, 0])).toBeNull();
    expect(check('text/csv', 'name;doc\nAna;P1\n')).toBeNull();
    expect(check('application/pdf', [0x50, 0x4b, 0x03, 0x04])).toBe(TYPE_MISMATCH);
    expect(check(XLSX, '%PDF-1.4')).toBe(TYPE_MISMATCH);
    expect(check('text/plain', [0xc3, 0x28])).toBe(TYPE_MISMATCH);
    expect(check('text/html', '<script>')).toBe(TYPE_NOT_ALLOWED);
    expect(check('image/svg+xml', '<svg/>')).toBe(TYPE_NOT_ALLOWED);
  });

  it('shows PDF, images and text in the browser; office files download', () => {
    expect(['application/pdf', 'image/png', 'image/jpeg', 'text/plain', 'text/csv'].every(isDisplayable)).toBe(true);
    expect(isDisplayable(XLSX)).toBe(false);
  });
});
