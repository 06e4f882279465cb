import { settledAware } from './settledAware';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The locale numbers, money and dates are formatted in: Spanish pages write as Peruvian staff do (Latin American
 * Spanish, es-419: "USD 1,234.50", "26/11/2026"), not as Spain does ("1234,50 US$").
 */
export const formatLocale = (locale: Locale) => (locale === 'es' ? 'es-419' : 'en-US');

export const isLocale = (value: string | undefined): value is Locale => LOCALES.includes(value as Locale);

/**
 * A locale prefix as a person may write it: any BCP 47 tag (en, es, es-PE, fr, pt-BR). No page's first segment is
 * two or three letters, so a path without a prefix is never taken for one.
 */
const LOCALE_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;
const PREFIX = /^\/[a-z]{2,3}(?:-[a-z0-9]{2,8})*(?=\/|$)/i;

export function isLocaleTag(value: string | undefined): value is string {
  if (!value || !LOCALE_TAG.test(value)) return false;
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

type Messages = Record<string, string>;
type Module = Promise<{ default: Messages }>;

/** The business areas (src/features/<area>), each with its own part of the messages. */
export type MessageArea = 'auth' | 'cashier' | 'entities' | 'general-parameters' | 'home' | 'products' | 'rates' | 'reports' | 'reservations' | 'users';

/**
 * Each language is split at build (scripts/viteDelivery.ts, localeParts): the guest part (sign-in and the other pages
 * before it, the shell's words), the rest (what every signed-in page may show: errors, lists, the audit trail) and
 * one part per area. The sign-in page downloads only the first; a signed-in page adds the rest and its area's.
 */
const load: Record<Locale, { guest: () => Module; rest: () => Module; areas: Record<MessageArea, () => Module> }> = {
  en: {
    guest: () => import('../../locales/en.json?part=guest'),
    rest: () => import('../../locales/en.json?part=rest'),
    areas: {
    'auth': () => import('../../locales/en.json?part=auth'),
    'cashier': () => import('../../locales/en.json?part=cashier'),
    'entities': () => import('../../locales/en.json?part=entities'),
    'general-parameters': () => import('../../locales/en.json?part=general-parameters'),
    'home': () => import('../../locales/en.json?part=home'),
    'products': () => import('../../locales/en.json?part=products'),
    'rates': () => import('../../locales/en.json?part=rates'),
    'reports': () => import('../../locales/en.json?part=reports'),
    'reservations': () => import('../../locales/en.json?part=reservations'),
    'users': () => import('../../locales/en.json?part=users'),
    },
  },
  es: {
    guest: () => import('../../locales/es.json?part=guest'),
    rest: () => import('../../locales/es.json?part=rest'),
    areas: {
    'auth': () => import('../../locales/es.json?part=auth'),
    'cashier': () => import('../../locales/es.json?part=cashier'),
    'entities': () => import('../../locales/es.json?part=entities'),
    'general-parameters': () => import('../../locales/es.json?part=general-parameters'),
    'home': () => import('../../locales/es.json?part=home'),
    'products': () => import('../../locales/es.json?part=products'),
    'rates': () => import('../../locales/es.json?part=rates'),
    'reports': () => import('../../locales/es.json?part=reports'),
    'reservations': () => import('../../locales/es.json?part=reservations'),
    'users': () => import('../../locales/es.json?part=users'),
    },
  },
};
const pendingGuest = new Map<Locale, Promise<Messages>>();
const pending = new Map<Locale, Promise<Messages>>();
const pendingAreas = new Map<string, Promise<Messages>>();
const loaded = new Map<Locale, Messages>();

/** SPEC.md section 1: Spanish prefixes (es, es-PE, es-419) get Spanish, every other locale the English messages. */
export const messageLocale = (locale: string): Locale => (/^es(-|$)/i.test(locale) ? 'es' : 'en');

/** Remembers what a locale has so far, for messagesFor. */
const keep = (key: Locale, messages: Messages) => {
  loaded.set(key, { ...loaded.get(key), ...messages });
  return messages;
};

/** The messages the guest pages show; the same promise every time, so React's `use` can suspend on it. */
export function loadGuestMessages(locale: string): Promise<Messages> {
  const key = messageLocale(locale);
  let promise = pendingGuest.get(key);
  if (!promise) {
    promise = settledAware(load[key].guest().then((module) => module.default));
    pendingGuest.set(key, promise);
  }
  return promise;
}

/** The messages every signed-in page may show (guest part and rest); the same promise every time, for React's `use`. */
export function loadMessages(locale: string): Promise<Messages> {
  const key = messageLocale(locale);
  let promise = pending.get(key);
  if (!promise) {
    promise = settledAware(Promise.all([loadGuestMessages(key), load[key].rest()])
      .then(([guest, rest]) => keep(key, { ...guest, ...rest.default })));
    pending.set(key, promise);
  }
  return promise;
}

/** What a page of an area shows: the signed-in messages and the area's own; the same promise every time. */
export function loadAreaMessages(locale: string, area: MessageArea): Promise<Messages> {
  const key = messageLocale(locale);
  let promise = pendingAreas.get(`${key}:${area}`);
  if (!promise) {
    promise = settledAware(Promise.all([loadMessages(key), load[key].areas[area]()])
      .then(([common, own]) => ({ ...common, ...keep(key, own.default) })));
    pendingAreas.set(`${key}:${area}`, promise);
  }
  return promise;
}

/** Every message of a locale (tests render screens of any area). */
export const loadAllMessages = (locale: string) =>
  Promise.all((Object.keys(load.en.areas) as MessageArea[]).map((area) => loadAreaMessages(locale, area)));

/** The messages of a locale loaded so far (tests load them all in their setup). */
export function messagesFor(locale: string): Messages {
  const messages = loaded.get(messageLocale(locale));
  if (!messages) throw new Error(`messages for ${locale} are not loaded yet`);
  return messages;
}

/** The same page in another language: swaps the locale prefix and keeps the rest of the path. */
export function switchLocalePath(pathname: string, search: string, to: Locale): string {
  const rest = pathname.replace(PREFIX, '');
  return `/${to}${rest || '/'}${search}`;
}
