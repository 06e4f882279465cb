import { describe, expect, it } from 'vitest';
import { changedFields } from '../../historyDiff';
import { emptyPassenger, validatePassenger } from '../passengerForm';

describe('passenger form', () => {
  it('requires type, names and document; refuses a future birth date', () => {
    expect(validatePassenger(emptyPassenger(), '2026-11-23')).toEqual({
      idPassengerType: 'required', firstName: 'required', lastName: 'required', idDocumentType: 'required', documentNumber: 'required',
    });
    const filled = { ...emptyPassenger(), idPassengerType: 't', firstName: 'Ana', lastName: 'Ruiz', idDocumentType: 'd', documentNumber: 'X1' };
    expect(validatePassenger(filled, '2026-11-23')).toEqual({});
    expect(validatePassenger({ ...filled, birthDate: '2026-11-24' }, '2026-11-23')).toEqual({ birthDate: 'futureDate' });
  });

  it('history lists the fields a change touched, not its bookkeeping', () => {
    expect(changedFields('{"firstName":"Ana","version":1}', '{"firstName":"Eva","version":2}')).toEqual(['firstName']);
    expect(changedFields(null, '{"firstName":"Eva"}')).toEqual([]);
  });
});
