import { readFileSync } from 'node:fs';
import { createIntl } from '@formatjs/intl';

export type Locale = 'en' | 'es';
type Messages = Record<string, string>;

const load = (locale: Locale) => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Messages;
const MESSAGES: Record<Locale, Messages> = { en: load('en'), es: load('es') };
/** The number formats of the pages (src/app/i18n.ts: es is Latin American Spanish). */
const FORMAT_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-419' };
/** Words that are the same in both languages, so an unchanged Spanish text is not a missing translation. */
const SAME_IN_BOTH = new Set(['CCV', 'OK', 'XLSX', 'CSV', 'PDF', 'Total', 'Email']);

/**
 * A page object's English words in the page's language: the English text (an ICU template, e.g. "Address {number}")
 * names the message in locales/en.json and the same message of the locale is formatted. Tests keep reading like the
 * screen in English, and a Spanish run finds the Spanish words; an English text with no message, or with messages
 * whose Spanish differs, throws so the test names the key instead (`t.key`).
 */
export function words(locale: Locale) {
  // The same formatter as react-intl's, on the same messages.
  const intl = createIntl({ locale: FORMAT_LOCALE[locale], messages: MESSAGES[locale] });
  const key = (id: string, values?: Record<string, unknown>) => {
    const text = MESSAGES[locale][id];
    if (text === undefined) throw new Error(`No message ${id} in locales/${locale}.json`);
    if (locale !== 'en' && text === MESSAGES.en[id] && !SAME_IN_BOTH.has(text)) throw new Error(`${id} is not translated: "${text}"`);
    return intl.formatMessage({ id }, values as Record<string, string>);
  };
  const t = (english: string, values?: Record<string, unknown>) => {
    const ids = Object.keys(MESSAGES.en).filter((id) => MESSAGES.en[id] === english);
    const translations = new Set(ids.map((id) => MESSAGES[locale][id]));
    if (ids.length === 0) throw new Error(`No message says "${english}" in locales/en.json`);
    if (translations.size > 1) throw new Error(`"${english}" has several translations (${ids.join(', ')}): use t.key`);
    return key(ids[0], values);
  };
  return Object.assign(t, { key, locale, formatLocale: FORMAT_LOCALE[locale] });
}

export type Words = ReturnType<typeof words>;
/** English words, the page objects' default. */
export const ENGLISH = words('en');
