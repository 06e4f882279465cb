import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, dbKinds, type TestServer } from '../../testing/testServer.ts';

const ASK = `query ($names: [String!]!) { allowedOperations(names: $names) }`;
const RESERVATION_OPERATIONS = [
  'createReservation', 'addReservationItem', 'addReservationPackage', 'updateReservation', 'confirmReservation',
  'cancelReservation', 'updateReservationItem', 'deleteReservationItem', 'addReservationRemark',
  'reservationItemPriceOverride', 'noSuchOperation',
];

/** Issue 21 item 4: the screens ask which operations the person may use instead of guessing from role codes. */
describe.each(dbKinds)('allowedOperations (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server?.close());

  const ask = async (role: string, names = RESERVATION_OPERATIONS) => {
    const client = server.client();
    const token = await client.loginAs(role);
    const response = await client.graphql<{ allowedOperations: string[] }>(ASK, { names }, token);
    return response;
  };

  it.each([
    ['RESEDIT', ['updateReservation', 'confirmReservation', 'updateReservationItem', 'addReservationRemark']],
    ['RESCREATE', ['createReservation', 'addReservationItem', 'addReservationPackage', 'addReservationRemark']],
    ['RESDEL', ['cancelReservation', 'deleteReservationItem']],
    ['RESVIEW', []],
    ['RESADM', RESERVATION_OPERATIONS.filter((name) => name !== 'noSuchOperation')],
    ['ADMIN', RESERVATION_OPERATIONS.filter((name) => name !== 'noSuchOperation')],
  ])('%s may use exactly what the mutations accept', async (role, expected) => {
    const response = await ask(role);
    expect(response.errors).toBeUndefined();
    expect(response.data!.allowedOperations).toEqual(expected);
  });

  it('agrees with the guard: RESEDIT is refused addReservationItem with FORBIDDEN', async () => {
    const client = server.client();
    const token = await client.loginAs('RESEDIT');
    const refused = await client.graphql(
      `mutation { addReservationItem(data: { idReservation: "00000000-0000-0000-0000-000000000000" }) { idReservationItem } }`, {}, token,
    );
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await ask('RESEDIT', ['addReservationItem'])).data!.allowedOperations).toEqual([]);
  });

  it('keeps a role-bound operation to its role even for ADMIN (only STG changes OU)', async () => {
    expect((await ask('ADMIN', ['changeUserOu', 'getAllOus'])).data!.allowedOperations).toEqual(['getAllOus']);
    expect((await ask('STG', ['changeUserOu', 'getAllOus'])).data!.allowedOperations).toEqual(['changeUserOu', 'getAllOus']);
  });

  it('refuses more than 100 names', async () => {
    const response = await ask('RESVIEW', Array.from({ length: 101 }, (_v, i) => `op${i}`));
    expect(response.errors?.[0].extensions?.code).toBe('VALIDATION');
  });
});
