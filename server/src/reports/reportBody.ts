import { Readable } from 'node:stream';

/** What a report's response stream holds that the client has not taken yet before it stops asking for more rows. */
const REPORT_BODY_HIGH_WATER_MARK = 16 * 1024;

/**
 * A report's chunks as a response body that honours backpressure end to end. A byte stream, not an object stream:
 * `Readable.from` in object mode reads 16 chunks ahead whatever their size (16 batches of rows, megabytes of XML),
 * while this one stops pulling from the generator once it holds 16 KB, so a slow client pauses the SQL batches.
 */
export const reportBody = (chunks: AsyncIterable<string | Buffer>): Readable =>
  Readable.from(chunks, { objectMode: false, highWaterMark: REPORT_BODY_HIGH_WATER_MARK });
