import { describe, expect, it } from 'vitest';
import { isLocaleTag, messageLocale, switchLocalePath } from '../i18n';

describe('the locale prefix (SPEC.md section 1; issue 21 deviation "Locale prefix")', () => {
  it('takes any locale a person may ask for, and no page path', () => {
    for (const tag of ['en', 'es', 'es-PE', 'es-419', 'fr', 'pt-BR', 'zh-Hant-TW']) expect(isLocaleTag(tag), tag).toBe(true);
    for (const path of ['products', 'reservations', 'auth', 'account', '404', 'e', 'x-', '', undefined]) {
      expect(isLocaleTag(path), String(path)).toBe(false);
    }
  });

  it('gives Spanish locales the Spanish messages and every other one the English', () => {
    expect(['es', 'es-PE', 'ES-419'].map(messageLocale)).toEqual(['es', 'es', 'es']);
    expect(['en', 'fr', 'pt-BR', 'est'].map(messageLocale)).toEqual(['en', 'en', 'en', 'en']);
  });

  it('switches language from any prefix, keeping the page', () => {
    expect(switchLocalePath('/es-PE/products', '?q=x', 'en')).toBe('/en/products?q=x');
    expect(switchLocalePath('/fr/reservations/1', '', 'es')).toBe('/es/reservations/1');
    expect(switchLocalePath('/en', '', 'es')).toBe('/es/');
  });
});
