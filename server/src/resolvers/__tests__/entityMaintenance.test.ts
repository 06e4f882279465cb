import { beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_DOCUMENT_TEXT, rucCheckDigit } from '../../../../rules/identityDocument.ts';
import { codeOf, expectFieldCodes, expectTablesUnchanged, expectValidation, ok, UNKNOWN_ID } from '../../testing/adminFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const REQUIRED = 'This field is required';
const INVALID_CHOICE = 'Choose one of the listed options';
const VALUE = 'idGeneralParameterValue code name';
const ENTITY = `idEntity name commercialName idStatus deferredDocs idEntityType entityType { ${VALUE} }
  idEntityRole entityRole { ${VALUE} } idMarket market { ${VALUE} } idChannel channel { ${VALUE} }
  idSector sector { ${VALUE} } idBusinessType businessType { ${VALUE} }
  idIdentityDocumentType identityDocumentType { ${VALUE} } identityDocumentNumber
  idNationality nationality { idCountry code name }
  addresses { idEntityAddress idAddressType addressType { code } address state city idCountry country { code } postalCode }
  contacts { idEntityContact idContactType contactType { code } idContactPurpose contactPurpose { code } value }
  entityInfo { checkingAccount paidoutCheckingAccount }
  idUserCreate idUserUpdate createdAt updatedAt`;
const CREATE = `mutation ($data: CreateEntityInput!) { createEntity(data: $data) { ${ENTITY} } }`;
const UPDATE = `mutation ($data: UpdateEntityInput!) { updateEntity(data: $data) { ${ENTITY} } }`;
const STATUS = 'mutation ($id: ID!, $s: Status!) { setEntityStatus(idEntity: $id, idStatus: $s) { idEntity idStatus idUserUpdate } }';
const GET = `query ($id: ID!) { getEntityById(id: $id) { ${ENTITY} } }`;
const SEARCH = `query ($input: EntitySearchInput!) { searchEntityList(input: $input) {
  count data { idEntity name commercialName identityDocumentNumber idStatus entityRole { code } } } }`;

interface Entity {
  idEntity: string; name: string; commercialName: string; idStatus: string; deferredDocs: boolean;
  entityType: { code: string }; entityRole: { code: string }; market: { code: string }; channel: { code: string };
  sector: { code: string }; businessType: { code: string }; identityDocumentType: { code: string };
  identityDocumentNumber: string; nationality: { code: string } | null;
  addresses: { idEntityAddress: string; addressType: { code: string }; address: string; state: string | null; city: string; country: { code: string }; postalCode: string | null }[];
  contacts: { idEntityContact: string; contactType: { code: string }; contactPurpose: { code: string } | null; value: string }[];
  entityInfo: { checkingAccount: string; paidoutCheckingAccount: string } | null;
  idUserCreate: string; idUserUpdate: string; createdAt: string; updatedAt: string;
}
type Page = { searchEntityList: { count: number; data: { idEntity: string; name: string; commercialName: string; identityDocumentNumber: string | null; idStatus: string; entityRole: { code: string } | null }[] } };

const TABLES = ['entity', 'entity_ou', 'entity_address', 'entity_contact', 'entity_info'];

