import { describe, expect, it } from 'vitest';
import { parseRange } from '../listFilters';
import { reservationAbilities } from '../permissions';
import { emptyDraft, toReservationInput, validateDraft, type ReservationDraft } from '../validation';

const valid: ReservationDraft = {
  fileNumber: ' F-12 ', reservationDate: '2026-12-01', idEntity: 'e-1', passengerCount: 3, idCurrency: 'usd', idLanguage: null,
};

describe('validateDraft', () => {
  it('accepts a complete draft', () => expect(validateDraft(valid)).toEqual({}));

  it('requires the date, the customer, the currency and the passenger count', () => {
    expect(validateDraft({ ...emptyDraft(''), reservationDate: null, passengerCount: null })).toEqual({
      reservationDate: 'required', idEntity: 'required', idCurrency: 'required', passengerCount: 'required',
    });
  });

  it.each([0, 100, 2.5])('keeps the passenger count between 1 and 99 (%s)', (passengerCount) => {
    expect(validateDraft({ ...valid, passengerCount }).passengerCount).toBe('passengerRange');
  });

  it('refuses a passenger count below the registered passengers (SPEC.md section 5)', () => {
    expect(validateDraft({ ...valid, passengerCount: 2 }, 3).passengerCount).toBe('maxPassengersExceeded');
    expect(validateDraft({ ...valid, passengerCount: 3 }, 3)).toEqual({});
  });

  it('limits the file number', () => {
    expect(validateDraft({ ...valid, fileNumber: 'x'.repeat(41) }).fileNumber).toBe('tooLong');
  });
});

describe('toReservationInput', () => {
  it('creates without id and version, trims the file number', () => {
    expect(toReservationInput(valid, null, 4)).toMatchObject({ idReservation: null, version: null, fileNumber: 'F-12' });
  });
  it('updates with the version the editor started from; an empty file number is null', () => {
    expect(toReservationInput({ ...valid, fileNumber: ' ' }, 'r-1', 4)).toMatchObject({ idReservation: 'r-1', version: 4, fileNumber: null });
  });
});

describe('reservationAbilities (issue 8 role gates)', () => {
  it.each([
    [['RESVIEW'], { create: false, edit: false, cancel: false, overridePrice: false }],
    [['RESCREATE'], { create: true, edit: false, cancel: false, overridePrice: false }],
    [['RESEDIT'], { create: false, edit: true, cancel: false, overridePrice: false }],
    [['RESDEL'], { create: false, edit: false, cancel: true, overridePrice: false }],
    [['RESADM'], { create: true, edit: true, cancel: true, overridePrice: true }],
    [['ADMIN'], { create: true, edit: true, cancel: true, overridePrice: true }],
    [['STG'], { create: false, edit: false, cancel: false, overridePrice: false }],
  ])('%j', (roles, expected) => expect(reservationAbilities(roles)).toEqual(expected));
});

describe('parseRange (the date filter of the list, kept in the address)', () => {
  it('reads from..to and ignores anything else', () => {
    expect(parseRange('2026-01-01..2026-01-31')).toEqual({ start: '2026-01-01', end: '2026-01-31' });
    expect(parseRange('2026-02-01..2026-01-31')).toBeNull();
    expect(parseRange('junk')).toBeNull();
    expect(parseRange(undefined)).toBeNull();
  });
});
