import { LOGO_LIMITS, checkLogo, type LogoProblem } from '../../../rules/logoImage';

export const LOGO_ACCEPT = 'image/png,image/jpeg';
export const LOGO_HELP_VALUES = { maxKb: LOGO_LIMITS.maxBytes / 1024, maxWidth: LOGO_LIMITS.maxWidth, maxHeight: LOGO_LIMITS.maxHeight };

/** The same check as the server's (rules/logoImage.ts), before uploading: null when the file may go. */
export function logoProblem(bytes: Uint8Array): LogoProblem | null {
  const checked = checkLogo(bytes);
  return 'problem' in checked ? checked.problem : null;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
