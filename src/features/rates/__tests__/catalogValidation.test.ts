import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../../app/list/adminMessages';
import { formMessages } from '../../../app/forms/messages';
import { rateCatalogMessages as m } from '../catalog/messages';
import {
  commonInput, rateCatalogWords, validateRateFeature, validateRateSubfeature,
} from '../catalog/validation';

const required = { message: adminMessages.required };

describe('rate features and subfeatures', () => {
  it('requires code, name, short name and the type or dimension', () => {
    expect(validateRateFeature({ code: '', name: ' ', shortName: '', order: null, idTypeFeature: null, idTypeCategoryProduct: null }))
      .toEqual({ code: required, name: required, shortName: required, idTypeFeature: required });
    expect(validateRateSubfeature({
      code: 'HIGH', name: 'High season', shortName: 'High', order: 1, idTypeSubfeature: null, idTypeCategoryProduct: null,
      idTypeSubfeatureItem: null,
    }, false)).toEqual({ idTypeSubfeature: required });
  });

  it('a value of a passenger dimension names its passenger type', () => {
    const adult = { code: 'ADT', name: 'Adult', shortName: 'ADT', order: 1, idTypeSubfeature: 'pax', idTypeCategoryProduct: null,
      idTypeSubfeatureItem: null };
    expect(validateRateSubfeature(adult, true)).toEqual({ idTypeSubfeatureItem: required });
    expect(validateRateSubfeature({ ...adult, idTypeSubfeatureItem: 'ADULT' }, true)).toEqual({});
  });

  it('refuses a code with spaces and an order out of range', () => {
    expect(validateRateFeature({ code: 'HIGH SEASON', name: 'x', shortName: 'x', order: 10000, idTypeFeature: 't', idTypeCategoryProduct: null }))
      .toEqual({ code: { message: formMessages.codeSpaces }, order: { message: m.orderRange, values: { max: 9999 } } });
  });

  it('sends trimmed texts and order 0 when empty', () => {
    expect(commonInput({ code: ' SEASON ', name: ' Season ', shortName: 'Season', order: null, idTypeCategoryProduct: null }))
      .toEqual({ code: 'SEASON', name: 'Season', shortName: 'Season', order: 0, idTypeCategoryProduct: null });
  });

  it('words the server\'s codes in the form\'s words', () => {
    expect(rateCatalogWords('feature')({ path: 'order', code: 'NUMBER_RANGE', params: { min: 0, max: 9999 } })).toEqual({ message: m.orderRange, values: { max: 9999 } });
    expect(rateCatalogWords('subfeature')({ path: 'idTypeSubfeatureItem', code: 'DUPLICATE', params: {} })).toEqual({ message: m.passengerTypeTaken });
    expect(rateCatalogWords('feature')({ path: 'code', code: 'TOO_LONG', params: { max: 30 } })).toBeUndefined();
    expect(rateCatalogWords('subfeature')({ path: 'code', code: 'DUPLICATE', params: {} })).toEqual({ message: m.subfeatureCodeTaken });
    expect(rateCatalogWords('feature')({ path: 'code', code: 'DUPLICATE', params: {} })).toEqual({ message: m.featureCodeTaken });
  });
});
