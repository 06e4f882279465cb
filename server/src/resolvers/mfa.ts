import { mfaThrottle } from '../auth/loginThrottle.ts';
import { MFA_ERROR_REASON, MfaError, confirmEnrolment, isMfaRequired, mfaStatus, removeMfa, startEnrolment, verifySecondFactor } from '../auth/mfaStore.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { appError, fieldError } from '../graphql/errors.ts';
import { mfaEnrolled, resetUserMfa } from '../domain/users/sessions.ts';

const CODE = /^[A-Za-z0-9 -]{6,20}$/;

/** A code the person typed that is not the app's current one (or not a code at all): reason WRONG_CODE on `code`. */
const wrongCode = (message: string) => fieldError('code', 'WRONG_CODE', message, {}, { reason: 'WRONG_CODE' });

/** The Security page (the signed-in person's own authenticator) and an administrator's reset. */
export const mfaResolvers: Resolvers = {
  Query: {
    myMfa: (_parent, _args, context) => mfaStatus(context.db, viewerOf(context).idUser),
  },
  Mutation: {
    startMfaEnrolment: async (_parent, _args, context) => {
      const viewer = viewerOf(context);
      try {
        return await startEnrolment(context.db, context.mfa, viewer);
      } catch (error) {
        if (error instanceof MfaError) throw appError('CONFLICT', error.message, { reason: MFA_ERROR_REASON[error.reason] });
        throw error;
      }
    },
    confirmMfaEnrolment: async (_parent, { code }, context) => {
      const viewer = viewerOf(context);
      if (!CODE.test(code)) throw wrongCode('Enter the 6-digit code from the app');
      try {
        const recoveryCodes = await confirmEnrolment(context.db, context.mfa, viewer.idUser, code);
        return { recoveryCodes, mfa: await mfaStatus(context.db, viewer.idUser) };
      } catch (error) {
        if (!(error instanceof MfaError)) throw error;
        if (error.reason === 'WRONG_CODE') throw wrongCode('Wrong code: check the app and try the current one');
        throw appError('CONFLICT', error.message, { reason: MFA_ERROR_REASON[error.reason] });
      }
    },
    disableMfa: async (_parent, { code }, context) => {
      const viewer = viewerOf(context);
      const { db } = context;
      if (await isMfaRequired(db, viewer.idUser)) {
        throw appError('CONFLICT', 'Your role requires multi-factor sign-in; it cannot be turned off', { reason: 'MFA_REQUIRED' });
      }
      // Counted with the sign-in's code step: a stolen session cannot guess its way to turning multi-factor off.
      const address = (context as { req?: { ip?: string } }).req?.ip ?? 'unknown';
      const attempt = await mfaThrottle(context.db).attempt(viewer.idUser, address);
      if (attempt.wait > 0) {
        const minutes = Math.ceil(attempt.wait / 60);
        throw appError('VALIDATION', `Too many codes tried. Try again in ${minutes} minute(s).`, {
          reason: 'THROTTLED', params: { minutes }, retryAfter: attempt.wait,
        });
      }
      if (!CODE.test(code) || !(await verifySecondFactor(db, context.mfa, viewer.idUser, code))) {
        throw wrongCode('Wrong or already used code');
      }
      await attempt.succeed();
      await removeMfa(db, viewer.idUser);
      return mfaStatus(db, viewer.idUser);
    },
    resetUserMfa: (_parent, { idUser }, context) => resetUserMfa(context.db, viewerOf(context), idUser),
  },
  User: {
    mfaEnrolled: (user, _args, { db }) => mfaEnrolled(db, user.idUser),
  },
};
