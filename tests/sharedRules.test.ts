import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rucCheckDigit } from '../rules/identityDocument';
import type { PathErrors } from '../src/app/forms/validation';
import { ruleErrors } from '../src/app/forms/ruleErrors';
import type { FieldWords } from '../src/app/forms/serverFieldWords';
import { entityFieldWords, validateEntity, type EntityFormValues } from '../src/features/entities/validation';
import {
  generalParameterWords, validateGeneralParameter, type GeneralParameterFormValues, type ValueRow,
} from '../src/features/general-parameters/validation';
import { rateWords, toRateInput, validateRate, type RateFormValues, type RatePricingValues } from '../src/features/rates/validation';
import {
  commonInput, rateCatalogWords, validateRateFeature, validateRateSubfeature, type RateFeatureFormValues, type RateSubfeatureFormValues,
} from '../src/features/rates/catalog/validation';
import { newTier } from '../src/features/rates/cancellationPolicy';
import { catalogValueIds, fieldErrorsOf, signIn, type SignedIn } from '../server/src/testing/adminFixtures';
import { createTestServer, type TestServer } from '../server/src/testing/testServer';

/*
 * The screen refuses what the server refuses (issue 19 item 4): for each area's rules (rules/<area>.ts) a set of bad
 * inputs goes to the form's validator and to the server's mutation, and both name the same fields with the same
 * codes (the form's problems are compared with the words the form gives the server's codes).
 */

type ServerField = { path: string; code: string; params: Record<string, string | number> };

/** The server's refusal as the form would show it: its fields, in the form's words for each code. */
function serverAsForm(fields: ServerField[] | undefined, words?: FieldWords): PathErrors {
  const problems = (fields ?? []).map((f) => ({ ...f, path: f.path.replace(/^(data|input)\./, '') })) as Parameters<typeof ruleErrors>[0];
  return ruleErrors(problems, words);
}

let server: TestServer;
let admin: SignedIn;
let v: (catalog: string, code: string) => string;
let country: (code: string) => string;
let codeById: Map<string, string>;

beforeAll(async () => {
  server = await createTestServer('pglite');
  admin = await signIn(server, 'ADMIN');
  v = await catalogValueIds(server);
  const values = await server.db.query<{ code: string; id: string }>('select code, id_general_parameter_value as id from general_parameter_value');
  codeById = new Map(values.map((r) => [r.id, r.code]));
  const countries = await server.db.query<{ code: string; id: string }>('select code, id_country as id from country');
  country = (code) => countries.find((c) => c.code === code)!.id;
}, 300_000);
afterAll(() => server?.close());

