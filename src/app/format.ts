/**
 * Display helpers for rates. Amounts arrive as the server's Decimal strings and are formatted as strings: modern
 * Intl.NumberFormat formats a numeric string exactly, so "0.10" never becomes 0.1000000001 on its way to the screen.
 */

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** 'symbol' ($, €) where the currency is known from context; 'code' (USD) where amounts of several sit together. */
export type CurrencyDisplay = 'symbol' | 'code';

const isoCurrencies = new Map<string, boolean>();

const isIsoCurrency = (code: string | null | undefined): code is string => {
  if (!code || !/^[A-Z]{3}$/.test(code)) return false;
  let iso = isoCurrencies.get(code);
  if (iso === undefined) {
    try {
      new Intl.NumberFormat('en', { style: 'currency', currency: code });
      iso = true;
    } catch {
      iso = false;
    }
    isoCurrencies.set(code, iso);
  }
  return iso;
};

/*
 * Making an Intl formatter costs far more than formatting with one, and a list formats a few per row: each locale and
 * set of options makes its formatter once.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, format = new Intl.NumberFormat(locale, options));
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, format = new Intl.DateTimeFormat(locale, options));
  return format;
}

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** An amount's formatter: in its currency when the caller knows it is ISO 4217 (isIsoCurrency), plain otherwise. */
const amountFormat = (locale: string, currency: string | null, display: CurrencyDisplay) => (currency
  ? numberFormat(locale, { style: 'currency', currency, currencyDisplay: display, ...TWO_DECIMALS })
  : numberFormat(locale, TWO_DECIMALS));

/**
 * "1234.5" in USD for 'en' → "$1,234.50"; for 'es' → "1234,50 US$". A currency code that is not ISO goes before
 * the plain amount ("PTS 12.00"); anything that is not a decimal comes back as given.
 */
export function formatAmount(
  locale: string, amount: string | null | undefined, currencyCode?: string | null, display: CurrencyDisplay = 'symbol',
): string {
  if (amount == null || amount === '') return '';
  if (!DECIMAL.test(amount)) return amount;
  const iso = isIsoCurrency(currencyCode);
  const text = amountFormat(locale, iso ? currencyCode : null, display).format(amount as `${number}`);
  return !iso && currencyCode ? `${currencyCode} ${text}` : text;
}

/** "18.00" → "18%", "12.50" → "12.5%" in the reader's locale (exact, as a string). */
export function formatPercent(locale: string, percent: string | null | undefined): string {
  if (percent == null || percent === '' || !DECIMAL.test(percent)) return percent ?? '';
  const text = numberFormat(locale, { maximumFractionDigits: 2 }).format(percent as `${number}`);
  // English writes "18%"; Spanish (like most languages) puts a non-breaking space before the sign.
  return locale.startsWith('en') ? `${text}%` : `${text}\u00a0%`;
}

/**
 * A calendar date ('YYYY-MM-DD') for the reader, formatted in UTC: the string names a day, not a moment, and read
 * as local midnight it would show the day before west of Greenwich.
 */
export function formatDay(locale: string, day: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
}

/** A range of days, both ends included: "Jan 1 – Mar 31, 2026" (Intl's own range format, so each language reads well). */
export function formatDayRange(locale: string, from: string, to: string): string {
  const start = new Date(`${from.slice(0, 10)}T00:00:00Z`);
  const end = new Date(`${to.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${from} – ${to}`;
  return dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(start, end);
}

/** Today in the browser's calendar as 'YYYY-MM-DD' (what "today" means to the person at the desk). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
