/*
 * PostgreSQL text cannot hold the NUL character (U+0000): a string carrying one fails inside the driver and would
 * surface as an unexpected error. No form of this product needs it, so a request with one anywhere in its variables or
 * document is refused up front as VALIDATION, before any resolver runs.
 */
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const NUL_REFUSED = 'Text cannot contain the NUL character';

const hasNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => hasNul(k) || hasNul(v));
  return false;
};

export function refuseNulCharacters(): Plugin {
  return {
    onParams({ params }) {
      if (hasNul(params.variables) || hasNul(params.query) || /\\u0000/i.test(params.query ?? '')) {
        throw createGraphQLError(NUL_REFUSED, { extensions: { code: 'VALIDATION' } });
      }
    },
  };
}
