/** The signed-in user as SPEC.md section 3 stores it in the browser. */
export interface StoredUser {
  idUser: string;
  roles: string[];
  accessToken: string;
  email: string;
  name: string;
  idOu: string;
}

export const USER_STORAGE_KEY = 'user-data-storage';

export function readStoredUser(): StoredUser | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredUser>) : null;
    return parsed?.accessToken && parsed.idUser ? (parsed as StoredUser) : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: StoredUser) {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

export function clearStoredUser() {
  localStorage.removeItem(USER_STORAGE_KEY);
}

/** Reads the user out of an access token's claims; the server signed them, the client only displays them. */
export function userFromAccessToken(accessToken: string): StoredUser {
  const payload = JSON.parse(atob(accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as {
    sub: string; roles?: string[]; email?: string; name?: string; ou?: string;
  };
  return {
    idUser: payload.sub,
    roles: payload.roles ?? [],
    accessToken,
    email: payload.email ?? '',
    name: payload.name ?? '',
    idOu: payload.ou ?? '',
  };
}
