import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n';
import type { MockResolvers } from './mockPayload';
import { expectErrorWithRetry, renderRoute } from './renderRoute';

/** One record screen's render tests: where it is, what it asks, and what a person sees of the record. */
export interface RecordScreenCase {
  /** The app address of one record (without the locale prefix). */
  path: string;
  /** The screen's query, e.g. 'UserFormRouteQuery'. */
  query: string;
  /** The query's record field (null when the record is gone). */
  record: string;
  /** The record's values and a text (or a field's value) the screen shows of them. */
  values: Record<string, unknown>;
  shows: string | RegExp;
  /** What a missing record says, when not the shared 'does not exist' text. */
  missing?: string | RegExp;
  /** What a failed load says, when not the lists' and records' shared text (a screen without a boundary of its own). */
  failed?: string;
  /** Other values the screen needs (the other fields of its query). */
  resolvers?: MockResolvers;
  locale?: Locale;
}

const WORDS = {
  en: { failed: 'The data could not be loaded.', missing: 'This record does not exist or belongs to another organizational unit.' },
  es: { failed: 'No se pudieron cargar los datos.', missing: 'Este registro no existe o pertenece a otra unidad organizativa.' },
};

/** The Query resolver answering the record with these values (or null). */
const recordAnswer = (c: RecordScreenCase, values: object | null): MockResolvers => ({
  ...c.resolvers,
  Query: (...args) => ({ ...(c.resolvers?.Query?.(...args) as object | undefined), [c.record]: values }),
});

/** Waits until the screen shows a text, as text or as a field's value. */
export const findShown = (shown: string | RegExp) => waitFor(() => {
  const found = [...screen.queryAllByDisplayValue(shown), ...screen.queryAllByText(shown)];
  expect(found.length, `${String(shown)} shown`).toBeGreaterThan(0);
  return found[0];
}, { timeout: 10_000 });

/** The states of record screens of one shape (the record, a missing one, a failed load with Retry), one describe each. */
export function describeRecordScreens(cases: RecordScreenCase[]) {
  describe.each(cases.map((c) => ({ ...c, name: `${c.path} (${c.locale ?? 'en'})` })))('$name', (c) => {
    const words = WORDS[c.locale ?? 'en'];
    const open = () => renderRoute(c.path, { locale: c.locale });

    it('shows the record', async () => {
      const view = await open();
      await view.resolve(recordAnswer(c, c.values), c.query);
      await findShown(c.shows);
    });

    it('says when the record does not exist', async () => {
      const view = await open();
      await view.resolve(recordAnswer(c, null), c.query);
      await findShown(c.missing ?? words.missing);
      expect(screen.queryAllByDisplayValue(c.shows)).toHaveLength(0);
    });

    it('shows the load error with Retry, which asks again', async () => {
      const view = await open();
      await view.reject('INTERNAL', c.query);
      const shown = await expectErrorWithRetry(view);
      expect(shown.textContent).toContain(c.failed ?? words.failed);
    });
  });
}
