import type { Viewer } from '../context.ts';
import type { Database, Queryable } from '../db/database.ts';
import { IDENTITY_DOCUMENT_TEXT, identityDocumentProblem } from '../../../rules/identityDocument.ts';
import { CATALOG, CONTACT_TYPE, ENTITY_ROLE } from '../db/generalParameterData.ts';
import type { QuickCustomerInput } from '../graphql/resolvers-types.ts';
import { FieldErrors, INVALID_EMAIL, isEmail, isUuid } from '../graphql/validation.ts';
import { DOCUMENT_NUMBER, ENTITY_LIMITS } from '../../../rules/entity.ts';
import { PHONE } from '../../../rules/fields.ts';
import { DOCUMENT_CHARACTERS, INVALID_PHONE, checkDocumentUnique, findEntityRecord } from './entities.ts';
import { checkCatalogRefs, invalidChoice } from './generalParameters.ts';

/*
 * The quick customer (issue 21 item 12): a walk-in traveller is booked from what they give at the counter — name,
 * identity document, a phone or e-mail and their country — instead of the full form's 18 required fields. The
 * entity is a customer marked to_complete; its missing fields (missingEntityFields) are filled later with the full
 * form, and the steps that need them say which (an invoice needs the fiscal address and accounts).
 */

export const PHONE_OR_EMAIL = 'Give a phone number or an e-mail address';

/** The field rules, the same as the full form's for the document; nothing touches the database here. */
function readQuickCustomer(errors: FieldErrors, data: QuickCustomerInput) {
  const name = errors.text('name', data.name, { max: ENTITY_LIMITS.name, required: true });
  const number = errors.text('identityDocumentNumber', data.identityDocumentNumber, { max: ENTITY_LIMITS.documentNumber, required: true });
  if (number && !errors.fields.identityDocumentNumber && !DOCUMENT_NUMBER.test(number)) {
    errors.addCode('identityDocumentNumber', 'DOCUMENT_CHARACTERS', {}, DOCUMENT_CHARACTERS);
  }
  const phone = errors.text('phone', data.phone, { max: ENTITY_LIMITS.contactValue }) || null;
  const email = errors.text('email', data.email, { max: ENTITY_LIMITS.contactValue }) || null;
  if (!phone && !email && !errors.fields.phone && !errors.fields.email) errors.addCode('phone', 'PHONE_OR_EMAIL', {}, PHONE_OR_EMAIL);
  if (phone && !errors.fields.phone && !PHONE.test(phone)) errors.addCode('phone', 'INVALID_PHONE', {}, INVALID_PHONE);
  if (email && !errors.fields.email && !isEmail(email)) errors.addCode('email', 'INVALID_EMAIL', {}, INVALID_EMAIL);
  return {
    name, number, phone, email,
    idDocumentType: errors.id('idIdentityDocumentType', data.idIdentityDocumentType),
    idCountry: errors.id('idCountry', data.idCountry),
  };
}

/** The id of a shared catalog value by its code (the customer role, the person type, contact types). */
async function valueId(tx: Queryable, idOu: string, catalog: string, code: string) {
  const [row] = await tx.query<{ id: string }>(
    `select v.id_general_parameter_value as id from general_parameter_value v join general_parameter g using (id_general_parameter)
     where upper(g.code) = $1 and upper(v.code) = $2 and (g.id_ou is null or g.id_ou = $3)
     order by g.id_ou nulls last limit 1`,
    [catalog, code, idOu],
  );
  return row?.id ?? null;
}

/** Creates the walk-in customer in the caller's OU and answers it; nothing is written unless every rule passes. */
export async function createQuickCustomer(db: Database, viewer: Viewer, data: QuickCustomerInput) {
  const errors = new FieldErrors();
  const fields = readQuickCustomer(errors, data);
  const id = await db.transaction(async (tx) => {
    const found = await checkCatalogRefs(tx, viewer.idOu, errors, [
      { field: 'idIdentityDocumentType', catalog: CATALOG.identityDocumentType, id: fields.idDocumentType },
    ]);
    if (fields.idCountry) {
      const country = isUuid(fields.idCountry)
        ? await tx.query('select 1 from country where id_country = $1', [fields.idCountry]) : [];
      if (!country.length) invalidChoice(errors, 'idCountry');
    }
    // The number must fit its type exactly as in the full form (rules/identityDocument.ts), and be free in the OU.
    const documentType = fields.idDocumentType ? found.get(fields.idDocumentType)?.code : undefined;
    const problem = fields.number && documentType && !errors.fields.identityDocumentNumber
      ? identityDocumentProblem(documentType.toUpperCase(), fields.number) : null;
    if (problem) errors.addCode('identityDocumentNumber', 'INVALID_DOCUMENT', { problem }, IDENTITY_DOCUMENT_TEXT[problem]);
    if (fields.number && fields.idDocumentType && !errors.fields.identityDocumentNumber && !errors.fields.idIdentityDocumentType) {
      await checkDocumentUnique(tx, viewer, errors, fields.idDocumentType, fields.number);
    }
    errors.check();
    const role = await valueId(tx, viewer.idOu, CATALOG.entityRole, ENTITY_ROLE.customer);
    // A walk-in traveller is a person; a company's RUC (20...) leaves the type to whoever completes it.
    const type = fields.number!.startsWith('20') && documentType === 'RUC'
      ? null : await valueId(tx, viewer.idOu, CATALOG.entityType, 'PERSON');
    const [entity] = await tx.query<{ id: string }>(
      `insert into entity (name, commercial_name, id_entity_type, id_entity_role, id_identity_document_type,
         identity_document_number, id_nationality, to_complete, id_user_create, id_user_update)
       values ($1, $1, $2, $3, $4, $5, $6, true, $7, $7) returning id_entity as id`,
      [fields.name, type, role, fields.idDocumentType, fields.number, fields.idCountry, viewer.idUser],
    );
    await tx.query('insert into entity_ou (id_entity, id_ou) values ($1, $2)', [entity.id, viewer.idOu]);
    const contacts = [[CONTACT_TYPE.mobile, fields.phone], [CONTACT_TYPE.email, fields.email]] as const;
    let order = 0;
    for (const [code, value] of contacts) {
      if (!value) continue;
      await tx.query(
        `insert into entity_contact (id_entity, id_contact_type, value, sort_order, id_user_create, id_user_update)
         values ($1, $2, $3, $4, $5, $5)`,
        [entity.id, await valueId(tx, viewer.idOu, CATALOG.contactType, code), value, order++, viewer.idUser],
      );
    }
    return entity.id;
  });
  return (await findEntityRecord(db, viewer.idOu, id))!;
}
