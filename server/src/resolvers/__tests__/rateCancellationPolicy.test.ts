import { beforeAll, describe, expect, it } from 'vitest';
import { DAYS_BEFORE_RANGE, DUPLICATE_DAYS, TOO_MANY_TIERS } from '../../domain/cancellation.ts';
import { NEGATIVE, PERCENTAGE_OVER_100, TOO_MANY_DECIMALS } from '../../domain/pricing.ts';
import { expectTablesUnchanged, expectValidation, ok } from '../../testing/adminFixtures.ts';
import { createFixtureProduct, ouId } from '../../testing/productFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const REQUIRED = 'This field is required';
const RATE = 'idRateInstance cancellationPolicy { daysBefore feePercentage }';
const CREATE = `mutation ($data: RateInput!) { createRate(data: $data) { ${RATE} } }`;
const UPDATE = `mutation ($data: RateInput!) { updateRate(data: $data) { ${RATE} } }`;
const GET = `query ($id: ID!) { getRateById(id: $id) { ${RATE} } }`;

interface Rate { idRateInstance: string; cancellationPolicy: { daysBefore: number; feePercentage: string }[] }

describe.each(dbKinds)('rate cancellation policy (%s)', (kind) => {
  const { server, users: [admin], v } = suiteServer(kind, { users: ['ADMIN'], catalog: true });
  let instance: string;
  let serviceYear = 2040;

  beforeAll(async () => {
    const product = await createFixtureProduct(server.db, await ouId(server.db, 'LIM'), {
      code: 'CXL-POLICY', name: 'Cancellation Policy Tour', type: 'TOUR', unit: 'PAX', instances: [{ code: 'STD', name: 'Standard' }],
    });
    instance = product.instances[0].idProductInstance;
  });

  // Each rate covers its own year so two never overlap.
  const data = (extra: Record<string, unknown> = {}) => {
    serviceYear += 1;
    return {
      idProductInstance: instance, idCurrency: v('CURRENCY', 'USD'), idPriceType: v('PRICE_TYPE', 'PER_UNIT'),
      serviceFrom: `${serviceYear}-01-01`, serviceTo: `${serviceYear}-12-31`, purchaseFrom: '2030-01-01', purchaseTo: '2030-12-31',
      subfeatureIds: [], pricing: { purchaseUnitPrice: '50', purchaseTaxPercentage: '0', profitPercentage: '20', sellingTaxPercentage: '18' },
      ...extra,
    };
  };
  const create = async (extra: Record<string, unknown>) => ok(await admin.gql<{ createRate: Rate }>(CREATE, { data: data(extra) })).createRate;

  it('saves the tiers with the rate and answers them by days, ascending', async () => {
    const rate = await create({ cancellationPolicy: [
      { daysBefore: 1, feePercentage: '100' }, { daysBefore: 30, feePercentage: '0' }, { daysBefore: 7, feePercentage: '50.5' },
    ] });
    expect(rate.cancellationPolicy).toEqual([
      { daysBefore: 1, feePercentage: '100.00' }, { daysBefore: 7, feePercentage: '50.50' }, { daysBefore: 30, feePercentage: '0.00' },
    ]);
    const read = ok(await admin.gql<{ getRateById: Rate }>(GET, { id: rate.idRateInstance })).getRateById;
    expect(read.cancellationPolicy).toEqual(rate.cancellationPolicy);
  });

  it('keeps the policy on an update that omits it, replaces it when given, and empties it with []', async () => {
    const rate = await create({ cancellationPolicy: [{ daysBefore: 3, feePercentage: '40' }] });
    const { serviceFrom, serviceTo } = data();
    const again = { ...data(), serviceFrom, serviceTo, idRateInstance: rate.idRateInstance };
    const kept = ok(await admin.gql<{ updateRate: Rate }>(UPDATE, { data: again })).updateRate;
    expect(kept.cancellationPolicy).toEqual([{ daysBefore: 3, feePercentage: '40.00' }]);
    const replaced = ok(await admin.gql<{ updateRate: Rate }>(UPDATE, {
      data: { ...again, cancellationPolicy: [{ daysBefore: 0, feePercentage: '100' }] },
    })).updateRate;
    expect(replaced.cancellationPolicy).toEqual([{ daysBefore: 0, feePercentage: '100.00' }]);
    const emptied = ok(await admin.gql<{ updateRate: Rate }>(UPDATE, { data: { ...again, cancellationPolicy: [] } })).updateRate;
    expect(emptied.cancellationPolicy).toEqual([]);
  });

  it('refuses bad tiers field by field and writes nothing', async () => {
    const rate = await create({ cancellationPolicy: [{ daysBefore: 5, feePercentage: '10' }] });
    const tables = ['rate_instance', 'rate_cancellation_tier'];
    await expectTablesUnchanged(server, tables, async () => {
      // (A fee that is not a number never gets here: the Decimal scalar refuses it.)
      expectValidation(await admin.gql(CREATE, { data: data({ cancellationPolicy: [
        { daysBefore: -1, feePercentage: '10' },
        { daysBefore: 366, feePercentage: '10' },
        { daysBefore: 1, feePercentage: '0' },
        { daysBefore: 2, feePercentage: '100.01' },
        { daysBefore: 3, feePercentage: '-1' },
        { daysBefore: 4, feePercentage: '1.005' },
        { daysBefore: 5, feePercentage: '10' },
        { daysBefore: 5, feePercentage: '20' },
        { feePercentage: '10' },
        { daysBefore: 9 },
      ] }) }), {
        'cancellationPolicy.0.daysBefore': DAYS_BEFORE_RANGE,
        'cancellationPolicy.1.daysBefore': DAYS_BEFORE_RANGE,
        'cancellationPolicy.3.feePercentage': PERCENTAGE_OVER_100,
        'cancellationPolicy.4.feePercentage': NEGATIVE,
        'cancellationPolicy.5.feePercentage': TOO_MANY_DECIMALS,
        'cancellationPolicy.7.daysBefore': DUPLICATE_DAYS,
        'cancellationPolicy.8.daysBefore': REQUIRED,
        'cancellationPolicy.9.feePercentage': REQUIRED,
      });
      const eleven = Array.from({ length: 11 }, (_, i) => ({ daysBefore: i, feePercentage: '10' }));
      expectValidation(await admin.gql(CREATE, { data: data({ cancellationPolicy: eleven }) }), { cancellationPolicy: TOO_MANY_TIERS });
      // An update with a bad policy leaves the rate and its old tiers as they were.
      const { serviceFrom, serviceTo } = data();
      expectValidation(await admin.gql(UPDATE, { data: {
        ...data(), serviceFrom, serviceTo, idRateInstance: rate.idRateInstance,
        cancellationPolicy: [{ daysBefore: 1, feePercentage: '10' }, { daysBefore: 1, feePercentage: '20' }],
      } }), { 'cancellationPolicy.1.daysBefore': DUPLICATE_DAYS });
    });
  });
});
