import { describe, expect, it } from 'vitest';
import { codeOf, expectTablesUnchanged, expectValidation, ok, UNKNOWN_ID } from '../../testing/adminFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';
import {
  CHOOSE_PASSENGER_TYPE, FEATURE_CODE_TAKEN, ORDER_RANGE, PASSENGER_TYPE_TAKEN, SUBFEATURE_CODE_TAKEN,
  VALUES_NOT_PASSENGER_TYPES,
} from '../../domain/rates/catalog.ts';

const REQUIRED = 'This field is required';
const INVALID_CHOICE = 'Choose one of the listed options';
const VALUE = 'idGeneralParameterValue code';
const SUBFEATURE = `id idRateSubfeature code name shortName order idTypeSubfeature typeSubfeature { idRateFeature code }
  idTypeCategoryProduct typeCategoryProduct { ${VALUE} } idTypeSubfeatureItem typeSubfeatureItem { ${VALUE} } createdAt updatedAt`;
const FEATURE = `id idRateFeature code name shortName order idTypeFeature typeFeature { ${VALUE} }
  idTypeCategoryProduct typeCategoryProduct { ${VALUE} } subfeatures { idRateSubfeature code } createdAt updatedAt`;

const CREATE_FEATURE = `mutation ($data: RateFeatureInput!) { createRateFeature(data: $data) { ${FEATURE} } }`;
const UPDATE_FEATURE = `mutation ($data: RateFeatureInput!) { updateRateFeature(data: $data) { ${FEATURE} } }`;
const GET_FEATURE = `query ($id: ID!) { getRateFeatureById(id: $id) { ${FEATURE} } }`;
const SEARCH_FEATURES = 'query ($input: SearchInput!) { searchRateFeatures(input: $input) { count data { code name order } } }';
const CREATE_SUB = `mutation ($data: RateSubfeatureInput!) { createRateSubfeature(data: $data) { ${SUBFEATURE} } }`;
const UPDATE_SUB = `mutation ($data: RateSubfeatureInput!) { updateRateSubfeature(data: $data) { ${SUBFEATURE} } }`;
const GET_SUB = `query ($id: ID!) { getRateSubfeatureById(id: $id) { ${SUBFEATURE} } }`;
const SEARCH_SUBS = `query ($input: RateSubfeatureSearchInput!) { searchRateSubfeatures(input: $input) {
  count data { code name typeSubfeature { code } } } }`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on RateFeature { code } ... on RateSubfeature { code } } }`;

interface Value { idGeneralParameterValue: string; code: string }
interface Feature {
  id: string; idRateFeature: string; code: string; name: string; shortName: string; order: number; idTypeFeature: string;
  typeFeature: Value; idTypeCategoryProduct: string | null; typeCategoryProduct: Value | null;
  subfeatures: { idRateSubfeature: string; code: string }[]; createdAt: string; updatedAt: string;
}
interface Subfeature {
  id: string; idRateSubfeature: string; code: string; name: string; shortName: string; order: number;
  idTypeSubfeature: string; typeSubfeature: { idRateFeature: string; code: string };
  idTypeCategoryProduct: string | null; typeCategoryProduct: Value | null;
  idTypeSubfeatureItem: string | null; typeSubfeatureItem: Value | null;
}

const TABLES = ['rate_feature', 'rate_subfeature'];

describe.each(dbKinds)('rate features and subfeatures (%s)', (kind) => {
  const { server, users: [admin, resadm], cusco, v } = suiteServer(kind, { users: ['ADMIN', 'RESADM'], cusco: true, catalog: true });

  const unchanged = (call: () => Promise<unknown>) => expectTablesUnchanged(server, TABLES, call);

  let serial = 0;
  const featureInput = (extra: Record<string, unknown> = {}) => ({
    code: `DIM${++serial}`, name: 'Meal plan', shortName: 'Meals', order: 3, idTypeFeature: v('RATE_FEATURE_TYPE', 'MEAL_PLAN'),
    ...extra,
  });
  const createFeature = async (extra: Record<string, unknown> = {}, who = admin) =>
    ok(await who.gql<{ createRateFeature: Feature }>(CREATE_FEATURE, { data: featureInput(extra) })).createRateFeature;
  const createSub = async (idTypeSubfeature: string, extra: Record<string, unknown> = {}, who = admin) =>
    ok(await who.gql<{ createRateSubfeature: Subfeature }>(CREATE_SUB, {
      data: { code: `VAL${++serial}`, name: 'Value', shortName: 'Val', idTypeSubfeature, ...extra },
    })).createRateSubfeature;
  const passengerDimension = () => createFeature({ name: 'Passenger type', idTypeFeature: v('RATE_FEATURE_TYPE', 'PASSENGER') });

  describe('rate features', () => {
    it('creates a dimension with trimmed text, its type and product type resolved, no values yet', async () => {
      const f = await createFeature({ code: ' BOARD ', name: ' Meal plan ', idTypeCategoryProduct: v('PRODUCT_TYPE', 'HOTEL') });
      expect(f).toMatchObject({
        code: 'BOARD', name: 'Meal plan', shortName: 'Meals', order: 3, typeFeature: { code: 'MEAL_PLAN' },
        typeCategoryProduct: { code: 'HOTEL' }, subfeatures: [],
      });
      expect(ok(await admin.gql<{ getRateFeatureById: Feature }>(GET_FEATURE, { id: f.idRateFeature })).getRateFeatureById).toEqual(f);
      const node = ok(await admin.gql<{ node: { __typename: string; code: string } }>(NODE, { id: f.id })).node;
      expect(node).toMatchObject({ __typename: 'RateFeature', code: 'BOARD' });
    });

    it('defaults the order to 0 and the product type to every type', async () => {
      const f = await createFeature({ order: null, idTypeCategoryProduct: null });
      expect(f).toMatchObject({ order: 0, idTypeCategoryProduct: null, typeCategoryProduct: null });
    });

    it('answers every missing field at once and writes nothing', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE_FEATURE, { data: {} }), {
          code: REQUIRED, name: REQUIRED, shortName: REQUIRED, idTypeFeature: REQUIRED,
        });
        expectValidation(await admin.gql(CREATE_FEATURE, { data: { code: '  ', name: '', shortName: ' ', idTypeFeature: ' ' } }), {
          code: REQUIRED, name: REQUIRED, shortName: REQUIRED, idTypeFeature: REQUIRED,
        });
      });
    });

    it('refuses a taken code (any case), a type from another catalog, a bad order', async () => {
      const f = await createFeature();
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE_FEATURE, { data: featureInput({ code: f.code.toLowerCase() }) }), { code: FEATURE_CODE_TAKEN });
        expectValidation(await admin.gql(CREATE_FEATURE, { data: featureInput({ idTypeFeature: v('PRODUCT_TYPE', 'HOTEL') }) }), { idTypeFeature: INVALID_CHOICE });
        expectValidation(await admin.gql(CREATE_FEATURE, { data: featureInput({ idTypeCategoryProduct: v('RATE_FEATURE_TYPE', 'SEASON') }) }), { idTypeCategoryProduct: INVALID_CHOICE });
        expectValidation(await admin.gql(CREATE_FEATURE, { data: featureInput({ idTypeFeature: 'not-an-id' }) }), { idTypeFeature: INVALID_CHOICE });
        expectValidation(await admin.gql(CREATE_FEATURE, { data: featureInput({ order: -1 }) }), { order: ORDER_RANGE });
        expectValidation(await admin.gql(CREATE_FEATURE, { data: featureInput({ code: 'TWO WORDS' }) }), { code: 'The code cannot contain spaces' });
      });
    });

    it('lets another OU use the same code, and keeps each OU to its own rows', async () => {
      const f = await createFeature({ code: 'SHARED-CODE' });
      const other = await createFeature({ code: 'SHARED-CODE' }, cusco);
      expect(other.idRateFeature).not.toBe(f.idRateFeature);
      expect(ok(await cusco.gql<{ getRateFeatureById: Feature | null }>(GET_FEATURE, { id: f.idRateFeature })).getRateFeatureById).toBeNull();
      expect(ok(await cusco.gql<{ node: unknown }>(NODE, { id: f.id })).node).toBeNull();
      const seen = ok(await cusco.gql<{ searchRateFeatures: { count: number; data: { code: string }[] } }>(SEARCH_FEATURES, { input: { text: 'SHARED-CODE', take: 100 } }));
      expect(seen.searchRateFeatures.data.map((x) => x.code)).toEqual(['SHARED-CODE']);
      await unchanged(async () => {
        expect(codeOf(await cusco.gql(UPDATE_FEATURE, { data: featureInput({ idRateFeature: f.idRateFeature }) }))).toBe('NOT_FOUND');
      });
    });

    it('updates a dimension; a missing or unknown id is refused', async () => {
      const f = await createFeature();
      const updated = ok(await admin.gql<{ updateRateFeature: Feature }>(UPDATE_FEATURE, {
        data: { idRateFeature: f.idRateFeature, code: f.code, name: 'Board basis', shortName: 'Board', order: 9, idTypeFeature: v('RATE_FEATURE_TYPE', 'OTHER') },
      })).updateRateFeature;
      expect(updated).toMatchObject({ name: 'Board basis', shortName: 'Board', order: 9, typeFeature: { code: 'OTHER' } });
      expectValidation(await admin.gql(UPDATE_FEATURE, { data: featureInput() }), { idRateFeature: REQUIRED });
      expect(codeOf(await admin.gql(UPDATE_FEATURE, { data: featureInput({ idRateFeature: UNKNOWN_ID }) }))).toBe('NOT_FOUND');
    });

    it('searches by text, pages and sorts', async () => {
      for (const [code, name] of [['ZSRCH-B', 'Zeta search beta'], ['ZSRCH-A', 'Zeta search alpha'], ['ZSRCH-C', 'Zeta search gamma']]) {
        await createFeature({ code, name });
      }
      const page = (input: Record<string, unknown>) => admin.gql<{ searchRateFeatures: { count: number; data: { code: string }[] } }>(SEARCH_FEATURES, { input });
      const found = ok(await page({ text: 'zsrch', sortBy: 'code', take: 2 })).searchRateFeatures;
      expect(found.count).toBe(3);
      expect(found.data.map((f) => f.code)).toEqual(['ZSRCH-A', 'ZSRCH-B']);
      const desc = ok(await page({ text: 'Zeta search', sortBy: 'name', sortDirection: 'DESC', skip: 1 })).searchRateFeatures;
      expect(desc.data.map((f) => f.code)).toEqual(['ZSRCH-B', 'ZSRCH-A']);
      expectValidation(await page({ sortBy: 'password' }), { sortBy: expect.stringContaining('Sort by one of') as unknown as string });
    });

    it('is for administrators only', async () => {
      expect(codeOf(await resadm.gql(CREATE_FEATURE, { data: featureInput() }))).toBe('FORBIDDEN');
      expect(codeOf(await resadm.gql(SEARCH_FEATURES, { input: {} }))).toBe('FORBIDDEN');
    });
  });

  describe('rate subfeatures', () => {
    it('creates values of a dimension; the dimension lists them in order', async () => {
      const f = await createFeature();
      const b = await createSub(f.idRateFeature, { code: 'HB', name: 'Half board', shortName: 'HB', order: 2 });
      const a = await createSub(f.idRateFeature, { code: ' BB ', name: 'Bed and breakfast', shortName: 'BB', order: 1,
        idTypeCategoryProduct: v('PRODUCT_TYPE', 'HOTEL') });
      expect(a).toMatchObject({
        code: 'BB', order: 1, typeSubfeature: { idRateFeature: f.idRateFeature, code: f.code },
        typeCategoryProduct: { code: 'HOTEL' }, typeSubfeatureItem: null,
      });
      const again = ok(await admin.gql<{ getRateFeatureById: Feature }>(GET_FEATURE, { id: f.idRateFeature })).getRateFeatureById;
      expect(again.subfeatures.map((s) => s.idRateSubfeature)).toEqual([a.idRateSubfeature, b.idRateSubfeature]);
      expect(ok(await admin.gql<{ getRateSubfeatureById: Subfeature }>(GET_SUB, { id: a.idRateSubfeature })).getRateSubfeatureById).toEqual(a);
      const node = ok(await admin.gql<{ node: { __typename: string } }>(NODE, { id: a.id })).node;
      expect(node).toMatchObject({ __typename: 'RateSubfeature', code: 'BB' });
    });

    it('lets a value of any other dimension stand for any catalog value the OU sees', async () => {
      const f = await createFeature();
      const s = await createSub(f.idRateFeature, { idTypeSubfeatureItem: v('CURRENCY', 'USD') });
      expect(s.typeSubfeatureItem).toMatchObject({ code: 'USD' });
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE_SUB, { data: { code: 'X1', name: 'X', shortName: 'X', idTypeSubfeature: f.idRateFeature, idTypeSubfeatureItem: UNKNOWN_ID } }),
          { idTypeSubfeatureItem: INVALID_CHOICE });
      });
    });

    it('makes each value of a passenger dimension stand for a different passenger type', async () => {
      const pax = await passengerDimension();
      const adult = await createSub(pax.idRateFeature, { name: 'Adult', idTypeSubfeatureItem: v('PASSENGER_TYPE', 'ADULT') });
      expect(adult.typeSubfeatureItem).toMatchObject({ code: 'ADULT' });
      await unchanged(async () => {
        const base = { code: 'PAX-X', name: 'Child', shortName: 'CHD', idTypeSubfeature: pax.idRateFeature };
        expectValidation(await admin.gql(CREATE_SUB, { data: base }), { idTypeSubfeatureItem: REQUIRED });
        expectValidation(await admin.gql(CREATE_SUB, { data: { ...base, idTypeSubfeatureItem: v('CURRENCY', 'USD') } }),
          { idTypeSubfeatureItem: CHOOSE_PASSENGER_TYPE });
        expectValidation(await admin.gql(CREATE_SUB, { data: { ...base, idTypeSubfeatureItem: v('PASSENGER_TYPE', 'ADULT') } }),
          { idTypeSubfeatureItem: PASSENGER_TYPE_TAKEN });
      });
      // Updating the adult value itself keeps its type.
      const same = ok(await admin.gql<{ updateRateSubfeature: Subfeature }>(UPDATE_SUB, { data: {
        idRateSubfeature: adult.idRateSubfeature, code: adult.code, name: 'Adults', shortName: 'ADT',
        idTypeSubfeature: pax.idRateFeature, idTypeSubfeatureItem: v('PASSENGER_TYPE', 'ADULT'),
      } })).updateRateSubfeature;
      expect(same.name).toBe('Adults');
    });

    it('turns a dimension into a passenger one only when its values are distinct passenger types', async () => {
      const f = await createFeature();
      await createSub(f.idRateFeature, { idTypeSubfeatureItem: v('PASSENGER_TYPE', 'ADULT') });
      const other = await createSub(f.idRateFeature, { idTypeSubfeatureItem: v('CURRENCY', 'USD') });
      const toPassenger = { idRateFeature: f.idRateFeature, code: f.code, name: f.name, shortName: f.shortName,
        idTypeFeature: v('RATE_FEATURE_TYPE', 'PASSENGER') };
      await unchanged(async () => {
        expectValidation(await admin.gql(UPDATE_FEATURE, { data: toPassenger }), { idTypeFeature: VALUES_NOT_PASSENGER_TYPES });
      });
      // Both standing for ADULT: still refused (the rate search would have two answers).
      ok(await admin.gql(UPDATE_SUB, { data: { idRateSubfeature: other.idRateSubfeature, code: other.code, name: 'x', shortName: 'x',
        idTypeSubfeature: f.idRateFeature, idTypeSubfeatureItem: v('PASSENGER_TYPE', 'ADULT') } }));
      expectValidation(await admin.gql(UPDATE_FEATURE, { data: toPassenger }), { idTypeFeature: VALUES_NOT_PASSENGER_TYPES });
      ok(await admin.gql(UPDATE_SUB, { data: { idRateSubfeature: other.idRateSubfeature, code: other.code, name: 'x', shortName: 'x',
        idTypeSubfeature: f.idRateFeature, idTypeSubfeatureItem: v('PASSENGER_TYPE', 'CHILD') } }));
      const updated = ok(await admin.gql<{ updateRateFeature: Feature }>(UPDATE_FEATURE, { data: toPassenger })).updateRateFeature;
      expect(updated.typeFeature.code).toBe('PASSENGER');
    });

    it('answers missing fields, a taken code, a dimension of another OU; writes nothing', async () => {
      const f = await createFeature();
      const s = await createSub(f.idRateFeature);
      const cuscoFeature = await createFeature({}, cusco);
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE_SUB, { data: {} }), {
          code: REQUIRED, name: REQUIRED, shortName: REQUIRED, idTypeSubfeature: REQUIRED,
        });
        expectValidation(await admin.gql(CREATE_SUB, { data: { code: s.code.toLowerCase(), name: 'n', shortName: 's', idTypeSubfeature: f.idRateFeature } }),
          { code: SUBFEATURE_CODE_TAKEN });
        expectValidation(await admin.gql(CREATE_SUB, { data: { code: 'NEW1', name: 'n', shortName: 's', idTypeSubfeature: cuscoFeature.idRateFeature } }),
          { idTypeSubfeature: INVALID_CHOICE });
        expectValidation(await admin.gql(CREATE_SUB, { data: { code: 'NEW1', name: 'n', shortName: 's', idTypeSubfeature: f.idRateFeature,
          idTypeCategoryProduct: v('CURRENCY', 'USD') } }), { idTypeCategoryProduct: INVALID_CHOICE });
        expect(codeOf(await cusco.gql(UPDATE_SUB, { data: { idRateSubfeature: s.idRateSubfeature, code: 'C', name: 'n', shortName: 's',
          idTypeSubfeature: cuscoFeature.idRateFeature } }))).toBe('NOT_FOUND');
      });
      expect(ok(await cusco.gql<{ getRateSubfeatureById: unknown }>(GET_SUB, { id: s.idRateSubfeature })).getRateSubfeatureById).toBeNull();
    });

    it('searches the values of one dimension, by text', async () => {
      const f = await createFeature();
      const g = await createFeature();
      await createSub(f.idRateFeature, { code: 'QSRCH-1', name: 'Quartz one' });
      await createSub(f.idRateFeature, { code: 'QSRCH-2', name: 'Quartz two' });
      await createSub(g.idRateFeature, { code: 'QSRCH-3', name: 'Quartz three' });
      const search = async (input: Record<string, unknown>) =>
        ok(await admin.gql<{ searchRateSubfeatures: { count: number; data: { code: string; typeSubfeature: { code: string } }[] } }>(SEARCH_SUBS, { input })).searchRateSubfeatures;
      expect((await search({ text: 'quartz' })).count).toBe(3);
      const ofF = await search({ text: 'quartz', idTypeSubfeature: f.idRateFeature, sortBy: 'code', sortDirection: 'DESC' });
      expect(ofF.data.map((s) => s.code)).toEqual(['QSRCH-2', 'QSRCH-1']);
      expect(ofF.data[0].typeSubfeature.code).toBe(f.code);
      expect((await search({ text: 'quartz', idTypeSubfeature: UNKNOWN_ID })).count).toBe(0);
      expectValidation(await admin.gql(SEARCH_SUBS, { input: { idTypeSubfeature: 'nope' } }), { idTypeSubfeature: INVALID_CHOICE });
      const fromCusco = ok(await cusco.gql<{ searchRateSubfeatures: { count: number } }>(SEARCH_SUBS, { input: { text: 'quartz' } }));
      expect(fromCusco.searchRateSubfeatures.count).toBe(0);
    });
  });
});
