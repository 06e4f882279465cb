import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setTodayForTests } from '../../domain/calendar.ts';
import { BOTH_PROFITS, SELLING_TAX_ZERO } from '../../domain/pricing.ts';
import { CHOOSE_PRODUCT } from '../../domain/rateSearch.ts';
import { codeOf, expectTablesUnchanged, expectValidation, ok, UNKNOWN_ID, reasonOf, expectFieldCodes } from '../../testing/adminFixtures.ts';
import { createFixtureProduct, ouId } from '../../testing/productFixtures.ts';
import { createDimensions, entityId } from '../../testing/rateFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';
import { DIMENSION_USED } from '../../domain/rates/catalog.ts';
import { CUSTOMER_DISABLED, NOT_A_CUSTOMER, NOT_FOR_PRODUCT_TYPE } from '../../domain/rates/rates.ts';

const REQUIRED = 'This field is required';
const INVALID_CHOICE = 'Choose one of the listed options';
const END_BEFORE_START = 'The end date cannot be before the start date';

const PRICING = `purchaseUnitPrice purchaseTaxPercentage purchaseTaxAmount purchaseTotal profitPercentage profitAmount profit
  sellingTaxPercentage sellingUnitPrice sellingTaxAmount sellingTotal`;
const RATE = `id idRateInstance code idProductInstance productInstance { idProductInstance code product { code } }
  idEntity entity { idEntity commercialName } idCurrency currency { code } idPriceType priceType { code }
  serviceFrom serviceTo purchaseFrom purchaseTo enabled subfeatures { idRateSubfeature code typeSubfeature { code } }
  pricing { ${PRICING} } createdAt updatedAt`;
const CREATE = `mutation ($data: RateInput!) { createRate(data: $data) { ${RATE} } }`;
const UPDATE = `mutation ($data: RateInput!) { updateRate(data: $data) { ${RATE} } }`;
const ENABLE = `mutation ($id: ID!, $enabled: Boolean!) { setRateEnabled(idRateInstance: $id, enabled: $enabled) { idRateInstance enabled } }`;
const GET = `query ($id: ID!) { getRateById(id: $id) { ${RATE} } }`;
const SEARCH = `query ($input: RateSearchInput!) { searchRates(input: $input) {
  count data { code enabled idEntity serviceFrom productInstance { product { name } } } } }`;
const PRICE = `query ($input: RatePricingInput!) { computeRatePricing(input: $input) { ${PRICING} } }`;
const CHECK = `query ($input: CheckRatesInput!) { checkRates(input: $input) {
  instance { idProductInstance code } found noRate { problem service serviceDate purchaseDate passengerType } currency { code } sellingTotal purchaseTotal
  lines { rate { idRateInstance code } passengerType { code } quantity sellingUnitPrice sellingTotal purchaseTotal } } }`;
const NODE = 'query ($id: ID!) { node(id: $id) { __typename ... on Rate { code } } }';
const DELETE_PRODUCT = `mutation ($id: ID!) { deleteOrDisableProduct(idProduct: $id) { outcome product { idStatus } } }`;
const UPDATE_SUBFEATURE = `mutation ($data: RateSubfeatureInput!) { updateRateSubfeature(data: $data) { idRateSubfeature } }`;

interface Pricing {
  purchaseUnitPrice: string; purchaseTaxPercentage: string; purchaseTaxAmount: string; purchaseTotal: string;
  profitPercentage: string | null; profitAmount: string | null; profit: string; sellingTaxPercentage: string;
  sellingUnitPrice: string; sellingTaxAmount: string; sellingTotal: string;
}
interface Rate {
  id: string; idRateInstance: string; code: string; idProductInstance: string;
  productInstance: { idProductInstance: string; code: string; product: { code: string } };
  idEntity: string | null; entity: { idEntity: string; commercialName: string } | null;
  currency: { code: string }; priceType: { code: string }; serviceFrom: string; serviceTo: string;
  purchaseFrom: string; purchaseTo: string; enabled: boolean;
  subfeatures: { idRateSubfeature: string; code: string; typeSubfeature: { code: string } }[]; pricing: Pricing;
}
interface Quote {
  instance: { idProductInstance: string; code: string }; found: boolean;
  noRate: { problem: string; service: string; serviceDate: string | null; purchaseDate: string | null; passengerType: string | null } | null;
  currency: { code: string } | null; sellingTotal: string | null; purchaseTotal: string | null;
  lines: { rate: { idRateInstance: string; code: string }; passengerType: { code: string } | null; quantity: number;
    sellingUnitPrice: string; sellingTotal: string; purchaseTotal: string }[];
}

const TABLES = ['rate_instance', 'rate_instance_subfeature'];
/** The test's calendar: far from today, so nothing depends on when the suite runs. */
const Q1 = { serviceFrom: '2031-01-01', serviceTo: '2031-03-31', purchaseFrom: '2030-10-01', purchaseTo: '2031-03-31' };

