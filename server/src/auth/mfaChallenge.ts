import { createHash } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { MfaKeys } from './mfaCrypto.ts';
import { LEGACY_KEY_ID } from './secrets.ts';

/** Long enough to open an authenticator app (or scan a QR code), short enough that a stolen one is soon useless. */
export const CHALLENGE_SECONDS = 5 * 60;

/** What the password step proved: who, and which second step is still owed. */
export interface MfaChallenge {
  idUser: string;
  step: 'CODE' | 'ENROL';
}

const ISSUER = 'tourdesk-mfa';
const bind = (browserId: string) => createHash('sha256').update(browserId).digest('base64url');

/**
 * A signed, short-lived statement that the password was right. It carries no access: its own key and issuer keep
 * it from passing as an access token, and it names the browser that earned it (the hash of the httpOnly binding
 * cookie), so it cannot be replayed from elsewhere.
 */
export function signChallenge(keys: MfaKeys, challenge: MfaChallenge, browserId: string): Promise<string> {
  const key = keys.current();
  return new SignJWT({ step: challenge.step, bid: bind(browserId) })
    .setProtectedHeader({ alg: 'HS256', kid: key.id })
    .setSubject(challenge.idUser)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${CHALLENGE_SECONDS}s`)
    .sign(key.challenge);
}

export async function verifyChallenge(keys: MfaKeys, token: string, browserId: string | undefined): Promise<MfaChallenge | null> {
  try {
    const { payload } = await jwtVerify(token, (header) => {
      const key = keys.byId(header.kid ?? LEGACY_KEY_ID);
      if (!key) throw new Error('Unknown signing key');
      return key.challenge;
    }, { issuer: ISSUER, algorithms: ['HS256'] });
    if (!browserId || payload.bid !== bind(browserId)) return null;
    if (payload.step !== 'CODE' && payload.step !== 'ENROL') return null;
    return { idUser: String(payload.sub), step: payload.step };
  } catch {
    return null;
  }
}
