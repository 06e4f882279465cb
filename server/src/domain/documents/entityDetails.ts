/*
 * What a document says about an entity (the operator's own, a customer, a supplier): name, identity document,
 * first address and contacts, read in one statement per entity set.
 */
import type { Queryable } from '../../db/database.ts';
import { CONTACT_TYPE } from '../../db/generalParameterData.ts';

export interface EntityDetails {
  idEntity: string;
  name: string;
  /** The identity document's type code (RUC, DNI, ...) and name, and its number. */
  documentTypeCode: string | null;
  documentTypeName: string | null;
  documentNumber: string | null;
  address: string | null;
  emails: string[];
  phones: string[];
}

export async function entityDetails(db: Queryable, ids: readonly string[]): Promise<Map<string, EntityDetails>> {
  if (!ids.length) return new Map();
  const rows = await db.query<EntityDetails>(
    `select e.id_entity as "idEntity", e.name, upper(dt.code) as "documentTypeCode", dt.short_name as "documentTypeName",
       e.identity_document_number as "documentNumber",
       (select concat_ws(', ', a.address, a.city, a.state, c.name) from entity_address a join country c using (id_country)
        where a.id_entity = e.id_entity order by a.sort_order, a.id_entity_address limit 1) as address,
       coalesce((select array_agg(k.value order by k.sort_order, k.id_entity_contact) from entity_contact k
         join general_parameter_value t on t.id_general_parameter_value = k.id_contact_type
         where k.id_entity = e.id_entity and upper(t.code) = $2), '{}') as emails,
       coalesce((select array_agg(k.value order by k.sort_order, k.id_entity_contact) from entity_contact k
         join general_parameter_value t on t.id_general_parameter_value = k.id_contact_type
         where k.id_entity = e.id_entity and upper(t.code) = any($3)), '{}') as phones
     from entity e left join general_parameter_value dt on dt.id_general_parameter_value = e.id_identity_document_type
     where e.id_entity = any($1)`,
    [ids, CONTACT_TYPE.email, [CONTACT_TYPE.phone, CONTACT_TYPE.mobile, CONTACT_TYPE.whatsapp]],
  );
  return new Map(rows.map((row) => [row.idEntity, row]));
}

/** "RUC 20123456789" or the number alone. */
export const identityLine = (e: Pick<EntityDetails, 'documentTypeName' | 'documentNumber'>) =>
  e.documentNumber ? [e.documentTypeName, e.documentNumber].filter(Boolean).join(' ') : null;

/** Phones and e-mails on one line. */
export const contactLine = (e: Pick<EntityDetails, 'emails' | 'phones'>) => [...e.phones, ...e.emails].join(' · ') || null;
