import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../../app/list/adminMessages';
import { inventoryMessages as im, productMessages as m } from '../messages';
import {
  basicInput, chooseItem, instancesInput, keepOnlyItems, productInput, productWords, toggleId,
  validateBasic, validateIdentifications, validateInstances, validateProduct, type IdentificationRow,
  type InstanceRow, type ProductFormValues,
} from '../validation';

const REQUIRED = { message: adminMessages.required };

const instance = (changes: Partial<InstanceRow> = {}): InstanceRow => ({
  key: 'i', code: 'SHR', name: 'City tour, shared service', shortName: 'Shared', idStatus: 'ACTIVE', itemIds: [], ...changes,
});
const identification = (changes: Partial<IdentificationRow> = {}): IdentificationRow => ({
  key: 'x', idIdentificationType: 'supplier-code', value: 'CT-01', ...changes,
});
const product = (changes: Partial<ProductFormValues> = {}): ProductFormValues => ({
  code: 'CUZ-CITY', name: 'Cusco city tour', shortName: 'City tour', idProductType: 'tour', idProductUnit: 'pax',
  idSupplier: 'wayra', supplierLabel: 'Wayra Transportes', hasInventory: true, taxInternationalCode: '',
  operationalCode: '', categoryIds: [], featureIds: [], subfeatureItemIds: [], identifications: [], instances: [instance()],
  ...changes,
});

describe('validateBasic (SPEC.md section 5: required fields)', () => {
  it('accepts a product with only the required fields', () => {
    expect(validateBasic(product())).toEqual({});
  });

  it.each(['code', 'name', 'shortName'] as const)('requires %s, blank or only spaces', (field) => {
    expect(validateBasic(product({ [field]: '   ' }))).toEqual({ [field]: REQUIRED });
  });

  it.each(['idProductType', 'idProductUnit', 'idSupplier'] as const)('requires the choice %s', (field) => {
    expect(validateBasic(product({ [field]: null }))).toEqual({ [field]: REQUIRED });
  });

  it('reports every missing field at once', () => {
    const errors = validateBasic(product({ code: '', name: '', shortName: '', idProductType: null, idProductUnit: null, idSupplier: null }));
    expect(Object.keys(errors).sort()).toEqual(['code', 'idProductType', 'idProductUnit', 'idSupplier', 'name', 'shortName']);
  });

  it('refuses a code with spaces, for the product and its instances, as the server does', () => {
    expect(validateBasic(product({ code: 'CUZ CITY' }))).toEqual({ code: { message: m.codeSpaces } });
    expect(validateInstances([instance({ code: 'SH R' })])).toEqual({ 'instances.0.code': { message: m.codeSpaces } });
  });

  it('limits the length of the texts, optional ones included', () => {
    const errors = validateBasic(product({ code: 'C'.repeat(31), operationalCode: 'O'.repeat(31) }));
    expect(errors.code).toEqual({ message: adminMessages.tooLong, values: { max: 30 } });
    expect(errors.operationalCode).toEqual({ message: adminMessages.tooLong, values: { max: 30 } });
  });
});

describe('validateIdentifications', () => {
  it('needs a type and a value on each row, under the row path', () => {
    expect(validateIdentifications([identification(), identification({ idIdentificationType: null, value: ' ' })])).toEqual({
      'identifications.1.idIdentificationType': REQUIRED, 'identifications.1.value': REQUIRED,
    });
  });

  it('refuses the same type and value twice, case aside', () => {
    expect(validateIdentifications([identification(), identification({ key: 'y', value: 'ct-01 ' })])).toEqual({
      'identifications.1.value': { message: m.identificationDuplicate },
    });
    expect(validateIdentifications([identification(), identification({ key: 'y', idIdentificationType: 'gds' })])).toEqual({});
  });
});

