/*
 * The operator's logo (issue 22): set, replace, remove, read back; refusals (a GIF named .png, too many bytes or
 * pixels, bad base64, another OU, no permission) save nothing.
 */
import { describe, expect, it } from 'vitest';
import { codeOf, expectFieldCodes, expectTablesUnchanged, ok, type SignedIn } from '../../testing/adminFixtures.ts';
import { jpegHeaderOf, pngOf } from '../../testing/logoFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const LOGO = 'idOu logo { mimeType width height updatedAt dataUrl }';
const SET = `mutation ($data: SetOuLogoInput!) { setOuLogo(data: $data) { ${LOGO} } }`;
const REMOVE = `mutation ($idOu: ID!) { removeOuLogo(idOu: $idOu) { ${LOGO} } }`;
const READ = `query ($id: ID!) { getOuById(id: $id) { ${LOGO} } }`;

interface Logo { mimeType: string; width: number; height: number; updatedAt: string; dataUrl: string }
interface OuLogo { idOu: string; logo: Logo | null }

describe.each(dbKinds)('the OU logo (%s)', (kind) => {
  const { server, users: [admin, resadm], ids } = suiteServer(kind, { users: ['ADMIN', 'RESADM'], ids: true });

  const set = (who: SignedIn, idOu: string, bytes: Buffer | string, mimeType = 'image/png') =>
    who.gql<{ setOuLogo: OuLogo }>(SET, { data: { idOu, content: typeof bytes === 'string' ? bytes : bytes.toString('base64'), mimeType } });
  const unchanged = (call: () => Promise<unknown>) => expectTablesUnchanged(server, ['ou_logo', 'ou'], call);
  const stored = (idOu: string) =>
    server.db.query<{ content: Uint8Array; mimeType: string }>('select content, mime_type as "mimeType" from ou_logo where id_ou = $1', [idOu]);

  it('sets a PNG, reads it back as a data URL, replaces it with a JPEG, then removes it', async () => {
    const lim = ids.ous.LIM.idOu;
    const png = pngOf(40, 20);
    const first = ok(await set(admin, lim, png)).setOuLogo;
    expect(first.logo).toMatchObject({ mimeType: 'image/png', width: 40, height: 20, dataUrl: `data:image/png;base64,${png.toString('base64')}` });
    expect(Buffer.from((await stored(lim))[0].content)).toEqual(png);
    expect(ok(await admin.gql<{ getOuById: OuLogo }>(READ, { id: lim })).getOuById.logo?.width).toBe(40);

    // The bytes decide the type: a JPEG declared as PNG is stored as a JPEG.
    const jpeg = jpegHeaderOf(300, 120);
    const second = ok(await set(admin, lim, jpeg, 'image/png')).setOuLogo;
    expect(second.logo).toMatchObject({ mimeType: 'image/jpeg', width: 300, height: 120 });
    expect(await stored(lim)).toHaveLength(1);

    expect(ok(await admin.gql<{ removeOuLogo: OuLogo }>(REMOVE, { idOu: lim })).removeOuLogo.logo).toBeNull();
    expect(await stored(lim)).toHaveLength(0);
    expect(ok(await admin.gql<{ removeOuLogo: OuLogo }>(REMOVE, { idOu: lim })).removeOuLogo.logo).toBeNull();
  });

  it('refuses a file that is not a PNG or JPEG, too large in bytes or pixels, bad base64, or a declared other type; nothing is saved', async () => {
    const lim = ids.ous.LIM.idOu;
    ok(await set(admin, lim, pngOf(4, 4)));
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    await unchanged(async () => {
      expectFieldCodes(await set(admin, lim, gif, 'image/png'), { content: ['IMAGE_TYPE', { types: 'PNG, JPEG' }] });
      expectFieldCodes(await set(admin, lim, Buffer.concat([pngOf(4, 4), Buffer.alloc(512 * 1024)])), { content: ['FILE_TOO_LARGE', { maxKb: 512 }] });
      expectFieldCodes(await set(admin, lim, pngOf(2001, 1)), { content: ['IMAGE_TOO_LARGE', { maxWidth: 2000, maxHeight: 2000 }] });
      expectFieldCodes(await set(admin, lim, jpegHeaderOf(10, 2400), 'image/jpeg'), { content: 'IMAGE_TOO_LARGE' });
      expectFieldCodes(await set(admin, lim, 'iVBOR*w0K!'), { content: 'INVALID_FILE' });
      expectFieldCodes(await set(admin, lim, ''), { content: 'REQUIRED' });
      expectFieldCodes(await set(admin, lim, pngOf(4, 4), 'image/gif'), { mimeType: 'IMAGE_TYPE' });
    });
  });

  it('refuses a caller without the permission, and another OU than the caller may reach; nothing is saved', async () => {
    await unchanged(async () => {
      expect(codeOf(await set(resadm, ids.ous.LIM.idOu, pngOf(4, 4)))).toBe('FORBIDDEN');
      expect(codeOf(await resadm.gql(REMOVE, { idOu: ids.ous.LIM.idOu }))).toBe('FORBIDDEN');
    });
    // Granted the operations, a Lima user still reaches only Lima (ADMIN manages every OU, as with updateOu).
    await server.db.query(
      `insert into role_permission (id_role, id_permission)
       select r.id_role, p.id_permission from role r, permission p where r.code = 'RESADM' and p.value in ('setOuLogo', 'removeOuLogo')`,
    );
    await unchanged(async () => {
      expect(codeOf(await set(resadm, ids.ous.CUZ.idOu, pngOf(4, 4)))).toBe('NOT_FOUND');
      expect(codeOf(await resadm.gql(REMOVE, { idOu: ids.ous.CUZ.idOu }))).toBe('NOT_FOUND');
    });
    expect(ok(await set(resadm, ids.ous.LIM.idOu, pngOf(8, 8))).setOuLogo.logo?.width).toBe(8);
  });
});
