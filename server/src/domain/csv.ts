/**
 * CSV cells that a spreadsheet would run as a formula (OWASP "CSV injection": a cell starting with =, +, -, @, tab or
 * carriage return) are written with a leading apostrophe, so Excel and LibreOffice show them as text. Numbers, in
 * either language's format ("-12.50", "-1.234,56"), stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^[+-]?\d[\d.,]*$/;

export const neutralizeFormula = (text: string) => (FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text);

/** One CSV field: neutralised, then quoted when it holds a quote, a line break, a comma or a semicolon. */
export function csvField(text: string): string {
  const safe = neutralizeFormula(text);
  return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
