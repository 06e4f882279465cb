import en from '../../locales/en.json';
import es from '../../locales/es.json';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: string | undefined): value is Locale => LOCALES.includes(value as Locale);

/** SPEC.md section 1: Spanish prefixes get Spanish, every other locale the English messages. */
export function messagesFor(locale: string): Record<string, string> {
  return locale.toLowerCase().startsWith('es') ? es : en;
}

/** The same page in another language: swaps the locale prefix and keeps the rest of the path. */
export function switchLocalePath(pathname: string, search: string, to: Locale): string {
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  return `/${to}${rest || '/'}${search}`;
}
