import { describe, expect, it } from 'vitest';
import type { CodedFieldError } from '../../../../app/errors/serverErrors';
import { adminMessages } from '../../../../app/list/adminMessages';
import { formMessages } from '../../../../app/forms/messages';
import { hasProblems } from '../../../../app/forms/validation';
import { packageMessages as m } from '../messages';
import { blankAsOne, moveRow, newPartRow, withProduct } from '../PackageItemsEditor';
import {
  packageWords, toPackageInput, validatePackage, type PackageFormValues, type PackageItemRow,
} from '../validation';

const part = (changes: Partial<PackageItemRow> = {}): PackageItemRow => ({
  key: 'k', product: { idProduct: 'p1', name: 'Hotel Plaza' }, instances: [{ id: 'i1', label: 'Double' }],
  idProductInstance: 'i1', day: 1, nights: 3, quantity: 1, ...changes,
});
const pkg = (changes: Partial<PackageFormValues> = {}): PackageFormValues => ({
  code: 'CUS-4D3N', name: 'Cusco 4D/3N', shortName: 'Cusco 4D', description: '', durationDays: 4,
  items: [part(), part({ key: 'k2', day: 4, nights: 1 })], ...changes,
});

describe('validatePackage', () => {
  it('accepts a complete package', () => {
    expect(hasProblems(validatePackage(pkg()))).toBe(false);
  });

  it('requires code, name, short name, duration and at least one part', () => {
    const errors = validatePackage(pkg({ code: '', name: ' ', shortName: '', durationDays: null, items: [] }));
    for (const path of ['code', 'name', 'shortName', 'durationDays']) expect(errors[path]?.message, path).toBe(adminMessages.required);
    expect(errors.items?.message).toBe(m.atLeastOnePart);
  });

  it('requires the product, then the instance and day of each part; blank nights and quantity are 1, as on the server', () => {
    const errors = validatePackage(pkg({
      items: [part({ product: null, idProductInstance: null }), part({ idProductInstance: null, day: null, nights: null, quantity: null })],
    }));
    expect(errors['items.0.product']?.message).toBe(adminMessages.required);
    expect(errors['items.0.idProductInstance']).toBeUndefined();
    for (const path of ['items.1.idProductInstance', 'items.1.dayOffset']) expect(errors[path]?.message, path).toBe(adminMessages.required);
    expect(errors['items.1.nights']).toBeUndefined();
    expect(errors['items.1.quantity']).toBeUndefined();
    // One night from day 4 of 4 fits; a blank is one night, so it fits too, and a second one does not.
    expect(hasProblems(validatePackage(pkg({ items: [part({ day: 4, nights: null, quantity: null })] })))).toBe(false);
    expect(validatePackage(pkg({ items: [part({ day: 4, nights: 2 })] }))['items.0.nights']).toEqual({ message: m.endsAfter, values: { max: 4 } });
  });

  it('keeps every part inside the package: its day and its last night', () => {
    const errors = validatePackage(pkg({ items: [part({ day: 5, nights: 1 }), part({ day: 2, nights: 4 }), part({ day: 2, nights: 3 })] }));
    expect(errors['items.0.dayOffset']).toEqual({ message: m.dayOutside, values: { max: 4 } });
    expect(errors['items.1.nights']).toEqual({ message: m.endsAfter, values: { max: 4 } });
    expect(errors['items.2.nights']).toBeUndefined();
  });

  it('refuses a duration outside 1 to 365, a code with spaces, a quantity outside 1 to 99 and broken nights', () => {
    const errors = validatePackage(pkg({
      code: 'CUS 4D', durationDays: 366, items: [part({ quantity: 0 }), part({ quantity: 100, nights: 0 }), part({ nights: 1.5 })],
    }));
    expect(errors.durationDays?.message).toBe(m.durationRange);
    expect(errors.code?.message).toBe(formMessages.codeSpaces);
    for (const path of ['items.0.quantity', 'items.1.quantity']) expect(errors[path], path).toEqual({ message: m.wholeRange, values: { min: 1, max: 99 } });
    for (const path of ['items.1.nights', 'items.2.nights']) expect(errors[path], path).toEqual({ message: m.wholeRange, values: { min: 1, max: 365 } });
  });
});

