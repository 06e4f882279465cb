import { describe, expect, it } from 'vitest';
import { catalogName } from '../catalogNames';

describe('catalogName (issue 21 item 10)', () => {
  const usd = { name: 'US dollar', nameEs: 'Dólar estadounidense' };
  it('names a value in Spanish under every Spanish locale and in English under the others', () => {
    expect(catalogName(usd, 'es')).toBe('Dólar estadounidense');
    expect(catalogName(usd, 'es-PE')).toBe('Dólar estadounidense');
    expect(catalogName(usd, 'en')).toBe('US dollar');
    expect(catalogName(usd, 'fr')).toBe('US dollar');
  });
  it('falls back to the English name when the value has no Spanish one', () => {
    expect(catalogName({ name: 'Hotel chain', nameEs: null }, 'es')).toBe('Hotel chain');
    expect(catalogName({ name: 'Hotel chain', nameEs: '  ' }, 'es')).toBe('Hotel chain');
    expect(catalogName({ name: 'Hotel chain' }, 'es')).toBe('Hotel chain');
  });
});
