import type { IntlShape } from 'react-intl';
import type { ErrorCode, ErrorReason, FieldErrorCode } from '../../../rules/schemaEnums.generated';
import { AuthApiError } from '../../relay/authApi';
import { appMessages } from '../messages';

/*
 * The error contract of issue 19, read on the client: a refusal names `code` (ErrorCode), maybe a `reason`
 * (ErrorReason) with `params`, and field problems as `fieldErrors: [{ path, code, params }]` (FieldErrorCode). The
 * three enums of schema.graphql are the list; the words are `error.code.*`, `error.reason.*` and `error.field.*` in
 * locales/en.json and es.json (a test checks every value has one in both). GraphQL errors and the REST routes (/auth)
 * answer the same shape.
 */

export type ParamValue = string | number | boolean | null;

export interface CodedFieldError {
  path: string;
  code: FieldErrorCode;
  params: Record<string, ParamValue>;
}

export interface ServerError {
  /** null: a network failure or an answer without a code. */
  code: ErrorCode | null;
  reason: ErrorReason | null;
  params: Record<string, ParamValue>;
  fieldErrors: CodedFieldError[];
  /** Set when no server answered at all (the network, a server that is down). */
  unanswered?: true;
}

interface RawError {
  extensions?: { code?: unknown; reason?: unknown; params?: unknown; fieldErrors?: unknown };
}

function rawErrors(error: unknown): RawError[] {
  if (!error || typeof error !== 'object') return [];
  if (Array.isArray(error)) return error as RawError[];
  const withErrors = error as { errors?: unknown; source?: { errors?: unknown }; cause?: unknown; body?: unknown };
  // Our fetch function attaches `errors`; Relay's own "no data returned" error carries them under `source`.
  if (Array.isArray(withErrors.errors)) return withErrors.errors as RawError[];
  // A refused REST call (reports) carries its answer as `body`: the same code, reason, params and fieldErrors.
  if (withErrors.body && typeof withErrors.body === 'object') return [{ extensions: withErrors.body as RawError['extensions'] }];
  if (Array.isArray(withErrors.source?.errors)) return withErrors.source.errors as RawError[];
  if (withErrors.cause) return rawErrors(withErrors.cause);
  return [];
}

/**
 * A code as sent. The lists stay out of the bundle: a code is worded by its message id, and one the locales lack
 * (a newer server) shows its general words instead (serverErrorText, fieldErrorText).
 */
const oneOf = <T extends string>(value: unknown): T | null =>
  typeof value === 'string' && /^[A-Z][A-Z0-9_]*$/.test(value) ? (value as T) : null;

const paramsOf = (value: unknown): Record<string, ParamValue> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, ParamValue>) : {};

/** The code of a REST answer's status when its body names none. */
const STATUS_CODE: Record<number, ErrorCode> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 429: 'THROTTLED' };

/**
 * Whether the call failed before any server answered: fetch then rejects with a TypeError (the Fetch standard's
 * network error) worded by the browser, in English ("Failed to fetch", "Load failed").
 */
const unanswered = (error: unknown): boolean =>
  error instanceof TypeError || (error instanceof Error && error.cause !== undefined && unanswered(error.cause));

/** What a failed GraphQL call or REST call (/auth) said, in the contract's terms. */
export function readServerError(error: unknown): ServerError {
  if (error instanceof AuthApiError) {
    return { code: oneOf<ErrorCode>(error.errorCode) ?? STATUS_CODE[error.status] ?? null, reason: oneOf<ErrorReason>(error.code), params: paramsOf(error.params), fieldErrors: [] };
  }
  const errors = rawErrors(error);
  const first = errors[0]?.extensions ?? {};
  const fieldErrors: CodedFieldError[] = [];
  for (const e of errors) {
    for (const f of Array.isArray(e.extensions?.fieldErrors) ? e.extensions.fieldErrors : []) {
      const code = oneOf<FieldErrorCode>((f as { code?: unknown }).code);
      const path = (f as { path?: unknown }).path;
      if (code && typeof path === 'string') fieldErrors.push({ path, code, params: paramsOf((f as { params?: unknown }).params) });
    }
  }
  const server: ServerError = { code: oneOf<ErrorCode>(first.code), reason: oneOf<ErrorReason>(first.reason), params: paramsOf(first.params), fieldErrors };
  return errors.length === 0 && unanswered(error) ? { ...server, unanswered: true } : server;
}

