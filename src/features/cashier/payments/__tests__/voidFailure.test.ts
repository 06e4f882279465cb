import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import es from '../../../../../locales/es.json';
import { GraphQLRequestError } from '../../../../app/graphqlErrors';
import { transactionListMessages as m } from '../messages';
import { voidFailureReason } from '../voidFailure';
import { MAX_VOID_REASON, voidReasonProblem } from '../../voidReason';

const refused = (extensions: Record<string, unknown>, message = 'Void Payment failed') =>
  new GraphQLRequestError([{ message, extensions } as never]);

const intl = createIntl({ locale: 'es', messages: es });
const words = (descriptor: { id?: string }) => es[descriptor.id as keyof typeof es];

describe('voidFailureReason', () => {
  it('names the refusals of server/src/domain/cashierTransactions.ts in the reader\'s words', () => {
    expect(voidFailureReason(intl, refused({ code: 'CONFLICT', reason: 'ALREADY_VOIDED' }))).toBe(words(m.alreadyVoided));
    expect(voidFailureReason(intl, refused({ code: 'NOT_FOUND', reason: 'NOT_FOUND' }))).toBe(words(m.paymentNotFound));
    expect(voidFailureReason(intl, refused({ code: 'NO_DAILY_CASHIER_OPEN' }, 'No daily cashier open today'))).toBe(words(m.noDailyCashier));
  });

  it('reads errors Relay keeps under source, and words a field problem from its code, never the server\'s text', () => {
    expect(voidFailureReason(intl, { source: { errors: [{ message: 'Void Payment failed', extensions: { code: 'CONFLICT', reason: 'ALREADY_VOIDED' } }] } }))
      .toBe(words(m.alreadyVoided));
    expect(voidFailureReason(intl, refused({
      code: 'VALIDATION', fields: { reason: 'This field is required' }, fieldErrors: [{ path: 'reason', code: 'REQUIRED', params: {} }],
    }, 'Invalid input'))).toBe(es['error.field.REQUIRED']);
  });

  it('adds nothing when the server said only that the void failed', () => {
    expect(voidFailureReason(intl, refused({ code: 'CONFLICT', reason: 'ERROR' }))).toBeNull();
    expect(voidFailureReason(intl, new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('voidReasonProblem', () => {
  it('requires a reason of at most the server\'s length once trimmed', () => {
    expect(voidReasonProblem('   ')).toBe(m.reasonRequired);
    expect(voidReasonProblem('x'.repeat(MAX_VOID_REASON + 1))).toBe(m.reasonTooLong);
    expect(voidReasonProblem(` ${'x'.repeat(MAX_VOID_REASON)} `)).toBeNull();
  });
});
