import { fromPromise } from 'xstate';
import { authApi } from '../../relay/authApi';

/** Side effects of the auth flow; tests replace them with `.provide()`. */
export const authActors = {
  login: fromPromise(async ({ input }: { input: { email: string; password: string } }) =>
    authApi.login(input.email, input.password),
  ),
  verifyCode: fromPromise(async ({ input }: { input: { mfaToken: string; code: string } }) =>
    authApi.verifyMfa(input.mfaToken, input.code),
  ),
  startEnrolment: fromPromise(async ({ input }: { input: { mfaToken: string } }) =>
    authApi.startMfaEnrolment(input.mfaToken),
  ),
  confirmEnrolment: fromPromise(async ({ input }: { input: { mfaToken: string; code: string } }) =>
    authApi.confirmMfaEnrolment(input.mfaToken, input.code),
  ),
  refresh: fromPromise(async () => authApi.refresh()),
  logout: fromPromise(async ({ input }: { input: { accessToken: string } }) => authApi.logout(input.accessToken)),
};
