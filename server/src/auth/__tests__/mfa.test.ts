import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../authRoutes.ts';
import { DEMO_TOTP_SECRET } from '../mfaDemo.ts';
import { TOTP_PERIOD_SECONDS, totpCode } from '../totp.ts';
import { codeOf, demoIds, ok, signIn, type DemoIds } from '../../testing/adminFixtures.ts';
import {
  DEMO_PASSWORD, countRows, createTestServer, dbKinds, demoEmail, type TestClient, type TestServer,
} from '../../testing/testServer.ts';

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
const STATUS = '{ myMfa { enrolled required recoveryCodesLeft } }';
const START = 'mutation { startMfaEnrolment { secret otpauthUri } }';
const CONFIRM = 'mutation ($code: String!) { confirmMfaEnrolment(code: $code) { recoveryCodes mfa { enrolled recoveryCodesLeft } } }';
const DISABLE = 'mutation ($code: String!) { disableMfa(code: $code) { enrolled } }';
const RESET = 'mutation ($idUser: ID!) { resetUserMfa(idUser: $idUser) { idUser mfaEnrolled } }';

interface Challenge { mfa?: 'CODE' | 'ENROL'; mfaToken?: string; accessToken?: string; expiresIn?: number }

describe.each(dbKinds)('multi-factor sign-in (%s)', (kind) => {
  let server: TestServer;
  let ids: DemoIds;
  const logLines: string[] = [];
  beforeAll(async () => {
    server = await createTestServer(kind, { logStream: { write: (line) => void logLines.push(line) } });
    ids = await demoIds(server);
  });
  afterAll(() => server?.close());

  const now = () => server.mfaClock.now();
  /** The password step as a browser takes it. */
  const passwordStep = async (client: TestClient, email: string, password = DEMO_PASSWORD) => {
    const response = await client.post('/auth/login', { name: email, password });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Challenge>();
  };
  const verify = (client: TestClient, mfaToken: string | undefined, code: string) =>
    client.post('/auth/mfa/verify', { mfaToken, code });
  const nextStep = () => server.mfaClock.advance(STEP_MS);
  const sessionsOf = async (email: string) =>
    (await server.db.query<{ n: number }>(
      `select count(*)::int as n from session s join app_user u using (id_user) where u.email = $1`, [email],
    ))[0].n;

  describe('an enrolled user (demo ADMIN)', () => {
    const email = demoEmail('ADMIN');

    it('gets a challenge, not tokens, for the password: no session, no refresh cookie, and the challenge opens nothing', async () => {
      const client = server.client();
      const sessions = await sessionsOf(email);
      const answer = await passwordStep(client, email);
      expect(answer).toEqual({ mfa: 'CODE', mfaToken: expect.any(String), expiresIn: 300 });
      expect(answer.accessToken).toBeUndefined();
      expect(client.cookie(REFRESH_COOKIE)).toBeUndefined();
      expect(await sessionsOf(email)).toBe(sessions);
      const asBearer = await client.graphql('{ viewer { email } }', {}, answer.mfaToken);
      expect(asBearer.status).toBe(401);
      expect(codeOf(asBearer)).toBe('UNAUTHENTICATED');
      expect((await client.post('/auth/refresh')).statusCode).toBe(401);
    });

    it('signs in with the current code: tokens, a session, the refresh cookie', async () => {
      const client = server.client();
      const { mfaToken } = await passwordStep(client, email);
      nextStep();
      // Spaced as some apps show it.
      const code = totpCode(DEMO_TOTP_SECRET, now());
      const response = await verify(client, mfaToken, `${code.slice(0, 3)} ${code.slice(3)}`);
      expect(response.statusCode, response.body).toBe(200);
      const { accessToken } = response.json<{ accessToken: string }>();
      expect(client.cookieInfo(REFRESH_COOKIE)).toMatchObject({ httpOnly: true, path: '/auth' });
      const viewer = await client.graphql<{ viewer: { email: string } }>('{ viewer { email } }', {}, accessToken);
      expect(viewer.data?.viewer.email).toBe(email);
    });

    it('refuses a code used before (replay), and accepts the neighbouring steps only once each', async () => {
      nextStep();
      const code = totpCode(DEMO_TOTP_SECRET, now());
      const first = server.client();
      expect((await verify(first, (await passwordStep(first, email)).mfaToken, code)).statusCode).toBe(200);
      const again = server.client();
      const replay = await verify(again, (await passwordStep(again, email)).mfaToken, code);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ message: 'Wrong or already used code', reason: 'WRONG_CODE' });
      expect(again.cookie(REFRESH_COOKIE)).toBeUndefined();
      // The next step's code (a phone clock a little ahead) works once; an older one after it does not.
      const ahead = await verify(again, (await passwordStep(again, email)).mfaToken, totpCode(DEMO_TOTP_SECRET, now() + STEP_MS));
      expect(ahead.statusCode).toBe(200);
      const older = server.client();
      const refused = await verify(older, (await passwordStep(older, email)).mfaToken, totpCode(DEMO_TOTP_SECRET, now() - STEP_MS));
      expect(refused.statusCode).toBe(401);
      // Two steps away is outside the window.
      nextStep(); nextStep(); nextStep();
      const late = server.client();
      const stale = await verify(late, (await passwordStep(late, email)).mfaToken, totpCode(DEMO_TOTP_SECRET, now() - 2 * STEP_MS));
      expect(stale.statusCode).toBe(401);
    });

    it('refuses a challenge from another browser, an expired or forged one, and malformed codes', async () => {
      const client = server.client();
      const { mfaToken } = await passwordStep(client, email);
      nextStep();
      const code = totpCode(DEMO_TOTP_SECRET, now());
      const elsewhere = server.client();
      await elsewhere.fetchCsrf();
      const stolen = await verify(elsewhere, mfaToken, code);
      expect(stolen.statusCode).toBe(401);
      expect(stolen.json().message).toMatch(/took too long/);
      expect(stolen.json().reason).toBe('SIGN_IN_EXPIRED');
      const forged = `${mfaToken!.slice(0, -4)}AAAA`;
      expect((await verify(client, forged, code)).statusCode).toBe(401);
      for (const bad of ['12345', '12345a!', 'x'.repeat(21)]) {
        expect((await verify(client, mfaToken, bad)).statusCode).toBe(400);
      }
      expect((await client.post('/auth/mfa/verify', { mfaToken, code, extra: 1 })).statusCode).toBe(400);
      // The refused attempts spent nothing: the code still works.
      expect((await verify(client, mfaToken, code)).statusCode).toBe(200);
    });

    it('cannot turn it off: the role requires it', async () => {
      const admin = await signIn(server, 'ADMIN');
      expect(ok(await admin.gql(STATUS))).toEqual({ myMfa: { enrolled: true, required: true, recoveryCodesLeft: 0 } });
      nextStep();
      const refused = await admin.gql(DISABLE, { code: totpCode(DEMO_TOTP_SECRET, now()) });
      expect(codeOf(refused)).toBe('CONFLICT');
      expect(refused.errors?.[0].message).toBe('Your role requires multi-factor sign-in; it cannot be turned off');
      expect(refused.errors?.[0].extensions?.reason).toBe('MFA_REQUIRED');
      // Setting up a second authenticator over the first is refused; the secret is never handed out again.
      const again = await admin.gql(START);
      expect(codeOf(again)).toBe('CONFLICT');
      expect(again.errors?.[0].extensions?.reason).toBe('MFA_ALREADY_ENROLLED');
      expect(JSON.stringify([again.data, again.errors])).not.toContain(DEMO_TOTP_SECRET);
    });
  });

  describe('an optional user (demo RESVIEW) on the Security page', () => {
    const email = demoEmail('RESVIEW');
    let secret: string;
    let recoveryCodes: string[];

    it('signs in with the password alone while not enrolled', async () => {
      const client = server.client();
      const answer = await passwordStep(client, email);
      expect(answer.accessToken).toBeTruthy();
      expect(answer.mfa).toBeUndefined();
      const user = await signIn(server, 'RESVIEW');
      expect(ok(await user.gql(STATUS))).toEqual({ myMfa: { enrolled: false, required: false, recoveryCodesLeft: 0 } });
    });

    it('enrols: a secret and its otpauth URI, confirmed by a first code; ten recovery codes once; the secret is stored encrypted', async () => {
      const user = await signIn(server, 'RESVIEW');
      const started = ok(await user.gql<{ startMfaEnrolment: { secret: string; otpauthUri: string } }>(START)).startMfaEnrolment;
      secret = started.secret;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(started.otpauthUri).toBe(
        `otpauth://totp/Tourdesk:resview%40tourdesk.test?issuer=Tourdesk&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
      );
      // Not enrolled until a code proves the app has it.
      expect(ok(await user.gql(STATUS))).toMatchObject({ myMfa: { enrolled: false } });
      expect((await passwordStep(server.client(), email)).accessToken).toBeTruthy();

      const wrong = await user.gql(CONFIRM, { code: '000000' === totpCode(secret, now()) ? '111111' : '000000' });
      expect(codeOf(wrong)).toBe('VALIDATION');
      expect(ok(await user.gql(STATUS))).toMatchObject({ myMfa: { enrolled: false } });

      nextStep();
      const confirmed = ok(await user.gql<{ confirmMfaEnrolment: { recoveryCodes: string[]; mfa: object } }>(
        CONFIRM, { code: totpCode(secret, now()) },
      )).confirmMfaEnrolment;
      recoveryCodes = confirmed.recoveryCodes;
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(confirmed.mfa).toEqual({ enrolled: true, recoveryCodesLeft: 10 });

      const [row] = await server.db.query<{ secret: string }>(
        'select secret_ciphertext as secret from user_mfa where id_user = $1', [ids.users[email]],
      );
      expect(row.secret).toMatch(/^v2\.[A-Za-z0-9_-]+\./);
      expect(row.secret).not.toContain(secret);
      const stored = JSON.stringify(await server.db.query('select * from user_mfa_recovery_code'));
      for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
      // Never handed out again.
      expect(codeOf(await user.gql(START))).toBe('CONFLICT');
      server.totpSecrets.set(email, secret);
    });

    it('now asks for the code at sign-in; a recovery code works once', async () => {
      const client = server.client();
      const { mfa, mfaToken } = await passwordStep(client, email);
      expect(mfa).toBe('CODE');
      const used = await verify(client, mfaToken, recoveryCodes[0].toUpperCase());
      expect(used.statusCode, used.body).toBe(200);
      const again = server.client();
      const second = await verify(again, (await passwordStep(again, email)).mfaToken, recoveryCodes[0]);
      expect(second.statusCode).toBe(401);
      const user = await signIn(server, 'RESVIEW');
      expect(ok(await user.gql(STATUS))).toMatchObject({ myMfa: { enrolled: true, recoveryCodesLeft: 9 } });
    });

    it('turns it off with a current code (optional users may), then signs in with the password alone', async () => {
      const user = await signIn(server, 'RESVIEW');
      expect(codeOf(await user.gql(DISABLE, { code: '123456' }))).toBe('VALIDATION');
      nextStep();
      expect(ok(await user.gql(DISABLE, { code: totpCode(secret, now()) }))).toEqual({ disableMfa: { enrolled: false } });
      expect((await passwordStep(server.client(), email)).accessToken).toBeTruthy();
      expect(await countRows(server.db, 'user_mfa_recovery_code')).toBe(0);
      server.totpSecrets.delete(email);
    });
  });

  describe('required users without an authenticator', () => {
    it('an administrator resets RESADM: their sessions end, and the next sign-in goes through enrolment before any token', async () => {
      const email = demoEmail('RESADM');
      const admin = await signIn(server, 'ADMIN');
      const resadm = await signIn(server, 'RESADM');
      expect(ok(await admin.gql<{ resetUserMfa: object }>(RESET, { idUser: ids.users[email] }))).toEqual({
        resetUserMfa: { idUser: ids.users[email], mfaEnrolled: false },
      });
      expect((await resadm.gql('{ viewer { email } }')).status).toBe(401);

      const client = server.client();
      const sessions = await sessionsOf(email);
      const { mfa, mfaToken, accessToken } = await passwordStep(client, email);
      expect(mfa).toBe('ENROL');
      expect(accessToken).toBeUndefined();
      // The enrolment challenge is not a code challenge.
      nextStep();
      expect((await verify(client, mfaToken, totpCode(DEMO_TOTP_SECRET, now()))).statusCode).toBe(401);

      const started = await client.post('/auth/mfa/enrol/start', { mfaToken });
      expect(started.statusCode).toBe(200);
      const { secret, otpauthUri } = started.json<{ secret: string; otpauthUri: string }>();
      expect(otpauthUri).toContain(`secret=${secret}`);
      expect(await sessionsOf(email)).toBe(sessions);

      const wrong = await client.post('/auth/mfa/enrol/confirm', { mfaToken, code: totpCode(secret, now() + 10 * STEP_MS) });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ message: 'Wrong code', reason: 'WRONG_CODE' });
      expect(client.cookie(REFRESH_COOKIE)).toBeUndefined();

      nextStep();
      const confirmed = await client.post('/auth/mfa/enrol/confirm', { mfaToken, code: totpCode(secret, now()) });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const body = confirmed.json<{ accessToken: string; recoveryCodes: string[] }>();
      expect(body.recoveryCodes).toHaveLength(10);
      expect(client.cookie(REFRESH_COOKIE)).toBeTruthy();
      expect(await sessionsOf(email)).toBe(sessions + 1);
      const viewer = await client.graphql<{ viewer: { email: string } }>('{ viewer { email } }', {}, body.accessToken);
      expect(viewer.data?.viewer.email).toBe(email);

      // Done once: the challenge died with the sign-in (its browser binding was renewed), and the next sign-in asks
      // for a code.
      expect((await client.post('/auth/mfa/enrol/start', { mfaToken })).statusCode).toBe(401);
      server.totpSecrets.set(email, secret);
      expect((await passwordStep(server.client(), email)).mfa).toBe('CODE');
      expect(await server.client().login(email)).toBeTruthy();
    });

    it('derives the requirement from permissions: a custom role that can take payments must enrol', async () => {
      const email = demoEmail('RESEDIT');
      await server.db.query(
        `insert into role_permission (id_role, id_permission)
         select $1, id_permission from permission where type = 'BACK' and value = 'completeCashierTransaction'`,
        [ids.roles.RESEDIT],
      );
      try {
        expect((await passwordStep(server.client(), email)).mfa).toBe('ENROL');
      } finally {
        await server.db.query(
          `delete from role_permission where id_role = $1
             and id_permission = (select id_permission from permission where type = 'BACK' and value = 'completeCashierTransaction')`,
          [ids.roles.RESEDIT],
        );
      }
      expect((await passwordStep(server.client(), email)).accessToken).toBeTruthy();
    });

    it('only an administrator resets, and only users of their OU', async () => {
      const resadm = await signIn(server, 'RESADM');
      expect(codeOf(await resadm.gql(RESET, { idUser: ids.users[demoEmail('ADMIN')] }))).toBe('FORBIDDEN');
      const admin = await signIn(server, 'ADMIN');
      const [other] = await server.db.query<{ id: string }>(
        `insert into app_user (id_ou, name, short_name, user_name, email, id_status)
         values ($1, 'Cusco Cashier', 'cc', 'cc@cuz.test', 'cc@cuz.test', 'ACTIVE') returning id_user as id`,
        [ids.ous.CUZ.idOu],
      );
      expect(codeOf(await admin.gql(RESET, { idUser: other.id }))).toBe('NOT_FOUND');
      expect(codeOf(await admin.gql(RESET, { idUser: 'not-a-uuid' }))).toBe('NOT_FOUND');
    });
  });

  describe('throttling', () => {
    it('throttles wrong codes: ten per account in 15 minutes, then 429 even for the right code', async () => {
      // Last: RESADM stays locked for the rest of this server's life (after the reset above, with its new secret).
      const victim = demoEmail('RESADM');
      const client = server.client('10.9.9.9');
      const { mfaToken } = await passwordStep(client, victim);
      for (let i = 0; i < 10; i++) {
        const wrong = await verify(client, mfaToken, String(100000 + i));
        expect(wrong.statusCode).toBe(401);
      }
      nextStep();
      const locked = await verify(client, mfaToken, totpCode(server.totpSecrets.get(victim)!, now()));
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(/Too many codes tried\. Try again in \d+ minute/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      // From another address too: the account is what is locked.
      const other = server.client('10.9.9.10');
      const second = await passwordStep(other, victim);
      expect((await verify(other, second.mfaToken, totpCode(server.totpSecrets.get(victim)!, now()))).statusCode).toBe(429);
      expect(client.cookie(REFRESH_COOKIE)).toBeUndefined();
    });

  });

  it('never writes a secret, code or recovery code to the log', () => {
    const log = logLines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(DEMO_TOTP_SECRET);
    expect(log).not.toMatch(/"code"\s*:\s*"\d{6}"/);
    expect(log).not.toMatch(/[a-z2-9]{5}-[a-z2-9]{5}/);
    expect(log).not.toContain('otpauth://');
  });
});
