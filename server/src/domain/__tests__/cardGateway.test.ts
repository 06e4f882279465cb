import { afterEach, describe, expect, it } from 'vitest';
import { FieldErrors } from '../../graphql/validation.ts';
import { setTodayForTests } from '../calendar.ts';
import {
  CARD_EXPIRED, INVALID_CARD_NUMBER, INVALID_CCV, INVALID_EXPIRY, cardBrand, luhnValid, readCard, simulatorGateway,
} from '../cardGateway.ts';
import { requestHash } from '../idempotency.ts';

describe('card checks', () => {
  afterEach(() => setTodayForTests(null));

  it('applies the Luhn check and names the brand', () => {
    expect(['4111111111111111', '5555555555554444', '378282246310005', '4000000000000002'].map(luhnValid)).toEqual([true, true, true, true]);
    expect(['4111111111111112', '5555555555554445'].map(luhnValid)).toEqual([false, false]);
    expect(['4111111111111111', '5555555555554444', '2221000000000009', '378282246310005', '6011000000000004'].map(cardBrand))
      .toEqual(['VISA', 'MASTERCARD', 'MASTERCARD', 'AMEX', 'OTHER']);
  });

  it('accepts a card valid through the current month and refuses bad fields without repeating them', () => {
    setTodayForTests('2031-05-31');
    const good = new FieldErrors();
    expect(readCard(good, 'card', { number: '4111 1111 1111 1111', holderName: ' Ana ', expiry: '05/31', ccv: '1234' }))
      .toEqual({ number: '4111111111111111', holderName: 'Ana', expiryMonth: 5, expiryYear: 2031, ccv: '1234' });
    expect(good.any).toBe(false);
    const bad = new FieldErrors();
    expect(readCard(bad, 'card', { number: '4111111111111112', holderName: 'Ana', expiry: '04/2031', ccv: '12' })).toBeNull();
    expect(bad.fields).toEqual({ 'card.number': INVALID_CARD_NUMBER, 'card.expiry': CARD_EXPIRED, 'card.ccv': INVALID_CCV });
    const malformed = new FieldErrors();
    readCard(malformed, 'card', { number: '41111', holderName: 'Ana', expiry: '13/31', ccv: '12345' });
    expect(malformed.fields).toEqual({ 'card.number': INVALID_CARD_NUMBER, 'card.expiry': INVALID_EXPIRY, 'card.ccv': INVALID_CCV });
  });

  it('simulates approvals and declines, returning only token, brand and last four', async () => {
    const gateway = simulatorGateway();
    const charge = { holderName: 'Ana', expiryMonth: 1, expiryYear: 2040, ccv: '123', amount: '10.00', currencyCode: 'USD', reference: 'k:1' };
    const approved = await gateway.charge({ ...charge, number: '5555555555554444' });
    expect(approved).toEqual({ approved: true, token: expect.stringMatching(/^tok_sim_[0-9a-f]{24}$/), brand: 'MASTERCARD', last4: '4444', authorization: expect.any(String) });
    expect(JSON.stringify(approved)).not.toContain('5555555555554444');
    expect(await gateway.charge({ ...charge, number: '4000000000000002' })).toEqual({ approved: false, reason: 'The card was declined' });
    if (approved.approved) {
      await gateway.refund(approved.token);
      expect(gateway.charges.get(approved.token)).toEqual({ refunded: true });
    }
  });

  it('hashes a request the same whatever the key order', () => {
    expect(requestHash({ a: 1, b: { c: [1, 2], d: null } })).toBe(requestHash({ b: { d: undefined, c: [1, 2] }, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });
});
