import { describe, expect, it } from 'vitest';
import { closePreview, hasVariance } from '../closePreview';

const line = (idPaymentType: string, expectedAmount: string) => ({
  idPaymentType, idCurrency: 'usd', expectedAmount, countedAmount: null, variance: null,
  paymentType: { name: idPaymentType }, currency: { code: 'USD' },
});

describe('the close preview', () => {
  const lines = [line('CASH', '150.10'), line('CARD', '70.00')];

  it('gives each line its counted amount and exact variance, short or over', () => {
    const preview = closePreview(lines, (l) => (l.idPaymentType === 'CASH' ? '140.3' : '70'))!;
    expect(preview.map((l) => [l.countedAmount, l.variance])).toEqual([['140.30', '-9.80'], ['70.00', '0.00']]);
    expect(hasVariance(preview)).toBe(true);
    expect(hasVariance(closePreview(lines, (l) => l.expectedAmount)!)).toBe(false);
    expect(closePreview(lines, () => '0.1')!.map((l) => l.variance)).toEqual(['-150.00', '-69.90']);
  });

  it('waits for every count to be an amount', () => {
    expect(closePreview(lines, (l) => (l.idPaymentType === 'CASH' ? '' : '70'))).toBeNull();
    expect(closePreview(lines, () => '1.234')).toBeNull();
    expect(closePreview(lines, () => 'abc')).toBeNull();
  });
});
