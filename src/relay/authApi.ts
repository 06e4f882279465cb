/** Calls to the auth service (SPEC.md section 7): credentials included, anti-forgery header, no timeout. */
export const CSRF_COOKIE = 'tourdesk-csrf';
export const CSRF_HEADER = 'x-csrf-token';

export class AuthApiError extends Error {
  /**
   * `code` names a problem the screens translate (e.g. PASSWORD_TOO_COMMON), the reason of ErrorReason with its
   * `params`; `errorCode` is the answer's ErrorCode (VALIDATION, CONFLICT, ...).
   */
  constructor(
    readonly status: number, message: string, readonly code?: string, readonly params: Record<string, unknown> = {},
    readonly errorCode?: string,
  ) {
    super(message);
  }
}

export function readCsrfCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${CSRF_COOKIE}=`))
    ?.slice(CSRF_COOKIE.length + 1);
}

/** Makes sure the browser holds an anti-forgery token before the first state-changing call. */
export async function ensureCsrfToken(): Promise<string> {
  const existing = readCsrfCookie();
  if (existing) return existing;
  await fetch('/auth/csrf', { credentials: 'include' });
  return readCsrfCookie() ?? '';
}

export async function postAuth<T>(path: string, payload?: unknown, accessToken?: string, { keepalive = false } = {}): Promise<T> {
  const csrf = await ensureCsrfToken();
  const response = await fetch(`/auth${path}`, {
    method: 'POST',
    credentials: 'include',
    keepalive,
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: csrf,
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify(payload ?? {}),
  });
  // A refusal answers the GraphQL errors' shape: `code` (ErrorCode), `reason` (ErrorReason) with `params`.
  const body = (await response.json().catch(() => ({}))) as {
    message?: string; code?: string; reason?: string; params?: Record<string, unknown>;
  };
  if (!response.ok) throw new AuthApiError(response.status, body.message ?? response.statusText, body.reason, body.params, body.code);
  return body as T;
}

/** The password step's answer: tokens, or the second step still owed (multi-factor) with its short-lived challenge. */
export interface LoginAnswer {
  accessToken?: string;
  mfa?: 'CODE' | 'ENROL';
  mfaToken?: string;
}

export interface MfaEnrolment {
  secret: string;
  otpauthUri: string;
}

export const authApi = {
  login: (name: string, password: string) => postAuth<LoginAnswer>('/login', { name, password }),
  verifyMfa: (mfaToken: string, code: string) => postAuth<{ accessToken: string }>('/mfa/verify', { mfaToken, code }),
  startMfaEnrolment: (mfaToken: string) => postAuth<MfaEnrolment>('/mfa/enrol/start', { mfaToken }),
  confirmMfaEnrolment: (mfaToken: string, code: string) =>
    postAuth<{ accessToken: string; recoveryCodes: string[] }>('/mfa/enrol/confirm', { mfaToken, code }),
  // Kept alive: the session ends on the server even when the person leaves the page (or closes it) at once.
  logout: (accessToken: string) => postAuth<boolean | { statusCode: number }>('/logout', { accessToken }, undefined, { keepalive: true }),
  refresh: () => postAuth<{ accessToken: string }>('/refresh'),
  register: (input: { name: string; email: string; password: string; businessName: string; businessCode: string }) =>
    postAuth('/register', input),
  forgotPassword: (email: string) => postAuth('/forgot-password', { email }),
  resetPassword: (token: string, password: string) => postAuth('/reset-password', { token, password }),
};
