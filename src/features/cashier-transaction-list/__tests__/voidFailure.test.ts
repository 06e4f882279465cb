import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../../app/graphqlErrors';
import { transactionListMessages as m } from '../messages';
import { voidFailureReason } from '../voidFailure';
import { MAX_VOID_REASON, voidReasonProblem } from '../VoidPaymentDialog';

const refused = (extensions: Record<string, unknown>, message = 'Void Payment failed') =>
  new GraphQLRequestError([{ message, extensions } as never]);

describe('voidFailureReason', () => {
  it('names the refusals of server/src/domain/cashierTransactions.ts in the reader\'s words', () => {
    expect(voidFailureReason(refused({ code: 'CONFLICT', reason: 'ALREADY_VOIDED' }))).toBe(m.alreadyVoided);
    expect(voidFailureReason(refused({ code: 'NOT_FOUND', reason: 'NOT_FOUND' }))).toBe(m.paymentNotFound);
    expect(voidFailureReason(refused({ code: 'NO_DAILY_CASHIER_OPEN' }, 'No daily cashier open today'))).toBe(m.noDailyCashier);
  });

  it('reads errors Relay keeps under source, and passes a field message through', () => {
    expect(voidFailureReason({ source: { errors: [{ message: 'Void Payment failed', extensions: { code: 'CONFLICT', reason: 'ALREADY_VOIDED' } }] } }))
      .toBe(m.alreadyVoided);
    expect(voidFailureReason(refused({ code: 'VALIDATION', fields: { reason: 'This field is required' } }, 'Invalid input')))
      .toBe('This field is required');
  });

  it('adds nothing when the server said only that the void failed', () => {
    expect(voidFailureReason(refused({ code: 'CONFLICT', reason: 'ERROR' }))).toBeNull();
  });
});

describe('voidReasonProblem', () => {
  it('requires a reason of at most the server\'s length once trimmed', () => {
    expect(voidReasonProblem('   ')).toBe(m.reasonRequired);
    expect(voidReasonProblem('x'.repeat(MAX_VOID_REASON + 1))).toBe(m.reasonTooLong);
    expect(voidReasonProblem(` ${'x'.repeat(MAX_VOID_REASON)} `)).toBeNull();
  });
});
