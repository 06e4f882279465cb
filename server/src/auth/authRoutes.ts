import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorDatabase } from '../audit/actorDatabase.ts';
import { recordAuditEvent } from '../audit/auditEvents.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../graphql/validation.ts';
import {
  consumeLinkToken, createLinkToken, endSession, findUserByEmail, normalizeStoredEmails, revokeLinkTokens,
  rotateRefreshToken, startSession, type AuthUser,
} from './authStore.ts';
import { EMAIL as EMAIL_SHAPE, MAX } from '../../../rules/fields.ts';
import { isNormalizedEmail, normalizeEmail } from './email.ts';
import { LoginThrottle } from './loginThrottle.ts';
import { mfaChallengeAnswer, mfaRoutes } from './mfaRoutes.ts';
import { secondStepFor, type MfaKit } from './mfaStore.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import type { Secrets } from './secrets.ts';
import { defaultSessionPolicy, type SessionPolicy } from './sessionPolicy.ts';
import { ACCESS_TOKEN_SECONDS, createCsrfToken, randomToken, signAccessToken, verifyAccessToken } from './tokens.ts';
import { authenticate, httpError } from './requestAuth.ts';
import { isLocalHost } from '../securityHeaders.ts';

export const REFRESH_COOKIE = 'tourdesk-refresh';
export const CSRF_COOKIE = 'tourdesk-csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const BROWSER_COOKIE = 'tourdesk-browser';

// The address's shape and length are the rule the sign-in form runs too (rules/fields.ts).
const EMAIL = { type: 'string', minLength: 3, maxLength: MAX.email, pattern: EMAIL_SHAPE.source } as const;
const PASSWORD = { type: 'string', minLength: 1, maxLength: 256 } as const;
const NAME = { type: 'string', minLength: 1, maxLength: 120 } as const;
const body = (properties: Record<string, object>, required: string[]) => ({
  body: { type: 'object', additionalProperties: false, properties, required },
});

/** Anything a request body can hold with a NUL character (U+0000) in a string or a key. */
const hasNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => hasNul(k) || hasNul(v));
  return false;
};

/** An address as typed, in the one form it is stored and counted under; 400 when normalising spoils its shape. */
function emailOf(typed: string) {
  const email = normalizeEmail(typed);
  if (!isNormalizedEmail(email)) throw httpError(400, 'Invalid email address', 'INVALID_EMAIL');
  return email;
}

/** 429 with Retry-After and the stable code THROTTLED. */
function throttled(reply: FastifyReply, wait: number, what: string) {
  reply.header('retry-after', String(wait));
  return httpError(429, `${what} Try again in ${Math.ceil(wait / 60)} minute(s).`, 'THROTTLED', { minutes: Math.ceil(wait / 60) });
}

