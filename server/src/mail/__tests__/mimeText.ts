/** Just enough MIME reading for the mail tests: headers, encoded words, quoted-printable and base64 parts. */

const decodeQ = (text: string) => Buffer.from(
  text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1',
).toString('utf8');

/** A header's value, unfolded, with RFC 2047 encoded words decoded. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (!line) return undefined;
  return line.slice(name.length + 1).trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      (enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQ(text)));
}

interface MimePart {
  headers: string;
  body: Buffer;
}

/** The leaf parts of a multipart message, bodies decoded. */
export function parts(raw: string): MimePart[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  return raw.split(`--${boundary}`).slice(1, -1).flatMap((chunk) => {
    const [headers, ...rest] = chunk.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    if (/content-type:\s*multipart/i.test(headers)) return parts(chunk);
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    const decoded = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
        : Buffer.from(body, 'utf8');
    return [{ headers, body: decoded }];
  });
}
