import { beforeAll, describe, expect, it } from 'vitest';
import { catalogValueIds, codeOf, expectTablesUnchanged, expectValidation, fieldsOf, ok, tableDump, UNKNOWN_ID, expectFieldCodes } from '../../testing/adminFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const REQUIRED = 'This field is required';
const INVALID_CHOICE = 'Choose one of the listed options';
const PRODUCT = `id idProduct code name shortName idProductType productType { code } idProductUnit productUnit { code }
  idSupplier supplier { idEntity commercialName } hasInventory taxInternationalCode operationalCode idStatus
  categories { idProductCategory name } features { idProductFeature code }
  subfeatureItems { idProductFeatureItem code feature { code } }
  identifications { idProductIdentification idIdentificationType identificationType { code } value }
  instances { id idProductInstance idProduct code name shortName idStatus items { idProductFeatureItem code } product { idProduct code } }
  isReferenced idUserCreate idUserUpdate createdAt updatedAt`;
const CREATE = `mutation ($data: ProductInput!) { createProduct(data: $data) { ${PRODUCT} } }`;
const UPDATE = `mutation ($data: ProductInput!) { updateProduct(data: $data) { ${PRODUCT} } }`;
const GET = `query ($id: ID!) { getProductById(id: $id) { ${PRODUCT} } }`;
const GET_INSTANCE = `query ($id: ID!) { getProductInstanceById(id: $id) { idProductInstance code items { code } product { code } } }`;
const SEARCH = `query ($input: ProductSearchInput!) { searchProducts(input: $input) {
  count data { idProduct code name idStatus productType { code } supplier { commercialName } categories { name } } } }`;
const DELETE = `mutation ($id: ID!) { deleteOrDisableProduct(idProduct: $id) { outcome product { idProduct idStatus isReferenced idUserUpdate } } }`;
const STATUS = 'mutation ($id: ID!, $s: Status!) { setProductStatus(idProduct: $id, idStatus: $s) { idProduct idStatus idUserUpdate } }';
const NODE = 'query ($id: ID!) { node(id: $id) { __typename id ... on Product { code } ... on ProductInstance { code } } }';

interface Instance {
  id: string; idProductInstance: string; idProduct: string; code: string; name: string; shortName: string; idStatus: string;
  items: { idProductFeatureItem: string; code: string }[]; product: { idProduct: string; code: string };
}
interface Product {
  id: string; idProduct: string; code: string; name: string; shortName: string; idProductType: string; productType: { code: string };
  idProductUnit: string; productUnit: { code: string }; idSupplier: string; supplier: { idEntity: string; commercialName: string };
  hasInventory: boolean; taxInternationalCode: string | null; operationalCode: string | null; idStatus: string;
  categories: { idProductCategory: string; name: string }[]; features: { idProductFeature: string; code: string }[];
  subfeatureItems: { idProductFeatureItem: string; code: string; feature: { code: string } }[];
  identifications: { idProductIdentification: string; idIdentificationType: string; identificationType: { code: string }; value: string }[];
  instances: Instance[]; isReferenced: boolean; idUserCreate: string; idUserUpdate: string; createdAt: string; updatedAt: string;
}
interface Row { idProduct: string; code: string; name: string; idStatus: string; productType: { code: string }; supplier: { commercialName: string }; categories: { name: string }[] }

const TABLES = [
  'product', 'product_category_link', 'product_feature_link', 'product_subfeature_item_link', 'product_identification',
  'product_instance', 'product_instance_item',
];