describe('toPackageInput', () => {
  it('sends days as offsets from the start date, trimmed texts and a blank description as null', () => {
    expect(toPackageInput(pkg({ code: ' CUS-4D3N ', description: '  ' }))).toEqual({
      code: 'CUS-4D3N', name: 'Cusco 4D/3N', shortName: 'Cusco 4D', description: null, durationDays: 4,
      items: [
        { idProductInstance: 'i1', dayOffset: 0, nights: 3, quantity: 1 },
        { idProductInstance: 'i1', dayOffset: 3, nights: 1, quantity: 1 },
      ],
    });
  });
});

describe('the server\'s package problems', () => {
  it('words its codes, putting the 0-based day range back in days', () => {
    const w = (path: string, code: CodedFieldError['code'], params = {}) => packageWords({ path, code, params });
    expect(w('items.0.dayOffset', 'NUMBER_RANGE', { min: 0, max: 3 })).toEqual({ message: m.dayOutside, values: { max: 4 } });
    expect(w('items.0.quantity', 'NUMBER_RANGE', { min: 1, max: 99 })).toEqual({ message: m.wholeRange, values: { min: 1, max: 99 } });
    expect(w('items.1.nights', 'PART_BEYOND_PACKAGE', { days: 4 })).toEqual({ message: m.endsAfter, values: { max: 4 } });
    expect(w('items', 'TOO_FEW', { min: 1 })).toEqual({ message: m.atLeastOnePart });
    expect(w('items.0.idProductInstance', 'NOT_ACTIVE')).toEqual({ message: m.chooseActiveInstance });
    expect(w('code', 'TOO_LONG', { max: 30 })).toBeUndefined();
  });

  it('says a taken code in its own words', () => {
    expect(packageWords({ path: 'code', code: 'DUPLICATE', params: {} })).toEqual({ message: m.codeTaken });
  });
});

describe('part rows', () => {
  it('a new part starts the day after the last one ends, within the package', () => {
    expect(newPartRow().day).toBe(1);
    expect(newPartRow(part({ day: 1, nights: 3 }), 4).day).toBe(4);
    expect(newPartRow(part({ day: 3, nights: 2 }), 4).day).toBe(4);
    expect(newPartRow(part({ day: 3, nights: 2 })).day).toBe(5);
  });

  it('offers the active instances of a picked product and chooses the only one', () => {
    const instance = (id: string, idStatus: 'ACTIVE' | 'INACTIVE') => ({ idProductInstance: id, code: id.toUpperCase(), name: `Room ${id}`, shortName: id, idStatus });
    const one = withProduct(part(), { idProduct: 'p2', code: 'HTL', name: 'Hotel', instances: [instance('a', 'ACTIVE'), instance('b', 'INACTIVE')] });
    expect(one.instances).toEqual([{ id: 'a', label: 'Room a (A)' }]);
    expect(one.idProductInstance).toBe('a');
    const two = withProduct(part(), { idProduct: 'p2', code: 'HTL', name: 'Hotel', instances: [instance('a', 'ACTIVE'), instance('c', 'ACTIVE')] });
    expect(two.idProductInstance).toBeNull();
    expect(withProduct(part(), null)).toMatchObject({ product: null, instances: [], idProductInstance: null });
  });

  it('puts 1 back in an emptied nights or quantity field', () => {
    expect([blankAsOne(null), blankAsOne(Number.NaN), blankAsOne(3)]).toEqual([1, 1, 3]);
  });

  it('moves a row up or down, and not past either end', () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
