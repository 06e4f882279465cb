import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, expectFieldCodes, expectTablesUnchanged, ok } from '../../testing/adminFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';
import { rucCheckDigit } from '../../../../rules/identityDocument.ts';
import { saleDocumentTypeOf } from '../../domain/fiscalDocuments.ts';

/*
 * Issue 21 item 12: a walk-in customer from the quick form (name, document, phone or e-mail, country), marked to be
 * completed, with the full form's document rules; and every ISO 3166-1 country, named in English and Spanish.
 */

const ENTITY = `idEntity name commercialName toComplete missingFields identityDocumentNumber
  identityDocumentType { code } entityRole { code } entityType { code } nationality { code name nameEs }
  contacts { contactType { code } value } entityInfo { checkingAccount }`;
const QUICK = `mutation ($data: QuickCustomerInput!) { createQuickCustomer(data: $data) { ${ENTITY} } }`;
const GET = `query ($id: ID!) { getEntityById(id: $id) { ${ENTITY} } }`;
const TABLES = ['entity', 'entity_ou', 'entity_contact'];

interface Entity {
  idEntity: string; name: string; commercialName: string; toComplete: boolean; missingFields: string[];
  identityDocumentNumber: string; identityDocumentType: { code: string }; entityRole: { code: string };
  entityType: { code: string } | null; nationality: { code: string; name: string; nameEs: string };
  contacts: { contactType: { code: string }; value: string }[]; entityInfo: { checkingAccount: string } | null;
}

