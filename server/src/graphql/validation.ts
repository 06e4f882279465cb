import { appError, validationError } from './errors.ts';

/** Messages the SPA shows beside a field (SPEC.md section 5). */
export const REQUIRED = 'This field is required';
export const tooLong = (max: number) => `At most ${max} characters`;
export const INVALID_EMAIL = 'Invalid email address';

/** Length limits shared by the administration forms. */
export const MAX = { name: 120, code: 30, email: 254, phone: 30, description: 200, value: 200, module: 60, search: 120 };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
export const isEmail = (value: string) => EMAIL.test(value);

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

  add(field: string, message: string) {
    this.fields[field] ??= message;
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
      if (rule.required) this.add(field, REQUIRED);
      return rule.required ? undefined : '';
    }
    const trimmed = value.trim();
    if (!trimmed) {
      if (rule.required) this.add(field, REQUIRED);
      return rule.required ? undefined : '';
    }
    if (trimmed.length > rule.max) this.add(field, tooLong(rule.max));
    else if (rule.min && trimmed.length < rule.min) this.add(field, rule.minMessage ?? `At least ${rule.min} characters`);
    return trimmed;
  }

  email(field: string, value: string | null | undefined, partial = false): string | undefined {
    const email = this.text(field, value, { max: MAX.email, required: true }, partial);
    if (email && !this.fields[field] && !isEmail(email)) this.add(field, INVALID_EMAIL);
    return email?.toLowerCase();
  }

  /** A required id argument: blank answers 'This field is required'; the caller looks it up afterwards. */
  id(field: string, value: string | null | undefined, partial = false): string | undefined {
    if ((value === undefined || value === null) && partial) return undefined;
    if (!value || !value.trim()) {
      this.add(field, REQUIRED);
      return undefined;
    }
    return value.trim();
  }

  check() {
    if (this.any) throw validationError(this.fields);
  }
}

/** NOT_FOUND naming the argument that pointed nowhere. */
export const notFoundField = (what: string, field: string) =>
  appError('NOT_FOUND', `${what} not found`, { fields: { [field]: `${what} not found` } });

export const conflict = (message: string, field?: string) =>
  appError('CONFLICT', message, field ? { fields: { [field]: message } } : {});

/** PostgreSQL SQLSTATEs the resolvers translate (both drivers expose `code`). */
export const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';
export const isForeignKeyViolation = (error: unknown) => (error as { code?: string })?.code === '23503';

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PageInput {
  text?: string | null;
  skip?: number | null;
  take?: number | null;
  sortBy?: string | null;
  sortDirection?: 'ASC' | 'DESC' | null;
  status?: 'ACTIVE' | 'INACTIVE' | null;
}

export const DEFAULT_TAKE = 20;
export const MAX_TAKE = 100;

/**
 * Paging, sorting and search of a list screen, validated: skip >= 0, take 1..100 (default 20), sortBy one of the
 * columns offered (SQL is taken from the map, never from the input), text at most 120 characters.
 */
export function pageOf(input: PageInput, sorts: Record<string, string>, defaultSort: string) {
  const errors = new FieldErrors();
  const skip = input.skip ?? 0;
  const take = input.take ?? DEFAULT_TAKE;
  if (skip < 0) errors.add('skip', 'Must be 0 or more');
  if (take < 1 || take > MAX_TAKE) errors.add('take', `Must be between 1 and ${MAX_TAKE}`);
  const text = input.text?.trim() ?? '';
  if (text.length > MAX.search) errors.add('text', tooLong(MAX.search));
  let orderBy = sorts[defaultSort];
  if (input.sortBy) {
    if (!Object.hasOwn(sorts, input.sortBy)) errors.add('sortBy', `Sort by one of: ${Object.keys(sorts).join(', ')}`);
    else orderBy = sorts[input.sortBy];
  }
  errors.check();
  const direction = input.sortDirection === 'DESC' ? 'desc' : 'asc';
  return { skip, take, text: text || null, pattern: text ? containsPattern(text) : null, status: input.status ?? null, orderBy: `${orderBy} ${direction}` };
}