describe('entities: the form refuses what the server refuses (rules/entity.ts)', () => {
  /** A valid RUC no demo entity holds, so only the input's own problems answer. */
  const FREE_RUC = `2079999999${rucCheckDigit('2079999999')}`;
  const CREATE = 'mutation ($data: CreateEntityInput!) { createEntity(data: $data) { idEntity } }';
  const form = (changes: Partial<EntityFormValues> = {}): EntityFormValues => ({
    idEntityType: v('ENTITY_TYPE', 'COMPANY'), idEntityRole: v('ENTITY_ROLE', 'CUSTOMER'), name: 'Qosqo Travel S.A.C.',
    commercialName: 'Qosqo Travel', idMarket: v('MARKET', 'DOMESTIC'), idChannel: v('CHANNEL', 'AGENCY'),
    idSector: v('SECTOR', 'TOURISM'), idBusinessType: v('BUSINESS_TYPE', 'TRAVEL_AGENCY'), deferredDocs: false,
    idIdentityDocumentType: v('IDENTITY_DOCUMENT_TYPE', 'RUC'), identityDocumentNumber: FREE_RUC, idNationality: null,
    addresses: [{ key: 'a', idAddressType: v('ADDRESS_TYPE', 'FISCAL'), address: 'Av. El Sol 123', state: '', city: 'Cusco', idCountry: country('PER'), postalCode: '' }],
    contacts: [{ key: 'c', idContactType: v('CONTACT_TYPE', 'EMAIL'), idContactPurpose: null, value: 'reservas@example.pe' }],
    checkingAccount: '1212', paidoutCheckingAccount: '4212', ...changes,
  });
  const input = (f: EntityFormValues) => ({
    idEntityType: f.idEntityType ?? '', idEntityRole: f.idEntityRole ?? '', name: f.name, commercialName: f.commercialName,
    idMarket: f.idMarket ?? '', idChannel: f.idChannel ?? '', idSector: f.idSector ?? '', idBusinessType: f.idBusinessType ?? '',
    deferredDocs: f.deferredDocs, idIdentityDocumentType: f.idIdentityDocumentType ?? '', identityDocumentNumber: f.identityDocumentNumber,
    addresses: f.addresses.map(({ key, ...a }) => ({ ...a, idAddressType: a.idAddressType ?? '', idCountry: a.idCountry ?? '' })),
    contacts: f.contacts.map(({ key, ...c }) => ({ ...c, idContactType: c.idContactType ?? '' })),
    entityInfo: { checkingAccount: f.checkingAccount, paidoutCheckingAccount: f.paidoutCheckingAccount },
  });

  const BAD: [string, () => Partial<EntityFormValues>][] = [
    ['blank required fields', () => ({ name: ' ', commercialName: '', idMarket: null, identityDocumentNumber: '', checkingAccount: '' })],
    ['too long texts and account', () => ({ name: 'n'.repeat(201), commercialName: 'c'.repeat(201), paidoutCheckingAccount: '4'.repeat(16) })],
    ['document characters', () => ({ identityDocumentNumber: '2051*1' })],
    ['RUC check digit', () => ({ identityDocumentNumber: '20512345672' })],
    ['DNI format', () => ({ idIdentityDocumentType: v('IDENTITY_DOCUMENT_TYPE', 'DNI'), identityDocumentNumber: '1234567' })],
    ['no address, no contact', () => ({ addresses: [], contacts: [] })],
    ['incomplete rows and bad contact values', () => ({
      addresses: [{ key: 'a', idAddressType: null, address: ' ', state: 's'.repeat(101), city: '', idCountry: country('PER'), postalCode: 'p'.repeat(21) }],
      contacts: [
        { key: '1', idContactType: v('CONTACT_TYPE', 'EMAIL'), idContactPurpose: null, value: 'not-an-email' },
        { key: '2', idContactType: v('CONTACT_TYPE', 'PHONE'), idContactPurpose: null, value: 'call me' },
        { key: '3', idContactType: null, idContactPurpose: null, value: 'v'.repeat(201) },
      ],
    })],
    ['too many addresses', () => ({ addresses: Array.from({ length: 21 }, (_, i) => ({ ...form().addresses[0], key: `a${i}` })) })],
  ];

  it.each(BAD)('%s', async (_, changes) => {
    const values = form(changes());
    const response = await admin.gql(CREATE, { data: input(values) });
    const server = serverAsForm(fieldErrorsOf(response) as ServerField[], entityFieldWords);
    expect(Object.keys(server).length).toBeGreaterThan(0);
    expect(validateEntity(values, (id) => codeById.get(id))).toEqual(server);
  });
});

describe('general parameters: the form refuses what the server refuses (rules/generalParameter.ts)', () => {
  const CREATE = 'mutation ($data: CreateGeneralParameterInput!) { createGeneralParameter(data: $data) { idGeneralParameter } }';
  const row = (code: string, changes: Partial<ValueRow> = {}): ValueRow => ({
    key: code, name: `Value ${code}`, nameEs: '', shortName: code, code, value: '', ...changes,
  });
  const form = (changes: Partial<GeneralParameterFormValues> = {}): GeneralParameterFormValues => ({
    name: 'Shared rules parameter', shortName: 'Shared rules', code: '', idParent: null, values: [row('AAA'), row('BBB')], ...changes,
  });
  const input = ({ values, ...f }: GeneralParameterFormValues) => ({
    ...f, values: values.map(({ key, ...value }) => value),
  });

  const BAD: [string, Partial<GeneralParameterFormValues>][] = [
    ['blank names', { name: '', shortName: '  ' }],
    ['too long texts', { name: 'n'.repeat(121), shortName: 's'.repeat(61), code: 'c'.repeat(31) }],
    ['a code with spaces', { code: 'MY CODE' }],
    ['bad value codes', { values: [row('AB'), row('C D'), row('AAA'), row('aaa'), row('', { name: '' })] }],
    ['too long value texts', { values: [row('AAA', { name: 'n'.repeat(121), nameEs: 'e'.repeat(121), shortName: 's'.repeat(61), value: 'v'.repeat(201) })] }],
  ];

  it.each(BAD)('%s', async (_, changes) => {
    const values = form(changes);
    const response = await admin.gql(CREATE, { data: input(values) });
    const server = serverAsForm(fieldErrorsOf(response) as ServerField[], generalParameterWords);
    expect(Object.keys(server).length).toBeGreaterThan(0);
    expect(validateGeneralParameter(values)).toEqual(server);
  });
});

