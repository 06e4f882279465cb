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
type Module = Promise<{ default: Messages }>;

/**
 * Each language is split in two chunks at build (scripts/viteDelivery.ts, localeParts): the guest part (sign-in and
 * the other pages before it, the shell's words) and the rest. The sign-in page downloads only the first.
 */
const load: Record<Locale, { guest: () => Module; rest: () => Module }> = {
  en: { guest: () => import('../../locales/en.json?part=guest'), rest: () => import('../../locales/en.json?part=rest') },
  es: { guest: () => import('../../locales/es.json?part=guest'), rest: () => import('../../locales/es.json?part=rest') },
};
const pendingGuest = new Map<Locale, Promise<Messages>>();
const pending = new Map<Locale, Promise<Messages>>();
const loaded = new Map<Locale, Messages>();

/** SPEC.md section 1: Spanish prefixes get Spanish, every other locale the English messages. */
const messageLocale = (locale: string): Locale => (locale.toLowerCase().startsWith('es') ? 'es' : 'en');

/** The messages the guest pages show; the same promise every time, so React's `use` can suspend on it. */
export function loadGuestMessages(locale: string): Promise<Messages> {
  const key = messageLocale(locale);
  let promise = pendingGuest.get(key);
  if (!promise) {
    promise = load[key].guest().then((module) => module.default);
    pendingGuest.set(key, promise);
  }
  return promise;
}

/** All the messages of a locale; the same promise every time, so React's `use` can suspend on it. */
export function loadMessages(locale: string): Promise<Messages> {
  const key = messageLocale(locale);
  let promise = pending.get(key);
  if (!promise) {
    promise = Promise.all([loadGuestMessages(key), load[key].rest()]).then(([guest, rest]) => {
      const messages = { ...guest, ...rest.default };
      loaded.set(key, messages);
      return messages;
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
