import { once } from 'node:events';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * A ZIP archive written as it goes (what an XLSX file is): the first entry is streamed through deflate with its CRC
 * and sizes in a data descriptor after the data, the small fixed entries follow, then the central directory. Only
 * the current chunk and its compressed bytes are ever in memory. Sizes stay under 4 GiB (no ZIP64), far above the
 * largest report.
 */

interface Entry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
  flags: number;
}

const UTF8_NAMES = 0x0800;
const DATA_DESCRIPTOR = 0x0008;
// 1980-01-01 00:00, the DOS epoch: a fixed stamp keeps two exports of the same data byte-identical.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

function localHeader(entry: Entry): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(entry.flags, 6);
  header.writeUInt16LE(8, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt32LE(entry.crc, 14);
  header.writeUInt32LE(entry.compressed, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, entry.name]);
}

function centralHeader(entry: Entry): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(entry.flags, 8);
  header.writeUInt16LE(8, 10);
  header.writeUInt16LE(DOS_TIME, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

/** Zips one streamed entry and some small fixed ones, yielding the archive's bytes in order. */
export async function* zipStream(
  streamed: { name: string; chunks: AsyncIterable<string> },
  fixed: { name: string; content: string }[],
): AsyncGenerator<Buffer> {
  const entries: Entry[] = [];
  let offset = 0;
  const emit = (buffer: Buffer) => {
    offset += buffer.length;
    return buffer;
  };

  const first: Entry = { name: Buffer.from(streamed.name), crc: 0, compressed: 0, size: 0, offset, flags: UTF8_NAMES | DATA_DESCRIPTOR };
  yield emit(localHeader(first));
  const deflate = createDeflateRaw({ level: 6 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  // Kept until the generator next looks, so a failure between two awaits is thrown rather than left unhandled.
  let failure: unknown;
  deflate.on('error', (error) => { failure = error; });
  const check = () => {
    if (failure) throw failure;
  };
  const flush = () => {
    const chunk = Buffer.concat(compressed.splice(0));
    first.compressed += chunk.length;
    return emit(chunk);
  };
  // Backpressure with one chunk of overlap: deflate compresses a chunk on the thread pool while the next one (the next
  // batch of rows) is read and built, and that one is only written once deflate has drained. So at most two chunks
  // are held here whatever the client's speed, and the consumer is given each output as it comes.
  let draining: Promise<unknown> | undefined;
  try {
    for await (const chunk of streamed.chunks) {
      const bytes = Buffer.from(chunk, 'utf8');
      first.crc = crc32(bytes, first.crc);
      first.size += bytes.length;
      await draining;
      check();
      draining = deflate.write(bytes) ? undefined : once(deflate, 'drain');
      // Awaited on the next turn; until then a failure is in `failure`, not an unhandled rejection.
      draining?.catch(() => {});
      if (compressed.length) yield flush();
    }
    await draining;
    check();
    const ended = once(deflate, 'end');
    deflate.end();
    await ended;
    if (compressed.length) yield flush();
  } finally {
    // A consumer that stops early (the download was cancelled) leaves nothing running.
    deflate.destroy();
  }
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(first.crc >>> 0, 4);
  descriptor.writeUInt32LE(first.compressed, 8);
  descriptor.writeUInt32LE(first.size, 12);
  first.crc >>>= 0;
  yield emit(descriptor);
  entries.push(first);

  for (const file of fixed) {
    const bytes = Buffer.from(file.content, 'utf8');
    const data = deflateRawSync(bytes);
    const entry: Entry = { name: Buffer.from(file.name), crc: crc32(bytes) >>> 0, compressed: data.length, size: bytes.length, offset, flags: UTF8_NAMES };
    yield emit(localHeader(entry));
    yield emit(data);
    entries.push(entry);
  }

  const directoryOffset = offset;
  const directory = Buffer.concat(entries.map(centralHeader));
  yield emit(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  yield end;
}