describe.each(dbKinds)('products (%s)', (kind) => {
  const { server, users: [admin, resadm], cusco } = suiteServer(kind, { users: ['ADMIN', 'RESADM'], cusco: true });
  let v: (catalog: string, code: string) => string;
  let entity: (commercialName: string) => string;
  /** Ids of the demo catalog parts of an OU: categories by name, features by code, subfeature items by 'ROOM.DBL'. */
  let category: (name: string, ou?: string) => string;
  let feature: (code: string, ou?: string, kind?: string) => string;
  let item: (ref: string, ou?: string) => string;

  beforeAll(async () => {
    v = await catalogValueIds(server);
    const entities = await server.db.query<{ name: string; id: string }>('select commercial_name as name, id_entity as id from entity');
    entity = (name) => entities.find((e) => e.name === name)!.id;
    const categories = await server.db.query<{ ou: string; name: string; id: string }>(
      'select o.code as ou, c.name, c.id_product_category as id from product_category c join ou o using (id_ou)',
    );
    category = (name, ou = 'LIM') => categories.find((c) => c.ou === ou && c.name === name)!.id;
    const features = await server.db.query<{ ou: string; kind: string; code: string; id: string }>(
      'select o.code as ou, f.kind, f.code, f.id_product_feature as id from product_feature f join ou o using (id_ou)',
    );
    feature = (code, ou = 'LIM', featureKind = 'FEATURE') => features.find((f) => f.ou === ou && f.kind === featureKind && f.code === code)!.id;
    const items = await server.db.query<{ ou: string; ref: string; id: string }>(
      `select o.code as ou, f.code || '.' || fi.code as ref, fi.id_product_feature_item as id
       from product_feature_item fi join product_feature f using (id_product_feature) join ou o using (id_ou)`,
    );
    item = (ref, ou = 'LIM') => items.find((i) => i.ou === ou && i.ref === ref)!.id;
  });

  const unchanged = (call: () => Promise<unknown>) => expectTablesUnchanged(server, TABLES, call);

  let serial = 0;
  const unique = (prefix = 'TST-PAR') => `${prefix}-${++serial}`;
  const instance = (code: string, itemRefs: string[], extra: Record<string, unknown> = {}) => ({
    code, name: `Variant ${code}`, shortName: code, itemIds: itemRefs.map((ref) => item(ref)), ...extra,
  });
  const valid = (extra: Record<string, unknown> = {}) => ({
    code: unique(), name: 'Paracas and Ballestas Islands Full Day', shortName: 'Paracas', idProductType: v('PRODUCT_TYPE', 'TOUR'),
    idProductUnit: v('PRODUCT_UNIT', 'PAX'), idSupplier: entity('MiraVan Transfers'), hasInventory: true,
    taxInternationalCode: '90121500', operationalCode: 'PAR-FD',
    categoryIds: [category('Lima'), category('Nature and wildlife')], featureIds: [feature('PICKUP'), feature('GUIDE')],
    subfeatureItemIds: ['MODE.SHR', 'MODE.PRV', 'LANG.EN', 'LANG.ES'].map((ref) => item(ref)),
    identifications: [{ idIdentificationType: v('PRODUCT_IDENTIFICATION_TYPE', 'SUPPLIER_CODE'), value: 'MV-PAR' }],
    instances: [instance('SHR-EN', ['MODE.SHR', 'LANG.EN']), instance('PRV-ES', ['MODE.PRV', 'LANG.ES'])],
    ...extra,
  });
  const create = async (extra: Record<string, unknown> = {}, who = admin) =>
    ok(await who.gql<{ createProduct: Product }>(CREATE, { data: valid(extra) })).createProduct;
  const get = async (id: string, who = admin) => ok(await who.gql<{ getProductById: Product | null }>(GET, { id })).getProductById;
  /** The input an edit form sends for a product as it is. */
  const asInput = (p: Product) => ({
    idProduct: p.idProduct, code: p.code, name: p.name, shortName: p.shortName, idProductType: p.idProductType,
    idProductUnit: p.idProductUnit, idSupplier: p.idSupplier, hasInventory: p.hasInventory,
    taxInternationalCode: p.taxInternationalCode, operationalCode: p.operationalCode,
    categoryIds: p.categories.map((c) => c.idProductCategory), featureIds: p.features.map((f) => f.idProductFeature),
    subfeatureItemIds: p.subfeatureItems.map((i) => i.idProductFeatureItem),
    identifications: p.identifications.map((i) => ({ idIdentificationType: i.idIdentificationType, value: i.value })),
    instances: p.instances.map((i) => ({
      idProductInstance: i.idProductInstance, code: i.code, name: i.name, shortName: i.shortName, idStatus: i.idStatus,
      itemIds: i.items.map((x) => x.idProductFeatureItem),
    })),
  });
  const update = (data: Record<string, unknown>, who = admin) => who.gql<{ updateProduct: Product }>(UPDATE, { data });
  const updated = async (data: Record<string, unknown>, who = admin) => ok(await update(data, who)).updateProduct;
  const search = async (input: Record<string, unknown>, who = admin) =>
    ok(await who.gql<{ searchProducts: { count: number; data: Row[] } }>(SEARCH, { input: { take: 100, ...input } })).searchProducts;
  const productId = async (code: string) =>
    (await server.db.query<{ id: string }>('select id_product as id from product where code = $1', [code]))[0].id;

  /** Makes something refer to the instance, the way the inventory and package features will. */
  const refer = {
    transaction: (idInstance: string) => server.db.query(
      `insert into inventory_transaction (id_product_instance, date_from, date_to, transaction_type, quantity)
       values ($1, '2026-07-01', '2026-07-10', 'ADD_CAPACITY', 5)`, [idInstance],
    ),
    hold: (idInstance: string) => server.db.query(
      `insert into inventory_hold (id_product_instance, date_from, date_to, quantity, hold_ref)
       values ($1, '2026-07-02', '2026-07-03', 1, 'test-hold')`, [idInstance],
    ),
    package: async (idInstance: string) => {
      const [pkg] = await server.db.query<{ id: string }>(
        `insert into package (id_ou, code, name, short_name, duration_days)
         select id_ou, $1, 'Test package', 'Test', 3 from ou where code = 'LIM' returning id_package as id`, [unique('PKG')],
      );
      await server.db.query('insert into package_item (id_package, id_product_instance, day_offset) values ($1, $2, 0)', [pkg.id, idInstance]);
    },
  };

  describe('createProduct', () => {
    it('creates a product with categories, features, subfeature items, identifications and instances', async () => {
      const before = Date.now();
      const p = await create({ name: '  Paracas and Ballestas Islands Full Day ' });
      expect(p).toMatchObject({
        name: 'Paracas and Ballestas Islands Full Day', shortName: 'Paracas', productType: { code: 'TOUR' }, productUnit: { code: 'PAX' },
        supplier: { commercialName: 'MiraVan Transfers' }, hasInventory: true, taxInternationalCode: '90121500',
        operationalCode: 'PAR-FD', idStatus: 'ACTIVE', isReferenced: false, idUserCreate: admin.idUser, idUserUpdate: admin.idUser,
      });
      expect(p.categories.map((c) => c.name)).toEqual(['Lima', 'Nature and wildlife']);
      expect(p.features.map((f) => f.code).sort()).toEqual(['GUIDE', 'PICKUP']);
      expect(p.subfeatureItems.map((i) => `${i.feature.code}.${i.code}`)).toEqual(['LANG.EN', 'LANG.ES', 'MODE.SHR', 'MODE.PRV']);
      expect(p.identifications.map((i) => [i.identificationType.code, i.value])).toEqual([['SUPPLIER_CODE', 'MV-PAR']]);
      expect(p.instances.map((i) => [i.code, i.name, i.idStatus, i.items.map((x) => x.code), i.product.code])).toEqual([
        ['SHR-EN', 'Variant SHR-EN', 'ACTIVE', ['EN', 'SHR'], p.code], ['PRV-ES', 'Variant PRV-ES', 'ACTIVE', ['ES', 'PRV'], p.code],
      ]);
      expect(new Date(p.createdAt).getTime()).toBeGreaterThan(before - 60_000);
      expect(await get(p.idProduct)).toEqual(p);
      const [row] = await server.db.query<{ ou: string }>('select o.code as ou from product p join ou o using (id_ou) where id_product = $1', [p.idProduct]);
      expect(row.ou).toBe('LIM');
      const shr = p.instances[0];
      expect(ok(await admin.gql<{ getProductInstanceById: unknown }>(GET_INSTANCE, { id: shr.idProductInstance })).getProductInstanceById)
        .toEqual({ idProductInstance: shr.idProductInstance, code: 'SHR-EN', items: [{ code: 'EN' }, { code: 'SHR' }], product: { code: p.code } });
      expect(ok(await admin.gql<{ node: unknown }>(NODE, { id: p.id })).node).toEqual({ __typename: 'Product', id: p.id, code: p.code });
      expect(ok(await admin.gql<{ node: unknown }>(NODE, { id: shr.id })).node).toEqual({ __typename: 'ProductInstance', id: shr.id, code: 'SHR-EN' });
    });

    it('leaves out what is optional: no lists, no codes, no inventory', async () => {
      const p = await create({
        hasInventory: null, taxInternationalCode: null, operationalCode: '  ', categoryIds: null, featureIds: [],
        subfeatureItemIds: null, identifications: null, instances: null,
      });
      expect(p).toMatchObject({
        hasInventory: false, taxInternationalCode: null, operationalCode: null, categories: [], features: [], subfeatureItems: [],
        identifications: [], instances: [],
      });
    });

    const requiredFields = ['code', 'name', 'shortName', 'idProductType', 'idProductUnit', 'idSupplier'];
    it.each(requiredFields)('requires %s (missing or blank), and saves nothing', async (field) => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: valid({ [field]: null }) }), { [field]: REQUIRED });
        expectValidation(await admin.gql(CREATE, { data: valid({ [field]: ' ' }) }), { [field]: REQUIRED });
      });
    });

    it('reports every missing field at once', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: {} }), Object.fromEntries(requiredFields.map((f) => [f, REQUIRED])));
      });
    });

    it.each(['code', 'name', 'shortName'])('requires the %s of each instance', async (field) => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, {
          data: valid({ instances: [instance('SHR-EN', []), instance('PRV-EN', [], { [field]: '' })] }),
        }), { [`instances.1.${field}`]: REQUIRED });
      });
    });

    it.each(['idIdentificationType', 'value'])('requires the %s of each identification', async (field) => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, {
          data: valid({ identifications: [{ idIdentificationType: v('PRODUCT_IDENTIFICATION_TYPE', 'GDS_CODE'), value: 'X1', [field]: null }] }),
        }), { [`identifications.0.${field}`]: REQUIRED });
      });
    });

    it('enforces the length limits and code rules', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, {
          data: valid({
            code: 'X'.repeat(31), name: 'N'.repeat(121), shortName: 'S'.repeat(61), taxInternationalCode: '9'.repeat(21),
            operationalCode: 'O'.repeat(31),
            identifications: [{ idIdentificationType: v('PRODUCT_IDENTIFICATION_TYPE', 'BARCODE'), value: '7'.repeat(61) }],
            instances: [instance('SHR EN', ['MODE.SHR']), instance('x', [], { name: 'N'.repeat(121), shortName: 'S'.repeat(61) })],
          }),
        }), {
          code: 'At most 30 characters', name: 'At most 120 characters', shortName: 'At most 60 characters',
          taxInternationalCode: 'At most 20 characters', operationalCode: 'At most 30 characters',
          'identifications.0.value': 'At most 60 characters', 'instances.0.code': 'The code cannot contain spaces',
          'instances.1.name': 'At most 120 characters', 'instances.1.shortName': 'At most 60 characters',
        });
      });
      const longest = await create({ code: `L${'X'.repeat(29)}`, name: 'N'.repeat(120), shortName: 'S'.repeat(60) });
      expect(longest.code).toHaveLength(30);
    });

    it('refuses values of the wrong catalog and malformed or unknown ids, at their position', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, {
          data: valid({
            idProductType: v('PRODUCT_UNIT', 'PAX'), idProductUnit: v('PRODUCT_TYPE', 'TOUR'), idSupplier: 'nope',
            categoryIds: [category('Lima'), UNKNOWN_ID], featureIds: ['bad'],
            identifications: [{ idIdentificationType: v('FEATURE_ITEM_TYPE', 'TEXT'), value: 'A' }],
          }),
        }), {
          idProductType: INVALID_CHOICE, idProductUnit: INVALID_CHOICE, idSupplier: INVALID_CHOICE, 'categoryIds.1': INVALID_CHOICE,
          'featureIds.0': INVALID_CHOICE, 'identifications.0.idIdentificationType': INVALID_CHOICE,
        });
      });
    });

    it('takes only catalog parts of the right kind and of the caller OU', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, {
          data: valid({
            categoryIds: [category('Cusco', 'CUZ')],
            featureIds: [feature('PICKUP'), feature('ROOM', 'LIM', 'SUBFEATURE'), feature('GUIDE', 'CUZ')],
            subfeatureItemIds: [item('MODE.SHR'), item('WIFI.COVERAGE'), item('LANG.EN', 'CUZ')],
            instances: [instance('SHR-EN', ['MODE.SHR']), instance('PRV-ES', ['MODE.SHR', 'MODE.PRV'])],
          }),
        }), {
          'categoryIds.0': INVALID_CHOICE, 'featureIds.1': INVALID_CHOICE, 'featureIds.2': INVALID_CHOICE,
          'subfeatureItemIds.1': INVALID_CHOICE, 'subfeatureItemIds.2': INVALID_CHOICE,
          'instances.1.itemIds.1': "Choose one of the product's subfeature items",
        });
      });
    });

    it('drops repeated ids of a list instead of failing on them', async () => {
      const p = await create({ categoryIds: [category('Lima'), category('Lima')], featureIds: [feature('GUIDE'), feature('GUIDE')] });
      expect(p.categories.map((c) => c.name)).toEqual(['Lima']);
      expect(p.features.map((f) => f.code)).toEqual(['GUIDE']);
    });

    it('takes a supplier (or both-role) entity of the OU, active when newly chosen', async () => {
      await unchanged(async () => {
        const notSupplier = await admin.gql(CREATE, { data: valid({ idSupplier: entity('Andes Explorer') }) });
        expectValidation(notSupplier, { idSupplier: 'This entity is not a supplier' });
        expectFieldCodes(notSupplier, { idSupplier: 'NOT_A_SUPPLIER' });
        expectValidation(await admin.gql(CREATE, { data: valid({ idSupplier: entity('Hostal Qorikancha') }) }), { idSupplier: INVALID_CHOICE });
        expectValidation(await admin.gql(CREATE, { data: valid({ idSupplier: UNKNOWN_ID }) }), { idSupplier: INVALID_CHOICE });
      });
      expect((await create({ idSupplier: entity('Cóndor Receptivo') })).supplier.commercialName).toBe('Cóndor Receptivo');
      const p = await create({ idSupplier: entity('Titicaca Boats') });
      await server.db.query(`update entity set id_status = 'INACTIVE' where id_entity = $1`, [p.idSupplier]);
      try {
        await unchanged(async () => {
          expectValidation(await admin.gql(CREATE, { data: valid({ idSupplier: p.idSupplier }) }), { idSupplier: 'This supplier is disabled' });
        });
        // A product keeps a supplier disabled since.
        expect((await updated({ ...asInput(p), name: 'Still editable' })).name).toBe('Still editable');
      } finally {
        await server.db.query(`update entity set id_status = 'ACTIVE' where id_entity = $1`, [p.idSupplier]);
      }
    });

    it('keeps product codes unique in the OU, instance codes in the product, identifications unrepeated', async () => {
      await unchanged(async () => {
        const taken = await admin.gql(CREATE, { data: valid({ code: 'tour-lim-city' }) });
        expectValidation(taken, { code: 'A product with this code already exists' });
        expectFieldCodes(taken, { code: 'DUPLICATE' });
        expectValidation(await admin.gql(CREATE, {
          data: valid({
            instances: [instance('shr-en', ['MODE.SHR']), instance('SHR-EN', ['MODE.SHR'])],
            identifications: [
              { idIdentificationType: v('PRODUCT_IDENTIFICATION_TYPE', 'GDS_CODE'), value: 'abc' },
              { idIdentificationType: v('PRODUCT_IDENTIFICATION_TYPE', 'GDS_CODE'), value: 'ABC' },
            ],
          }),
        }), { 'instances.1.code': 'This code is already used in this product', 'identifications.1.value': 'This identification is repeated' });
      });
      // Cusco keeps its own codes.
      const theirs = await create({
        code: 'TOUR-LIM-CITY', idSupplier: entity('Inka Path'), categoryIds: [], featureIds: [], subfeatureItemIds: [], instances: [],
      }, cusco);
      expect(theirs.code).toBe('TOUR-LIM-CITY');
    });

    it('is refused to roles without the products area', async () => {
      expect(codeOf(await resadm.gql(CREATE, { data: valid() }))).toBe('FORBIDDEN');
      expect(codeOf(await resadm.gql(SEARCH, { input: {} }))).toBe('FORBIDDEN');
      expect(codeOf(await resadm.gql(DELETE, { id: UNKNOWN_ID }))).toBe('FORBIDDEN');
    });
  });

  describe('updateProduct', () => {
    it('changes the fields and leaves the lists given as null alone', async () => {
      const p = await create();
      const after = await updated({
        idProduct: p.idProduct, code: `${p.code}-B`, name: 'Paracas, Ballestas and Huacachina', shortName: 'Paracas-Ica',
        idProductType: p.idProductType, idProductUnit: v('PRODUCT_UNIT', 'SERVICE'), idSupplier: entity('Cóndor Receptivo'),
        hasInventory: false, taxInternationalCode: null,
      });
      expect(after).toMatchObject({
        code: `${p.code}-B`, name: 'Paracas, Ballestas and Huacachina', productUnit: { code: 'SERVICE' }, hasInventory: false,
        supplier: { commercialName: 'Cóndor Receptivo' }, taxInternationalCode: null,
        // Left out: kept.
        operationalCode: 'PAR-FD', idUserCreate: admin.idUser, idUserUpdate: admin.idUser, createdAt: p.createdAt,
      });
      for (const list of ['categories', 'features', 'subfeatureItems', 'identifications', 'instances'] as const) {
        expect(after[list], list).toEqual(p[list].map((x) => ('product' in x ? { ...x, product: { ...x.product, code: after.code } } : x)));
      }
      // hasInventory left out keeps its value too.
      expect((await updated({ ...asInput(after), hasInventory: undefined })).hasInventory).toBe(false);
    });

    it('replaces every list: categories, features, items, identifications; instances edited, added and removed', async () => {
      const p = await create();
      const input = asInput(p);
      const after = await updated({
        ...input,
        categoryIds: [category('Gastronomy')], featureIds: [],
        subfeatureItemIds: ['MODE.SHR', 'MODE.PRV', 'LANG.EN', 'LANG.FR'].map((ref) => item(ref)),
        identifications: [{ idIdentificationType: v('PRODUCT_IDENTIFICATION_TYPE', 'CHANNEL_CODE'), value: 'CH-9' }],
        instances: [
          { ...input.instances[1], code: 'SHR-EN', name: 'Was PRV-ES', itemIds: [item('MODE.PRV'), item('LANG.FR')] },
          { ...input.instances[0], code: 'PRV-ES', idStatus: 'INACTIVE', itemIds: null },
          instance('PRV-FR', ['MODE.PRV', 'LANG.FR']),
        ],
      });
      expect(after.categories.map((c) => c.name)).toEqual(['Gastronomy']);
      expect(after.features).toEqual([]);
      expect(after.subfeatureItems.map((i) => i.code).sort()).toEqual(['EN', 'FR', 'PRV', 'SHR']);
      expect(after.identifications.map((i) => [i.identificationType.code, i.value])).toEqual([['CHANNEL_CODE', 'CH-9']]);
      expect(after.instances.map((i) => [i.idProductInstance, i.code, i.name, i.idStatus, i.items.map((x) => x.code)])).toEqual([
        [p.instances[1].idProductInstance, 'SHR-EN', 'Was PRV-ES', 'ACTIVE', ['FR', 'PRV']],
        [p.instances[0].idProductInstance, 'PRV-ES', 'Variant SHR-EN', 'INACTIVE', ['EN', 'SHR']],
        [expect.any(String), 'PRV-FR', 'Variant PRV-FR', 'ACTIVE', ['FR', 'PRV']],
      ]);
      // Removing an unreferenced instance deletes it with its items.
      const shorter = await updated({ ...asInput(after), instances: asInput(after).instances.slice(0, 2) });
      expect(shorter.instances).toHaveLength(2);
      const gone = after.instances[2].idProductInstance;
      expect(await server.db.query('select 1 from product_instance where id_product_instance = $1', [gone])).toEqual([]);
      expect(await server.db.query('select 1 from product_instance_item where id_product_instance = $1', [gone])).toEqual([]);
    });

    it('answers fresh lists when one document updates the same product twice', async () => {
      const p = await create();
      const input = asInput(p);
      const fields = 'categories { name } instances { code items { code } }';
      type Lists = { categories: { name: string }[]; instances: { code: string; items: { code: string }[] }[] };
      const both = ok(await admin.gql<{ a: Lists; b: Lists }>(
        `mutation ($a: ProductInput!, $b: ProductInput!) { a: updateProduct(data: $a) { ${fields} } b: updateProduct(data: $b) { ${fields} } }`,
        {
          a: { ...input, categoryIds: [category('Lima')] },
          b: { ...input, categoryIds: [category('Gastronomy')], instances: [{ ...input.instances[0], itemIds: [item('MODE.SHR')] }, input.instances[1]] },
        },
      ));
      expect(both.a.categories.map((c) => c.name)).toEqual(['Lima']);
      expect(both.a.instances[0].items.map((i) => i.code)).toEqual(['EN', 'SHR']);
      expect(both.b.categories.map((c) => c.name)).toEqual(['Gastronomy']);
      expect(both.b.instances[0].items.map((i) => i.code)).toEqual(['SHR']);
    });

    it('refuses to remove an instance the inventory refers to, and says to disable it', async () => {
      const p = await create();
      await refer.transaction(p.instances[1].idProductInstance);
      const input = asInput(p);
      await unchanged(async () => {
        const response = await update({ ...input, name: 'Changed', instances: [input.instances[0]] });
        expect(codeOf(response)).toBe('CONFLICT');
        expect(fieldsOf(response)).toEqual({
          instances: 'The instance PRV-ES has inventory transactions and cannot be removed; disable it instead',
        });
      });
      const after = await updated({ ...input, instances: [input.instances[0], { ...input.instances[1], idStatus: 'INACTIVE' }] });
      expect(after.instances.map((i) => [i.code, i.idStatus])).toEqual([['SHR-EN', 'ACTIVE'], ['PRV-ES', 'INACTIVE']]);
      expect(after.isReferenced).toBe(true);
    });

    it.each(['hold', 'package'] as const)('refuses to remove an instance a %s refers to', async (what) => {
      const p = await create();
      await refer[what](p.instances[0].idProductInstance);
      await unchanged(async () => {
        const response = await update({ ...asInput(p), instances: [] });
        expect(codeOf(response)).toBe('CONFLICT');
        expect(fieldsOf(response)?.instances).toMatch(/^The instance SHR-EN has (inventory holds|packages) and cannot be removed; disable it instead$/);
      });
    });

    it('checks instance items against the product items after the call', async () => {
      const p = await create();
      const input = asInput(p);
      await unchanged(async () => {
        // Instances left alone still use LANG.ES.
        const removed = await update({ ...input, subfeatureItemIds: [item('MODE.SHR'), item('MODE.PRV'), item('LANG.EN')], instances: null });
        expectValidation(removed, { subfeatureItemIds: 'The instance PRV-ES uses an item you removed' });
        expectFieldCodes(removed, { subfeatureItemIds: ['ITEM_REMOVED', { code: 'PRV-ES' }] });
        // An instance sent without itemIds keeps its items, which must still be the product's.
        expectValidation(await update({
          ...input, subfeatureItemIds: [item('MODE.SHR'), item('LANG.EN')],
          instances: [{ ...input.instances[0], itemIds: null }, { ...input.instances[1], itemIds: null }],
        }), { 'instances.1.itemIds': "Choose one of the product's subfeature items" });
      });
      // With subfeatureItemIds left alone, instances are checked against the stored items.
      await unchanged(async () => {
        expectValidation(await update({ ...input, subfeatureItemIds: null, instances: [instance('PRV-FR', ['MODE.PRV', 'LANG.FR'])] }), {
          'instances.0.itemIds.1': "Choose one of the product's subfeature items",
        });
      });
    });

    it("refuses another product's instance ids and repeated ones", async () => {
      const a = await create();
      const b = await create();
      await unchanged(async () => {
        expectValidation(await update({
          ...asInput(a),
          instances: [asInput(a).instances[0], { ...asInput(b).instances[0], code: 'OTHER', itemIds: [] }, { ...asInput(a).instances[0], code: 'AGAIN' }],
        }), {
          'instances.1.idProductInstance': 'This instance does not belong to the product',
          'instances.2.idProductInstance': 'This instance does not belong to the product',
        });
      });
    });

    it('keeps its own code but refuses one another product holds; every create rule applies', async () => {
      const p = await create();
      ok(await update({ ...asInput(p), code: p.code.toLowerCase() }));
      await unchanged(async () => {
        expectValidation(await update({ ...asInput(p), code: 'HTL-LIM-COSTAVERDE' }), { code: 'A product with this code already exists' });
        expectValidation(await update({ ...asInput(p), name: '', idProductType: null, instances: [instance('', [], { shortName: 'X' })] }), {
          name: REQUIRED, idProductType: REQUIRED, 'instances.0.code': REQUIRED,
        });
      });
    });

    it('answers NOT_FOUND for unknown, malformed and other OU ids, and a field error without an id', async () => {
      const p = await create();
      const theirs = await productId('HTL-CUZ-PLAZAIMP');
      expectValidation(await update({ ...asInput(p), idProduct: null }), { idProduct: REQUIRED });
      await unchanged(async () => {
        for (const id of [UNKNOWN_ID, 'nope', theirs]) {
          expect(codeOf(await update({ ...asInput(p), idProduct: id })), id).toBe('NOT_FOUND');
          expect(await get(id)).toBeNull();
        }
        expect(codeOf(await update(asInput(p), cusco))).toBe('NOT_FOUND');
      });
      const [instanceId] = (await server.db.query<{ id: string }>(
        'select id_product_instance as id from product_instance where id_product = $1 limit 1', [theirs],
      )).map((r) => r.id);
      expect(ok(await admin.gql<{ getProductInstanceById: null }>(GET_INSTANCE, { id: instanceId })).getProductInstanceById).toBeNull();
      for (const type of ['Product', 'ProductInstance']) {
        const id = Buffer.from(`${type}:${type === 'Product' ? theirs : instanceId}`).toString('base64url');
        expect(ok(await admin.gql<{ node: null }>(NODE, { id })).node).toBeNull();
      }
    });
  });

  describe('deleteOrDisableProduct and setProductStatus', () => {
    it('deletes a product nothing refers to, with everything that hangs off it', async () => {
      const p = await create();
      const response = ok(await admin.gql<{ deleteOrDisableProduct: unknown }>(DELETE, { id: p.idProduct }));
      expect(response.deleteOrDisableProduct).toEqual({ outcome: 'DELETED', product: null });
      for (const table of TABLES.filter((t) => t !== 'product_instance_item')) {
        expect(await server.db.query(`select 1 from ${table} where id_product = $1`, [p.idProduct]), table).toEqual([]);
      }
      expect(await server.db.query('select 1 from product_instance_item where id_product_instance = any($1::uuid[])', [
        p.instances.map((i) => i.idProductInstance),
      ])).toEqual([]);
      expect(await get(p.idProduct)).toBeNull();
    });

    it.each(['package', 'hold', 'transaction'] as const)('disables a product a %s refers to, keeping every row', async (what) => {
      const p = await create();
      await refer[what](p.instances[1].idProductInstance);
      expect((await get(p.idProduct))!.isReferenced).toBe(true);
      const before = await Promise.all(TABLES.filter((t) => t !== 'product').map((t) => tableDump(server, t)));
      const response = ok(await admin.gql<{ deleteOrDisableProduct: unknown }>(DELETE, { id: p.idProduct }));
      expect(response.deleteOrDisableProduct).toEqual({
        outcome: 'DISABLED', product: { idProduct: p.idProduct, idStatus: 'INACTIVE', isReferenced: true, idUserUpdate: admin.idUser },
      });
      expect(await Promise.all(TABLES.filter((t) => t !== 'product').map((t) => tableDump(server, t)))).toEqual(before);
      // Asking again keeps it disabled.
      expect(ok(await admin.gql<{ deleteOrDisableProduct: { outcome: string } }>(DELETE, { id: p.idProduct })).deleteOrDisableProduct.outcome).toBe('DISABLED');
    });

    it('answers NOT_FOUND for unknown, malformed and other OU products, changing nothing', async () => {
      const theirs = await productId('TOUR-CUZ-CITY');
      await unchanged(async () => {
        for (const id of [UNKNOWN_ID, 'nope', theirs]) {
          expect(codeOf(await admin.gql(DELETE, { id })), id).toBe('NOT_FOUND');
          expect(codeOf(await admin.gql(STATUS, { id, s: 'INACTIVE' })), id).toBe('NOT_FOUND');
        }
      });
    });

    it('disables and enables a product', async () => {
      const p = await create();
      const off = ok(await admin.gql<{ setProductStatus: unknown }>(STATUS, { id: p.idProduct, s: 'INACTIVE' })).setProductStatus;
      expect(off).toEqual({ idProduct: p.idProduct, idStatus: 'INACTIVE', idUserUpdate: admin.idUser });
      expect((await search({ text: p.code, status: 'ACTIVE' })).count).toBe(0);
      expect((await search({ text: p.code, status: 'INACTIVE' })).data.map((r) => r.idProduct)).toEqual([p.idProduct]);
      ok(await admin.gql(STATUS, { id: p.idProduct, s: 'ACTIVE' }));
      expect((await search({ text: p.code, status: 'ACTIVE' })).count).toBe(1);
    });
  });

  describe('searchProducts', () => {
    it('searches code, name and short name anywhere, ignoring case and accents', async () => {
      expect((await search({ text: 'pachacámac' })).data.map((r) => r.code)).toEqual(['TOUR-LIM-PACHACAMAC']);
      expect((await search({ text: 'HUAYNA' }, cusco)).data.map((r) => r.code)).toEqual(['TKT-MAP-HUAYNA']);
      expect((await search({ text: 'Tipon' }, cusco)).data.map((r) => r.code)).toEqual(['TOUR-CUZ-SOUTHVAL']);
      expect((await search({ text: 'trn-', sortBy: 'code' }, cusco)).data.map((r) => r.code)).toEqual([
        'TRN-MAP-OLL-IER', 'TRN-MAP-OLL-SAR', 'TRN-OLL-MAP-IER', 'TRN-OLL-MAP-SAR', 'TRN-POR-MAP-SAR',
      ]);
      expect((await search({ text: 'food tour' })).data.map((r) => r.code)).toEqual(['TOUR-LIM-GASTRO']);
      expect((await search({ text: '100%' })).count).toBe(0);
    });

    it('filters by type, supplier, category and status', async () => {
      const hotels = await search({ idProductType: v('PRODUCT_TYPE', 'HOTEL') }, cusco);
      expect(hotels.data.every((r) => r.productType.code === 'HOTEL')).toBe(true);
      expect(hotels.count).toBe(5);
      const wayra = await search({ idSupplier: entity('Wayra Transportes') }, cusco);
      expect(wayra.data.map((r) => r.supplier.commercialName)).toEqual(Array(wayra.count).fill('Wayra Transportes'));
      expect(wayra.count).toBe(5);
      const mapi = await search({ idProductCategory: category('Machu Picchu', 'CUZ') }, cusco);
      expect(mapi.data.every((r) => r.categories.some((c) => c.name === 'Machu Picchu'))).toBe(true);
      expect(mapi.data.map((r) => r.code)).toEqual(expect.arrayContaining(['TKT-MAP-HUAYNA', 'HTL-MAP-CLOUDFOREST', 'TRN-OLL-MAP-SAR']));
      const off = await search({ status: 'INACTIVE', idSupplier: entity('Wayra Transportes') }, cusco);
      expect(off.data.map((r) => r.code)).toEqual(['TRF-CUZ-HTL-POROY']);
      const combined = await search({ text: 'sur andino', idProductType: v('PRODUCT_TYPE', 'TRAIN'), idProductCategory: category('Cusco', 'CUZ') }, cusco);
      expect(combined.data.map((r) => r.code)).toEqual(['TRN-POR-MAP-SAR']);
      // Another OU's category filters to nothing.
      expect((await search({ idProductCategory: category('Machu Picchu', 'CUZ') })).count).toBe(0);
    });

    it('sorts and pages on the server', async () => {
      const byName = await search({}, cusco);
      expect(byName.count).toBe(byName.data.length);
      const names = byName.data.map((r) => r.name.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const byCode = (await search({ sortBy: 'code', sortDirection: 'DESC' }, cusco)).data.map((r) => r.code);
      expect(byCode).toEqual([...byCode].sort().reverse());
      const page = await search({ skip: 5, take: 4, sortBy: 'code', sortDirection: 'DESC' }, cusco);
      expect(page).toEqual({ count: byName.count, data: (await search({ sortBy: 'code', sortDirection: 'DESC' }, cusco)).data.slice(5, 9) });
      const newest = await create();
      expect((await search({ sortBy: 'createdAt', sortDirection: 'DESC', take: 1 })).data[0].idProduct).toBe(newest.idProduct);
      const oldest = await create();
      await updated({ ...asInput(oldest), name: 'Touched' });
      expect((await search({ sortBy: 'updatedAt', sortDirection: 'DESC', take: 1 })).data[0].idProduct).toBe(oldest.idProduct);
      expectValidation(await admin.gql(SEARCH, { input: { take: 101, skip: -1, sortBy: 'price', idSupplier: 'x' } }), {
        take: 'Must be between 1 and 100', skip: 'Must be 0 or more', sortBy: 'Sort by one of: code, name, createdAt, updatedAt',
      });
      expectValidation(await admin.gql(SEARCH, { input: { idSupplier: 'x', idProductType: 'y', idProductCategory: 'z' } }), {
        idSupplier: INVALID_CHOICE, idProductType: INVALID_CHOICE, idProductCategory: INVALID_CHOICE,
      });
    });

    it("keeps each OU's products to itself", async () => {
      const lima = (await search({})).data.map((r) => r.code);
      const cuzco = (await search({}, cusco)).data.map((r) => r.code);
      expect(lima).toContain('HTL-LIM-COSTAVERDE');
      expect(lima).not.toContain('HTL-CUZ-PLAZAIMP');
      expect(cuzco).toContain('HTL-CUZ-PLAZAIMP');
      expect(cuzco).not.toContain('HTL-LIM-COSTAVERDE');
    });
  });

  describe('the demo catalog', () => {
    interface DemoRow { ou: string; code: string; type: string; hasInventory: boolean; instances: number }

    it('has at least 30 products across hotels, tours, transfers, tickets and trains, each with instances', async () => {
      const rows = await server.db.query<DemoRow>(
        `select o.code as ou, p.code, upper(t.code) as type, p.has_inventory as "hasInventory",
           (select count(*) from product_instance i where i.id_product = p.id_product)::int as instances
         from product p join ou o using (id_ou) join general_parameter_value t on t.id_general_parameter_value = p.id_product_type
         where p.id_user_create is null`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(30);
      expect(rows.filter((r) => r.ou === 'CUZ').length).toBeGreaterThan(rows.filter((r) => r.ou === 'LIM').length);
      for (const type of ['HOTEL', 'TOUR', 'TRANSFER', 'TICKET', 'TRAIN']) expect(rows.some((r) => r.type === type), type).toBe(true);
      expect(rows.filter((r) => r.instances === 0)).toEqual([]);
      expect(rows.filter((r) => r.type === 'HOTEL' && !r.hasInventory)).toEqual([]);
      const instance = await server.db.query(
        `select 1 from product_instance i join product p using (id_product) where p.code = 'HTL-CUZ-PLAZAIMP' and i.code = 'DBL-BB'`,
      );
      expect(instance).toHaveLength(1);
    });

    it('obeys every rule: each demo product saves unchanged through updateProduct', async () => {
      for (const [who, ou] of [[admin, 'LIM'], [cusco, 'CUZ']] as const) {
        const codes = await server.db.query<{ id: string; code: string }>(
          `select p.id_product as id, p.code from product p join ou o using (id_ou) where o.code = $1 and p.id_user_create is null`, [ou],
        );
        for (const { id, code } of codes) {
          const p = (await get(id, who))!;
          const response = await update(asInput(p), who);
          expect(response.errors, code).toBeUndefined();
          const after = response.data!.updateProduct;
          expect({ ...after, updatedAt: p.updatedAt, idUserUpdate: p.idUserUpdate }, code).toEqual(p);
        }
      }
    });
  });
});