/**
 * For a call no server answered, that the server could not be reached, in the page's language (never the browser's
 * English words); null for any answer.
 */
export const unansweredText = (intl: IntlShape, error: ServerError) =>
  (error.unanswered ? intl.formatMessage(appMessages.unreachable) : null);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Params that are amounts of money (Decimal strings), formatted as the page formats money. */
const MONEY = new Set(['amount', 'total', 'pending', 'paid', 'available']);

/**
 * The params in the page's locale: a day ('2031-02-20') as the pages write dates (medium), money with 2 decimals,
 * numbers with the locale's separators. The level of an accounting period stays a select key.
 */
export function formatParams(intl: IntlShape, params: Record<string, ParamValue>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) out[name] = '';
    else if (typeof value === 'number') out[name] = intl.formatNumber(value);
    else if (typeof value === 'string' && DAY.test(value)) {
      const [, y, m, d] = DAY.exec(value)!;
      out[name] = intl.formatDate(new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))), { dateStyle: 'medium', timeZone: 'UTC' });
    } else if (typeof value === 'string' && MONEY.has(name) && /^-?\d+(\.\d+)?$/.test(value)) {
      out[name] = intl.formatNumber(value as unknown as number, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } else out[name] = String(value);
  }
  return out;
}

const has = (intl: IntlShape, id: string) => Object.hasOwn(intl.messages, id);

/** The reason's message with its figures, else the code's; null when the answer carried neither (a network failure). */
export function serverErrorText(intl: IntlShape, error: ServerError): string | null {
  const values = formatParams(intl, error.params);
  if (error.reason && has(intl, `error.reason.${error.reason}`)) return intl.formatMessage({ id: `error.reason.${error.reason}` }, values);
  if (error.code && has(intl, `error.code.${error.code}`)) return intl.formatMessage({ id: `error.code.${error.code}` });
  return null;
}

/**
 * What a refusal says a person can act on, in words: the reason with its figures, else the first field problem, else
 * the code's general words; null for a network failure.
 */
export function refusalText(intl: IntlShape, error: ServerError): string | null {
  if (error.reason && has(intl, `error.reason.${error.reason}`)) return serverErrorText(intl, error);
  const field = error.fieldErrors[0];
  return field ? fieldErrorText(intl, field) : serverErrorText(intl, error);
}

/** One field problem in words, with its figures in the page's locale (a code the locales lack: "not valid"). */
export const fieldErrorText = (intl: IntlShape, field: CodedFieldError) =>
  (has(intl, `error.field.${field.code}`)
    ? intl.formatMessage({ id: `error.field.${field.code}` }, formatParams(intl, field.params))
    : intl.formatMessage({ id: 'error.code.VALIDATION' }));

/**
 * The field problems keyed by the form's path: the server's 'data.' or 'input.' prefix dropped ('data.pricing.profit'
 * is the form's 'pricing.profit'); rows keep their index ('addresses.1.city'). The first problem of a path wins.
 */
/** A server field path as the forms name it: the mutation's 'data.' or 'input.' argument dropped. */
export const formPathOf = (path: string) => path.replace(/^(data|input)\./, '');

export function fieldErrorTexts(intl: IntlShape, error: ServerError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of error.fieldErrors) {
    const path = formPathOf(field.path);
    out[path] ??= fieldErrorText(intl, field);
  }
  return out;
}
