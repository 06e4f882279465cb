/*
 * The documents' typeface, Montserrat, from @fontsource/montserrat in node_modules (never the network). The package
 * ships WOFF files; fontkit (inside pdfkit) would inflate their tables in JavaScript on every document, which was 40%
 * of a render. They are unwrapped once per process into plain TrueType (zlib, native) and handed to pdfkit as bytes.
 *
 * The OpenType layout tables (GSUB, GPOS, GDEF) are left out: shaping every new word through them was most of what
 * was left of a 500-line invoice's time, and Latin text needs none of it but kerning. Without ligatures, "fi" also
 * stays two glyphs that a PDF reader finds and copies as text.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);

/** WOFF 1.0 (W3C): a 44-byte header, then 20 bytes per table: tag, offset, compressed and original length, checksum. */
function woffToSfnt(woff: Buffer, omit: ReadonlySet<string> = new Set()): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const tables = Array.from({ length: woff.readUInt16BE(12) }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compLength < origLength ? inflateSync(raw) : raw };
  }).filter((table) => !omit.has(table.tag.toString('latin1')));
  const count = tables.length;
  // The SFNT header's binary-search fields, as the OpenType spec defines them.
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = header.length;
  const bodies: Buffer[] = [];
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(header, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

const LAYOUT_TABLES = new Set(['GSUB', 'GPOS', 'GDEF']);

const load = (weight: 400 | 700) =>
  woffToSfnt(readFileSync(require.resolve(`@fontsource/montserrat/files/montserrat-latin-${weight}-normal.woff`)), LAYOUT_TABLES);

let fonts: { regular: Buffer; bold: Buffer } | null = null;

/** Montserrat regular and bold as TrueType bytes, read once. */
export function documentFonts() {
  fonts ??= { regular: load(400), bold: load(700) };
  return fonts;
}
