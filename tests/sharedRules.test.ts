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
import {
  exchangeRateWords, validateExchangeRate, type ExchangeRateFormValues,
} from '../src/features/cashier/exchange-rates/validation';
import { validateSalePeriod, validateTransaction, type SalePeriodValues, type TransactionValues } from '../src/features/products/inventoryValidation';
import {
  productInput, productWords, validateProduct, type InstanceRow, type ProductFormValues,
} from '../src/features/products/validation';
import {
  packageWords, toPackageInput, validatePackage, type PackageFormValues, type PackageItemRow,
} from '../src/features/products/packages/validation';
import {
  catalogWords, toFeatureInput, validateCategory, validateFeature, type CategoryFormValues, type FeatureFormValues,
} from '../src/features/products/catalog/validation';
import {
  permissionWords, takenWords, validateOu, validatePermission, validateRole, validateUser,
  type OuFormValues, type PermissionFormValues, type RoleFormValues, type UserFormValues,
} from '../src/features/users/validation';
import { rateWords, toRateInput, validateRate, type RateFormValues, type RatePricingValues } from '../src/features/rates/validation';
import {
  commonInput, rateCatalogWords, validateRateFeature, validateRateSubfeature, type RateFeatureFormValues, type RateSubfeatureFormValues,
} from '../src/features/rates/catalog/validation';
import { newTier } from '../src/features/rates/cancellationPolicy';
import { validateCard, type CardDraft } from '../src/features/cashier/transactions/cardValidation';
import { validateDeposit, type DepositDraft } from '../src/features/cashier/transactions/depositValidation';
import { passwordTooShort, validateEmail } from '../src/features/auth/validation';
import { passwordProblem } from '../server/src/auth/passwords';
import { isNormalizedEmail, normalizeEmail } from '../server/src/auth/email';
import { readCard } from '../server/src/domain/cardGateway';
import { setTodayForTests } from '../server/src/domain/calendar';
import { readDeposit } from '../server/src/domain/deposits';
import { FieldErrors } from '../server/src/graphql/validation';
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

describe('exchange rates: the form refuses what the server refuses (rules/exchangeRate.ts)', () => {
  const CREATE = 'mutation ($data: ExchangeRateInput!) { createExchangeRate(data: $data) { idExchangeRate } }';
  const form = (changes: Partial<ExchangeRateFormValues> = {}): ExchangeRateFormValues => ({
    rateDate: '2026-11-23', idCurrencyFrom: v('CURRENCY', 'USD'), idCurrencyTo: v('CURRENCY', 'PEN'),
    buyRate: '3.71', sellRate: '3.74', ...changes,
  });

  const BAD: [string, () => Partial<ExchangeRateFormValues>][] = [
    ['blank fields', () => ({ rateDate: null, idCurrencyFrom: null, idCurrencyTo: null, buyRate: ' ', sellRate: '' })],
    ['the same currency on both sides', () => ({ idCurrencyTo: v('CURRENCY', 'USD') })],
    ['rates that are no number or not above 0', () => ({ buyRate: '3,71', sellRate: '-1' })],
    ['too many places, too large', () => ({ buyRate: '3.7100001', sellRate: '100000000' })],
    ['a sell rate below the buy rate, by a millionth', () => ({ buyRate: '3.710001', sellRate: '3.71' })],
  ];

  it.each(BAD)('%s', async (_, changes) => {
    const values = form(changes());
    const response = await admin.gql(CREATE, { data: values });
    const server = serverAsForm(fieldErrorsOf(response) as ServerField[], exchangeRateWords);
    expect(Object.keys(server).length).toBeGreaterThan(0);
    expect(validateExchangeRate(values)).toEqual(server);
  });
});