describe('rates: the form refuses what the server refuses (rules/rate.ts)', () => {
  const CREATE = 'mutation ($data: RateInput!) { createRate(data: $data) { idRateInstance } }';
  /** A rate of the admin's OU, for an instance, currency and price type the server knows. */
  let known: { idProductInstance: string; idCurrency: string; idPriceType: string };
  beforeAll(async () => {
    const response = await admin.gql<{ searchRates: { data: (typeof known)[] } }>(
      'query { searchRates(input: { take: 1 }) { data { idProductInstance idCurrency idPriceType } } }',
    );
    [known] = response.data!.searchRates.data;
  });
  const pricing = (changes: Partial<RatePricingValues> = {}): RatePricingValues => ({
    purchaseUnitPrice: '100.00', purchaseTaxPercentage: '18.00', profitMode: 'percentage', profitPercentage: '20.00',
    profitAmount: '', sellingTaxPercentage: '18.00', ...changes,
  });
  const form = (changes: Partial<RateFormValues> = {}): RateFormValues => ({
    idProduct: null, idProductType: null, ...known, idEntity: null,
    service: { start: '2041-01-01', end: '2041-06-30' }, purchase: { start: '2040-10-01', end: '2041-06-30' }, enabled: true,
    subfeatures: {}, pricing: pricing(), cancellationPolicy: [], ...changes,
  });

  const BAD: [string, () => Partial<RateFormValues>][] = [
    ['blank required fields', () => ({
      idProductInstance: null, idCurrency: null, idPriceType: null, service: null, purchase: null,
      pricing: pricing({ purchaseUnitPrice: '', sellingTaxPercentage: '' }),
    })],
    ['no profit in amount mode', () => ({ pricing: pricing({ profitMode: 'amount', profitAmount: '' }) })],
    ['ranges backwards or too long', () => ({
      service: { start: '2041-06-30', end: '2041-01-01' }, purchase: { start: '2040-01-01', end: '2042-01-02' },
    })],
    // Texts that are no number at all ("12.") the Decimal scalar refuses before any rule; the form says "Enter a number".
    ['negative, 3 decimals, a selling tax of 0 (SPEC 5)', () => ({
      pricing: pricing({ purchaseUnitPrice: '-1', purchaseTaxPercentage: '18.005', profitPercentage: '10.555', sellingTaxPercentage: '0.00' }),
    })],
    ['amounts and percentages over their limits', () => ({
      pricing: pricing({ purchaseUnitPrice: '100000000.00', purchaseTaxPercentage: '100.01', profitPercentage: '1000.01', sellingTaxPercentage: '101' }),
    })],
    ['a profit amount over its limit', () => ({ pricing: pricing({ profitMode: 'amount', profitAmount: '1000000000.00' }) })],
    ['bad cancellation tiers', () => ({
      cancellationPolicy: [newTier(null, '10'), newTier(366, '10'), newTier(5, ''), newTier(6, '100.01'), newTier(6, '1.005'), newTier(7, '-5')],
    })],
    ['too many cancellation tiers', () => ({ cancellationPolicy: Array.from({ length: 11 }, (_, i) => newTier(i, '10')) })],
  ];

  it.each(BAD)('%s', async (_, changes) => {
    const values = form(changes());
    const response = await admin.gql(CREATE, { data: toRateInput(values) });
    const server = serverAsForm(fieldErrorsOf(response) as ServerField[], rateWords);
    expect(Object.keys(server).length).toBeGreaterThan(0);
    expect(validateRate(values)).toEqual(server);
  });
});

