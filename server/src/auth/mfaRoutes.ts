import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { findUserById, type AuthUser } from './authStore.ts';
import { mfaThrottle, type LoginThrottle } from './loginThrottle.ts';
import { CHALLENGE_SECONDS, signChallenge, verifyChallenge, type MfaChallenge } from './mfaChallenge.ts';
import { MFA_ERROR_REASON, MfaError, confirmEnrolment, startEnrolment, verifySecondFactor, type MfaKit } from './mfaStore.ts';
import { httpError } from './requestAuth.ts';

interface MfaRoutesOptions {
  db: Database;
  mfa: MfaKit;
  /** The browser binding cookie's name (the challenge is bound to it). */
  browserCookie: string;
  /** Issues the session and tokens once every factor is proven (the same answer as a password-only sign-in). */
  completeSignIn: (request: FastifyRequest, reply: FastifyReply, user: AuthUser) => Promise<{ accessToken: string; expiresIn: number }>;
  throttle?: LoginThrottle;
}

const TOKEN = { type: 'string', minLength: 10, maxLength: 2048 } as const;
// A 6-digit code or a recovery code such as 'k7m3q-x9t2p' (spaces and dashes allowed).
const CODE = { type: 'string', minLength: 6, maxLength: 20, pattern: '^[A-Za-z0-9 -]+$' } as const;
const body = (properties: Record<string, object>) => ({
  body: { type: 'object', additionalProperties: false, properties, required: Object.keys(properties) },
});

const EXPIRED = 'Your sign-in took too long. Enter your email and password again.';
const WRONG_CODE = 'Wrong or already used code';

/**
 * The second step of sign-in (/auth/mfa/*). The password step answers a challenge instead of tokens for anyone
 * enrolled (CODE) or required to enrol (ENROL); these calls turn the challenge and a code into the tokens.
 */
export async function mfaRoutes(app: FastifyInstance, options: MfaRoutesOptions) {
  const { db, mfa, completeSignIn } = options;
  // Same limits as passwords (ten per account, thirty per address in 15 minutes); counted apart from them.
  const throttle = options.throttle ?? mfaThrottle(db);

  const challengeOf = async (request: FastifyRequest, token: string, step: MfaChallenge['step']) => {
    const challenge = await verifyChallenge(mfa.keys, token, request.cookies[options.browserCookie]);
    if (!challenge || challenge.step !== step) throw httpError(401, EXPIRED, 'SIGN_IN_EXPIRED');
    const user = await findUserById(db, challenge.idUser);
    if (!user || user.idStatus !== 'ACTIVE') throw httpError(401, EXPIRED, 'SIGN_IN_EXPIRED');
    return user;
  };

  /** Counts this try of a code (until it succeeds); 429 when the account or address has tried too many. */
  const countAttempt = async (request: FastifyRequest, reply: FastifyReply, user: AuthUser) => {
    const attempt = await throttle.attempt(user.idUser, request.ip);
    if (attempt.wait > 0) {
      reply.header('retry-after', String(attempt.wait));
      throw httpError(429, `Too many codes tried. Try again in ${Math.ceil(attempt.wait / 60)} minute(s).`, 'THROTTLED', {
        minutes: Math.ceil(attempt.wait / 60),
      });
    }
    return attempt;
  };

  app.post<{ Body: { mfaToken: string; code: string } }>(
    '/auth/mfa/verify',
    { schema: body({ mfaToken: TOKEN, code: CODE }) },
    async (request, reply) => {
      const user = await challengeOf(request, request.body.mfaToken, 'CODE');
      const attempt = await countAttempt(request, reply, user);
      const factor = await verifySecondFactor(db, mfa, user.idUser, request.body.code);
      if (!factor) {
        request.log.info({ event: 'mfa_failed' }, 'second factor refused');
        throw httpError(401, WRONG_CODE, 'WRONG_CODE');
      }
      await attempt.succeed();
      return completeSignIn(request, reply, user);
    },
  );

  app.post<{ Body: { mfaToken: string } }>(
    '/auth/mfa/enrol/start',
    { schema: body({ mfaToken: TOKEN }) },
    async (request) => {
      const user = await challengeOf(request, request.body.mfaToken, 'ENROL');
      try {
        return await startEnrolment(db, mfa, user);
      } catch (error) {
        if (error instanceof MfaError) throw httpError(409, error.message, MFA_ERROR_REASON[error.reason]);
        throw error;
      }
    },
  );

  app.post<{ Body: { mfaToken: string; code: string } }>(
    '/auth/mfa/enrol/confirm',
    { schema: body({ mfaToken: TOKEN, code: CODE }) },
    async (request, reply) => {
      const user = await challengeOf(request, request.body.mfaToken, 'ENROL');
      const attempt = await countAttempt(request, reply, user);
      let recoveryCodes: string[];
      try {
        recoveryCodes = await confirmEnrolment(db, mfa, user.idUser, request.body.code);
      } catch (error) {
        if (!(error instanceof MfaError)) throw error;
        // Only a wrong code is a guess; a set-up already done or not started is not.
        if (error.reason !== 'WRONG_CODE') await attempt.release();
        throw httpError(error.reason === 'WRONG_CODE' ? 401 : 409, error.message, MFA_ERROR_REASON[error.reason]);
      }
      await attempt.succeed();
      return { ...(await completeSignIn(request, reply, user)), recoveryCodes };
    },
  );
}

/** The password step's answer for someone who still owes a second factor: a challenge, never tokens. */
export async function mfaChallengeAnswer(mfa: MfaKit, idUser: string, step: MfaChallenge['step'], browserId: string) {
  return { mfa: step, mfaToken: await signChallenge(mfa.keys, { idUser, step }, browserId), expiresIn: CHALLENGE_SECONDS };
}
