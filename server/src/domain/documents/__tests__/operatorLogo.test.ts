/*
 * The operator's header draws the OU's logo (issue 22): an itinerary of an OU with a logo embeds it as an image
 * XObject, once for every page; without one, the code square and no image.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, signIn, type SignedIn } from '../../../testing/adminFixtures.ts';
import { pngOf } from '../../../testing/logoFixtures.ts';
import { createTestServer, dbKinds, type TestServer } from '../../../testing/testServer.ts';
import { pdfText } from './pdfText.ts';

const RENDER = 'query ($document: DocumentRefInput!) { renderDocument(document: $document) { contentBase64 } }';
const SET = 'mutation ($data: SetOuLogoInput!) { setOuLogo(data: $data) { idOu } }';
const REMOVE = 'mutation ($idOu: ID!) { removeOuLogo(idOu: $idOu) { idOu } }';

const imageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

describe.each(dbKinds)('the operator logo on documents (%s)', (kind) => {
  let server: TestServer;
  let admin: SignedIn;
  let idOu: string;
  let idReservation: string;

  const itinerary = async () => Buffer.from(ok(await admin.gql<{ renderDocument: { contentBase64: string } }>(
    RENDER, { document: { kind: 'ITINERARY', idReservation } },
  )).renderDocument.contentBase64, 'base64');

  beforeAll(async () => {
    server = await createTestServer(kind, { demoBusinessDay: true });
    admin = await signIn(server, 'ADMIN');
    [{ idOu }] = await server.db.query<{ idOu: string }>(`select id_ou as "idOu" from ou where code = 'LIM'`);
    [{ idReservation }] = await server.db.query<{ idReservation: string }>(
      `select id_reservation as "idReservation" from reservation where id_ou = $1 order by code limit 1`, [idOu],
    );
  }, 180_000);
  afterAll(() => server?.close());

  it('embeds the stored logo once, and shows the code square again after it is removed', async () => {
    const without = await itinerary();
    expect(imageCount(without)).toBe(0);
    expect((await pdfText(without.toString('base64'))).text).toContain('LIM');

    ok(await admin.gql(SET, { data: { idOu, content: pngOf(120, 60).toString('base64'), mimeType: 'image/png' } }));
    const withLogo = await itinerary();
    expect(imageCount(withLogo)).toBe(1);
    expect(withLogo.toString('latin1')).toMatch(/\/Width 120\s[\s\S]*?\/Height 60|\/Height 60\s[\s\S]*?\/Width 120/);
    // Stable output: the same data gives the same bytes.
    expect((await itinerary()).equals(withLogo)).toBe(true);

    ok(await admin.gql(REMOVE, { idOu }));
    expect((await itinerary()).equals(without)).toBe(true);
  });
});
