import { MAX, isEmail, isUuid, type RuleProblem } from '../../../rules/fields.ts';
import { appError, fieldsInvalid, type ErrorParams, type FieldError, type FieldErrorCode } from './errors.ts';

/** Messages the SPA shows beside a field (SPEC.md section 5). */
export const REQUIRED = 'This field is required';
export const tooLong = (max: number) => `At most ${max} characters`;
export const INVALID_EMAIL = 'Invalid email address';
const tooShort = (min: number) => `At least ${min} characters`;

/** The English text of a field code, for the old `fields` map (and logs) beside the code. */
const ENGLISH: Partial<Record<FieldErrorCode, (params: ErrorParams) => string>> = {
  REQUIRED: () => REQUIRED,
  TOO_LONG: (p) => tooLong(Number(p.max)),
  TOO_SHORT: (p) => tooShort(Number(p.min)),
  INVALID_EMAIL: () => INVALID_EMAIL,
};

export { MAX, isEmail, isUuid };



interface TextRule {
  max: number;
  /** Missing or blank answers 'This field is required'. */
  required?: boolean;
  min?: number;
  minMessage?: string;
}

/**
 * Collects one message per field, then throws a single VALIDATION error carrying them all (extensions.fields), so a
 * form can show every problem at once. Nothing is written before `check()` passes.
 */
export class FieldErrors {
  readonly fields: Record<string, string> = {};
  /** The same problems as codes with their figures (extensions.fieldErrors), in the order found. */
  readonly codes: FieldError[] = [];

  /** A problem with its code and figures; `message` is the English text for the old map (known codes write their own). */
  addCode(field: string, code: FieldErrorCode, params: ErrorParams = {}, message?: string) {
    this.put(field, message ?? ENGLISH[code]?.(params) ?? code, code, params);
  }

  /** The problems of a shared rule (rules/), with the English text `english` gives a code, else the code's own. */
  addProblems(problems: readonly RuleProblem[], english?: (problem: RuleProblem) => string | undefined) {
    for (const p of problems) this.addCode(p.path, p.code, p.params, english?.(p));
  }

  private put(field: string, message: string, code: FieldErrorCode, params: ErrorParams) {
    if (field in this.fields) return;
    this.fields[field] = message;
    this.codes.push({ path: field, code, params });
  }

  get any() {
    return Object.keys(this.fields).length > 0;
  }

  /**
   * A text field, trimmed. For a create every field is checked; with `partial` (an update) a field that is absent
   * or null is left alone and answers undefined.
   */
  text(field: string, value: string | null | undefined, rule: TextRule, partial = false): string | undefined {
    if (value === undefined || value === null) {
      if (partial) return undefined;
      if (rule.required) this.addCode(field, 'REQUIRED');
      return rule.required ? undefined : '';
    }
    const trimmed = value.trim();
    if (!trimmed) {
      if (rule.required) this.addCode(field, 'REQUIRED');
      return rule.required ? undefined : '';
    }
    if (trimmed.length > rule.max) this.addCode(field, 'TOO_LONG', { max: rule.max });
    else if (rule.min && trimmed.length < rule.min) this.addCode(field, 'TOO_SHORT', { min: rule.min }, rule.minMessage);
    return trimmed;
  }

  email(field: string, value: string | null | undefined, partial = false): string | undefined {
    const email = this.text(field, value, { max: MAX.email, required: true }, partial);
    if (email && !this.fields[field] && !isEmail(email)) this.addCode(field, 'INVALID_EMAIL');
    return email?.toLowerCase();
  }

  /** A required id argument: blank answers 'This field is required'; the caller looks it up afterwards. */
  id(field: string, value: string | null | undefined, partial = false): string | undefined {
    if ((value === undefined || value === null) && partial) return undefined;
    if (!value || !value.trim()) {
      this.addCode(field, 'REQUIRED');
      return undefined;
    }
    return value.trim();
  }

  check() {
    if (this.any) throw fieldsInvalid(this.codes, this.fields);
  }
}

/** NOT_FOUND naming the argument that pointed nowhere. */
export const notFoundField = (what: string, field: string) =>
  appError('NOT_FOUND', `${what} not found`, {
    fields: { [field]: `${what} not found` }, fieldErrors: [{ path: field, code: 'NOT_FOUND', params: {} }],
  });

/** CONFLICT on `field` with its code (a CONFLICT without a field names an ErrorReason instead: `reasonError`). */
export const conflict = (message: string, field: string, code: FieldErrorCode, params: ErrorParams = {}) =>
  appError('CONFLICT', message, { fields: { [field]: message }, fieldErrors: [{ path: field, code, params }] });

/** CONFLICT: `field` holds a value another record already uses. */
export const duplicate = (message: string, field: string, params: ErrorParams = {}) => conflict(message, field, 'DUPLICATE', params);

/** PostgreSQL SQLSTATEs the resolvers translate (both drivers expose `code`). */
export const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';
export const isForeignKeyViolation = (error: unknown) => (error as { code?: string })?.code === '23503';

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface PageInput {
  text?: string | null;
  skip?: number | null;
  take?: number | null;
  sortBy?: string | null;
  sortDirection?: 'ASC' | 'DESC' | null;
  status?: 'ACTIVE' | 'INACTIVE' | null;
}

const DEFAULT_TAKE = 20;
const MAX_TAKE = 100;

/**
 * Paging, sorting and search of a list screen, validated: skip >= 0, take 1..100 (default 20), sortBy one of the
 * columns offered (SQL is taken from the map, never from the input), text at most 120 characters.
 */
export function pageOf(input: PageInput, sorts: Record<string, string>, defaultSort: string) {
  const errors = new FieldErrors();
  const skip = input.skip ?? 0;
  const take = input.take ?? DEFAULT_TAKE;
  if (skip < 0) errors.addCode('skip', 'NUMBER_TOO_SMALL', { min: 0 }, 'Must be 0 or more');
  if (take < 1 || take > MAX_TAKE) errors.addCode('take', 'NUMBER_RANGE', { min: 1, max: MAX_TAKE }, `Must be between 1 and ${MAX_TAKE}`);
  const text = input.text?.trim() ?? '';
  if (text.length > MAX.search) errors.addCode('text', 'TOO_LONG', { max: MAX.search });
  let orderBy = sorts[defaultSort];
  if (input.sortBy) {
    if (!Object.hasOwn(sorts, input.sortBy)) errors.addCode('sortBy', 'INVALID_CHOICE', {}, `Sort by one of: ${Object.keys(sorts).join(', ')}`);
    else orderBy = sorts[input.sortBy];
  }
  errors.check();
  const direction = input.sortDirection === 'DESC' ? 'desc' : 'asc';
  return { skip, take, text: text || null, pattern: text ? containsPattern(text) : null, status: input.status ?? null, orderBy: `${orderBy} ${direction}` };
}
