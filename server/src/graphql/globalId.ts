/** Relay global ids: base64url of "<Type>:<local id>". */
export const toGlobalId = (type: string, localId: string) => Buffer.from(`${type}:${localId}`).toString('base64url');

export function fromGlobalId(globalId: string): { type: string; localId: string } | null {
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const at = decoded.indexOf(':');
  if (at <= 0) return null;
  return { type: decoded.slice(0, at), localId: decoded.slice(at + 1) };
}