interface AuthRoutesOptions {
  db: Database;
  secrets: Secrets;
  /** Failed sign-ins (ten per account, thirty per address in 15 minutes). */
  throttle?: LoginThrottle;
  mfa: MfaKit;
  sessionPolicy?: SessionPolicy;
  /** Where reset and activation links go while no mail server is configured. */
  deliverLink: (kind: 'reset' | 'activate', email: string, link: string) => void;
}

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { db, secrets, deliverLink } = options;
  const throttle = options.throttle ?? new LoginThrottle(db, { scope: 'sign-in' });
  // Every request counts here, not only failures: each may cost a password hash or send an e-mail.
  const registrations = new LoginThrottle(db, { scope: 'register', perAccount: 5, perAddress: 10 });
  const resetRequests = new LoginThrottle(db, { scope: 'forgot-password', perAccount: 5, perAddress: 20 });

  // Addresses stored before they were normalised in JavaScript (see migration 0017) are put right before serving.
  for (const left of await normalizeStoredEmails(db)) {
    app.log.warn({ idUser: left.idUser }, 'e-mail address left as it was: its normalised form belongs to another account');
  }

  // Nothing an /auth answer holds (tokens, who is signed in) may be kept by a browser or a proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // PostgreSQL text cannot hold NUL: refused here as bad input rather than failing in the driver.
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.body)) throw httpError(400, 'Text cannot contain the NUL character', 'NUL_CHARACTER');
  });
  const sessionPolicy = options.sessionPolicy ?? defaultSessionPolicy;
  // Secure everywhere but on this machine itself (plain http://localhost while developing and testing).
  const secureCookie = (request: FastifyRequest) => request.protocol === 'https' || !isLocalHost(request);

  /** Starts a fresh browser binding and a signed anti-forgery token bound to it. */
  const issueCsrf = (request: FastifyRequest, reply: FastifyReply) => {
    const browserId = randomToken();
    const csrf = createCsrfToken(secrets, browserId);
    const secure = secureCookie(request);
    reply.setCookie(BROWSER_COOKIE, browserId, { path: '/', httpOnly: true, sameSite: 'strict', secure });
    reply.setCookie(CSRF_COOKIE, csrf, { path: '/', httpOnly: false, sameSite: 'strict', secure });
    return csrf;
  };

  const setRefreshCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, {
      path: '/auth', httpOnly: true, sameSite: 'strict', secure: secureCookie(request),
      maxAge: sessionPolicy.absoluteSeconds,
    });

  const accessTokenFor = (user: AuthUser, idSession: string) =>
    signAccessToken(secrets, {
      idUser: user.idUser, idSession, idOu: user.idOu, email: user.email, name: user.name, roles: user.roles,
    });

  /** The session, the refresh cookie and a fresh anti-forgery pair: what a complete sign-in earns. */
  const completeSignIn = async (request: FastifyRequest, reply: FastifyReply, user: AuthUser) => {
    const { idSession, refreshToken } = await startSession(db, user, {
      ip: request.ip,
      client: String(request.headers['user-agent'] ?? ''),
      app: 'tourdesk-web',
    }, sessionPolicy);
    await recordAuditEvent(db, {
      operation: 'SIGN_IN', idUser: user.idUser, idSession, idOu: user.idOu, details: { name: user.email, ip: request.ip },
    });
    setRefreshCookie(request, reply, refreshToken);
    issueCsrf(request, reply);
    return { accessToken: await accessTokenFor(user, idSession), expiresIn: ACCESS_TOKEN_SECONDS };
  };

  const requireAdmin = async (request: FastifyRequest) => {
    const viewer = await authenticate(request, db, secrets, sessionPolicy);
    if (!viewer.roles.includes('ADMIN')) throw httpError(403, 'Only an administrator can do this');
    return viewer;
  };

  app.get('/auth/csrf', async (request, reply) => ({ csrfToken: issueCsrf(request, reply) }));

  app.post<{ Body: { name: string; password: string } }>(
    '/auth/login',
    { schema: body({ name: EMAIL, password: PASSWORD }, ['name', 'password']) },
    async (request, reply) => {
      const { name, password } = request.body;
      // The audit trail keeps the name that was tried and the address, never the password.
      const failed = (idUser: string | null, idOu: string | null, reason: string) => recordAuditEvent(db, {
        operation: 'SIGN_IN_FAILED', idUser, idOu, details: { name: name.slice(0, 254), ip: request.ip, reason },
      });
      // Counted and looked up under the same normalised address, so no spelling of it gets a bucket of its own.
      const email = normalizeEmail(name);
      const attempt = await throttle.attempt(email, request.ip);
      if (attempt.wait > 0) {
        await failed(null, null, 'THROTTLED');
        throw throttled(reply, attempt.wait, 'Too many sign-in attempts.');
      }
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !valid || user.idStatus !== 'ACTIVE') {
        await failed(user?.idUser ?? null, user?.idOu ?? null, !user ? 'UNKNOWN_NAME' : !valid ? 'WRONG_PASSWORD' : 'INACTIVE');
        request.log.info({ event: 'login_failed' }, 'sign-in refused');
        throw httpError(401, 'Wrong email or password', 'WRONG_CREDENTIALS');
      }
      await attempt.succeed();
      // Someone who owes a second factor gets a short-lived challenge for /auth/mfa/*, never tokens.
      const secondStep = await secondStepFor(db, user.idUser);
      if (secondStep) return mfaChallengeAnswer(options.mfa, user.idUser, secondStep, request.cookies[BROWSER_COOKIE] ?? '');
      return completeSignIn(request, reply, user);
    },
  );

  await mfaRoutes(app, { db, mfa: options.mfa, browserCookie: BROWSER_COOKIE, completeSignIn });

  app.post('/auth/refresh', async (request, reply) => {
    const token = request.cookies[REFRESH_COOKIE];
    if (!token) throw httpError(401, 'No session to refresh');
    const result = await rotateRefreshToken(db, token, sessionPolicy);
    if (!result.ok) {
      reply.clearCookie(REFRESH_COOKIE, { path: '/auth' });
      throw httpError(401, {
        reused: 'Session ended: this sign-in was used elsewhere',
        ended: 'Session ended: please sign in again',
        expired: 'Session expired: please sign in again',
      }[result.reason as string] ?? 'Session expired');
    }
    setRefreshCookie(request, reply, result.refreshToken);
    return { accessToken: await accessTokenFor(result.user, result.idSession), expiresIn: ACCESS_TOKEN_SECONDS };
  });

  app.post<{ Body: { accessToken: string } }>(
    '/auth/logout',
    { schema: body({ accessToken: { type: 'string', maxLength: 4096 } }, ['accessToken']) },
    async (request, reply) => {
      // An expired access token still names the session the person wants to leave.
      const claims = await verifyAccessToken(secrets, request.body.accessToken);
      if (claims) await endSession(db, claims.idSession, claims.idUser);
      reply.clearCookie(REFRESH_COOKIE, { path: '/auth' });
      return true;
    },
  );

  app.post<{ Body: { name: string; email: string; password: string; businessName?: string; businessCode?: string } }>(
    '/auth/register',
    {
      schema: body(
        { name: NAME, email: EMAIL, password: PASSWORD, businessName: { type: 'string', maxLength: 120 }, businessCode: { type: 'string', maxLength: 30 } },
        ['name', 'email', 'password'],
      ),
    },
    async (request, reply) => {
      const { name, password, businessName, businessCode } = request.body;
      const email = emailOf(request.body.email);
      const attempt = await registrations.attempt(email, request.ip);
      if (attempt.wait > 0) throw throttled(reply, attempt.wait, 'Too many registrations.');
      const problem = passwordProblem(password);
      if (problem) throw httpError(400, problem.message, problem.code, problem.params);
      // Hashed whether or not the address is taken: both answers cost the same time.
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        // The same answer for an address that already has an account, which is left untouched: registration must not
        // tell who has one (its owner can use forgot-password).
        if ((await tx.query('select 1 from app_user where email = $1', [email])).length) return;
        // A self-registered account waits, inactive, until an administrator activates it.
        const [ou] = await tx.query<{ idOu: string }>(`select id_ou as "idOu" from ou order by created_at limit 1`);
        const [entity] = await tx.query<{ idEntity: string }>(
          `insert into entity (name, commercial_name) values ($1, $2) returning id_entity as "idEntity"`,
          [businessName?.trim() || name, businessCode?.trim() || businessName?.trim() || name],
        );
        await tx.query(
          `insert into app_user (id_ou, id_entity, name, short_name, code, user_name, email, password_hash, id_status)
           values ($1, $2, $3, $3, $4, $5, $5, $6, 'INACTIVE')`,
          [ou.idOu, entity.idEntity, name, businessCode ?? '', email, passwordHash],
        );
      }).catch((error: unknown) => {
        // The same address registered at the same moment: the same answer too.
        if (!isUniqueViolation(error)) throw error;
      });
      reply.code(201);
      return { registered: true, status: 'PENDING_ACTIVATION' };
    },
  );

  app.post<{ Body: { name: string; email: string } }>(
    '/auth/register-user-by-admin',
    { schema: body({ name: NAME, email: EMAIL }, ['name', 'email']) },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const { name } = request.body;
      const email = emailOf(request.body.email);
      const taken = () => httpError(409, 'An account with this email already exists', 'EMAIL_TAKEN');
      if (await findUserByEmail(db, email)) throw taken();
      const token = await actorDatabase(db, admin).transaction(async (tx) => {
        const [user] = await tx.query<{ idUser: string }>(
          `insert into app_user (id_ou, name, short_name, user_name, email, id_status, id_user_create, id_user_update)
           values ($1, $2, $2, $3, $3, 'INACTIVE', $4, $4) returning id_user as "idUser"`,
          [admin.idOu, name, email, admin.idUser],
        );
        return createLinkToken(tx, user.idUser, 'ACTIVATE');
      }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? taken() : error;
      });
      deliverLink('activate', email, `/auth/reset-password?token=${token}`);
      reply.code(201);
      return { registered: true, status: 'PENDING_ACTIVATION' };
    },
  );

  app.post<{ Body: { email: string } }>(
    '/auth/activate-user',
    { schema: body({ email: EMAIL }, ['email']) },
    async (request) => {
      const admin = await requireAdmin(request);
      const rows = await actorDatabase(db, admin).query(
        `update app_user set id_status = 'ACTIVE', id_user_update = $2, updated_at = now()
         where email = $1 and id_ou = $3 returning id_user`,
        [normalizeEmail(request.body.email), admin.idUser, admin.idOu],
      );
      if (!rows.length) throw httpError(404, 'No user with this email in your organizational unit');
      return { activated: true };
    },
  );

  app.post<{ Body: { email: string } }>(
    '/auth/forgot-password',
    { schema: body({ email: EMAIL }, ['email']) },
    async (request, reply) => {
      const email = emailOf(request.body.email);
      // Counted whether or not the address has an account: a flood of links to one mailbox stops at five.
      const attempt = await resetRequests.attempt(email, request.ip);
      if (attempt.wait > 0) throw throttled(reply, attempt.wait, 'Too many reset requests.');
      const sent = await db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (!user || user.idStatus !== 'ACTIVE') return null;
        return { email: user.email, token: await createLinkToken(tx, user.idUser, 'RESET') };
      });
      if (sent) deliverLink('reset', sent.email, `/auth/reset-password?token=${sent.token}`);
      // The same answer whether or not the address exists, so it cannot be used to find accounts.
      return { sent: true };
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/auth/reset-password',
    { schema: body({ token: { type: 'string', minLength: 10, maxLength: 200 }, password: PASSWORD }, ['token', 'password']) },
    async (request) => {
      const problem = passwordProblem(request.body.password);
      if (problem) throw httpError(400, problem.message, problem.code, problem.params);
      const passwordHash = await hashPassword(request.body.password);
      const ok = await db.transaction(async (tx) => {
        const link = await consumeLinkToken(tx, request.body.token);
        if (!link) return false;
        const { idUser } = link;
        // A reset link never changes the account's status: an account deactivated (or deleted into INACTIVE) stays so.
        // An activation link activates only an account that never had a password, the one it was sent to create;
        // deactivating it revoked the link anyway.
        const changed = await tx.query(
          link.purpose === 'RESET'
            ? `update app_user set password_hash = $2, updated_at = now() where id_user = $1 and id_status = 'ACTIVE'
               returning 1`
            : `update app_user set password_hash = $2, id_status = 'ACTIVE', updated_at = now()
               where id_user = $1 and (id_status = 'ACTIVE' or password_hash is null) returning 1`,
          [idUser, passwordHash],
        );
        if (!changed.length) return false;
        // The other links sent to this account are spent with this one.
        await revokeLinkTokens(tx, idUser);
        // A new password ends every session signed in with the old one.
        await tx.query(`update refresh_token set revoked_at = now() where id_user = $1 and revoked_at is null`, [idUser]);
        await tx.query(`update session set id_status = 'INACTIVE', updated_at = now() where id_user = $1`, [idUser]);
        return true;
      });
      if (!ok) throw httpError(400, 'This reset link is invalid or has expired', 'INVALID_LINK');
      return { reset: true };
    },
  );
}
