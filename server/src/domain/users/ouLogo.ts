/*
 * The operator's logo (issue 22): one PNG or JPEG per OU (table ou_logo), set and removed by those who may update
 * OUs, in their reach (requireVisibleOu, as updateOu). The bytes decide the type (rules/logoImage.ts); a refusal
 * saves nothing. The document header reads it through logoOf.
 */
import { Buffer } from 'node:buffer';
import type { Database, Queryable } from '../../db/database.ts';
import type { Viewer } from '../../context.ts';
import { FieldErrors } from '../../graphql/validation.ts';
import type { SetOuLogoInput } from '../../graphql/resolvers-types.ts';
import { LOGO_LIMITS, LOGO_TYPES, checkLogo, type LogoImage } from '../../../../rules/logoImage.ts';
import { requireVisibleOu } from './rows.ts';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** Base64 of the largest file allowed, so an oversized upload is refused before it is decoded. */
const MAX_BASE64 = Math.ceil(LOGO_LIMITS.maxBytes / 3) * 4;

export interface OuLogo {
  content: Buffer;
  mimeType: string;
  width: number;
  height: number;
  updatedAt: Date;
}

/** The OU's logo, or null. */
export async function logoOf(db: Queryable, idOu: string): Promise<OuLogo | null> {
  const [row] = await db.query<OuLogo>(
    `select content, mime_type as "mimeType", width, height, updated_at as "updatedAt" from ou_logo where id_ou = $1`,
    [idOu],
  );
  return row ? { ...row, content: Buffer.from(row.content) } : null;
}

/** The logo as GraphQL answers it: a data: URL for the form's preview. */
export async function logoView(db: Queryable, idOu: string) {
  const logo = await logoOf(db, idOu);
  return logo && {
    mimeType: logo.mimeType, width: logo.width, height: logo.height, updatedAt: logo.updatedAt,
    dataUrl: `data:${logo.mimeType};base64,${logo.content.toString('base64')}`,
  };
}

/** Decodes and checks the upload; every refusal is a field error on `content` (or `mimeType`). */
function validLogo(data: SetOuLogoInput) {
  const errors = new FieldErrors();
  const idOu = errors.id('idOu', data.idOu);
  const text = data.content.replace(/\s+/g, '');
  let image: LogoImage | null = null;
  let bytes: Buffer | null = null;
  if (!text) errors.addCode('content', 'REQUIRED');
  else if (text.length > MAX_BASE64) errors.addCode('content', 'FILE_TOO_LARGE', { maxKb: LOGO_LIMITS.maxBytes / 1024 }, 'At most 512 KB');
  else if (!BASE64.test(text)) errors.addCode('content', 'INVALID_FILE', {}, 'The file could not be read');
  else {
    bytes = Buffer.from(text, 'base64');
    const checked = checkLogo(bytes);
    if ('problem' in checked) errors.addCode('content', checked.problem.code, checked.problem.params, LOGO_TEXT[checked.problem.code]);
    else image = checked.image;
  }
  if (!(LOGO_TYPES as readonly string[]).includes(data.mimeType.trim().toLowerCase())) {
    errors.addCode('mimeType', 'IMAGE_TYPE', { types: 'PNG, JPEG' }, LOGO_TEXT.IMAGE_TYPE);
  }
  errors.check();
  return { idOu: idOu!, bytes: bytes!, image: image! };
}

const LOGO_TEXT = {
  IMAGE_TYPE: 'Only PNG or JPEG images',
  FILE_TOO_LARGE: 'At most 512 KB',
  IMAGE_TOO_LARGE: 'At most 2000 x 2000 pixels',
};

/** Sets (or replaces) the OU's logo. */
export async function setOuLogo(db: Database, viewer: Viewer, data: SetOuLogoInput) {
  const { idOu, bytes, image } = validLogo(data);
  return db.transaction(async (tx) => {
    const ou = await requireVisibleOu(tx, viewer, idOu, true);
    await tx.query(
      `insert into ou_logo (id_ou, content, mime_type, width, height, id_user_update) values ($1, $2, $3, $4, $5, $6)
       on conflict (id_ou) do update set content = excluded.content, mime_type = excluded.mime_type,
         width = excluded.width, height = excluded.height, id_user_update = excluded.id_user_update, updated_at = now()`,
      [ou.idOu, bytes, image.mimeType, image.width, image.height, viewer.idUser],
    );
    return ou;
  });
}

/** Removes the OU's logo (none is no error): its documents show the code square again. */
export function removeOuLogo(db: Database, viewer: Viewer, idOu: string) {
  return db.transaction(async (tx) => {
    const ou = await requireVisibleOu(tx, viewer, idOu, true);
    await tx.query('delete from ou_logo where id_ou = $1', [ou.idOu]);
    return ou;
  });
}