describe('products: the form refuses what the server refuses (rules/product.ts)', () => {
  let first: (catalog: string) => string;
  let supplier: string;
  /** The field rules answer before the instance is looked up: any id will do. */
  const instance = '00000000-0000-4000-8000-000000000000';
  beforeAll(async () => {
    const values = await server.db.query<{ catalog: string; id: string }>(
      `select g.code as catalog, v.id_general_parameter_value as id from general_parameter_value v
       join general_parameter g using (id_general_parameter) order by v.code`,
    );
    first = (catalog) => values.find((r) => r.catalog === catalog)!.id;
    [{ id: supplier }] = await server.db.query<{ id: string }>(`select id_entity as id from entity where commercial_name = 'MiraVan Transfers'`);
  });

  const row = (code: string, changes: Partial<InstanceRow> = {}): InstanceRow => ({
    key: code, code, name: `Instance ${code}`, shortName: code, idStatus: 'ACTIVE', itemIds: [], ...changes,
  });
  const product = (changes: Partial<ProductFormValues> = {}): ProductFormValues => ({
    code: 'SHARED-RULES', name: 'Shared rules tour', shortName: 'Shared rules', idProductType: first('PRODUCT_TYPE'),
    idProductUnit: first('PRODUCT_UNIT'), idSupplier: supplier, supplierLabel: '', hasInventory: false,
    taxInternationalCode: '', operationalCode: '', categoryIds: [], featureIds: [], subfeatureItemIds: [],
    identifications: [{ key: 'i', idIdentificationType: first('PRODUCT_IDENTIFICATION_TYPE'), value: 'SR-1' }],
    instances: [row('STD')], ...changes,
  });
  const BAD_PRODUCTS: [string, () => Partial<ProductFormValues>][] = [
    ['blank required fields', () => ({ code: ' ', name: '', shortName: '', idProductType: null, idProductUnit: null })],
    ['too long texts, a code with spaces', () => ({
      code: 'SHARED RULES', name: 'n'.repeat(121), shortName: 's'.repeat(61), taxInternationalCode: 't'.repeat(21), operationalCode: 'o'.repeat(31),
    })],
    ['bad identifications', () => ({ identifications: [
      { key: 'a', idIdentificationType: first('PRODUCT_IDENTIFICATION_TYPE'), value: 'sr-1' },
      { key: 'b', idIdentificationType: first('PRODUCT_IDENTIFICATION_TYPE'), value: 'SR-1 ' },
      { key: 'c', idIdentificationType: null, value: 'v'.repeat(61) },
    ] })],
    ['too many identifications', () => ({ identifications: Array.from({ length: 21 }, (_, i) => ({ key: `${i}`, idIdentificationType: first('PRODUCT_IDENTIFICATION_TYPE'), value: `SR-${i}` })) })],
    ['bad instances', () => ({ instances: [row('STD'), row('std'), row('A B'), row('', { name: '', shortName: 's'.repeat(61) })] })],
  ];

  it.each(BAD_PRODUCTS)('product: %s', async (_, changes) => {
    const values = product(changes());
    const response = await admin.gql('mutation ($data: ProductInput!) { createProduct(data: $data) { idProduct } }', { data: productInput(values) });
    const server = serverAsForm(fieldErrorsOf(response) as ServerField[], productWords);
    expect(Object.keys(server).length).toBeGreaterThan(0);
    expect(validateProduct(values)).toEqual(server);
  });

  const BAD_CATEGORIES: [string, CategoryFormValues][] = [
    ['blank category', { name: ' ', shortName: '', idCategoryType: null }],
    ['too long category', { name: 'n'.repeat(121), shortName: 's'.repeat(61), idCategoryType: null }],
  ];
  it.each(BAD_CATEGORIES)('%s', async (_, values) => {
    const response = await admin.gql('mutation ($data: ProductCategoryInput!) { createProductCategory(data: $data) { idProductCategory } }', { data: values });
    const server = serverAsForm(fieldErrorsOf(response) as ServerField[], catalogWords());
    expect(Object.keys(server).length).toBeGreaterThan(0);
    expect(validateCategory(values)).toEqual(server);
  });

  const item = (code: string, changes: Partial<FeatureFormValues['items'][number]> = {}) => ({
    key: code, code, name: `Item ${code}`, shortName: code, value: '', idItemType: first('FEATURE_ITEM_TYPE'), ...changes,
  });
  const BAD_FEATURES: [string, () => Partial<FeatureFormValues>][] = [
    ['blank feature', () => ({ code: '', name: ' ', shortName: '', idFeatureType: null })],
    ['bad items', () => ({ code: 'SR FEAT', items: [item('WIFI'), item('wifi'), item('A B'), item('', { name: '', value: 'v'.repeat(201), idItemType: null })] })],
  ];
  it.each(BAD_FEATURES)('%s', async (_, changes) => {
    const values: FeatureFormValues = {
      code: 'SR-FEAT', name: 'Shared rules feature', shortName: 'SR feature', idFeatureType: first('FEATURE_TYPE'), items: [item('POOL')], ...changes(),
    };
    const response = await admin.gql('mutation ($data: ProductFeatureInput!) { createProductFeature(data: $data) { idProductFeature } }', { data: toFeatureInput(values) });
    const server = serverAsForm(fieldErrorsOf(response) as ServerField[], catalogWords('feature'));
    expect(Object.keys(server).length).toBeGreaterThan(0);
    expect(validateFeature(values)).toEqual(server);
  });

  const BAD_TRANSACTIONS: [string, TransactionValues][] = [
    ['nothing chosen', { range: null, transactionType: null, quantity: null, note: '' }],
    ['end before start, a negative block', { range: { start: '2027-03-02', end: '2027-03-01' }, transactionType: 'BLOCK', quantity: -2, note: '' }],
    ['more than 2 years, too many units, long note', { range: { start: '2027-01-01', end: '2029-01-02' }, transactionType: 'ADD_CAPACITY', quantity: 100_001, note: 'n'.repeat(201) }],
    ['an adjustment of 0', { range: { start: '2027-01-01', end: '2027-01-01' }, transactionType: 'ADJUSTMENT', quantity: 0, note: '' }],
    ['a release of 0', { range: { start: '2027-01-01', end: '2027-01-01' }, transactionType: 'RELEASE', quantity: 0, note: '' }],
  ];
  it.each(BAD_TRANSACTIONS)('inventory transaction: %s', async (_, values) => {
    const { range, ...rest } = values;
    const data = { ...rest, idProductInstance: instance, dateFrom: range?.start ?? null, dateTo: range?.end ?? null };
    const response = await admin.gql('mutation ($data: InventoryTransactionInput!) { createInventoryTransaction(data: $data) { idProductInstance } }', { data });
    const server = serverAsForm(fieldErrorsOf(response) as ServerField[], productWords);
    expect(Object.keys(server).length).toBeGreaterThan(0);
    expect(validateTransaction(values)).toEqual(server);
  });

  const BAD_SALE_PERIODS: [string, SalePeriodValues][] = [
    ['nothing chosen', { range: null, saleStatus: null, releaseDays: null }],
    ['more than 2 years, release out of range', { range: { start: '2027-01-01', end: '2029-01-02' }, saleStatus: 'STOP_SALE', releaseDays: 366 }],
  ];
  it.each(BAD_SALE_PERIODS)('sale period: %s', async (_, { range, ...rest }) => {
    const data = { ...rest, idProductInstance: instance, dateFrom: range?.start ?? null, dateTo: range?.end ?? null };
    const response = await admin.gql('mutation ($data: InventorySalePeriodInput!) { setInventorySaleStatus(data: $data) { idInventorySalePeriod } }', { data });
    const server = serverAsForm(fieldErrorsOf(response) as ServerField[], productWords);
    expect(Object.keys(server).length).toBeGreaterThan(0);
    expect(validateSalePeriod({ range, ...rest })).toEqual(server);
  });
});

