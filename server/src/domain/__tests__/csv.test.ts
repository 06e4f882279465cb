import { describe, expect, it } from 'vitest';
import { csvField, neutralizeFormula } from '../csv.ts';

describe('CSV cells (OWASP CSV injection)', () => {
  it.each(['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\tX', '\rX', '=HYPERLINK("http://evil.test","x")', '-', '+'])(
    'keeps %j as text with a leading apostrophe', (text) => {
      expect(neutralizeFormula(text)).toBe(`'${text}`);
    });

  it.each(['-12.50', '-1,234.56', '-1.234,56', '+3', '0', '12', 'Lima', 'a=b', ''])('leaves %j as it is', (text) => {
    expect(neutralizeFormula(text)).toBe(text);
  });

  it('quotes after neutralising, so the apostrophe is inside the quotes', () => {
    expect(csvField('=HYPERLINK("u","x")')).toBe(`"'=HYPERLINK(""u"",""x"")"`);
    expect(csvField('-1.234,56')).toBe('"-1.234,56"');
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('1;5')).toBe('"1;5"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });
});
