/**
 * Issue 18: the browser's list of date locales is built in a short-lived worker started with a signed-in page's
 * first requests (src/app/dateLocalesAside.ts), not inside the app's first module on the page's own thread.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDateLocalesAside } from '../dateLocalesAside';

describe('the date locales built aside', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts one worker with the script that builds them', () => {
    const started: { url: string; name?: string }[] = [];
    vi.stubGlobal('Worker', class {
      constructor(url: URL, options?: WorkerOptions) {
        started.push({ url: String(url), name: options?.name });
      }
    });
    buildDateLocalesAside();
    expect(started).toEqual([{ url: expect.stringMatching(/\/src\/app\/dateLocales\.worker\.ts(\?|$)/), name: 'date-locales' }]);
  });

  it('leaves the page as it was where there are no workers or the browser refuses one', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => { buildDateLocalesAside(); }).not.toThrow();
    vi.stubGlobal('Worker', class {
      constructor() {
        throw new DOMException('refused', 'SecurityError');
      }
    });
    expect(() => { buildDateLocalesAside(); }).not.toThrow();
  });

  it('the worker asks for the date and number locales, then closes itself', () => {
    const calls: string[] = [];
    const service = (name: string) => ({ supportedLocalesOf: (locales: string[]) => { calls.push(`${name} ${locales.join()}`); return locales; } });
    const source = readFileSync(join(__dirname, '../dateLocales.worker.ts'), 'utf8');
    runInNewContext(source, {
      Intl: { DateTimeFormat: service('DateTimeFormat'), NumberFormat: service('NumberFormat') },
      close: () => { calls.push('close'); },
    });
    expect(calls).toEqual(['DateTimeFormat en', 'NumberFormat en', 'close']);
  });
});
