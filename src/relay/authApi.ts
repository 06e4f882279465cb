/** Calls to the auth service (SPEC.md section 7): credentials included, anti-forgery header, no timeout. */
export const CSRF_COOKIE = 'tourdesk-csrf';
export const CSRF_HEADER = 'x-csrf-token';

export class AuthApiError extends Error {
  constructor(readonly status: number, message: string) {
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

export async function postAuth<T>(path: string, payload?: unknown, accessToken?: string): Promise<T> {
  const csrf = await ensureCsrfToken();
  const response = await fetch(`/auth${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: csrf,
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify(payload ?? {}),
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new AuthApiError(response.status, body.message ?? response.statusText);
  return body as T;
}

export const authApi = {
  login: (name: string, password: string) => postAuth<{ accessToken?: string }>('/login', { name, password }),
  logout: (accessToken: string) => postAuth<boolean | { statusCode: number }>('/logout', { accessToken }),
  refresh: () => postAuth<{ accessToken: string }>('/refresh'),
  register: (input: { name: string; email: string; password: string; businessName: string; businessCode: string }) =>
    postAuth('/register', input),
  forgotPassword: (email: string) => postAuth('/forgot-password', { email }),
  resetPassword: (token: string, password: string) => postAuth('/reset-password', { token, password }),
};