describe.each(dbKinds)('entities (%s)', (kind) => {
  const { server, users: [admin, resadm], cusco, v } = suiteServer(kind, { users: ['ADMIN', 'RESADM'], cusco: true, catalog: true });
  /** Country ids by code. */
  let country: (code: string) => string;
  beforeAll(async () => {
    const countries = await server.db.query<{ code: string; id: string }>('select code, id_country as id from country');
    country = (code) => countries.find((c) => c.code === code)!.id;
  });

  const unchanged = (call: () => Promise<unknown>) => expectTablesUnchanged(server, TABLES, call);

  let serial = 0;
  const nextRuc = () => {
    const firstTen = `20${String(70000000 + ++serial).padStart(8, '0')}`;
    return `${firstTen}${rucCheckDigit(firstTen)}`;
  };
  const address = (extra: Record<string, unknown> = {}) => ({
    idAddressType: v('ADDRESS_TYPE', 'FISCAL'), address: 'Av. El Sol 123', state: 'Cusco', city: 'Cusco',
    idCountry: country('PER'), postalCode: '08002', ...extra,
  });
  const contact = (extra: Record<string, unknown> = {}) => ({
    idContactType: v('CONTACT_TYPE', 'EMAIL'), idContactPurpose: v('CONTACT_PURPOSE', 'RESERVATIONS'),
    value: 'reservas@example.pe', ...extra,
  });
  const valid = (extra: Record<string, unknown> = {}) => ({
    idEntityType: v('ENTITY_TYPE', 'COMPANY'), idEntityRole: v('ENTITY_ROLE', 'CUSTOMER'),
    name: 'Qosqo Travel S.A.C.', commercialName: 'Qosqo Travel', idMarket: v('MARKET', 'DOMESTIC'),
    idChannel: v('CHANNEL', 'AGENCY'), idSector: v('SECTOR', 'TOURISM'), idBusinessType: v('BUSINESS_TYPE', 'TRAVEL_AGENCY'),
    deferredDocs: true, idIdentityDocumentType: v('IDENTITY_DOCUMENT_TYPE', 'RUC'), identityDocumentNumber: nextRuc(),
    idNationality: country('PER'),
    addresses: [address(), address({ idAddressType: v('ADDRESS_TYPE', 'OFFICE'), address: 'Calle Plateros 350', state: null, postalCode: '' })],
    contacts: [contact(), contact({ idContactType: v('CONTACT_TYPE', 'PHONE'), idContactPurpose: null, value: '+51 84 231 500' })],
    entityInfo: { checkingAccount: '12120101', paidoutCheckingAccount: '42120101' },
    ...extra,
  });
  const create = async (extra: Record<string, unknown> = {}, who = admin) =>
    ok(await who.gql<{ createEntity: Entity }>(CREATE, { data: valid(extra) })).createEntity;
  /** The input an update sends for an entity as it is (the form's state). */
  const asInput = (e: Entity) => ({
    idEntity: e.idEntity, name: e.name, commercialName: e.commercialName, deferredDocs: e.deferredDocs,
    idEntityType: v('ENTITY_TYPE', e.entityType.code), idEntityRole: v('ENTITY_ROLE', e.entityRole.code),
    idMarket: v('MARKET', e.market.code), idChannel: v('CHANNEL', e.channel.code), idSector: v('SECTOR', e.sector.code),
    idBusinessType: v('BUSINESS_TYPE', e.businessType.code),
    idIdentityDocumentType: v('IDENTITY_DOCUMENT_TYPE', e.identityDocumentType.code), identityDocumentNumber: e.identityDocumentNumber,
    idNationality: e.nationality ? country(e.nationality.code) : null,
    addresses: e.addresses.map((a) => ({
      idEntityAddress: a.idEntityAddress, idAddressType: v('ADDRESS_TYPE', a.addressType.code), address: a.address, state: a.state,
      city: a.city, idCountry: country(a.country.code), postalCode: a.postalCode,
    })),
    contacts: e.contacts.map((c) => ({
      idEntityContact: c.idEntityContact, idContactType: v('CONTACT_TYPE', c.contactType.code),
      idContactPurpose: c.contactPurpose ? v('CONTACT_PURPOSE', c.contactPurpose.code) : null, value: c.value,
    })),
    entityInfo: e.entityInfo,
  });
  const search = async (input: Record<string, unknown>, who = admin) =>
    ok(await who.gql<Page>(SEARCH, { input: { take: 100, ...input } })).searchEntityList;

  describe('createEntity', () => {
    it('creates a customer with two addresses and two contacts, linked to the caller OU, audit set by the server', async () => {
      const before = Date.now();
      const e = await create({ name: '  Qosqo Travel S.A.C. ' });
      expect(e).toMatchObject({
        name: 'Qosqo Travel S.A.C.', commercialName: 'Qosqo Travel', idStatus: 'ACTIVE', deferredDocs: true,
        entityType: { code: 'COMPANY' }, entityRole: { code: 'CUSTOMER', name: 'Customer' }, market: { code: 'DOMESTIC' },
        channel: { code: 'AGENCY' }, sector: { code: 'TOURISM' }, businessType: { code: 'TRAVEL_AGENCY' },
        identityDocumentType: { code: 'RUC' }, nationality: { code: 'PER', name: 'Peru' },
        entityInfo: { checkingAccount: '12120101', paidoutCheckingAccount: '42120101' },
        idUserCreate: admin.idUser, idUserUpdate: admin.idUser,
      });
      expect(e.addresses.map((a) => [a.addressType.code, a.address, a.state, a.city, a.country.code, a.postalCode])).toEqual([
        ['FISCAL', 'Av. El Sol 123', 'Cusco', 'Cusco', 'PER', '08002'],
        ['OFFICE', 'Calle Plateros 350', null, 'Cusco', 'PER', null],
      ]);
      expect(e.contacts.map((c) => [c.contactType.code, c.contactPurpose?.code ?? null, c.value])).toEqual([
        ['EMAIL', 'RESERVATIONS', 'reservas@example.pe'], ['PHONE', null, '+51 84 231 500'],
      ]);
      expect(new Date(e.createdAt).getTime()).toBeGreaterThan(before - 60_000);
      const links = await server.db.query<{ code: string }>(
        'select o.code from entity_ou l join ou o using (id_ou) where l.id_entity = $1', [e.idEntity],
      );
      expect(links).toEqual([{ code: 'LIM' }]);
      expect(ok(await admin.gql<{ getEntityById: Entity }>(GET, { id: e.idEntity })).getEntityById).toEqual(e);
    });

    it('accepts accounts of exactly 1 and 15 characters, and an entity without nationality or deferred documents', async () => {
      const e = await create({ idNationality: null, deferredDocs: null, entityInfo: { checkingAccount: '1', paidoutCheckingAccount: '4'.repeat(15) } });
      expect(e).toMatchObject({ nationality: null, deferredDocs: false, entityInfo: { checkingAccount: '1', paidoutCheckingAccount: '4'.repeat(15) } });
    });

    const requiredFields = [
      'idEntityType', 'idEntityRole', 'name', 'commercialName', 'idMarket', 'idChannel', 'idSector', 'idBusinessType',
      'idIdentityDocumentType', 'identityDocumentNumber',
    ];
    it.each(requiredFields)('requires %s (missing or blank), and saves nothing', async (field) => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: valid({ [field]: null }) }), { [field]: REQUIRED });
        expectValidation(await admin.gql(CREATE, { data: valid({ [field]: '  ' }) }), { [field]: REQUIRED });
      });
    });

    it('reports every missing field at once', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: {} }), {
          ...Object.fromEntries(requiredFields.map((f) => [f, REQUIRED])),
          addresses: 'Add at least one address', contacts: 'Add at least one contact',
          'entityInfo.checkingAccount': REQUIRED, 'entityInfo.paidoutCheckingAccount': REQUIRED,
        });
      });
    });

    it('requires addresses and contacts', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: valid({ addresses: [], contacts: null }) }), {
          addresses: 'Add at least one address', contacts: 'Add at least one contact',
        });
      });
    });

    it.each(['idAddressType', 'address', 'city', 'idCountry'])('requires the %s of each address', async (field) => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: valid({ addresses: [address(), address({ [field]: ' ' })] }) }), {
          [`addresses.1.${field}`]: REQUIRED,
        });
      });
    });

    it.each(['idContactType', 'value'])('requires the %s of each contact', async (field) => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: valid({ contacts: [contact({ [field]: null })] }) }), {
          [`contacts.0.${field}`]: REQUIRED,
        });
      });
    });

    it('requires both accounts, 1 to 15 characters', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: valid({ entityInfo: null }) }), {
          'entityInfo.checkingAccount': REQUIRED, 'entityInfo.paidoutCheckingAccount': REQUIRED,
        });
        expectValidation(await admin.gql(CREATE, { data: valid({ entityInfo: { checkingAccount: ' ', paidoutCheckingAccount: '4'.repeat(16) } }) }), {
          'entityInfo.checkingAccount': REQUIRED, 'entityInfo.paidoutCheckingAccount': 'Must be 1 to 15 characters',
        });
        expectValidation(await admin.gql(CREATE, { data: valid({ entityInfo: { checkingAccount: '1'.repeat(16), paidoutCheckingAccount: '4' } }) }), {
          'entityInfo.checkingAccount': 'Must be 1 to 15 characters',
        });
      });
    });

    it('enforces every length limit', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, {
          data: valid({
            name: 'N'.repeat(201), commercialName: 'C'.repeat(201), identityDocumentNumber: '1'.repeat(21),
            addresses: [address({ address: 'A'.repeat(251), state: 'S'.repeat(101), city: 'C'.repeat(101), postalCode: 'P'.repeat(21) })],
            contacts: [contact({ idContactType: v('CONTACT_TYPE', 'WEB'), value: `https://${'x'.repeat(193)}` })],
          }),
        }), {
          name: 'At most 200 characters', commercialName: 'At most 200 characters', identityDocumentNumber: 'At most 20 characters',
          'addresses.0.address': 'At most 250 characters', 'addresses.0.state': 'At most 100 characters',
          'addresses.0.city': 'At most 100 characters', 'addresses.0.postalCode': 'At most 20 characters',
          'contacts.0.value': 'At most 200 characters',
        });
      });
      const longest = await create({
        name: 'N'.repeat(200), commercialName: 'C'.repeat(200), idIdentityDocumentType: v('IDENTITY_DOCUMENT_TYPE', 'TAX_ID'), identityDocumentNumber: `2${'1'.repeat(19)}`,
        addresses: [address({ address: 'A'.repeat(250), state: 'S'.repeat(100), city: 'C'.repeat(100), postalCode: 'P'.repeat(20) })],
      });
      expect(longest.name).toHaveLength(200);
    });

    it('refuses a choice from the wrong catalog, an unknown id or a malformed one', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, {
          data: valid({
            idEntityType: v('MARKET', 'DOMESTIC'), idEntityRole: UNKNOWN_ID, idMarket: 'nope', idNationality: UNKNOWN_ID,
            addresses: [address({ idAddressType: v('CONTACT_TYPE', 'EMAIL'), idCountry: 'PER' })],
            contacts: [contact({ idContactPurpose: v('ADDRESS_TYPE', 'HOME') })],
          }),
        }), {
          idEntityType: INVALID_CHOICE, idEntityRole: INVALID_CHOICE, idMarket: INVALID_CHOICE, idNationality: INVALID_CHOICE,
          'addresses.0.idAddressType': INVALID_CHOICE, 'addresses.0.idCountry': INVALID_CHOICE,
          'contacts.0.idContactPurpose': INVALID_CHOICE,
        });
      });
    });

    it('checks a contact value against its type and the document number characters', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, {
          data: valid({
            identityDocumentNumber: '2051*1234',
            contacts: [contact({ value: 'not-an-email' }), contact({ idContactType: v('CONTACT_TYPE', 'MOBILE'), value: 'call me' })],
          }),
        }), {
          identityDocumentNumber: 'Use letters, digits, spaces and - . / only',
          'contacts.0.value': 'Invalid email address', 'contacts.1.value': 'Invalid phone number',
        });
        expectFieldCodes(await admin.gql(CREATE, { data: valid({ identityDocumentNumber: '2051*1234', addresses: [], contacts: [] }) }), {
          identityDocumentNumber: 'DOCUMENT_CHARACTERS', addresses: ['TOO_FEW', { min: 1 }], contacts: ['TOO_FEW', { min: 1 }],
        });
      });
    });

    it('checks the document number against its type: RUC (SUNAT check digit), DNI, passport, foreigner card', async () => {
      const type = (code: string) => v('IDENTITY_DOCUMENT_TYPE', code);
      const refused: [string, string, string][] = [
        ['RUC', 'ABC', IDENTITY_DOCUMENT_TEXT.RUC_FORMAT],
        ['RUC', '2051234567', IDENTITY_DOCUMENT_TEXT.RUC_FORMAT],
        ['RUC', '30512345671', IDENTITY_DOCUMENT_TEXT.RUC_FORMAT],
        ['RUC', '20512345672', IDENTITY_DOCUMENT_TEXT.RUC_CHECK_DIGIT],
        ['DNI', '1234567', IDENTITY_DOCUMENT_TEXT.DNI_FORMAT],
        ['DNI', 'ABC12345', IDENTITY_DOCUMENT_TEXT.DNI_FORMAT],
        ['PASSPORT', 'AB1', IDENTITY_DOCUMENT_TEXT.PASSPORT_FORMAT],
        ['CEX', 'X-1', IDENTITY_DOCUMENT_TEXT.CE_FORMAT],
      ];
      await unchanged(async () => {
        for (const [code, number, message] of refused) {
          const refusal = await admin.gql(CREATE, { data: valid({ idIdentityDocumentType: type(code), identityDocumentNumber: number }) });
          expectValidation(refusal, { identityDocumentNumber: message });
          // The code names the problem, so each language words it (error.field.INVALID_DOCUMENT).
          const problem = Object.entries(IDENTITY_DOCUMENT_TEXT).find(([, text]) => text === message)![0];
          expectFieldCodes(refusal, { identityDocumentNumber: ['INVALID_DOCUMENT', { problem }] });
        }
      });
      // A natural person's RUC (10 + DNI + check digit) and a DNI are accepted.
      const person = `1045872136${rucCheckDigit('1045872136')}`;
      expect((await create({ idIdentityDocumentType: type('RUC'), identityDocumentNumber: person })).identityDocumentNumber).toBe(person);
      expect((await create({ idIdentityDocumentType: type('DNI'), identityDocumentNumber: '07654321' })).identityDocumentNumber).toBe('07654321');
    });

    it('refuses a document number already used for that document type in the OU, whatever the letter case', async () => {
      const passport = v('IDENTITY_DOCUMENT_TYPE', 'PASSPORT');
      await create({ idIdentityDocumentType: passport, identityDocumentNumber: 'ab123456' });
      await unchanged(async () => {
        const taken = await admin.gql(CREATE, { data: valid({ idIdentityDocumentType: passport, identityDocumentNumber: ' AB123456 ' }) });
        expectValidation(taken, { identityDocumentNumber: 'An entity with this document number already exists' });
        expectFieldCodes(taken, { identityDocumentNumber: 'DUPLICATE' });
        // A seeded supplier's RUC.
        expectValidation(await admin.gql(CREATE, { data: valid({ identityDocumentNumber: '20490123459' }) }), {
          identityDocumentNumber: 'An entity with this document number already exists',
        });
      });
      // The same number under another document type is another document.
      await create({ idIdentityDocumentType: v('IDENTITY_DOCUMENT_TYPE', 'CEX'), identityDocumentNumber: 'AB123456' });
      // And another OU keeps its own register.
      await create({ idIdentityDocumentType: passport, identityDocumentNumber: 'AB123456' }, cusco);
    });

    it('is refused to roles without the entities area', async () => {
      expect(codeOf(await resadm.gql(CREATE, { data: valid() }))).toBe('FORBIDDEN');
      expect(codeOf(await resadm.gql(SEARCH, { input: {} }))).toBe('FORBIDDEN');
    });
  });

  describe('updateEntity and setEntityStatus', () => {
    it('edits the record and adds, edits and removes addresses and contacts in one call', async () => {
      const e = await create();
      const input = asInput(e);
      const updated = ok(await admin.gql<{ updateEntity: Entity }>(UPDATE, {
        data: {
          ...input, name: 'Qosqo Travel & Tours S.A.C.', idEntityRole: v('ENTITY_ROLE', 'BOTH'), deferredDocs: false,
          addresses: [{ ...input.addresses[1], city: 'Urubamba' }, address({ idAddressType: v('ADDRESS_TYPE', 'BILLING'), address: 'Jr. Nuevo 1' })],
          contacts: [input.contacts[1], contact({ idContactType: v('CONTACT_TYPE', 'WHATSAPP'), value: '+51 984 000 111' }), input.contacts[0]],
          entityInfo: { checkingAccount: '1212', paidoutCheckingAccount: '4212' },
        },
      })).updateEntity;
      expect(updated).toMatchObject({
        name: 'Qosqo Travel & Tours S.A.C.', entityRole: { code: 'BOTH' }, deferredDocs: false, idUserUpdate: admin.idUser,
        entityInfo: { checkingAccount: '1212', paidoutCheckingAccount: '4212' }, createdAt: e.createdAt,
      });
      expect(updated.addresses.map((a) => [a.addressType.code, a.city])).toEqual([['OFFICE', 'Urubamba'], ['BILLING', 'Cusco']]);
      expect(updated.addresses[0].idEntityAddress).toBe(e.addresses[1].idEntityAddress);
      expect(updated.contacts.map((c) => c.contactType.code)).toEqual(['PHONE', 'WHATSAPP', 'EMAIL']);
      expect(updated.contacts[2].idEntityContact).toBe(e.contacts[0].idEntityContact);
      expect(await server.db.query('select 1 from entity_address where id_entity_address = $1', [e.addresses[0].idEntityAddress])).toEqual([]);
    });

    it('keeps its own document number, but refuses one another entity holds', async () => {
      const a = await create();
      const b = await create();
      ok(await admin.gql(UPDATE, { data: { ...asInput(a), commercialName: 'Still mine' } }));
      await unchanged(async () => {
        expectValidation(await admin.gql(UPDATE, { data: { ...asInput(a), identityDocumentNumber: b.identityDocumentNumber } }), {
          identityDocumentNumber: 'An entity with this document number already exists',
        });
      });
    });

    it('applies every rule of create and changes nothing when one fails', async () => {
      const e = await create();
      await unchanged(async () => {
        expectValidation(await admin.gql(UPDATE, {
          data: { ...asInput(e), name: '', addresses: [], entityInfo: { checkingAccount: '1'.repeat(16), paidoutCheckingAccount: '' } },
        }), {
          name: REQUIRED, addresses: 'Add at least one address', 'entityInfo.checkingAccount': 'Must be 1 to 15 characters',
          'entityInfo.paidoutCheckingAccount': REQUIRED,
        });
      });
    });

    it("refuses another entity's address or contact ids", async () => {
      const a = await create();
      const b = await create();
      await unchanged(async () => {
        expectValidation(await admin.gql(UPDATE, {
          data: {
            ...asInput(a),
            addresses: [{ ...asInput(a).addresses[0], idEntityAddress: b.addresses[0].idEntityAddress }],
            contacts: [{ ...asInput(a).contacts[0], idEntityContact: 'bad' }],
          },
        }), {
          'addresses.0.idEntityAddress': 'This address does not belong to the entity',
          'contacts.0.idEntityContact': 'This contact does not belong to the entity',
        });
      });
    });

    it('disables and enables an entity', async () => {
      const e = await create();
      const off = ok(await admin.gql<{ setEntityStatus: { idStatus: string; idUserUpdate: string } }>(STATUS, { id: e.idEntity, s: 'INACTIVE' }));
      expect(off.setEntityStatus).toMatchObject({ idStatus: 'INACTIVE', idUserUpdate: admin.idUser });
      expect((await search({ text: e.identityDocumentNumber, status: 'INACTIVE' })).data.map((d) => d.idEntity)).toEqual([e.idEntity]);
      expect((await search({ text: e.identityDocumentNumber, status: 'ACTIVE' })).count).toBe(0);
      ok(await admin.gql(STATUS, { id: e.idEntity, s: 'ACTIVE' }));
      expect((await search({ text: e.identityDocumentNumber, status: 'ACTIVE' })).count).toBe(1);
    });

    it('answers NOT_FOUND for unknown and malformed ids', async () => {
      const e = await create();
      for (const id of [UNKNOWN_ID, 'nope']) {
        expect(codeOf(await admin.gql(UPDATE, { data: { ...asInput(e), idEntity: id } }))).toBe('NOT_FOUND');
        expect(codeOf(await admin.gql(STATUS, { id, s: 'INACTIVE' }))).toBe('NOT_FOUND');
        expect(ok(await admin.gql<{ getEntityById: null }>(GET, { id })).getEntityById).toBeNull();
      }
    });
  });

  describe('searchEntityList', () => {
    it('searches name, commercial name (anywhere, any case) and the start of the document number', async () => {
      expect((await search({ text: 'plaza imperial' })).data.map((d) => d.commercialName)).toEqual(['Plaza Imperial Hotel']);
      expect((await search({ text: 'WAYRA' })).data.map((d) => d.name)).toEqual(['Transportes Turísticos Wayra S.A.C.']);
      expect((await search({ text: '2049012' })).data.map((d) => d.identityDocumentNumber)).toEqual(['20490123459']);
      // Inside a document number is not a match (prefix search).
      expect((await search({ text: '0123457' })).count).toBe(0);
      expect((await search({ text: 'ab12', sortBy: 'identityDocumentNumber' })).data.map((d) => d.identityDocumentNumber))
        .toEqual(expect.arrayContaining(['ab123456', 'AB123456']));
      expect((await search({ text: '100%' })).count).toBe(0);
    });

    it('ignores accents and letter case in names', async () => {
      for (const text of ['condor receptivo', 'CÓNDOR RECEPTIVO', 'Cóndor Recep']) {
        expect((await search({ text })).data.map((d) => d.commercialName), text).toEqual(['Cóndor Receptivo']);
      }
      expect((await search({ text: 'sudamerika' })).data.map((d) => d.name)).toEqual(['Südamerika Reisen GmbH']);
    });

    it('follows the OU links wherever they are made (a link added later shows the entity there)', async () => {
      const e = await create();
      expect((await search({ text: e.identityDocumentNumber }, cusco)).count).toBe(0);
      await server.db.query(`insert into entity_ou (id_entity, id_ou) select $1, id_ou from ou where code = 'CUZ'`, [e.idEntity]);
      expect((await search({ text: e.identityDocumentNumber }, cusco)).data.map((d) => d.idEntity)).toEqual([e.idEntity]);
      await server.db.query(`delete from entity_ou where id_entity = $1 and id_ou = (select id_ou from ou where code = 'CUZ')`, [e.idEntity]);
      expect((await search({ text: e.identityDocumentNumber }, cusco)).count).toBe(0);
      expect((await search({ text: e.identityDocumentNumber })).count).toBe(1);
    });

    it('filters by role: customers and suppliers include those that are both', async () => {
      const customers = await search({ role: 'CUSTOMER' });
      const suppliers = await search({ role: 'SUPPLIER' });
      const both = await search({ role: 'BOTH' });
      expect(customers.data.map((d) => d.entityRole!.code)).toEqual(expect.arrayContaining(['CUSTOMER', 'BOTH']));
      expect(customers.data.every((d) => ['CUSTOMER', 'BOTH'].includes(d.entityRole!.code))).toBe(true);
      expect(suppliers.data.every((d) => ['SUPPLIER', 'BOTH'].includes(d.entityRole!.code))).toBe(true);
      expect(both.data.every((d) => d.entityRole!.code === 'BOTH')).toBe(true);
      expect(both.count).toBeGreaterThan(0);
      expect((await search({ role: 'SUPPLIER', text: 'hotel' })).data.map((d) => d.commercialName)).toEqual(
        expect.arrayContaining(['Plaza Imperial Hotel', 'Cloud Forest Hotel']),
      );
      expect((await search({ role: 'CUSTOMER', text: 'hotel' })).count).toBe(0);
    });

    it('pages and sorts on the server', async () => {
      const all = await search({ sortBy: 'name' });
      expect(all.count).toBe(all.data.length);
      expect(all.count).toBeGreaterThanOrEqual(30);
      // Name order ignores letter case and accents ("Cóndor" sorts as "condor").
      const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
      const names = all.data.map((d) => `${fold(d.name)} | ${fold(d.commercialName)}`);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const page = await search({ skip: 10, take: 5, sortBy: 'name' });
      expect(page.data.map((d) => d.idEntity)).toEqual(all.data.slice(10, 15).map((d) => d.idEntity));
      expect(page.count).toBe(all.count);
      const desc = await search({ take: 3, sortBy: 'commercialName', sortDirection: 'DESC' });
      const byCommercial = (await search({ sortBy: 'commercialName' })).data.map((d) => d.idEntity);
      expect(desc.data.map((d) => d.idEntity)).toEqual(byCommercial.reverse().slice(0, 3));
      expectValidation(await admin.gql(SEARCH, { input: { take: 0, sortBy: 'secret' } }), {
        take: 'Must be between 1 and 100',
        sortBy: 'Sort by one of: name, commercialName, identityDocumentNumber, idStatus, createdAt, updatedAt',
      });
    });

    it('the entity fields also resolve on entities other areas hand out', async () => {
      const response = await admin.gql<{ searchEntities: { data: { name: string; entityRole: { code: string } | null; addresses: { city: string }[] }[] } }>(
        '{ searchEntities(input: { text: "Plaza Imperial" }) { data { name entityRole { code } addresses { city } } } }',
      );
      expect(ok(response).searchEntities.data).toEqual([{ name: 'Hotel Plaza Imperial Cusco S.A.C.', entityRole: { code: 'SUPPLIER' }, addresses: [{ city: 'Cusco' }] }]);
    });
  });

  describe('organizational units', () => {
    it("keeps each OU's entities to itself", async () => {
      const e = await create();
      expect(ok(await cusco.gql<{ getEntityById: null }>(GET, { id: e.idEntity })).getEntityById).toBeNull();
      expect((await search({ text: e.identityDocumentNumber }, cusco)).count).toBe(0);
      await unchanged(async () => {
        expect(codeOf(await cusco.gql(UPDATE, { data: asInput(e) }))).toBe('NOT_FOUND');
        expect(codeOf(await cusco.gql(STATUS, { id: e.idEntity, s: 'INACTIVE' }))).toBe('NOT_FOUND');
      });
      // Cusco sees its own and the shared demo suppliers, not Lima's customers.
      const theirs = (await search({}, cusco)).data.map((d) => d.commercialName);
      expect(theirs).toEqual(expect.arrayContaining(['Hostal Qorikancha', 'Plaza Imperial Hotel']));
      expect(theirs).not.toContain('Andes Explorer');
      expect((await search({}, admin)).data.map((d) => d.commercialName)).not.toContain('Hostal Qorikancha');
    });

    it('keeps the accounts per OU for an entity shared by two OUs', async () => {
      const [{ id }] = await server.db.query<{ id: string }>(`select id_entity as id from entity where commercial_name = 'Wayra Transportes'`);
      const lima = ok(await admin.gql<{ getEntityById: Entity }>(GET, { id })).getEntityById;
      const cuzco = ok(await cusco.gql<{ getEntityById: Entity }>(GET, { id })).getEntityById;
      ok(await cusco.gql(UPDATE, { data: { ...asInput(cuzco), entityInfo: { checkingAccount: 'CUZ-1212', paidoutCheckingAccount: 'CUZ-4212' } } }));
      expect(ok(await admin.gql<{ getEntityById: Entity }>(GET, { id })).getEntityById.entityInfo).toEqual(lima.entityInfo);
      expect(ok(await cusco.gql<{ getEntityById: Entity }>(GET, { id })).getEntityById.entityInfo).toEqual({
        checkingAccount: 'CUZ-1212', paidoutCheckingAccount: 'CUZ-4212',
      });
    });
  });
});
