export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The locale numbers, money and dates are formatted in: Spanish pages write as Peruvian staff do (Latin American
 * Spanish, es-419: "USD 1,234.50", "26/11/2026"), not as Spain does ("1234,50 US$").
 */
export const formatLocale = (locale: Locale) => (locale === 'es' ? 'es-419' : 'en-US');

export const isLocale = (value: string | undefined): value is Locale => LOCALES.includes(value as Locale);

type Messages = Record<string, string>;

// Each language is its own chunk: the first screen downloads only the messages it shows.
const load: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../../locales/en.json'),
  es: () => import('../../locales/es.json'),
};
const pending = new Map<Locale, Promise<Messages>>();
const loaded = new Map<Locale, Messages>();

/** SPEC.md section 1: Spanish prefixes get Spanish, every other locale the English messages. */
const messageLocale = (locale: string): Locale => (locale.toLowerCase().startsWith('es') ? 'es' : 'en');

/** The messages of a locale; the same promise every time, so React's `use` can suspend on it. */
export function loadMessages(locale: string): Promise<Messages> {
  const key = messageLocale(locale);
  let promise = pending.get(key);
  if (!promise) {
    promise = load[key]().then((module) => {
      loaded.set(key, module.default);
      return module.default;
    });
    pending.set(key, promise);
  }
  return promise;
}

/** The messages of a locale already loaded (tests preload both in their setup). */
export function messagesFor(locale: string): Messages {
  const messages = loaded.get(messageLocale(locale));
  if (!messages) throw new Error(`messages for ${locale} are not loaded yet`);
  return messages;
}

/** The same page in another language: swaps the locale prefix and keeps the rest of the path. */
export function switchLocalePath(pathname: string, search: string, to: Locale): string {
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  return `/${to}${rest || '/'}${search}`;
}
