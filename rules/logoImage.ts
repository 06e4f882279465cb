/**
 * The operator's logo (issue 22), one rule for the server and the OU form: a PNG or JPEG, told by its bytes rather
 * than by the type a browser declares, of at most 512 KB and 2000 x 2000 px. The screen refuses what the server
 * refuses; the server stays the authority.
 */
export const LOGO_LIMITS = { maxBytes: 512 * 1024, maxWidth: 2000, maxHeight: 2000 } as const;
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export interface LogoImage {
  mimeType: LogoType;
  width: number;
  height: number;
}

export type LogoProblem =
  | { code: 'IMAGE_TYPE'; params: { types: string } }
  | { code: 'FILE_TOO_LARGE'; params: { maxKb: number } }
  | { code: 'IMAGE_TOO_LARGE'; params: { maxWidth: number; maxHeight: number } };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const u16 = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u32 = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + (b[at + 1] << 16) + (b[at + 2] << 8) + b[at + 3];

/** A PNG: the signature, then the IHDR chunk first, whose data starts with width and height. */
function readPng(b: Uint8Array): LogoImage | null {
  if (b.length < 24 || PNG_SIGNATURE.some((byte, i) => b[i] !== byte)) return null;
  if (String.fromCharCode(b[12], b[13], b[14], b[15]) !== 'IHDR') return null;
  return { mimeType: 'image/png', width: u32(b, 16), height: u32(b, 20) };
}

/** A JPEG: SOI, then segments until a start-of-frame marker (C0-CF but C4 DHT, C8 JPG, CC DAC) gives the size. */
function readJpeg(b: Uint8Array): LogoImage | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) { at += 1; continue; }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { mimeType: 'image/jpeg', height: u16(b, at + 5), width: u16(b, at + 7) };
    }
    at += 2 + u16(b, at + 2);
  }
  return null;
}

/** The image's type and size in pixels, or null for anything that is not a PNG or JPEG. */
export const readLogoImage = (bytes: Uint8Array): LogoImage | null => readPng(bytes) ?? readJpeg(bytes);

/** The first problem of a logo's bytes, or the image it is. */
export function checkLogo(bytes: Uint8Array): { image: LogoImage } | { problem: LogoProblem } {
  if (bytes.length > LOGO_LIMITS.maxBytes) return { problem: { code: 'FILE_TOO_LARGE', params: { maxKb: LOGO_LIMITS.maxBytes / 1024 } } };
  const image = readLogoImage(bytes);
  if (!image || image.width === 0 || image.height === 0) return { problem: { code: 'IMAGE_TYPE', params: { types: 'PNG, JPEG' } } };
  if (image.width > LOGO_LIMITS.maxWidth || image.height > LOGO_LIMITS.maxHeight) {
    return { problem: { code: 'IMAGE_TOO_LARGE', params: { maxWidth: LOGO_LIMITS.maxWidth, maxHeight: LOGO_LIMITS.maxHeight } } };
  }
  return { image };
}