describe('validateInstances', () => {
  it('needs code, name and short name on each instance', () => {
    expect(validateInstances([instance(), instance({ key: 'j', code: '', name: '', shortName: '' })])).toEqual({
      'instances.1.code': REQUIRED, 'instances.1.name': REQUIRED, 'instances.1.shortName': REQUIRED,
    });
  });

  it('refuses two instances with one code, case aside', () => {
    expect(validateInstances([instance(), instance({ key: 'j', code: 'shr' })])).toEqual({
      'instances.1.code': { message: m.instanceCodeDuplicate },
    });
  });

  it('allows a product without instances', () => {
    expect(validateProduct(product({ instances: [] }))).toEqual({});
  });
});

describe('the input sent to the server', () => {
  it('trims texts and sends blank optional codes as null', () => {
    expect(basicInput(product({ name: '  Cusco city tour ', taxInternationalCode: ' ', operationalCode: ' OP-7 ' }))).toMatchObject({
      name: 'Cusco city tour', taxInternationalCode: null, operationalCode: 'OP-7',
    });
  });

  it('sends saved instances with their id and new ones without', () => {
    expect(instancesInput([instance({ idProductInstance: 'saved' }), instance({ key: 'n', code: ' PRV ' })])).toEqual([
      expect.objectContaining({ idProductInstance: 'saved', code: 'SHR' }),
      expect.objectContaining({ idProductInstance: null, code: 'PRV', idStatus: 'ACTIVE', itemIds: [] }),
    ]);
  });

  it('puts every list in the createProduct input, leaving out the picker label', () => {
    const input = productInput(product({ categoryIds: ['c1'], identifications: [identification()] }));
    expect(input).toMatchObject({ categoryIds: ['c1'], featureIds: [], subfeatureItemIds: [] });
    expect(input.identifications).toEqual([{ idIdentificationType: 'supplier-code', value: 'CT-01' }]);
    expect(input).not.toHaveProperty('supplierLabel');
  });
});

describe('instance items', () => {
  it('keeps one item per subfeature: choosing another replaces it, none removes it', () => {
    const roomTypes = ['sgl', 'dbl'];
    expect(chooseItem(['sgl', 'es'], roomTypes, 'dbl')).toEqual(['es', 'dbl']);
    expect(chooseItem(['sgl', 'es'], roomTypes, null)).toEqual(['es']);
  });

  it('drops items that are no longer the product’s', () => {
    const rows = [instance({ itemIds: ['sgl', 'es'] }), instance({ key: 'j', itemIds: ['dbl'] })];
    const kept = keepOnlyItems(rows, ['dbl', 'es']);
    expect(kept.map((r) => r.itemIds)).toEqual([['es'], ['dbl']]);
    expect(kept[1]).toBe(rows[1]);
  });

  it('toggles ids of a checkbox list', () => {
    expect(toggleId(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});

describe('server problems', () => {
  it('words the coded problems the product and inventory screens say in their own words, and leaves the rest to the codes', () => {
    expect(productWords({ path: 'identifications.1.value', code: 'DUPLICATE', params: {} })).toEqual({ message: m.identificationDuplicate });
    expect(productWords({ path: 'subfeatureItemIds', code: 'ITEM_REMOVED', params: { code: 'DBL' } })).toEqual({ message: m.itemInUse, values: { code: 'DBL' } });
    expect(productWords({ path: 'quantity', code: 'ZERO_NOT_ALLOWED', params: {} })).toEqual({ message: im.quantityNotZero });
    expect(productWords({ path: 'quantity', code: 'NUMBER_TOO_SMALL', params: { min: 1 } })).toEqual({ message: im.quantityPositive });
    expect(productWords({ path: 'releaseDays', code: 'NUMBER_RANGE', params: { min: 0, max: 365 } })).toEqual({ message: im.releaseRange });
    expect(productWords({ path: 'quantity', code: 'HELD_SHORTFALL', params: { day: '2027-03-02', held: 4, free: 1, quantity: 3 } })).toBeUndefined();
  });

  it('says a taken code in the words of the field it is on', () => {
    expect(productWords({ path: 'code', code: 'DUPLICATE', params: {} })).toEqual({ message: m.codeTaken });
    expect(productWords({ path: 'instances', code: 'DUPLICATE', params: {} })).toEqual({ message: m.instanceCodeDuplicate });
    expect(productWords({ path: 'code', code: 'REQUIRED', params: {} })).toBeUndefined();
  });
});
