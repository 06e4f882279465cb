import type { FieldErrorCode } from './schemaEnums.generated.ts';

/**
 * The primitives of the field rules both sides run (rules/<area>.ts): the server answers these problems as
 * extensions.fields and the forms word the same codes, so the screen refuses what the server refuses. Pure
 * TypeScript with no imports from src/ or server/: it runs in the browser and in Node.
 */
export type ProblemParams = Record<string, string | number>;

export interface RuleProblem {
  path: string;
  code: FieldErrorCode;
  params: ProblemParams;
}

/** Problems in the order found, the first of a path kept (the server's FieldErrors keeps the same one). */
export class Problems {
  readonly list: RuleProblem[] = [];

  add(path: string, code: FieldErrorCode, params: ProblemParams = {}) {
    if (!this.has(path)) this.list.push({ path, code, params });
  }

  has(path: string) {
    return this.list.some((p) => p.path === path);
  }
}

export interface TextRule {
  max: number;
  min?: number;
  required?: boolean;
}

type Text = string | null | undefined;

/**
 * A text field, trimmed: blank is REQUIRED when required, longer than max is TOO_LONG {max}, shorter than min is
 * TOO_SHORT {min}. With `partial` (an update) an absent or null value is left alone. Answers the trimmed text.
 */
export function text(problems: Problems, path: string, value: Text, rule: TextRule, partial = false): string | undefined {
  if ((value === undefined || value === null) && partial) return undefined;
  const trimmed = (value ?? '').trim();
  if (!trimmed) {
    if (rule.required) problems.add(path, 'REQUIRED');
    return rule.required ? undefined : '';
  }
  if (trimmed.length > rule.max) problems.add(path, 'TOO_LONG', { max: rule.max });
  else if (rule.min && trimmed.length < rule.min) problems.add(path, 'TOO_SHORT', { min: rule.min });
  return trimmed;
}

/** A required choice (a catalog value, a record): blank is REQUIRED; whether it exists is the server's to say. */
export function choice(problems: Problems, path: string, value: Text, partial = false) {
  if ((value === undefined || value === null) && partial) return;
  if (!value?.trim()) problems.add(path, 'REQUIRED');
}

/** A text that must match `pattern` once it passed its other rules, else `code`. */
export function format(problems: Problems, path: string, value: Text, pattern: RegExp, code: FieldErrorCode, params: ProblemParams = {}) {
  const trimmed = value?.trim();
  if (trimmed && !problems.has(path) && !pattern.test(trimmed)) problems.add(path, code, params);
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL.test(value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
export const PHONE = /^\+?[0-9 ()./-]{5,30}$/;

/** Length limits shared by the administration forms. */
export const MAX = { name: 120, code: 30, email: 254, phone: 30, description: 200, value: 200, module: 60, search: 120 };

/** An address as one is stored (a user's, a sign-in's): the shape of one in at most MAX.email characters. */
export const isStorableEmail = (value: string) => value.length <= MAX.email && isEmail(value);

/** A required e-mail address of at most MAX.email characters. */
export function email(problems: Problems, path: string, value: Text, partial = false) {
  text(problems, path, value, { max: MAX.email, required: true }, partial);
  format(problems, path, value, EMAIL, 'INVALID_EMAIL');
}

/** A list of at least `min` (TOO_FEW {min}) and at most `max` rows (TOO_MANY {max}). */
export function count(problems: Problems, path: string, rows: readonly unknown[] | null | undefined, rule: { min?: number; max?: number }) {
  const n = rows?.length ?? 0;
  if (rule.min && n < rule.min) problems.add(path, 'TOO_FEW', { min: rule.min });
  else if (rule.max !== undefined && n > rule.max) problems.add(path, 'TOO_MANY', { max: rule.max });
}
