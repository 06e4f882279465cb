import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Secrets } from './secrets.ts';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  idUser: string;
  idSession: string;
  idOu: string;
  email: string;
  name: string;
  roles: string[];
}

export async function signAccessToken(secrets: Secrets, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.idSession, ou: claims.idOu, email: claims.email, name: claims.name, roles: claims.roles })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.idUser)
    .setIssuedAt()
    .setIssuer('tourdesk')
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(secrets.jwtKey);
}

/**
 * Verified tokens by signing key: every request of a page carries the same token for up to 15 minutes, and checking
 * its signature again each time costs more than the rest of the request's own work. Only a token whose signature
 * passed is kept, with its expiry, which is checked again on every use; the session row is still read per request.
 */
const verifiedTokens = new WeakMap<Secrets, Map<string, { claims: AccessClaims; expiresAt: number }>>();
const VERIFIED_TOKENS_KEPT = 2000;

/** Returns the claims of a valid, unexpired token, or null. */
export async function verifyAccessToken(secrets: Secrets, token: string): Promise<AccessClaims | null> {
  let verified = verifiedTokens.get(secrets);
  if (!verified) verifiedTokens.set(secrets, (verified = new Map()));
  const known = verified.get(token);
  if (known) {
    if (Date.now() < known.expiresAt) return known.claims;
    verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, secrets.jwtKey, { issuer: 'tourdesk', algorithms: ['HS256'] });
    const claims: AccessClaims = Object.freeze({
      idUser: String(payload.sub),
      idSession: String(payload.sid),
      idOu: String(payload.ou),
      email: String(payload.email),
      name: String(payload.name),
      roles: Object.freeze(Array.isArray(payload.roles) ? payload.roles.map(String) : []) as string[],
    });
    if (typeof payload.exp === 'number') {
      // Oldest first out (a Map keeps insertion order).
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims, expiresAt: payload.exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Signed double-submit anti-forgery token (OWASP CSRF cheat sheet): a random nonce and an HMAC over it and the
 * binding (a random browser id kept in an httpOnly cookie and renewed at sign-in), so a cookie planted by a sibling
 * subdomain cannot be forged to match.
 */
export function createCsrfToken(secrets: Secrets, binding: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${csrfMac(secrets, nonce, binding)}`;
}

export function verifyCsrfToken(secrets: Secrets, token: string, bindings: string[]): boolean {
  const [nonce, mac] = token.split('.');
  if (!nonce || !mac) return false;
  return bindings.some((binding) => {
    const expected = Buffer.from(csrfMac(secrets, nonce, binding));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

function csrfMac(secrets: Secrets, nonce: string, binding: string) {
  return createHmac('sha256', secrets.csrfKey).update(`${nonce}|${binding}`).digest('base64url');
}
