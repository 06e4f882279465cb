import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n';
import type { MockResolvers } from './mockPayload';
import { expectErrorWithRetry, expectLoading, renderRoute } from './renderRoute';

/** An answered list renders its table (DataTable, pickers) once its lazy parts are in: generous on a loaded machine. */
const SHOWN_MS = 10_000;

/** One list screen's render tests: where it is, what it asks, and what a person sees in each state. */
export interface ListScreenCase {
  /** The app address (without the locale prefix). */
  path: string;
  /** The list's query, e.g. 'UsersListRouteQuery'. */
  query: string;
  /** The query's list field, answering { count, data }. */
  list: string;
  /** The empty state's title. */
  empty: string;
  /** One row's values (of the list's type) and a text its row shows. */
  row: Record<string, unknown>;
  shows: string | RegExp;
  /** Other values the screen needs (the other fields of its query). */
  resolvers?: MockResolvers;
  locale?: Locale;
  /** The failure's title, when the screen has its own (not 'The data could not be loaded.'). */
  failed?: string;
  /** The screen's first page size, when not the lists' 10. */
  pageSize?: number;
}

const WORDS = {
  en: { failed: 'The data could not be loaded.', range: (size: number) => `1–${size} of 45` },
  es: { failed: 'No se pudieron cargar los datos.', range: (size: number) => `1–${size} de 45` },
};

/** The Query resolver answering the list with these rows, out of `count`. */
export const listAnswer = (c: ListScreenCase, data: unknown[], count: number): MockResolvers => ({
  ...c.resolvers,
  Query: (...args) => ({ ...(c.resolvers?.Query?.(...args) as object | undefined), [c.list]: { count, data } }),
});

/**
 * The four states of list screens of one shape (loading, empty, data with paging, error with Retry), one describe
 * per screen, as force's renderWithRelay tests read.
 */
export function describeListScreens(cases: ListScreenCase[]) {
  describe.each(cases.map((c) => ({ ...c, name: `${c.path} (${c.locale ?? 'en'})` })))('$name', (c) => {
    const words = WORDS[c.locale ?? 'en'];
    const open = () => renderRoute(c.path, { locale: c.locale });

    it('shows its loading state until the list answers', async () => {
      const view = await open();
      await view.operation(c.query);
      await expectLoading();
      expect(screen.queryByText(c.shows)).toBeNull();
    });

    it('shows its empty state when the list has no rows', async () => {
      const view = await open();
      await view.resolve(listAnswer(c, [], 0), c.query);
      expect(await screen.findByText(c.empty, {}, { timeout: SHOWN_MS })).toBeTruthy();
    });

    it('shows the rows and the paging range', async () => {
      const view = await open();
      await view.resolve(listAnswer(c, [c.row, {}], 45), c.query);
      const [cell] = await screen.findAllByText(c.shows, {}, { timeout: SHOWN_MS });
      const table = cell.closest('table, [role="grid"]') as HTMLElement;
      expect(within(table).getAllByRole('row')).toHaveLength(3);
      expect(screen.getByText(words.range(c.pageSize ?? 10))).toBeTruthy();
    });

    it('shows the load error with Retry, which asks again', async () => {
      const view = await open();
      await view.reject('INTERNAL', c.query);
      const shown = await expectErrorWithRetry(view);
      expect(shown.textContent).toContain(c.failed ?? words.failed);
    });
  });
}
