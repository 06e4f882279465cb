/**
 * Reports (issue 10): a report file streams to a client that stops reading without the server reading ahead. The
 * bodies are built exactly as POST /api/reports/{key} builds them (reportBody around csvReport / xlsxReport) and piped
 * the way fastify sends a stream, into a consumer that takes one chunk and then stalls. While it stalls, the rows
 * source may be asked for a few batches only; were backpressure ignored anywhere (the response body, the zip writer,
 * deflate) the writer would drain the whole source into memory. Then the consumer resumes and the file must be whole.
 * A client that goes away (a cancelled download) stops the rows being read.
 * No database: the rows are generated, so the bound is exact and the test quick.
 */
import { randomUUID } from 'node:crypto';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import type { ReportRow } from '../../domain/reports/reportRunner.ts';
import type { ReportColumn } from '../../domain/reports/reportTypes.ts';
import { csvReport } from '../csvReport.ts';
import { reportBody } from '../reportBody.ts';
import { xlsxReport } from '../xlsxReport.ts';

const BATCHES = 30;
const BATCH_SIZE = 1000;
/** Batches the source may have given while the client takes nothing: the stalled one, one in the body, one in hand. */
const MAX_BATCHES_AHEAD = 4;

const columns: ReportColumn[] = [
  { key: 'code', type: 'text' }, { key: 'day', type: 'date' }, { key: 'customer', type: 'text' },
  { key: 'amount', type: 'money', total: true },
];

/** Report rows in batches like reportBatches, counting how many batches were asked for. Random ids keep the XML from
 * compressing to almost nothing, as real names and codes do. */
function rowSource() {
  const source = { pulled: 0, closed: false, rows: undefined as unknown as AsyncIterable<ReportRow[]> };
  source.rows = (async function* batches() {
    try {
      for (let b = 0; b < BATCHES; b++) {
        source.pulled += 1;
        yield Array.from({ length: BATCH_SIZE }, (_, i) => ({
          code: `R-${b}-${i}`, day: '2025-03-01', customer: randomUUID(), amount: '123.45',
        }));
      }
    } finally {
      // Where reportBatches would stop querying.
      source.closed = true;
    }
  })();
  return source;
}

const totals = async () => [{ currency: null, rows: BATCHES * BATCH_SIZE, sums: { amount: String(123.45 * BATCHES * BATCH_SIZE) } }];

/** Pipes the body into a consumer that takes one chunk and stalls until the source stops being read, then resumes. */
async function throughStalledClient(body: Readable, source: { pulled: number }) {
  const received: Buffer[] = [];
  let resume!: () => void;
  const resumed = new Promise<void>((resolve) => { resume = resolve; });
  // highWaterMark 1: the first chunk written fills the consumer, so the pipe pauses as a full socket makes it.
  const client = new Writable({
    highWaterMark: 1,
    write(chunk: Buffer, _encoding, done) {
      received.push(chunk);
      void resumed.then(() => done());
    },
  });
  const finished = pipeline(body, client);
  // Until the source has not been read for 20 turns of the event loop (deflate runs on the thread pool), at most 5 s.
  for (let quiet = 0, last = -1, turns = 0; quiet < 20 && turns < 500; turns++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    quiet = source.pulled === last ? quiet + 1 : 0;
    last = source.pulled;
  }
  const stalled = { pulled: source.pulled, chunks: received.length };
  resume();
  await finished;
  return { stalled, file: Buffer.concat(received) };
}

describe('report files under a stalled client', () => {
  it('CSV: reads a few batches ahead, then the whole file once the client reads again', async () => {
    const source = rowSource();
    const { stalled, file } = await throughStalledClient(
      reportBody(csvReport({ columns, rows: source.rows, totals, language: 'en' })), source,
    );
    expect(stalled.chunks).toBe(1);
    expect(stalled.pulled).toBeLessThanOrEqual(MAX_BATCHES_AHEAD);
    expect(source.pulled).toBe(BATCHES);
    const lines = file.toString('utf8').split('\r\n').filter(Boolean);
    // Header, every row, the total line.
    expect(lines).toHaveLength(1 + BATCHES * BATCH_SIZE + 1);
    expect(lines[1]).toMatch(/^R-0-0,/);
    expect(lines.at(-2)).toMatch(new RegExp(`^R-${BATCHES - 1}-${BATCH_SIZE - 1},`));
  });

  it('XLSX: the zip writer and deflate wait for the client too, and the workbook is whole', async () => {
    const source = rowSource();
    const { stalled, file } = await throughStalledClient(
      reportBody(xlsxReport({ title: 'Sales', columns, rows: source.rows, totals, language: 'en' })), source,
    );
    expect(stalled.chunks).toBe(1);
    expect(stalled.pulled).toBeLessThanOrEqual(MAX_BATCHES_AHEAD);
    expect(source.pulled).toBe(BATCHES);
    const sheet = XLSX.read(file).Sheets.Sales!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(rows).toHaveLength(1 + BATCHES * BATCH_SIZE + 1);
    expect(rows[1]![0]).toBe('R-0-0');
    expect(rows.at(-2)![0]).toBe(`R-${BATCHES - 1}-${BATCH_SIZE - 1}`);
  });

  it('XLSX: a client that goes away stops the rows being read', async () => {
    const source = rowSource();
    let chunks = 0;
    const client = new Writable({
      write(_chunk: Buffer, _encoding, done) {
        chunks += 1;
        done(chunks === 3 ? new Error('client went away') : null);
      },
    });
    await expect(pipeline(
      reportBody(xlsxReport({ title: 'Sales', columns, rows: source.rows, totals, language: 'en' })), client,
    )).rejects.toThrow('client went away');
    await vi.waitFor(() => expect(source.closed).toBe(true));
    expect(source.pulled).toBeLessThan(BATCHES);
  });
});