describe('users: the form refuses what the server refuses (rules/user.ts)', () => {
  /** A taken value's words are the forms' own; these checks never reach the database. */
  const WORDS = takenWords({ id: 'taken' });
  let entity: string;
  beforeAll(async () => {
    [{ id: entity }] = await server.db.query<{ id: string }>(
      'select eo.id_entity as id from entity_ou eo join app_user u using (id_ou) where u.id_user = $1 limit 1', [admin.idUser],
    );
  });

  const user = (changes: Partial<UserFormValues> = {}): UserFormValues => ({
    name: 'Shared Rules', shortName: 'Shared', code: 'SHARED', idEntity: entity, email: 'shared.rules@example.pe',
    userName: '', lastName: '', phone: '', ...changes,
  });
  const BAD_USERS: [string, () => Partial<UserFormValues>][] = [
    ['blank required fields', () => ({ name: ' ', shortName: '', code: '', idEntity: '', email: '' })],
    ['too long texts', () => ({ name: 'n'.repeat(121), shortName: 's'.repeat(121), code: 'c'.repeat(31), userName: 'u'.repeat(121), lastName: 'l'.repeat(121), phone: '1'.repeat(31) })],
    ['a bad e-mail and phone', () => ({ email: 'not-an-email', phone: 'call me' })],
  ];
  it.each(BAD_USERS)('user: %s', async (_, changes) => {
    const values = user(changes());
    const data = { ...values, idEntity: values.idEntity ?? '', userName: values.userName || null, lastName: values.lastName || null, phone: values.phone || null };
    const response = await admin.gql('mutation ($data: CreateUserInput!) { createUser(data: $data) { idUser } }', { data });
    const server = serverAsForm(fieldErrorsOf(response) as ServerField[], WORDS);
    expect(Object.keys(server).length).toBeGreaterThan(0);
    expect(validateUser(values)).toEqual(server);
  });

  const BAD_OUS: [string, OuFormValues][] = [
    ['blank OU', { code: '', name: ' ', shortName: '', idEntity: '' }],
    ['too long OU', { code: 'c'.repeat(31), name: 'n'.repeat(121), shortName: 's'.repeat(121), idEntity: '' }],
  ];
  it.each(BAD_OUS)('%s', async (_, values) => {
    const response = await admin.gql('mutation ($data: CreateOuInput!) { createOu(data: $data) { idOu } }', { data: values });
    const server = serverAsForm(fieldErrorsOf(response) as ServerField[], WORDS);
    expect(Object.keys(server).length).toBeGreaterThan(0);
    expect(validateOu(values)).toEqual(server);
  });

  const BAD_ROLES: [string, RoleFormValues][] = [
    ['blank role', { code: ' ', description: '' }],
    ['a one-letter code, a long description', { code: 'R', description: 'd'.repeat(201) }],
    ['a code with a space', { code: 'SALES TEAM', description: 'Sales' }],
    ['a too long code', { code: 'C'.repeat(31), description: 'Sales' }],
  ];
  it.each(BAD_ROLES)('%s', async (_, values) => {
    const response = await admin.gql('mutation ($roleInput: RoleInput!) { createRole(roleInput: $roleInput) { idRole } }', { roleInput: values });
    const server = serverAsForm(fieldErrorsOf(response) as ServerField[], WORDS);
    expect(Object.keys(server).length).toBeGreaterThan(0);
    expect(validateRole(values)).toEqual(server);
  });

  const BAD_PERMISSIONS: [string, PermissionFormValues][] = [
    ['blank value', { type: 'FRONT', value: ' ', module: '' }],
    ['a too short value', { type: 'BACK', value: 'ab', module: '' }],
    ['too long value and module', { type: 'FRONT', value: 'v'.repeat(201), module: 'm'.repeat(61) }],
  ];
  it.each(BAD_PERMISSIONS)('%s', async (_, values) => {
    const response = await admin.gql(
      'mutation ($permissionInput: PermissionInput!) { createPermission(permissionInput: $permissionInput) { idPermission } }',
      { permissionInput: { ...values, module: values.module || null } },
    );
    const server = serverAsForm(fieldErrorsOf(response) as ServerField[], permissionWords({ id: 'taken' }));
    expect(Object.keys(server).length).toBeGreaterThan(0);
    expect(validatePermission(values)).toEqual(server);
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

describe('packages: the form refuses what the server refuses (rules/package.ts)', () => {
  /** An active instance of the admin's OU, so the server's look-up adds nothing to the field rules' answer. */
  let instance: string;
  beforeAll(async () => {
    [{ id: instance }] = await server.db.query<{ id: string }>(
      `select pi.id_product_instance as id from product_instance pi join product p using (id_product)
       join app_user u on u.id_ou = p.id_ou where u.id_user = $1 and p.id_status = 'ACTIVE' and pi.id_status = 'ACTIVE'
       order by pi.code limit 1`,
      [admin.idUser],
    );
  });

  const part = (changes: Partial<PackageItemRow> = {}): PackageItemRow => ({
    key: 'k', product: { idProduct: 'p', name: 'Product' }, instances: [], idProductInstance: instance, day: 1, nights: 1, quantity: 1, ...changes,
  });
  const BAD_PACKAGES: [string, () => Partial<PackageFormValues>][] = [
    ['blank required fields, no parts', () => ({ code: ' ', name: '', shortName: '', durationDays: null, items: [] })],
    ['too long texts, a code with spaces, a duration of 366', () => ({
      code: 'SR PACK', name: 'n'.repeat(121), shortName: 's'.repeat(61), description: 'd'.repeat(501), durationDays: 366,
    })],
    ['parts outside the package', () => ({ durationDays: 3, items: [
      part({ idProductInstance: null, day: null }), part({ day: 4 }), part({ day: 2, nights: 3 }), part({ day: 0, quantity: 0 }),
    ] })],
    // Fractions do not get past GraphQL's Int: the form's own test covers them.
    ['nights and quantities out of range, blank ones are 1', () => ({ durationDays: 3, items: [
      part({ nights: 0, quantity: 100 }), part({ nights: 366, quantity: -1 }), part({ day: 3, nights: null, quantity: null }),
    ] })],
    ['too many parts', () => ({ items: Array.from({ length: 51 }, (_, i) => part({ key: `${i}` })) })],
  ];

  it.each(BAD_PACKAGES)('package: %s', async (_, changes) => {
    const values: PackageFormValues = {
      code: 'SR-PACK', name: 'Shared rules package', shortName: 'SR package', description: '', durationDays: 3, items: [part()], ...changes(),
    };
    const response = await admin.gql('mutation ($data: PackageInput!) { createPackage(data: $data) { idPackage } }', { data: toPackageInput(values) });
    const server = serverAsForm(fieldErrorsOf(response) as ServerField[], packageWords);
    expect(Object.keys(server).length).toBeGreaterThan(0);
    expect(validatePackage(values)).toEqual(server);
  });
});

/** What a server check said under `prefix`, by field: its code (the field's path without the prefix). */
function serverCodes(check: (errors: FieldErrors) => void, prefix: string): Record<string, string> {
  const errors = new FieldErrors();
  check(errors);
  return Object.fromEntries(errors.codes.map((e) => [e.path.slice(prefix.length + 1), e.code]));
}

describe('deposits: the cart and advance forms refuse what the server refuses (rules/deposit.ts)', () => {
  const TODAY = '2031-05-10';
  const BANK = '00000000-0000-4000-8000-000000000001';
  /** The form's word for each code the server answers (its DepositProblem). */
  const WORD: Record<string, string> = {
    REQUIRED: 'required', INVALID_DATE: 'required', FUTURE_DATE: 'futureDate', INVALID_BANK_ACCOUNT: 'invalidAccount',
    INVALID_DEPOSIT_NUMBER: 'invalidOperation',
  };
  const good: DepositDraft = {
    depositDate: TODAY, depositType: 'TRANSFER', idBank: BANK, bankAccount: '191-2345678-0-12', number: 'op-1001', idCurrency: 'usd', amount: '25.50',
  };
  beforeAll(() => setTodayForTests(TODAY));
  afterAll(() => setTodayForTests(null));

  const BAD: [string, Partial<DepositDraft>][] = [
    ['blank fields', { depositDate: '', depositType: '', idBank: ' ', bankAccount: '', number: '  ' }],
    ['a day after today', { depositDate: '2031-05-11' }],
    ['accounts too short, with letters, ending in a dash', { bankAccount: '12-3' }],
    ['an account with letters', { bankAccount: '191-ABC-0012' }],
    ['an account of 31 characters', { bankAccount: '1'.repeat(31) }],
    ['operation numbers too short or with a dash at the end', { number: 'ab-' }],
    ['an operation number with spaces', { number: 'OP 1001' }],
    ['an operation number of 31 characters', { number: 'A'.repeat(31) }],
  ];
  it.each(BAD)('%s', (_, changes) => {
    const draft = { ...good, ...changes };
    const server = serverCodes((errors) => readDeposit(errors, 'payments.0.deposit', draft as never), 'payments.0.deposit');
    expect(Object.keys(server).length).toBeGreaterThan(0);
    expect(validateDeposit(draft, TODAY)).toEqual(Object.fromEntries(Object.entries(server).map(([path, code]) => [path, WORD[code]])));
  });

  it('both take a good deposit', () => {
    expect(serverCodes((errors) => readDeposit(errors, 'd', good as never), 'd')).toEqual({});
    expect(validateDeposit(good, TODAY)).toEqual({});
  });
});

describe('cards: the payments cart refuses what the gateway check refuses (rules/card.ts)', () => {
  const TODAY = '2031-05-10';
  /** The form's word for each code the server answers (its CardProblem). */
  const WORD: Record<string, string> = {
    REQUIRED: 'required', INVALID_CARD_NUMBER: 'invalidNumber', INVALID_EXPIRY: 'invalidExpiry', CARD_EXPIRED: 'expired',
    INVALID_CCV: 'invalidCcv', TOO_LONG: 'tooLong',
  };
  const good: CardDraft = { number: '4111 1111 1111 1111', holderName: 'Ana Quispe', expiry: '05/31', ccv: '123', amount: '10.00' };
  beforeAll(() => setTodayForTests(TODAY));
  afterAll(() => setTodayForTests(null));

  const BAD: [string, Partial<CardDraft>][] = [
    ['blank fields', { number: ' ', holderName: '', expiry: ' ', ccv: '' }],
    ['a number failing Luhn', { number: '4111 1111 1111 1112' }],
    ['numbers too short, too long, with letters', { number: '4111-1111-111' }],
    ['a number of 20 digits', { number: '4'.repeat(20) }],
    ['a number with letters', { number: '4111 1111 1111 111A' }],
    ['a holder of 81 characters', { holderName: 'h'.repeat(81) }],
    ['an expiry of month 13, or without a slash', { expiry: '13/31' }],
    ['an expiry without a slash', { expiry: '0531' }],
    ['last month, by two and by four digits', { expiry: '04/31', ccv: '12345' }],
    ['last month in four digits', { expiry: '04/2031', ccv: '12a' }],
  ];
  it.each(BAD)('%s', (_, changes) => {
    const card = { ...good, ...changes };
    const server = serverCodes((errors) => readCard(errors, 'payments.1.card', card), 'payments.1.card');
    expect(Object.keys(server).length).toBeGreaterThan(0);
    expect(validateCard(card, TODAY)).toEqual(Object.fromEntries(Object.entries(server).map(([path, code]) => [path, WORD[code]])));
  });

  it('both take a good card, valid through its expiry month', () => {
    for (const card of [good, { ...good, expiry: '05/2031', number: '5555-5555-5555-4444', ccv: '1234' }]) {
      expect(serverCodes((errors) => readCard(errors, 'c', card), 'c')).toEqual({});
      expect(validateCard(card, TODAY)).toEqual({});
    }
  });
});

describe('e-mail addresses: the sign-in forms refuse what /auth refuses (rules/fields.ts)', () => {
  const ADDRESSES = [
    'ana@example.pe', ' ana@example.pe ', 'ANA@Example.PE', 'ana@example', 'ana example@x.pe', '@example.pe', 'ana@@example.pe',
    'ana@.pe', 'ana@example.', `${'a'.repeat(243)}@example.pe`, `${'a'.repeat(244)}@example.pe`, 'ana@exa mple.pe',
  ];
  it.each(ADDRESSES)('%s', (address) => {
    expect(validateEmail(address) === undefined).toBe(isNormalizedEmail(normalizeEmail(address)));
  });
});

describe('passwords: the registration and reset forms refuse the lengths /auth refuses (rules/password.ts)', () => {
  it.each([0, 1, 11, 12, 13, 64])('%i characters', (length) => {
    // Letters and digits mixed, so no length here is a common password the server refuses for that reason.
    const password = 'Tq7#'.repeat(20).slice(0, length);
    expect(passwordTooShort(password)).toBe(passwordProblem(password)?.code === 'PASSWORD_TOO_SHORT');
  });
});

describe('no form keeps its own copy of a shared rule', () => {
  /** The forms whose checks are the shared rules' (the others still write their own, issue 19 item 4 goes on). */
  const SHARED = [
    'src/features/entities/validation.ts', 'src/features/general-parameters/validation.ts',
    'src/features/cashier/exchange-rates/validation.ts', 'src/features/products/validation.ts',
    'src/features/products/inventoryValidation.ts', 'src/features/products/catalog/validation.ts',
    'src/features/products/packages/validation.ts',
    'src/features/users/validation.ts',
    'src/features/rates/validation.ts', 'src/features/rates/cancellationPolicy.ts', 'src/features/rates/catalog/validation.ts',
    'src/features/cashier/transactions/depositValidation.ts', 'src/features/cashier/transactions/cardValidation.ts',
    'src/features/auth/validation.ts', 'src/features/auth/RegisterRoute.tsx', 'src/features/auth/ResetPasswordRoute.tsx',
    'src/features/reservations/passengers/excel/passengerRows.ts', 'src/features/reservations/serviceTime.ts',
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
