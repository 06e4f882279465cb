/*
 * The operator's header on every document: the caller's OU (name, short code, logo) and the entity behind it (tax id,
 * address, contacts).
 */
import type { Queryable } from '../../db/database.ts';
import { logoOf } from '../users/ouLogo.ts';
import { contactLine, entityDetails } from './entityDetails.ts';

export interface OperatorHeader {
  name: string;
  shortName: string;
  address: string | null;
  taxIdLabel: string | null;
  taxId: string | null;
  contact: string | null;
  /** The OU's PNG or JPEG; without one the header shows the code in a brand-coloured square. */
  logo: Buffer | null;
}

export async function operatorHeader(db: Queryable, idOu: string): Promise<OperatorHeader> {
  const [ou] = await db.query<{ name: string; code: string; idEntity: string }>(
    'select name, code, id_entity as "idEntity" from ou where id_ou = $1',
    [idOu],
  );
  if (!ou) throw new Error(`OU ${idOu} does not exist`);
  const [details, logo] = await Promise.all([entityDetails(db, [ou.idEntity]), logoOf(db, idOu)]);
  const entity = details.get(ou.idEntity);
  return {
    name: ou.name,
    shortName: ou.code,
    address: entity?.address ?? null,
    taxIdLabel: entity?.documentTypeName ?? null,
    taxId: entity?.documentNumber ?? null,
    contact: entity ? contactLine(entity) : null,
    logo: logo?.content ?? null,
  };
}
