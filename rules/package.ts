import { Problems, choice, count, text, type RuleProblem } from './fields.ts';
import { code } from './product.ts';

/**
 * The package rules (PackageInput), as the server enforces them before it looks anything up: texts, a duration of
 * 1 to 365 days, 1 to 50 parts, each on a day of the package and ending within it. Whether an instance is active
 * and the OU's, and whether the code is free, is the server's alone.
 */
export const PACKAGE_LIMITS = { code: 30, name: 120, shortName: 60, description: 500, durationDays: 365, items: 50, quantity: 99 } as const;

type Text = string | null | undefined;
type Whole = number | null | undefined;

export interface PackageItemRuleInput {
  idProductInstance?: Text;
  /** 0 is the package's first day. */
  dayOffset?: Whole;
  /** Absent or null is 1 (the API's default). */
  nights?: Whole;
  /** Absent or null is 1 (the API's default). */
  quantity?: Whole;
}

export interface PackageRuleInput {
  code?: Text;
  name?: Text;
  shortName?: Text;
  description?: Text;
  durationDays?: Whole;
  items?: readonly PackageItemRuleInput[] | null;
}

/** A whole number in [min, max] (NUMBER_RANGE); absent is REQUIRED unless it has a default. Answers the value used. */
function whole(problems: Problems, path: string, value: Whole, min: number, max: number, fallback?: number) {
  if (value === null || value === undefined) {
    if (fallback === undefined) problems.add(path, 'REQUIRED');
    return fallback;
  }
  if (!Number.isInteger(value) || value < min || value > max) problems.add(path, 'NUMBER_RANGE', { min, max });
  return value;
}

/** A part: an instance, a day of the package, nights and a quantity; it ends by the package's last day. */
function item(problems: Problems, at: string, row: PackageItemRuleInput, durationDays: number | undefined) {
  choice(problems, `${at}.idProductInstance`, row.idProductInstance);
  const lastOffset = Math.max(0, (durationDays ?? PACKAGE_LIMITS.durationDays) - 1);
  const dayOffset = whole(problems, `${at}.dayOffset`, row.dayOffset, 0, lastOffset);
  const nights = whole(problems, `${at}.nights`, row.nights, 1, PACKAGE_LIMITS.durationDays, 1)!;
  whole(problems, `${at}.quantity`, row.quantity, 1, PACKAGE_LIMITS.quantity, 1);
  if (durationDays && dayOffset !== undefined && !problems.has(`${at}.dayOffset`) && !problems.has(`${at}.nights`)
    && dayOffset + nights > durationDays) {
    problems.add(`${at}.nights`, 'PART_BEYOND_PACKAGE', { days: durationDays });
  }
}

export function packageProblems(input: PackageRuleInput): RuleProblem[] {
  const problems = new Problems();
  code(problems, 'code', input.code, PACKAGE_LIMITS.code);
  text(problems, 'name', input.name, { max: PACKAGE_LIMITS.name, required: true });
  text(problems, 'shortName', input.shortName, { max: PACKAGE_LIMITS.shortName, required: true });
  text(problems, 'description', input.description, { max: PACKAGE_LIMITS.description });
  const durationDays = whole(problems, 'durationDays', input.durationDays, 1, PACKAGE_LIMITS.durationDays);
  const items = input.items ?? [];
  count(problems, 'items', items, { min: 1, max: PACKAGE_LIMITS.items });
  const validDuration = problems.has('durationDays') ? undefined : durationDays;
  items.forEach((row, i) => item(problems, `items.${i}`, row, validDuration));
  return problems.list;
}
