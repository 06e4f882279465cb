import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LEGACY_KEY_ID, type Key, type Secrets } from './secrets.ts';

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
  const { signer } = secrets.keys('jwt');
  return new SignJWT({ sid: claims.idSession, ou: claims.idOu, email: claims.email, name: claims.name, roles: claims.roles })
    .setProtectedHeader({ alg: 'HS256', kid: signer.id })
    .setSubject(claims.idUser)
    .setIssuedAt()
    .setIssuer('tourdesk')
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(signer.material);
}

/**
 * Verified tokens by signing key: every request of a page carries the same token for up to 15 minutes, and checking
 * its signature again each time costs more than the rest of the request's own work. Only a token whose signature
 * passed is kept, with its expiry and the key that signed it, both checked again on every use (a key removed from the
 * key file takes its tokens with it); the session row is still read per request.
 */
const verifiedTokens = new WeakMap<Secrets, Map<string, { claims: AccessClaims; expiresAt: number; key: Key }>>();
const VERIFIED_TOKENS_KEPT = 2000;

/** Returns the claims of a valid, unexpired token, or null. */
export async function verifyAccessToken(secrets: Secrets, token: string): Promise<AccessClaims | null> {
  let verified = verifiedTokens.get(secrets);
  if (!verified) verifiedTokens.set(secrets, (verified = new Map()));
  const known = verified.get(token);
  if (known) {
    if (Date.now() >= known.expiresAt) {
      verified.delete(token);
      return null;
    }
    if (secrets.keys('jwt').get(known.key.id) === known.key) return known.claims;
    // The key file changed under it: verify again against the keys now listed.
    verified.delete(token);
  }
  try {
    let key: Key | undefined;
    // The header names the key (tokens from before key ids were signed by the key moved out of the database).
    const { payload } = await jwtVerify(token, (header) => {
      key = secrets.keys('jwt').get(header.kid ?? LEGACY_KEY_ID);
      if (!key) throw new Error('Unknown signing key');
      return key.material;
    }, { issuer: 'tourdesk', algorithms: ['HS256'] });
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
      verified.set(token, { claims, expiresAt: payload.exp * 1000, key: key! });
    }
    return claims;
  } catch {
    return null;
  }
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Signed double-submit anti-forgery token (OWASP CSRF cheat sheet): `v2.<key id>.<nonce>.<mac>`, an HMAC over the
 * random nonce and the binding (a random browser id kept in an httpOnly cookie and renewed at sign-in), so a cookie
 * planted by a sibling subdomain cannot be forged to match. The key id lets every listed key verify after a rotation.
 */
export function createCsrfToken(secrets: Secrets, binding: string): string {
  const { signer } = secrets.keys('csrf');
  const nonce = randomBytes(16).toString('base64url');
  return `v2.${signer.id}.${nonce}.${csrfMac(signer, nonce, binding)}`;
}

export function verifyCsrfToken(secrets: Secrets, token: string, bindings: string[]): boolean {
  const parts = token.split('.');
  // `<nonce>.<mac>`: made by the key moved out of the database, before tokens named their key.
  const [kid, nonce, mac] = parts.length === 2 ? [LEGACY_KEY_ID, ...parts] : parts[0] === 'v2' && parts.length === 4 ? parts.slice(1) : [];
  const key = kid ? secrets.keys('csrf').get(kid) : undefined;
  if (!key || !nonce || !mac) return false;
  return bindings.some((binding) => {
    const expected = Buffer.from(csrfMac(key, nonce, binding));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

function csrfMac(key: Key, nonce: string, binding: string) {
  return createHmac('sha256', key.material).update(`${nonce}|${binding}`).digest('base64url');
}
