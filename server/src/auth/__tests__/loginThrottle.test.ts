import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../loginThrottle.ts';

const MINUTE = 60_000;

/** A throttle with the production limits (15 minutes, 10 per account, 30 per address) on a hand-driven clock. */
function throttleWithClock(start = Date.UTC(2026, 0, 1)) {
  let now = start;
  const throttle = new LoginThrottle(15 * MINUTE, 10, 30, () => now);
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe('LoginThrottle', () => {
  it('allows up to 10 failures on an account, then asks to wait out the window', () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 9; i++) throttle.fail('ana@example.test', '1.1.1.1');
    expect(throttle.retryAfter('ana@example.test', '1.1.1.1')).toBe(0);
    throttle.fail('ana@example.test', '1.1.1.1');
    expect(throttle.retryAfter('ana@example.test', '1.1.1.1')).toBe(15 * 60);
    // Per account: another address is locked out of this account too, but not of other accounts.
    expect(throttle.retryAfter('ana@example.test', '2.2.2.2')).toBe(15 * 60);
    expect(throttle.retryAfter('bob@example.test', '1.1.1.1')).toBe(0);
  });

  it('treats the account case-insensitively', () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 10; i++) throttle.fail(i % 2 ? 'Ana@Example.Test' : 'ana@example.test', `10.0.0.${i}`);
    expect(throttle.retryAfter('ANA@EXAMPLE.TEST', '9.9.9.9')).toBeGreaterThan(0);
  });

  it('slides the window: the wait shrinks with time and ends when the oldest counted failure expires', () => {
    const { throttle, advance } = throttleWithClock();
    for (let i = 0; i < 10; i++) {
      throttle.fail('ana@example.test', '1.1.1.1');
      advance(MINUTE);
    }
    // First failure at t=0, tenth at t=9 min, now t=10 min: the first one leaves the window at t=15 min.
    expect(throttle.retryAfter('ana@example.test', '1.1.1.1')).toBe(5 * 60);
    advance(5 * MINUTE - 1000);
    expect(throttle.retryAfter('ana@example.test', '1.1.1.1')).toBe(1);
    advance(1000);
    expect(throttle.retryAfter('ana@example.test', '1.1.1.1')).toBe(0);
    // One new failure brings back ten in the window.
    throttle.fail('ana@example.test', '1.1.1.1');
    expect(throttle.retryAfter('ana@example.test', '1.1.1.1')).toBe(60);
  });

  it('a success clears the account, not the address', () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 9; i++) throttle.fail('ana@example.test', '1.1.1.1');
    throttle.succeed('ANA@example.test');
    for (let i = 0; i < 9; i++) throttle.fail('ana@example.test', '1.1.1.1');
    expect(throttle.retryAfter('ana@example.test', '1.1.1.1')).toBe(0);
    // The address has 18 failures counted; 12 more across other accounts reach its limit of 30.
    for (let i = 0; i < 12; i++) throttle.fail(`user${i}@example.test`, '1.1.1.1');
    expect(throttle.retryAfter('someone.else@example.test', '1.1.1.1')).toBe(15 * 60);
    expect(throttle.retryAfter('someone.else@example.test', '3.3.3.3')).toBe(0);
  });

  it('locks an address after 30 failures across accounts', () => {
    const { throttle, advance } = throttleWithClock();
    for (let i = 0; i < 29; i++) throttle.fail(`spray${i}@example.test`, '6.6.6.6');
    expect(throttle.retryAfter('fresh@example.test', '6.6.6.6')).toBe(0);
    throttle.fail('spray29@example.test', '6.6.6.6');
    expect(throttle.retryAfter('fresh@example.test', '6.6.6.6')).toBe(15 * 60);
    advance(15 * MINUTE);
    expect(throttle.retryAfter('fresh@example.test', '6.6.6.6')).toBe(0);
  });
});