describe.each(dbKinds)('quick customer and countries (%s)', (kind) => {
  const { server, users: [admin, agent, viewer], v } = suiteServer(kind, { users: ['ADMIN', 'RESCREATE', 'RESVIEW'], catalog: true });
  let country: (code: string) => string;
  beforeAll(async () => {
    const countries = await server.db.query<{ code: string; id: string }>('select code, id_country as id from country');
    country = (code) => countries.find((c) => c.code === code)!.id;
  });

  let serial = 0;
  const walkIn = (extra: Record<string, unknown> = {}) => ({
    name: 'Ximena Quispe Huamán', idIdentityDocumentType: v('IDENTITY_DOCUMENT_TYPE', 'DNI'),
    identityDocumentNumber: String(47000000 + ++serial), phone: '+51 984 123 456', email: null, idCountry: country('PER'), ...extra,
  });

  it('offers every ISO 3166-1 country with its English and Spanish name; the countries entities used keep their ids', async () => {
    const { getCountries } = ok(await agent.gql<{ getCountries: { code: string; shortName: string; name: string; nameEs: string }[] }>(
      '{ getCountries { code shortName name nameEs } }',
    ));
    expect(getCountries).toHaveLength(249);
    expect(getCountries.find((c) => c.code === 'PER')).toEqual({ code: 'PER', shortName: 'PE', name: 'Peru', nameEs: 'Perú' });
    expect(getCountries.find((c) => c.code === 'DEU')).toMatchObject({ name: 'Germany', nameEs: 'Alemania' });
    expect(getCountries.find((c) => c.code === 'CIV')).toMatchObject({ shortName: 'CI', nameEs: 'Costa de Marfil' });
    expect(new Set(getCountries.map((c) => c.code)).size).toBe(249);
    // The demo's addresses point at the countries the demo used before: still there, same rows.
    const [{ dangling }] = await server.db.query<{ dangling: number }>(
      `select count(*)::int as dangling from entity_address a left join country c using (id_country) where c.id_country is null`,
    );
    expect(dangling).toBe(0);
  });

  it('creates a walk-in customer for an agent, marked to complete, saying which full-form fields are missing', async () => {
    const data = walkIn({ email: 'ximena@example.pe' });
    const entity = ok(await agent.gql<{ createQuickCustomer: Entity }>(QUICK, { data })).createQuickCustomer;
    expect(entity).toMatchObject({
      name: 'Ximena Quispe Huamán', commercialName: 'Ximena Quispe Huamán', toComplete: true,
      identityDocumentNumber: data.identityDocumentNumber, identityDocumentType: { code: 'DNI' }, entityRole: { code: 'CUSTOMER' },
      entityType: { code: 'PERSON' }, nationality: { code: 'PER', nameEs: 'Perú' }, entityInfo: null,
      contacts: [{ contactType: { code: 'MOBILE' }, value: '+51 984 123 456' }, { contactType: { code: 'EMAIL' }, value: 'ximena@example.pe' }],
    });
    expect(entity.missingFields).toEqual([
      'idMarket', 'idChannel', 'idSector', 'idBusinessType', 'addresses', 'entityInfo.checkingAccount', 'entityInfo.paidoutCheckingAccount',
    ]);
    // The reservation form's customer picker finds it at once.
    const found = ok(await agent.gql<{ searchEntities: { data: { idEntity: string }[] } }>(
      'query ($input: SearchInput!) { searchEntities(input: $input) { data { idEntity } } }', { input: { text: 'Quispe Huam' } },
    ));
    expect(found.searchEntities.data.map((e) => e.idEntity)).toContain(entity.idEntity);
  });

  it('takes an e-mail alone, and a passport from abroad', async () => {
    const entity = ok(await admin.gql<{ createQuickCustomer: Entity }>(QUICK, { data: walkIn({
      name: 'Hans Müller', phone: '', email: 'hans@example.de', idCountry: country('DEU'),
      idIdentityDocumentType: v('IDENTITY_DOCUMENT_TYPE', 'PASSPORT'), identityDocumentNumber: 'C01X00T47',
    }) })).createQuickCustomer;
    expect(entity).toMatchObject({ nationality: { code: 'DEU' }, contacts: [{ contactType: { code: 'EMAIL' }, value: 'hans@example.de' }] });
  });

  it('refuses what the full form refuses, and a customer nobody can reach, changing nothing', async () => {
    await expectTablesUnchanged(server, TABLES, async () => {
      const dni = await agent.gql(QUICK, { data: walkIn({ identityDocumentNumber: '4700123' }) });
      expectFieldCodes(dni, { identityDocumentNumber: ['INVALID_DOCUMENT', { problem: 'DNI_FORMAT' }] });
      const ruc = await agent.gql(QUICK, { data: walkIn({ idIdentityDocumentType: v('IDENTITY_DOCUMENT_TYPE', 'RUC'), identityDocumentNumber: 'ABC' }) });
      expectFieldCodes(ruc, { identityDocumentNumber: ['INVALID_DOCUMENT', { problem: 'RUC_FORMAT' }] });
      const unreachable = await agent.gql(QUICK, { data: walkIn({ phone: ' ', email: null }) });
      expectFieldCodes(unreachable, { phone: 'PHONE_OR_EMAIL' });
      const bad = await agent.gql(QUICK, { data: walkIn({ phone: 'call me', email: 'not-mail' }) });
      expectFieldCodes(bad, { phone: 'INVALID_PHONE', email: 'INVALID_EMAIL' });
      const blank = await agent.gql(QUICK, { data: { name: ' ', idIdentityDocumentType: null, identityDocumentNumber: '', phone: '+51 1 555 0101', idCountry: null } });
      expectFieldCodes(blank, { name: 'REQUIRED', idIdentityDocumentType: 'REQUIRED', identityDocumentNumber: 'REQUIRED', idCountry: 'REQUIRED' });
      const wrongCatalog = await agent.gql(QUICK, { data: walkIn({ idIdentityDocumentType: v('CURRENCY', 'USD'), idCountry: v('CURRENCY', 'USD') }) });
      expectFieldCodes(wrongCatalog, { idIdentityDocumentType: 'INVALID_CHOICE', idCountry: 'INVALID_CHOICE' });
    });
  });

  it('refuses a document another entity of the OU holds', async () => {
    const data = walkIn();
    ok(await agent.gql(QUICK, { data }));
    await expectTablesUnchanged(server, TABLES, async () => {
      expectFieldCodes(await agent.gql(QUICK, { data: { ...data, name: 'Someone Else' } }), { identityDocumentNumber: 'DUPLICATE' });
    });
  });

  it('says what is missing before an invoice is issued to a quick customer with a RUC; a receipt needs nothing more', async () => {
    const firstTen = `2060${String(100000 + serial).slice(-6)}`;
    const ruc = `${firstTen}${rucCheckDigit(firstTen)}`;
    const company = ok(await agent.gql<{ createQuickCustomer: Entity }>(QUICK, { data: walkIn({
      name: 'Inka Trails Walk-in S.A.C.', idIdentityDocumentType: v('IDENTITY_DOCUMENT_TYPE', 'RUC'), identityDocumentNumber: ruc,
    }) })).createQuickCustomer;
    // A company's RUC leaves its type to whoever completes it.
    expect(company.entityType).toBeNull();
    await expect(saleDocumentTypeOf(server.db, company.idEntity)).rejects.toMatchObject({
      extensions: { code: 'VALIDATION', reason: 'CUSTOMER_TO_COMPLETE', params: { name: 'Inka Trails Walk-in S.A.C.' } },
    });
    const person = ok(await agent.gql<{ createQuickCustomer: Entity }>(QUICK, { data: walkIn() })).createQuickCustomer;
    expect(await saleDocumentTypeOf(server.db, person.idEntity)).toBe('RECEIPT');
  });

  it('is refused to a role that may not create reservations or entities', async () => {
    expect(codeOf(await viewer.gql(QUICK, { data: walkIn() }))).toBe('FORBIDDEN');
  });

  it('is complete once the full form saves it', async () => {
    const quick = ok(await admin.gql<{ createQuickCustomer: Entity }>(QUICK, { data: walkIn() })).createQuickCustomer;
    const full = ok(await admin.gql<{ updateEntity: { toComplete: boolean; missingFields: string[] } }>(
      `mutation ($data: UpdateEntityInput!) { updateEntity(data: $data) { toComplete missingFields } }`,
      { data: {
        idEntity: quick.idEntity, name: quick.name, commercialName: quick.name, idEntityType: v('ENTITY_TYPE', 'PERSON'),
        idEntityRole: v('ENTITY_ROLE', 'CUSTOMER'), idMarket: v('MARKET', 'DOMESTIC'), idChannel: v('CHANNEL', 'AGENCY'),
        idSector: v('SECTOR', 'TOURISM'), idBusinessType: v('BUSINESS_TYPE', 'TRAVEL_AGENCY'),
        idIdentityDocumentType: v('IDENTITY_DOCUMENT_TYPE', 'DNI'), identityDocumentNumber: quick.identityDocumentNumber,
        idNationality: country('PER'),
        addresses: [{ idAddressType: v('ADDRESS_TYPE', 'FISCAL'), address: 'Jr. Puno 120', city: 'Lima', idCountry: country('PER'), state: null, postalCode: null }],
        contacts: [{ idContactType: v('CONTACT_TYPE', 'MOBILE'), value: '+51 984 123 456', idContactPurpose: null }],
        entityInfo: { checkingAccount: '12120101', paidoutCheckingAccount: '42120101' },
      } },
    )).updateEntity;
    expect(full).toEqual({ toComplete: false, missingFields: [] });
    expect(ok(await admin.gql<{ getEntityById: Entity }>(GET, { id: quick.idEntity })).getEntityById.toComplete).toBe(false);
  });
});
