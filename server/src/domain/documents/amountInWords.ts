/*
 * The total in words that a Peruvian invoice, receipt and credit note carry ("SON: CIENTO VEINTE CON 50/100 SOLES").
 * Whole units are spelled out from the decimal text (never a float); the cents stay as a fraction of 100.
 */
import type { DocumentLanguage } from './documentText.ts';

const EN_ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES: [bigint, string][] = [[1_000_000_000n, 'billion'], [1_000_000n, 'million'], [1_000n, 'thousand']];

function englishBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds) words.push(`${EN_ONES[hundreds]} hundred`);
  if (rest >= 20) words.push(EN_TENS[Math.floor(rest / 10)] + (rest % 10 ? `-${EN_ONES[rest % 10]}` : ''));
  else if (rest || !hundreds) words.push(EN_ONES[rest]);
  return words.join(' ');
}

function englishNumber(n: bigint): string {
  if (n < 1000n) return englishBelowThousand(Number(n));
  for (const [scale, name] of EN_SCALES) {
    if (n >= scale) {
      const rest = n % scale;
      return `${englishNumber(n / scale)} ${name}${rest ? ` ${englishNumber(rest)}` : ''}`;
    }
  }
  return englishBelowThousand(Number(n));
}

const ES_UNITS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce',
  'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós',
  'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];
const ES_TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const ES_HUNDREDS = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos',
  'ochocientos', 'novecientos'];

function spanishBelowThousand(n: number): string {
  if (n === 100) return 'cien';
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds) words.push(ES_HUNDREDS[hundreds]);
  if (rest >= 30) words.push(ES_TENS[Math.floor(rest / 10)] + (rest % 10 ? ` y ${ES_UNITS[rest % 10]}` : ''));
  else if (rest || !hundreds) words.push(ES_UNITS[rest]);
  return words.join(' ');
}

/** "uno" before a noun is "un" (veintiún mil, un millón). */
const apocope = (words: string) => words.replace(/veintiuno$/, 'veintiún').replace(/uno$/, 'un');

function spanishNumber(n: bigint): string {
  if (n >= 1_000_000n) {
    const millions = n / 1_000_000n;
    const rest = n % 1_000_000n;
    const head = millions === 1n ? 'un millón' : `${apocope(spanishNumber(millions))} millones`;
    return rest ? `${head} ${spanishNumber(rest)}` : head;
  }
  if (n >= 1000n) {
    const thousands = n / 1000n;
    const rest = n % 1000n;
    const head = thousands === 1n ? 'mil' : `${apocope(spanishBelowThousand(Number(thousands)))} mil`;
    return rest ? `${head} ${spanishBelowThousand(Number(rest))}` : head;
  }
  return spanishBelowThousand(Number(n));
}

/** "One hundred twenty and 50/100 Soles" / "CIENTO VEINTE CON 50/100 SOLES" (Spanish in capitals, as SUNAT prints it). */
export function amountInWords(language: DocumentLanguage, value: string, currencyName: string): string {
  const [whole, fraction = ''] = value.trim().replace(/^[-+]/, '').split('.');
  const units = BigInt(whole || '0');
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  if (language === 'es') return `${spanishNumber(units)} con ${cents}/100 ${currencyName}`.toUpperCase();
  const words = englishNumber(units);
  return `${words[0].toUpperCase()}${words.slice(1)} and ${cents}/100 ${currencyName}`;
}
