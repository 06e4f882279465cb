import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryKeys } from '../secrets.ts';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken, type AccessClaims } from '../tokens.ts';

const secrets = memoryKeys;
const claims: AccessClaims = {
  idUser: '6f1c2b1e-0000-4000-8000-000000000001', idSession: '6f1c2b1e-0000-4000-8000-000000000002',
  idOu: '6f1c2b1e-0000-4000-8000-000000000003', email: 'agent@tourdesk.test', name: 'Agent', roles: ['RESVIEW'],
};

// Verified tokens are kept until they expire (server/src/auth/tokens.ts): the shortcut must never accept more than
// a full verification would.
describe('access token verification', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the claims of a valid token, the same on the second call', async () => {
    const keys = secrets();
    const token = await signAccessToken(keys, claims);
    expect(await verifyAccessToken(keys, token)).toEqual(claims);
    expect(await verifyAccessToken(keys, token)).toEqual(claims);
  });

  it('refuses a token verified under another server\'s key, even once it was kept for its own', async () => {
    const [own, other] = [secrets(), secrets()];
    const token = await signAccessToken(own, claims);
    expect(await verifyAccessToken(own, token)).not.toBeNull();
    expect(await verifyAccessToken(other, token)).toBeNull();
  });

  it('refuses a kept token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const keys = secrets();
    const token = await signAccessToken(keys, claims);
    expect(await verifyAccessToken(keys, token)).not.toBeNull();
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_SECONDS - 1) * 1000);
    expect(await verifyAccessToken(keys, token)).not.toBeNull();
    vi.setSystemTime(Date.now() + 2000);
    expect(await verifyAccessToken(keys, token)).toBeNull();
  });

  it('refuses a tampered token and does not keep it', async () => {
    const keys = secrets();
    const [header, payload, signature] = (await signAccessToken(keys, claims)).split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), roles: ['ADMIN'] })).toString('base64url')}.${signature}`;
    expect(await verifyAccessToken(keys, forged)).toBeNull();
    expect(await verifyAccessToken(keys, forged)).toBeNull();
  });

  it('hands out claims nobody can change for the next request', async () => {
    const keys = secrets();
    const verified = (await verifyAccessToken(keys, await signAccessToken(keys, claims)))!;
    expect(() => { verified.roles.push('ADMIN'); }).toThrow();
    expect(() => { (verified as { idOu: string }).idOu = 'elsewhere'; }).toThrow();
  });
});