describe.each(dbKinds)('rates (%s)', (kind) => {
  const { server, users: [admin], cusco, v } = suiteServer(kind, { users: ['ADMIN'], cusco: true, catalog: true });
  /** Instance ids by 'PRODUCT.INSTANCE' (products RTS-TOUR, RTS-HOTEL, RTS-TRF, RTS-OVL; RTS-CUZ in Cusco). */
  const inst: Record<string, string> = {};
  const product: Record<string, string> = {};
  let dim: Record<string, string>;
  let cuscoDim: Record<string, string>;
  const entity: Record<string, string> = {};

  beforeAll(async () => {
    const [lim, cuz] = await Promise.all([ouId(server.db, 'LIM'), ouId(server.db, 'CUZ')]);
    const specs = [
      { ou: lim, code: 'RTS-TOUR', name: 'Rates Test Tour', type: 'TOUR',
        instances: [{ code: 'SHR', name: 'Shared' }, { code: 'PRV', name: 'Private' }, { code: 'OLD', name: 'Old', status: 'INACTIVE' as const }] },
      { ou: lim, code: 'RTS-HOTEL', name: 'Rates Test Hotel', type: 'HOTEL', unit: 'ROOM', instances: [{ code: 'DBL-BB', name: 'Double' }] },
      { ou: lim, code: 'RTS-TRF', name: 'Rates Test Transfer', type: 'TRANSFER', unit: 'VEHICLE', instances: [{ code: 'VAN', name: 'Van' }] },
      { ou: lim, code: 'RTS-OVL', name: 'Rates Test Overlaps', type: 'TOUR',
        instances: ['A', 'B', 'C', 'D', 'E', 'F'].map((code) => ({ code, name: `Slot ${code}` })) },
      { ou: cuz, code: 'RTS-CUZ', name: 'Rates Test Cusco', type: 'TOUR', instances: [{ code: 'STD', name: 'Standard' }] },
    ];
    for (const { ou, ...spec } of specs) {
      const p = await createFixtureProduct(server.db, ou, spec);
      product[spec.code] = p.idProduct;
      for (const i of p.instances) inst[`${spec.code}.${i.code}`] = i.idProductInstance;
    }
    const dimensions = [
      { code: 'SEASON', type: 'SEASON', values: [['LOW'], ['HIGH']] as [string, string?][] },
      { code: 'PAX', type: 'PASSENGER', values: [['ADT', 'ADULT'], ['CHD', 'CHILD']] as [string, string?][] },
      { code: 'OCC', type: 'OCCUPANCY', productType: 'HOTEL', values: [['SGL'], ['DBL']] as [string, string?][] },
    ];
    dim = await createDimensions(server.db, lim, v, dimensions, 'T-');
    cuscoDim = await createDimensions(server.db, cuz, v, dimensions, 'T-');
    for (const [key, name] of [['andes', 'Andes Explorer'], ['inca', 'Inca Trails Journeys'], ['both', 'Cóndor Receptivo'],
      ['supplier', 'MiraVan Transfers'], ['cuscoOnly', 'Inka Path']]) {
      entity[key] = await entityId(server.db, name);
    }
  });
  afterEach(() => setTodayForTests(null));

  const unchanged = (call: () => Promise<unknown>) => expectTablesUnchanged(server, TABLES, call);

  const input = (extra: Record<string, unknown> = {}) => ({
    idProductInstance: inst['RTS-OVL.A'], idCurrency: v('CURRENCY', 'USD'), idPriceType: v('PRICE_TYPE', 'PER_PERSON'),
    ...Q1, subfeatureIds: [dim['SEASON.LOW'], dim['PAX.ADT']],
    pricing: { purchaseUnitPrice: '100', purchaseTaxPercentage: '18', profitPercentage: '25', sellingTaxPercentage: '18' },
    ...extra,
  });
  const create = async (extra: Record<string, unknown> = {}) =>
    ok(await admin.gql<{ createRate: Rate }>(CREATE, { data: input(extra) })).createRate;
  const enable = (id: string, enabled: boolean, who = admin) => who.gql<{ setRateEnabled: { enabled: boolean } }>(ENABLE, { id, enabled });
  const check = async (q: Record<string, unknown>, who = admin) =>
    ok(await who.gql<{ checkRates: Quote[] }>(CHECK, { input: q })).checkRates;
  const checkOne = async (q: Record<string, unknown>) => {
    const quotes = await check(q);
    expect(quotes).toHaveLength(1);
    return quotes[0];
  };
  const pax = (code: string, count: number) => ({ idPassengerType: v('PASSENGER_TYPE', code), count });
  const conflictMessage = (r: Rate) =>
    `This rate overlaps the enabled rate ${r.code} (service ${r.serviceFrom} to ${r.serviceTo}, purchase ${r.purchaseFrom} to ${r.purchaseTo}) for the same instance, customer and features`;

  describe('computeRatePricing', () => {
    it('answers the breakdown the form shows as the user types', async () => {
      const { computeRatePricing } = ok(await admin.gql<{ computeRatePricing: Pricing }>(PRICE, {
        input: { purchaseUnitPrice: '70', purchaseTaxPercentage: '18', profitAmount: '17.5', sellingTaxPercentage: '18' },
      }));
      expect(computeRatePricing).toEqual({
        purchaseUnitPrice: '70.00', purchaseTaxPercentage: '18.00', purchaseTaxAmount: '12.60', purchaseTotal: '82.60',
        profitPercentage: null, profitAmount: '17.50', profit: '17.50', sellingTaxPercentage: '18.00',
        sellingUnitPrice: '87.50', sellingTaxAmount: '15.75', sellingTotal: '103.25',
      });
    });

    it('answers the rate update rules as field errors', async () => {
      expectValidation(await admin.gql(PRICE, { input: { purchaseUnitPrice: '1', profitPercentage: '1', profitAmount: '1', sellingTaxPercentage: '18' } }),
        { profitAmount: BOTH_PROFITS });
      expectValidation(await admin.gql(PRICE, { input: { purchaseUnitPrice: '1', sellingTaxPercentage: '0.00' } }),
        { profitPercentage: REQUIRED, sellingTaxPercentage: SELLING_TAX_ZERO });
      // The Decimal scalar itself refuses what is not a plain decimal, as a validation error before any resolver runs.
      const notMoney = await admin.gql(PRICE, { input: { purchaseUnitPrice: '1e3' } });
      expect(codeOf(notMoney)).toBe('VALIDATION');
      expect(notMoney.data ?? null).toBeNull();
    });
  });

  describe('createRate and updateRate', () => {
    it('stores the pricing function answer and resolves every field', async () => {
      const r = await create({ idProductInstance: inst['RTS-TOUR.SHR'] });
      expect(r).toMatchObject({
        code: expect.stringMatching(/^RT-\d{6}$/) as unknown as string, idProductInstance: inst['RTS-TOUR.SHR'],
        productInstance: { code: 'SHR', product: { code: 'RTS-TOUR' } }, idEntity: null, entity: null,
        currency: { code: 'USD' }, priceType: { code: 'PER_PERSON' }, ...Q1, enabled: true,
        pricing: { purchaseTaxAmount: '18.00', purchaseTotal: '118.00', profitPercentage: '25.00', profit: '25.00',
          sellingUnitPrice: '125.00', sellingTaxAmount: '22.50', sellingTotal: '147.50' },
      });
      expect(r.subfeatures.map((s) => s.code).sort()).toEqual(['T-PAX-ADT', 'T-SEASON-LOW']);
      const [row] = await server.db.query<{ featureKey: string; sellingTotal: string }>(
        'select feature_key as "featureKey", selling_total as "sellingTotal" from rate_instance where id_rate_instance = $1', [r.idRateInstance],
      );
      expect(row.featureKey).toBe([dim['SEASON.LOW'], dim['PAX.ADT']].sort().join(','));
      expect(row.sellingTotal).toBe('147.50');
      expect(ok(await admin.gql<{ getRateById: Rate }>(GET, { id: r.idRateInstance })).getRateById).toEqual(r);
      expect(ok(await admin.gql<{ node: { __typename: string; code: string } }>(NODE, { id: r.id })).node).toEqual({ __typename: 'Rate', code: r.code });
      // Child rate of the same instance (used by the search tests below).
      await create({ idProductInstance: inst['RTS-TOUR.SHR'], subfeatureIds: [dim['SEASON.LOW'], dim['PAX.CHD']],
        pricing: { purchaseUnitPrice: '70', purchaseTaxPercentage: '18', profitPercentage: '25', sellingTaxPercentage: '18' } });
    });

    it('answers every missing field at once and writes nothing', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: {} }), {
          idProductInstance: REQUIRED, idCurrency: REQUIRED, idPriceType: REQUIRED, serviceFrom: REQUIRED, serviceTo: REQUIRED,
          purchaseFrom: REQUIRED, purchaseTo: REQUIRED, 'pricing.purchaseUnitPrice': REQUIRED, 'pricing.profitPercentage': REQUIRED,
          'pricing.sellingTaxPercentage': REQUIRED,
        });
      });
    });

    it('refuses ranges that end before they start, and the pricing rules, under pricing.*', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: input({ serviceTo: '2030-12-31', purchaseFrom: '2031-04-01' }) }),
          { serviceTo: END_BEFORE_START, purchaseTo: END_BEFORE_START });
        expectValidation(await admin.gql(CREATE, { data: input({ pricing: { purchaseUnitPrice: '10', profitPercentage: '5', profitAmount: '1', sellingTaxPercentage: '0' } }) }),
          { 'pricing.profitAmount': BOTH_PROFITS, 'pricing.sellingTaxPercentage': SELLING_TAX_ZERO });
      });
    });

    it('takes a customer of the OU, active, or every customer; nothing else', async () => {
      const both = await create({ idProductInstance: inst['RTS-OVL.F'], idEntity: entity.both });
      expect(both.entity).toMatchObject({ idEntity: entity.both, commercialName: 'Cóndor Receptivo' });
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: input({ idEntity: entity.supplier }) }), { idEntity: NOT_A_CUSTOMER });
        expectValidation(await admin.gql(CREATE, { data: input({ idEntity: entity.cuscoOnly }) }), { idEntity: INVALID_CHOICE });
        expectValidation(await admin.gql(CREATE, { data: input({ idEntity: 'nope' }) }), { idEntity: INVALID_CHOICE });
      });
      // A disabled customer gets no new rates, but a rate it already has can still be edited.
      await server.db.query(`update entity set id_status = 'INACTIVE' where id_entity = $1`, [entity.both]);
      try {
        expectValidation(await admin.gql(CREATE, { data: input({ idEntity: entity.both }) }), { idEntity: CUSTOMER_DISABLED });
        const edited = ok(await admin.gql<{ updateRate: Rate }>(UPDATE, { data: input({
          idRateInstance: both.idRateInstance, idProductInstance: inst['RTS-OVL.F'], idEntity: entity.both, serviceTo: '2031-02-28' }) })).updateRate;
        expect(edited.serviceTo).toBe('2031-02-28');
      } finally {
        await server.db.query(`update entity set id_status = 'ACTIVE' where id_entity = $1`, [entity.both]);
      }
    });

    it('checks the instance, the catalogs and the feature values against the OU and the product type', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: input({ idProductInstance: inst['RTS-CUZ.STD'] }) }), { idProductInstance: INVALID_CHOICE });
        expectValidation(await admin.gql(CREATE, { data: input({ idCurrency: v('PRICE_TYPE', 'PER_UNIT'), idPriceType: v('CURRENCY', 'USD') }) }),
          { idCurrency: INVALID_CHOICE, idPriceType: INVALID_CHOICE });
        const twoValues = await admin.gql(CREATE, { data: input({ subfeatureIds: [dim['PAX.ADT'], dim['PAX.CHD']] }) });
        expectValidation(twoValues, { 'subfeatureIds.1': 'Only one value per dimension (T-PAX)' });
        expectFieldCodes(twoValues, { 'subfeatureIds.1': ['ONE_VALUE_PER_DIMENSION', { feature: 'T-PAX' }] });
        expectValidation(await admin.gql(CREATE, { data: input({ subfeatureIds: [dim['OCC.DBL']] }) }), { 'subfeatureIds.0': NOT_FOR_PRODUCT_TYPE });
        expectValidation(await admin.gql(CREATE, { data: input({ subfeatureIds: [cuscoDim['SEASON.LOW'], 'x'] }) }),
          { 'subfeatureIds.0': INVALID_CHOICE, 'subfeatureIds.1': INVALID_CHOICE });
      });
    });

    it('updates a rate: amounts recomputed, values kept when not sent; another OU cannot', async () => {
      const r = await create({ idProductInstance: inst['RTS-OVL.C'] });
      const { updateRate } = ok(await admin.gql<{ updateRate: Rate }>(UPDATE, { data: input({
        idRateInstance: r.idRateInstance, idProductInstance: inst['RTS-OVL.C'], subfeatureIds: null,
        pricing: { purchaseUnitPrice: '100', profitAmount: '30', sellingTaxPercentage: '18' } }) }));
      expect(updateRate.pricing).toMatchObject({ purchaseTaxAmount: '0.00', profitPercentage: null, profitAmount: '30.00',
        sellingUnitPrice: '130.00', sellingTotal: '153.40' });
      expect(updateRate.subfeatures.map((s) => s.idRateSubfeature).sort()).toEqual([dim['SEASON.LOW'], dim['PAX.ADT']].sort());
      expect(updateRate.code).toBe(r.code);
      await unchanged(async () => {
        expect(codeOf(await cusco.gql(UPDATE, { data: input({ idRateInstance: r.idRateInstance, idProductInstance: inst['RTS-CUZ.STD'] }) }))).toBe('NOT_FOUND');
        expect(codeOf(await admin.gql(UPDATE, { data: input({ idRateInstance: UNKNOWN_ID }) }))).toBe('NOT_FOUND');
        expectValidation(await admin.gql(UPDATE, { data: input() }), { idRateInstance: REQUIRED });
      });
      expect(ok(await cusco.gql<{ getRateById: Rate | null }>(GET, { id: r.idRateInstance })).getRateById).toBeNull();
      expect(ok(await cusco.gql<{ node: unknown }>(NODE, { id: r.id })).node).toBeNull();
    });

    it('keeps a used feature value in its dimension', async () => {
      const sub = { idRateSubfeature: dim['SEASON.LOW'], code: 'T-SEASON-LOW', name: 'LOW', shortName: 'LOW' };
      expectValidation(await admin.gql(UPDATE_SUBFEATURE, { data: { ...sub, idTypeSubfeature: dim.OCC } }), { idTypeSubfeature: DIMENSION_USED });
      ok(await admin.gql(UPDATE_SUBFEATURE, { data: { ...sub, idTypeSubfeature: dim.SEASON } }));
    });
  });

  describe('the overlap rule', () => {
    it('refuses a rate both of whose ranges overlap an enabled one, naming it; both ranges count their ends', async () => {
      const a = await create();
      await unchanged(async () => {
        for (const extra of [
          {}, { serviceFrom: '2031-03-31', serviceTo: '2031-06-30' }, { serviceFrom: '2030-06-01', serviceTo: '2031-01-01' },
          { purchaseFrom: '2031-03-31', purchaseTo: '2031-05-31' }, { purchaseFrom: '2030-01-01', purchaseTo: '2030-10-01' },
          { subfeatureIds: [dim['PAX.ADT'], dim['SEASON.LOW']] },
        ]) {
          const response = await admin.gql(CREATE, { data: input(extra) });
          expect(codeOf(response), JSON.stringify(extra)).toBe('CONFLICT');
          expect(response.errors![0].message).toBe(conflictMessage(a));
          expect(response.errors![0].extensions!.rate).toEqual({ idRateInstance: a.idRateInstance, code: a.code });
          expect(reasonOf(response)).toEqual({ reason: 'RATE_OVERLAP', params: {
            code: a.code, serviceFrom: a.serviceFrom, serviceTo: a.serviceTo, purchaseFrom: a.purchaseFrom, purchaseTo: a.purchaseTo,
          } });
        }
      });
    });

    it('accepts a rate when only one range overlaps, or for another customer, other features or instance', async () => {
      for (const extra of [
        { serviceFrom: '2031-04-01', serviceTo: '2031-06-30' },
        { serviceFrom: '2030-01-01', serviceTo: '2030-12-31' },
        { purchaseFrom: '2030-01-01', purchaseTo: '2030-09-30' },
        { idEntity: entity.andes },
        { subfeatureIds: [dim['SEASON.LOW'], dim['PAX.CHD']] },
        { subfeatureIds: [dim['SEASON.LOW']] },
        { idProductInstance: inst['RTS-OVL.B'] },
      ]) {
        expect((await admin.gql(CREATE, { data: input(extra) })).errors, JSON.stringify(extra)).toBeUndefined();
      }
    });

    it('ignores disabled rates, and checks again when one is enabled', async () => {
      const slot = { idProductInstance: inst['RTS-OVL.D'] };
      const first = await create(slot);
      const second = await create({ ...slot, enabled: false });
      expect(second.enabled).toBe(false);
      await unchanged(async () => {
        const refused = await enable(second.idRateInstance, true);
        expect(codeOf(refused)).toBe('CONFLICT');
        expect(refused.errors![0].message).toBe(conflictMessage(first));
      });
      expect(ok(await enable(first.idRateInstance, false)).setRateEnabled.enabled).toBe(false);
      expect(ok(await enable(second.idRateInstance, true)).setRateEnabled.enabled).toBe(true);
      const back = await enable(first.idRateInstance, true);
      expect(codeOf(back)).toBe('CONFLICT');
      expect(back.errors![0].message).toBe(conflictMessage(second));
      // Editing the disabled one keeps it disabled (enabled not sent) and so does not conflict.
      const edited = ok(await admin.gql<{ updateRate: Rate }>(UPDATE, { data: input({ ...slot, idRateInstance: first.idRateInstance, enabled: null }) })).updateRate;
      expect(edited.enabled).toBe(false);
      // Disabling twice is harmless.
      expect(ok(await enable(first.idRateInstance, false)).setRateEnabled.enabled).toBe(false);
    });

    it('lets a rate keep its own ranges on update but not move onto another', async () => {
      const slot = { idProductInstance: inst['RTS-OVL.E'] };
      const first = await create(slot);
      const later = await create({ ...slot, serviceFrom: '2031-04-01', serviceTo: '2031-06-30' });
      ok(await admin.gql(UPDATE, { data: input({ ...slot, idRateInstance: first.idRateInstance, pricing: { purchaseUnitPrice: '90', profitPercentage: '10', sellingTaxPercentage: '18' } }) }));
      await unchanged(async () => {
        const moved = await admin.gql(UPDATE, { data: input({ ...slot, idRateInstance: first.idRateInstance, serviceTo: '2031-04-01' }) });
        expect(codeOf(moved)).toBe('CONFLICT');
        expect(moved.errors![0].message).toBe(conflictMessage(later));
      });
    });

    it('lets exactly one of several simultaneous overlapping saves through', async () => {
      const data = input({ idProductInstance: inst['RTS-OVL.F'], subfeatureIds: [dim['SEASON.HIGH']] });
      const results = await Promise.all(Array.from({ length: 8 }, () => admin.gql(CREATE, { data })));
      const outcomes = results.map((r) => codeOf(r) ?? 'OK');
      expect(outcomes.filter((o) => o === 'OK')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'CONFLICT')).toHaveLength(7);
    });

    it('refuses enabling an unknown rate or another OU\'s', async () => {
      const [r] = ok(await admin.gql<{ searchRates: { data: { code: string }[] } }>(SEARCH, { input: { take: 1 } })).searchRates.data;
      const [{ id }] = await server.db.query<{ id: string }>('select id_rate_instance as id from rate_instance where code = $1', [r.code]);
      await unchanged(async () => {
        expect(codeOf(await enable(id, false, cusco))).toBe('NOT_FOUND');
        expect(codeOf(await enable(UNKNOWN_ID, true))).toBe('NOT_FOUND');
        expect(codeOf(await enable('nope', true))).toBe('NOT_FOUND');
      });
    });
  });

  describe('checkRates', () => {
    const shr = () => ({ idProductInstance: inst['RTS-TOUR.SHR'], serviceDate: '2031-02-10', purchaseDate: '2031-01-05' });

    it('prices each passenger type with its own rate; totals are the exact sums', async () => {
      const q = await checkOne({ ...shr(), passengers: [pax('ADULT', 2), pax('CHILD', 1)] });
      expect(q).toMatchObject({ found: true, noRate: null, currency: { code: 'USD' }, sellingTotal: '398.25', purchaseTotal: '318.60' });
      expect(q.lines.map((l) => [l.passengerType?.code, l.quantity, l.sellingUnitPrice, l.sellingTotal, l.purchaseTotal])).toEqual([
        ['ADULT', 2, '147.50', '295.00', '236.00'], ['CHILD', 1, '103.25', '103.25', '82.60'],
      ]);
      // The same type twice is one line.
      const merged = await checkOne({ ...shr(), passengers: [pax('ADULT', 1), pax('ADULT', 2)] });
      expect(merged.lines.map((l) => l.quantity)).toEqual([3]);
    });

    it('names a passenger type no rate prices, then uses a rate without a passenger dimension for it', async () => {
      const before = await checkOne({ ...shr(), passengers: [pax('ADULT', 1), pax('SENIOR', 1)] });
      expect(before).toMatchObject({ found: false, lines: [], sellingTotal: null,
        noRate: { problem: 'NO_PASSENGER_RATE', service: 'Rates Test Tour (Shared)', serviceDate: '2031-02-10', purchaseDate: '2031-01-05', passengerType: 'Senior' } });
      await create({ idProductInstance: inst['RTS-TOUR.SHR'], subfeatureIds: [dim['SEASON.LOW']],
        pricing: { purchaseUnitPrice: '90', profitPercentage: '0', sellingTaxPercentage: '18' } });
      const after = await checkOne({ ...shr(), passengers: [pax('ADULT', 1), pax('SENIOR', 1)] });
      expect(after.lines.map((l) => [l.passengerType?.code, l.sellingUnitPrice])).toEqual([['ADULT', '147.50'], ['SENIOR', '106.20']]);
    });

    it('asks for passengers when the rates are per person', async () => {
      expect(await checkOne(shr())).toMatchObject({ found: false, noRate: { problem: 'PASSENGERS_NEEDED', service: 'Rates Test Tour (Shared)', passengerType: null } });
    });

    it('prefers the customer\'s own rate, never a disabled one', async () => {
      const own = await create({ idProductInstance: inst['RTS-TOUR.SHR'], idEntity: entity.andes,
        pricing: { purchaseUnitPrice: '100', purchaseTaxPercentage: '18', profitPercentage: '10', sellingTaxPercentage: '18' } });
      const party = { passengers: [pax('ADULT', 1), pax('CHILD', 1)] };
      const andes = await checkOne({ ...shr(), ...party, idEntity: entity.andes });
      expect(andes.lines.map((l) => [l.rate.code, l.sellingUnitPrice])).toEqual([[own.code, '129.80'], [expect.any(String), '103.25']]);
      expect(andes.sellingTotal).toBe('233.05');
      const inca = await checkOne({ ...shr(), ...party, idEntity: entity.inca });
      expect(inca.lines.map((l) => l.sellingUnitPrice)).toEqual(['147.50', '103.25']);
      const anyone = await checkOne({ ...shr(), ...party });
      expect(anyone.sellingTotal).toBe('250.75');
      ok(await enable(own.idRateInstance, false));
      expect((await checkOne({ ...shr(), ...party, idEntity: entity.andes })).sellingTotal).toBe('250.75');
      ok(await enable(own.idRateInstance, true));
      expect((await checkOne({ ...shr(), ...party, idEntity: entity.andes })).sellingTotal).toBe('233.05');
    });

    it('finds a rate on the first and last day of each range, not the day outside', async () => {
      const r = await create({ idProductInstance: inst['RTS-TOUR.PRV'], subfeatureIds: [],
        serviceFrom: '2031-04-01', serviceTo: '2031-04-30', purchaseFrom: '2031-01-01', purchaseTo: '2031-03-31' });
      const at = async (serviceDate: string, purchaseDate: string) =>
        checkOne({ idProductInstance: inst['RTS-TOUR.PRV'], serviceDate, purchaseDate, passengers: [pax('ADULT', 1)] });
      for (const [service, purchase] of [['2031-04-01', '2031-01-01'], ['2031-04-30', '2031-03-31'], ['2031-04-15', '2031-02-15']]) {
        const q = await at(service, purchase);
        expect(q.found, `${service} / ${purchase}`).toBe(true);
        expect(q.lines[0].rate.code).toBe(r.code);
      }
      for (const [service, purchase] of [['2031-03-31', '2031-02-01'], ['2031-05-01', '2031-02-01'], ['2031-04-15', '2030-12-31'], ['2031-04-15', '2031-04-01']]) {
        const q = await at(service, purchase);
        expect(q, `${service} / ${purchase}`).toMatchObject({ found: false,
          noRate: { problem: 'NO_RATE', service: 'Rates Test Tour (Private)', serviceDate: service, purchaseDate: purchase } });
      }
    });

    it('buys today when no purchase date is given', async () => {
      const question = { idProductInstance: inst['RTS-TOUR.PRV'], serviceDate: '2031-04-10', passengers: [pax('ADULT', 1)] };
      setTodayForTests('2031-03-31');
      expect((await checkOne(question)).found).toBe(true);
      setTodayForTests('2031-04-01');
      expect((await checkOne(question)).found).toBe(false);
    });

    it('prices per night as units x nights and per unit as units', async () => {
      const hotel = await create({ idProductInstance: inst['RTS-HOTEL.DBL-BB'], idPriceType: v('PRICE_TYPE', 'PER_NIGHT'),
        subfeatureIds: [dim['SEASON.LOW'], dim['OCC.DBL']], pricing: { purchaseUnitPrice: '80', profitAmount: '20', sellingTaxPercentage: '18' } });
      const night = await checkOne({ idProductInstance: inst['RTS-HOTEL.DBL-BB'], serviceDate: '2031-01-10', purchaseDate: '2031-01-01', units: 2, nights: 3 });
      expect(night).toMatchObject({ found: true, sellingTotal: '708.00', purchaseTotal: '480.00' });
      expect(night.lines).toEqual([{ rate: { idRateInstance: hotel.idRateInstance, code: hotel.code }, passengerType: null, quantity: 6,
        sellingUnitPrice: '118.00', sellingTotal: '708.00', purchaseTotal: '480.00' }]);
      await create({ idProductInstance: inst['RTS-TRF.VAN'], idPriceType: v('PRICE_TYPE', 'PER_UNIT'), subfeatureIds: [dim['SEASON.LOW']],
        pricing: { purchaseUnitPrice: '30', purchaseTaxPercentage: '18', profitAmount: '12', sellingTaxPercentage: '18' } });
      const unit = await checkOne({ idProductInstance: inst['RTS-TRF.VAN'], serviceDate: '2031-01-10', purchaseDate: '2031-01-01', units: 3, nights: 5,
        passengers: [pax('ADULT', 7)] });
      expect(unit).toMatchObject({ found: true, sellingTotal: '148.68', purchaseTotal: '106.20' });
      expect(unit.lines.map((l) => [l.quantity, l.sellingUnitPrice, l.passengerType])).toEqual([[3, '49.56', null]]);
    });

    it('answers every active instance of a product, in order', async () => {
      const quotes = await check({ idProduct: product['RTS-TOUR'], serviceDate: '2031-02-10', purchaseDate: '2031-01-05', passengers: [pax('ADULT', 1)] });
      expect(quotes.map((q) => [q.instance.code, q.found])).toEqual([['SHR', true], ['PRV', false]]);
      // Asked by instance, a disabled one says so.
      expect(await checkOne({ idProductInstance: inst['RTS-TOUR.OLD'], serviceDate: '2031-02-10', passengers: [pax('ADULT', 1)] }))
        .toMatchObject({ found: false, noRate: { problem: 'DISABLED', service: 'Rates Test Tour (Old)' } });
    });

    it('checks the question and keeps to the OU', async () => {
      expectValidation(await admin.gql(CHECK, { input: {} }), { idProduct: CHOOSE_PRODUCT, serviceDate: REQUIRED });
      expectValidation(await admin.gql(CHECK, { input: { ...shr(), passengers: [pax('ADULT', 1), { count: 0 }] } }), {
        'passengers.1.idPassengerType': REQUIRED, 'passengers.1.count': 'Must be a whole number from 1 to 1000',
      });
      expectValidation(await admin.gql(CHECK, { input: { ...shr(), passengers: [pax('ADULT', 1), { idPassengerType: v('CURRENCY', 'USD'), count: 1 }] } }),
        { 'passengers.1.idPassengerType': INVALID_CHOICE });
      expectValidation(await admin.gql(CHECK, { input: { ...shr(), idEntity: entity.cuscoOnly, units: 0 } }), { units: 'Must be a whole number from 1 to 1000' });
      expectValidation(await admin.gql(CHECK, { input: { ...shr(), idEntity: entity.cuscoOnly } }), { idEntity: INVALID_CHOICE });
      expectValidation(await cusco.gql(CHECK, { input: shr() }), { idProductInstance: INVALID_CHOICE });
      expectValidation(await cusco.gql(CHECK, { input: { idProduct: product['RTS-TOUR'], serviceDate: '2031-02-10' } }), { idProduct: INVALID_CHOICE });
      // A Cusco question about its own instance finds none of Lima's rates.
      expect((await check({ idProductInstance: inst['RTS-CUZ.STD'], serviceDate: '2031-02-10', passengers: [pax('ADULT', 1)] }, cusco))[0].found).toBe(false);
    });
  });

  describe('searchRates', () => {
    const search = async (input: Record<string, unknown>, who = admin) =>
      ok(await who.gql<{ searchRates: { count: number; data: {
        code: string; enabled: boolean; idEntity: string | null; serviceFrom: string; productInstance: { product: { name: string } };
      }[] } }>(SEARCH, { input: { take: 100, ...input } })).searchRates;

    it('filters by instance, product, customer, state and service date', async () => {
      const [{ count: shr }] = await server.db.query<{ count: number }>(
        'select count(*)::int as count from rate_instance where id_product_instance = $1', [inst['RTS-TOUR.SHR']],
      );
      expect((await search({ idProductInstance: inst['RTS-TOUR.SHR'] })).count).toBe(shr);
      expect((await search({ idProduct: product['RTS-TOUR'] })).count).toBe(shr + 1);
      const own = await search({ idEntity: entity.andes });
      expect(own.count).toBeGreaterThanOrEqual(2);
      expect(own.data.every((r) => r.idEntity === entity.andes)).toBe(true);
      const disabled = await search({ enabled: false, idProduct: product['RTS-OVL'] });
      expect(disabled.data.map((r) => r.enabled)).toEqual(disabled.data.map(() => false));
      expect(disabled.count).toBeGreaterThan(0);
      const april = await search({ idProduct: product['RTS-TOUR'], serviceDate: '2031-04-30' });
      expect(april.count).toBe(1);
      expect((await search({ idProduct: product['RTS-TOUR'], serviceDate: '2031-05-01' })).count).toBe(0);
    });

    it('searches by rate code or product name, pages and sorts', async () => {
      const byName = await search({ text: 'test hotel' });
      expect(byName.count).toBe(1);
      const [first] = (await search({ idProduct: product['RTS-TOUR'], sortBy: 'code' })).data;
      const byCode = await search({ text: first.code.toLowerCase() });
      expect(byCode.data.map((r) => r.code)).toEqual([first.code]);
      // The number alone names the rate too (and whatever product has it in its name).
      expect((await search({ text: String(Number(first.code.slice(3))) })).data.map((r) => r.code)).toContain(first.code);
      const byProduct = await search({ text: 'rates test', sortBy: 'product', sortDirection: 'DESC' });
      const names = byProduct.data.map((r) => r.productInstance.product.name);
      expect(names).toEqual([...names].sort().reverse());
      expect(new Set(names).size).toBeGreaterThan(2);
      const all = await search({ idProduct: product['RTS-OVL'], sortBy: 'serviceFrom', sortDirection: 'DESC' });
      const dates = all.data.map((r) => r.serviceFrom);
      expect(dates).toEqual([...dates].sort().reverse());
      const page = await search({ idProduct: product['RTS-OVL'], sortBy: 'code', skip: 2, take: 2 });
      expect(page.count).toBe(all.count);
      expect(page.data).toHaveLength(2);
      expectValidation(await admin.gql(SEARCH, { input: { idProduct: 'nope' } }), { idProduct: INVALID_CHOICE });
    });

    it('shows another OU none of them', async () => {
      // Cusco has demo rates of its own, none of this test's.
      expect((await search({ text: 'rates test' }, cusco)).count).toBe(0);
      expect((await search({ idProduct: product['RTS-TOUR'] }, cusco)).count).toBe(0);
    });
  });

  describe('products with rates', () => {
    it('are disabled, not deleted', async () => {
      const { deleteOrDisableProduct } = ok(await admin.gql<{ deleteOrDisableProduct: { outcome: string; product: { idStatus: string } } }>(
        DELETE_PRODUCT, { id: product['RTS-TRF'] },
      ));
      expect(deleteOrDisableProduct).toEqual({ outcome: 'DISABLED', product: { idStatus: 'INACTIVE' } });
      expect(await checkOne({ idProductInstance: inst['RTS-TRF.VAN'], serviceDate: '2031-01-10', purchaseDate: '2031-01-01' }))
        .toMatchObject({ found: false, noRate: { problem: 'DISABLED', service: 'Rates Test Transfer (Van)' } });
    });
  });
});
