/**
 * Issue 11, "a scan after the whole suite": representative flows — sign-in, a failed sign-in, token refresh, a card
 * payment with the simulator's approve card, an account activated through its link, a password reset and sign-out —
 * run on a server whose log is captured at the most verbose level; then every text, JSON and binary column of every
 * table (the audit trail included) and every log line are searched for each password, access token, refresh token,
 * link token, the full card number and the CCV. None may appear.
 *
 * The card-only cases (declined, refused by validation, repeated submits) are server/src/resolvers/__tests__/
 * cardDataPrivacy.test.ts; both read the database through the same everyTextValue. Links travel by the mail channel
 * (deliverLink), never the application log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../server/src/auth/authRoutes.ts';
import { setTodayForTests } from '../server/src/domain/calendar.ts';
import { createServer } from '../server/src/server.ts';
import { everyTextValue, openDay, payableProduct, payableReservation } from '../server/src/testing/cashierFixtures.ts';
import { catalogValueId, ouId } from '../server/src/testing/productFixtures.ts';
import { createScratchPostgres, dbKinds, DEMO_PASSWORD, demoEmail, TestClient } from '../server/src/testing/testServer.ts';

const TODAY = '2031-01-05';
const CARD = '4111111111111111';
const CCV = '8264';
const WRONG_PASSWORD = 'Not-The-Password#77';
const ACTIVATION_PASSWORD = 'Activated#Tourdesk-2031';
const RESET_PASSWORD = 'Reset#Tourdesk-2031-B';

describe.each(dbKinds)('no secret in the database or the log (%s)', (kind) => {
  const logs: string[] = [];
  const links: { kind: string; token: string }[] = [];
  let app: Awaited<ReturnType<typeof createServer>>['app'];
  let db: Awaited<ReturnType<typeof createServer>>['db'];
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    setTodayForTests(TODAY);
    const scratch = kind === 'postgres' ? await createScratchPostgres() : undefined;
    drop = scratch?.drop;
    ({ app, db } = await createServer({
      databaseUrl: scratch?.databaseUrl,
      logger: { level: 'trace', stream: { write: (line: string) => logs.push(line) } },
      deliverLink: (linkKind, _email, link) => {
        links.push({ kind: linkKind, token: new URL(link, 'http://localhost').searchParams.get('token') ?? '' });
      },
    }));
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    setTodayForTests(null);
    await app?.close();
    await drop?.();
  });

  it('finds no password, token, card number or CCV anywhere after the flows', async () => {
    const secrets: string[] = [DEMO_PASSWORD, WRONG_PASSWORD, ACTIVATION_PASSWORD, RESET_PASSWORD];
    const keep = (token: string | undefined) => {
      expect(token, 'a flow handed out no token').toBeTruthy();
      // The whole token and, for a JWT, its signature (the part that proves it).
      secrets.push(token!, ...(token!.split('.').length === 3 ? [token!.split('.')[2]] : []));
    };

    // Sign-in, a failed sign-in, a refresh (rotates the refresh token).
    const admin = new TestClient(app);
    const adminToken = await admin.login(demoEmail('ADMIN'));
    keep(adminToken);
    keep(admin.cookie(REFRESH_COOKIE));
    expect((await admin.post('/auth/login', { name: demoEmail('RESVIEW'), password: WRONG_PASSWORD })).statusCode).toBe(401);
    const refreshed = await admin.post('/auth/refresh');
    expect(refreshed.statusCode).toBe(200);
    const token = refreshed.json<{ accessToken: string }>().accessToken;
    keep(token);
    keep(admin.cookie(REFRESH_COOKIE));

    // A card payment with the simulator's approve card.
    const lim = await ouId(db, 'LIM');
    const idUser = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sub as string;
    await openDay(db, lim, idUser);
    const reservation = await payableReservation(db, lim, await payableProduct(db, lim, 'SCAN-1'), ['25.00']);
    const paid = await admin.graphql<{ completeCashierTransaction: { payments: { cardLast4: string }[] } }>(
      `mutation ($data: CashierTransactionInput!) { completeCashierTransaction(data: $data) { payments { cardLast4 } } }`,
      { data: { idempotencyKey: 'scan-1', items: [{ idReservationItem: reservation.items[0], amountToPay: '25.00' }],
        payments: [{ method: 'CARD', idCurrency: await catalogValueId(db, 'CURRENCY', 'USD'), amount: '25.00',
          card: { number: CARD, holderName: 'Rosa Mamani', expiry: '12/33', ccv: CCV } }] } },
      token,
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.completeCashierTransaction.payments[0].cardLast4).toBe('1111');

    // An administrator creates an account; its activation link sets the password; a reset sets another.
    const email = 'scan.agent@tourdesk.test';
    expect((await admin.post('/auth/register-user-by-admin', { name: 'Scan Agent', email }, { token })).statusCode).toBe(201);
    keep(links.at(-1)?.token);
    const guest = new TestClient(app);
    expect((await guest.post('/auth/reset-password', { token: links.at(-1)!.token, password: ACTIVATION_PASSWORD })).statusCode).toBe(200);
    expect((await guest.post('/auth/forgot-password', { email })).statusCode).toBe(200);
    keep(links.at(-1)?.token);
    expect((await guest.post('/auth/reset-password', { token: links.at(-1)!.token, password: RESET_PASSWORD })).statusCode).toBe(200);
    const agentToken = await guest.login(email, RESET_PASSWORD);
    keep(agentToken);
    keep(guest.cookie(REFRESH_COOKIE));
    expect((await guest.post('/auth/logout', { accessToken: agentToken })).statusCode).toBe(200);

    const stored = await everyTextValue(db);
    // The dump really holds the flows: the audit trail has the sign-ins and the payment.
    expect(stored.some((v) => v.includes('"SIGN_IN"') || v === 'SIGN_IN')).toBe(true);
    expect(stored.some((v) => v.includes(email))).toBe(true);
    expect(logs.some((line) => line.includes('/auth/login'))).toBe(true);
    for (const secret of secrets) {
      expect(stored.filter((v) => v.includes(secret)), `stored: ${secret.slice(0, 6)}…`).toEqual([]);
      expect(logs.filter((line) => line.includes(secret)), `logged: ${secret.slice(0, 6)}…`).toEqual([]);
    }
    expect(stored.filter((v) => v.replace(/\D/g, '').includes(CARD))).toEqual([]);
    expect(logs.filter((line) => line.replace(/\D/g, '').includes(CARD))).toEqual([]);
    // The CCV is four digits: looked for as a whole value, not inside a timestamp or an id.
    expect(stored.filter((v) => v === CCV || v.includes(`"${CCV}"`))).toEqual([]);
    // A CCV field is a quoted key ("ccv": …); bare letters would also match a random token written to the log.
    expect(logs.filter((line) => line.includes(`"${CCV}"`) || /"(ccv|cvv)"/i.test(line))).toEqual([]);
  }, 120_000);
});
