import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en.json';
import { adminMessages } from '../../../../app/list/adminMessages';
import { formMessages } from '../../../../app/forms/messages';
import { hasProblems } from '../../../../app/forms/validation';
import { categoryMessages, featureKindMessages, featureMessages } from '../messages';
import {
  catalogWords, toFeatureInput, validateCategory, validateFeature, type FeatureFormValues, type FeatureItemRow,
} from '../validation';

/** The English words users see (locales/en.json). */
const english: Record<string, string> = en;

const item = (code: string, changes: Partial<FeatureItemRow> = {}): FeatureItemRow => ({
  key: code || 'blank', code, name: `Item ${code}`, shortName: code, value: '', idItemType: 'text', ...changes,
});
const feature = (changes: Partial<FeatureFormValues> = {}): FeatureFormValues => ({
  code: 'ROOM_TYPE', name: 'Room type', shortName: 'Room', idFeatureType: 'variant', items: [item('SGL'), item('DBL')], ...changes,
});

describe('validateCategory', () => {
  it('accepts a named, typed category', () => {
    expect(hasProblems(validateCategory({ name: 'Cusco', shortName: 'CUS', idCategoryType: 'destination' }))).toBe(false);
  });

  it("requires name, short name and type with 'This field is required'", () => {
    const errors = validateCategory({ name: '  ', shortName: '', idCategoryType: null });
    expect(Object.keys(errors).sort()).toEqual(['idCategoryType', 'name', 'shortName']);
    for (const problem of Object.values(errors)) expect(problem.message).toBe(adminMessages.required);
    expect(english[String(adminMessages.required.id)]).toBe('This field is required');
  });

  it('keeps to the server lengths (name 120, short name 60)', () => {
    const errors = validateCategory({ name: 'x'.repeat(121), shortName: 'y'.repeat(61), idCategoryType: 't' });
    expect(errors.name).toEqual({ message: adminMessages.tooLong, values: { max: 120 } });
    expect(errors.shortName).toEqual({ message: adminMessages.tooLong, values: { max: 60 } });
  });
});

describe('validateFeature (features and subfeatures alike)', () => {
  it('accepts a complete feature, and one without items', () => {
    expect(hasProblems(validateFeature(feature()))).toBe(false);
    expect(hasProblems(validateFeature(feature({ items: [] })))).toBe(false);
  });

  it('requires code, name, short name and type, and each item code, name, short name and item type', () => {
    const errors = validateFeature(feature({
      code: '', name: '', shortName: ' ', idFeatureType: null,
      items: [item('SGL'), item('', { name: '', shortName: '', idItemType: null })],
    }));
    for (const path of ['code', 'name', 'shortName', 'idFeatureType', 'items.1.code', 'items.1.name', 'items.1.shortName', 'items.1.idItemType']) {
      expect(errors[path]?.message, path).toBe(adminMessages.required);
    }
    expect(errors['items.0.code']).toBeUndefined();
    expect(errors['items.1.value']).toBeUndefined();
  });

  it('refuses codes with spaces and an item code used twice, whatever the case', () => {
    const errors = validateFeature(feature({ code: 'ROOM TYPE', items: [item('DBL'), item('dbl'), item('T P L')] }));
    expect(errors.code?.message).toBe(formMessages.codeSpaces);
    expect(errors['items.0.code']).toBeUndefined();
    expect(errors['items.1.code']?.message).toBe(featureMessages.itemDuplicate);
    expect(errors['items.2.code']?.message).toBe(formMessages.codeSpaces);
  });

  it('limits an item value to 200 characters', () => {
    expect(validateFeature(feature({ items: [item('A', { value: 'v'.repeat(201) })] }))['items.0.value'])
      .toEqual({ message: adminMessages.tooLong, values: { max: 200 } });
  });
});

describe('toFeatureInput', () => {
  it('trims, keeps item ids for updates, sends a blank value as null, in the order shown', () => {
    const input = toFeatureInput(feature({
      code: ' ROOM_TYPE ', items: [item('DBL', { idProductFeatureItem: 'i-2', value: ' 2 ' }), item(' SGL ', { value: '  ' })],
    }));
    expect(input).toEqual({
      code: 'ROOM_TYPE', name: 'Room type', shortName: 'Room', idFeatureType: 'variant',
      items: [
        { idProductFeatureItem: 'i-2', code: 'DBL', name: 'Item DBL', shortName: 'DBL', value: '2', idItemType: 'text' },
        { idProductFeatureItem: null, code: 'SGL', name: 'Item  SGL', shortName: 'SGL', value: null, idItemType: 'text' },
      ],
    });
  });
});

describe('the catalog\'s server problems', () => {
  it('words an item in use, a removed item in use and an item of another feature', () => {
    expect(catalogWords()({ path: 'items', code: 'ITEM_IN_USE', params: { item: 'Triple', product: 'HTL-CUS-01' } }))
      .toEqual({ message: featureMessages.itemInUse, values: { name: 'Triple', product: 'HTL-CUS-01' } });
    expect(catalogWords()({ path: 'items', code: 'REMOVED_IN_USE', params: {} })).toEqual({ message: featureMessages.removedItemInUse });
    expect(catalogWords()({ path: 'items.0.idProductFeatureItem', code: 'NOT_OWNED', params: {} })).toEqual({ message: featureMessages.notAnItem });
    expect(catalogWords()({ path: 'items', code: 'TOO_MANY', params: { max: 200 } })).toBeUndefined();
  });

  it('says a taken name or code in the words of the form\'s kind', () => {
    expect(catalogWords()({ path: 'name', code: 'DUPLICATE', params: {} })).toEqual({ message: categoryMessages.nameTaken });
    expect(catalogWords('subfeature')({ path: 'code', code: 'DUPLICATE', params: {} })).toEqual({ message: featureKindMessages.subfeature.codeTaken });
    expect(catalogWords('feature')({ path: 'items', code: 'DUPLICATE', params: {} })).toEqual({ message: featureMessages.itemDuplicate });
    expect(catalogWords('feature')({ path: 'code', code: 'REQUIRED', params: {} })).toBeUndefined();
  });

  it('says "Error creating product category" when a category cannot be created (SPEC.md section 8)', () => {
    expect(english[String(categoryMessages.createFailed.id)]).toBe('Error creating product category');
  });
});
