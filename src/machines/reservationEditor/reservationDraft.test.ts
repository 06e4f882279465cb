import { describe, expect, it } from 'vitest';
import { reservationAbilities } from './reservationAbilities';
import { operationsOf } from './testOperations';
import { emptyDraft, toReservationInput, validateDraft, type ReservationDraft } from './reservationDraft';

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

describe('reservationAbilities (issue 21 item 4: what the server grants, not role codes)', () => {
  const none = reservationAbilities([]);
  it.each([
    [['RESVIEW'], {}],
    [['RESCREATE'], {
      create: true, addItem: true, addPackage: true, addRemark: true, savePassenger: true, loadPassengers: true, attachDocument: true,
    }],
    // RESEDIT edits, confirms and remarks, but adding a service is RESCREATE's: no "Add as pending" to be refused.
    [['RESEDIT'], {
      editData: true, confirm: true, editItem: true, confirmItem: true, addRemark: true, revert: true, savePassenger: true,
      loadPassengers: true, attachDocument: true,
    }],
    [['RESDEL'], { cancel: true, cancelItem: true, deleteItem: true, deletePassenger: true, deleteDocument: true }],
    [['RESADM'], Object.fromEntries(Object.keys(none).map((k) => [k, true]))],
    [['ADMIN'], Object.fromEntries(Object.keys(none).map((k) => [k, true]))],
    [['STG'], {}],
  ] as const)('%j', (roles, granted) => {
    expect(reservationAbilities(operationsOf(...roles))).toEqual({ ...none, ...granted });
  });
});
