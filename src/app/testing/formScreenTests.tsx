import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n';
import type { MockResolvers } from './mockPayload';
import { findShown } from './recordScreenTests';
import { renderRoute } from './renderRoute';

/**
 * One form screen's render tests: where it is, what it asks, the form's name, and for an edit form the record's
 * values, a text field showing one of them and that the field is required.
 */
export interface FormScreenCase {
  /** The app address (without the locale prefix): /…/new or /…/{id}/edit. */
  path: string;
  /** The screen's query, e.g. 'EntityFormRouteQuery' (none: a form that needs nothing up front). */
  query?: string;
  /** The form's accessible name (its heading). */
  form: string;
  /** An edit form's record: the query's field, its values, and the label of a required text field showing `shows`. */
  edit?: { record: string; values: Record<string, unknown>; field: string | RegExp; shows: string };
  /** Other values the screen needs (the other fields of its query). */
  resolvers?: MockResolvers;
  locale?: Locale;
}

const WORDS = {
  en: { create: 'Create', save: 'Save', required: 'This field is required' },
  es: { create: 'Crear', save: 'Guardar', required: 'Este campo es obligatorio' },
};

/** The form once the screen's query answered (its lazy fields loaded): generous on a loaded machine. */
const findForm = (name: string) => screen.findByRole('form', { name }, { timeout: 10_000 });

/** A form's states: a new one shows its errors on an empty submit; an edit one its record, and an error once cleared. */
export function describeFormScreens(cases: FormScreenCase[]) {
  describe.each(cases.map((c) => ({ ...c, name: `${c.path} (${c.locale ?? 'en'})` })))('$name', (c) => {
    const words = WORDS[c.locale ?? 'en'];
    const open = () => renderRoute(c.path, { locale: c.locale });

    if (!c.edit) {
      it('shows an empty form, and its errors when created empty', async () => {
        const view = await open();
        if (c.query) await view.resolve(c.resolvers, c.query);
        const form = await findForm(c.form);
        expect(within(form).queryByText(words.required)).toBeNull();
        await userEvent.click(within(form).getByRole('button', { name: words.create }));
        await waitFor(() => expect(within(form).getAllByText(words.required).length).toBeGreaterThan(0), { timeout: 10_000 });
      });
      return;
    }

    const { edit, query = '' } = c;
    it('shows the record\'s values, and an error once a required one is cleared', async () => {
      const view = await open();
      await view.resolve({
        ...c.resolvers,
        Query: (...args) => ({ ...(c.resolvers?.Query?.(...args) as object | undefined), [edit.record]: edit.values }),
      }, query);
      const form = await findForm(c.form);
      await findShown(edit.shows);
      // The record's field is the first so named (rows of a list below may repeat the label).
      const field = within(form).getAllByRole('textbox', { name: edit.field })[0];
      expect((field as HTMLInputElement).value).toBe(edit.shows);
      expect(within(form).queryByText(words.required)).toBeNull();
      await userEvent.clear(field);
      await userEvent.click(within(form).getByRole('button', { name: words.save }));
      await waitFor(() => expect(within(form).getAllByText(words.required).length).toBeGreaterThan(0), { timeout: 10_000 });
      expect(field.getAttribute('aria-invalid')).toBe('true');
    });
  });
}