describe('rate features and subfeatures: the forms refuse what the server refuses (rules/rate.ts)', () => {
  const CREATE_FEATURE = 'mutation ($data: RateFeatureInput!) { createRateFeature(data: $data) { idRateFeature } }';
  const CREATE_SUB = 'mutation ($data: RateSubfeatureInput!) { createRateSubfeature(data: $data) { idRateSubfeature } }';
  let passengerDimension: string;
  beforeAll(async () => {
    const response = await admin.gql<{ searchRateFeatures: { data: { idRateFeature: string; typeFeature: { code: string } }[] } }>(
      'query { searchRateFeatures(input: { take: 100 }) { data { idRateFeature typeFeature { code } } } }',
    );
    passengerDimension = response.data!.searchRateFeatures.data.find((f) => f.typeFeature.code === 'PASSENGER')!.idRateFeature;
  });
  const feature = (changes: Partial<RateFeatureFormValues> = {}): RateFeatureFormValues => ({
    code: 'SHARED-RULES', name: 'Shared rules', shortName: 'Shared', order: 1, idTypeFeature: v('RATE_FEATURE_TYPE', 'OTHER'),
    idTypeCategoryProduct: null, ...changes,
  });
  const BAD: [string, Partial<RateFeatureFormValues>][] = [
    ['blank texts and type', { code: ' ', name: '', shortName: '  ', idTypeFeature: null }],
    ['too long texts, a code with spaces', { code: 'A B', name: 'n'.repeat(121), shortName: 's'.repeat(61) }],
    ['a too long code and an order out of range', { code: 'C'.repeat(31), order: 10000 }],
  ];

  it.each(BAD)('feature: %s', async (_, changes) => {
    const values = feature(changes);
    const response = await admin.gql(CREATE_FEATURE, { data: { ...commonInput(values), order: values.order, idTypeFeature: values.idTypeFeature ?? '' } });
    const server = serverAsForm(fieldErrorsOf(response) as ServerField[], rateCatalogWords('feature'));
    expect(Object.keys(server).length).toBeGreaterThan(0);
    expect(validateRateFeature(values)).toEqual(server);
  });

  it.each([...BAD, ['a passenger value without its passenger type', {}] as const])('subfeature: %s', async (_, changes) => {
    const { idTypeFeature, ...common } = feature(changes);
    const values: RateSubfeatureFormValues = {
      ...common, idTypeSubfeature: idTypeFeature === null ? null : passengerDimension, idTypeSubfeatureItem: null,
    };
    const response = await admin.gql(CREATE_SUB, {
      data: { ...commonInput(values), order: values.order, idTypeSubfeature: values.idTypeSubfeature ?? '', idTypeSubfeatureItem: null },
    });
    const server = serverAsForm(fieldErrorsOf(response) as ServerField[], rateCatalogWords('subfeature'));
    expect(Object.keys(server).length).toBeGreaterThan(0);
    // The form knows the dimension it chose is a passenger one; with none chosen there is no dimension to ask about.
    expect(validateRateSubfeature(values, values.idTypeSubfeature !== null)).toEqual(server);
  });
});

describe('no form keeps its own copy of a shared rule', () => {
  /** The forms whose checks are the shared rules' (the others still write their own, issue 19 item 4 goes on). */
  const SHARED = [
    'src/features/entities/validation.ts', 'src/features/general-parameters/validation.ts',
    'src/features/rates/validation.ts', 'src/features/rates/cancellationPolicy.ts', 'src/features/rates/catalog/validation.ts',
  ];
  /** The regular expressions rules/ declares, as written there. */
  const ruleSources = readdirSync('rules').filter((f) => f.endsWith('.ts'))
    .flatMap((f) => readFileSync(join('rules', f), 'utf8').match(/\/\^[^\n]*?\$\//g) ?? []);

  it.each(SHARED)('%s', (path) => {
    const source = readFileSync(path, 'utf8');
    for (const pattern of ruleSources) expect(source, pattern).not.toContain(pattern);
    // Limits are the rules' own: no `max: 120` or `.length > 200` written into a form's checks.
    expect(source).not.toMatch(/\bmax:\s*\d+|\.length\s*[<>]=?\s*\d{2,}/);
  });
});
