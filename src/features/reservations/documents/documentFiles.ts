/** The attachment rules the server applies (server/src/domain/reservationDocuments.ts), checked before uploading. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Accepted types by extension: browsers often leave File.type empty (CSV on Windows), so the name decides. */
const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', txt: 'text/plain', csv: 'text/csv',
  xlsx: XLSX, docx: DOCX,
};
export const ACCEPT = Object.keys(BY_EXTENSION).map((e) => `.${e}`).join(',');

export type AttachProblem = 'type' | 'size' | 'empty';

export function documentMimeType(fileName: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return (extension && BY_EXTENSION[extension]) || null;
}

export function checkAttachment(fileName: string, size: number): AttachProblem | null {
  if (!documentMimeType(fileName)) return 'type';
  if (size === 0) return 'empty';
  if (size > MAX_DOCUMENT_BYTES) return 'size';
  return null;
}

/** Plain base64 of the bytes (no data: prefix), in chunks so a 5 MB file does not overflow the call stack. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** How the viewer shows a type; anything else offers a download with 'This file cannot be displayed'. */
export function viewKind(mimeType: string): 'pdf' | 'image' | 'text' | null {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType === 'image/png' || mimeType === 'image/jpeg') return 'image';
  if (mimeType === 'text/plain' || mimeType === 'text/csv') return 'text';
  return null;
}
