// createGraphQLError builds the error with the graphql module yoga executes with. A GraphQLError class from another
// copy of graphql (e.g. the ESM build when a bundler or test runner resolves 'graphql' to index.mjs) fails yoga's
// instanceof check and is masked as INTERNAL_SERVER_ERROR, losing the code.
import { createGraphQLError } from 'graphql-yoga';
import type { ErrorCode, ErrorReason, FieldErrorCode } from './resolvers-types.ts';

export type { ErrorCode, ErrorReason, FieldErrorCode };

/** Figures a message shows ({max}, {day}, {code}): plain values the screen formats in its own locale. */
export type ErrorParams = Record<string, string | number | boolean | null>;

/** One field's problem as the screen translates it: `error.field.<code>` with `params`, shown under `path`. */
export interface FieldError {
  path: string;
  code: FieldErrorCode;
  params: ErrorParams;
}

const HTTP_STATUS: Partial<Record<ErrorCode, number>> = { UNAUTHENTICATED: 401 };

interface ErrorDetail {
  reason?: ErrorReason;
  params?: ErrorParams;
  /** The English text per field path, for logs and old clients; the screens read `fieldErrors`. */
  fields?: Record<string, string>;
  fieldErrors?: FieldError[];
  [extra: string]: unknown;
}

/**
 * A refusal: `extensions.code` (ErrorCode), optionally `reason` (ErrorReason) with `params`, and for field problems
 * `fieldErrors: [{ path, code, params }]` beside the English `fields` map. `message` is English for logs and old
 * clients; the screens translate the codes and never show these texts.
 */
export function appError(code: ErrorCode, message: string, extra: ErrorDetail = {}) {
  const status = HTTP_STATUS[code];
  return createGraphQLError(message, {
    extensions: { code, ...extra, ...(status ? { http: { status } } : {}) },
  });
}

/** A refusal with a reason and its figures. */
export const reasonError = (code: ErrorCode, reason: ErrorReason, message: string, params: ErrorParams = {}, extra: ErrorDetail = {}) =>
  appError(code, message, { ...extra, reason, params });

/** A VALIDATION error with its field codes; `fields` keeps the English text per field for logs and old clients. */
export const fieldsInvalid = (fieldErrors: FieldError[], fields: Record<string, string>) =>
  appError('VALIDATION', 'Some fields are not valid', { fields, fieldErrors });

/** A VALIDATION error on one field with its code (the English text goes into the old map too). */
export const fieldError = (path: string, code: FieldErrorCode, message: string, params: ErrorParams = {}, extra: ErrorDetail = {}) =>
  appError('VALIDATION', 'Some fields are not valid', { ...extra, fields: { [path]: message }, fieldErrors: [{ path, code, params }] });

export const unauthenticated = () => appError('UNAUTHENTICATED', 'Invalid token');
export const forbidden = (operation: string) =>
  appError('FORBIDDEN', `You don't have the roles required to use ${operation}`, { operation });
export const notFound = (what: string) => appError('NOT_FOUND', `${what} not found`);
