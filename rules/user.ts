import { MAX, Problems, choice, email, format, text, type RuleProblem } from './fields.ts';

/**
 * The rules of users, OUs, roles and permissions (SPEC.md section 5), as the server enforces them. Whether the
 * entity exists and a code or e-mail is free is the server's alone; so is the time zone (users' preferences).
 */
export const USER_LIMITS = {
  name: MAX.name, shortName: MAX.name, code: MAX.code, userName: MAX.name, lastName: MAX.name, phone: MAX.phone,
  description: MAX.description, value: MAX.value, module: MAX.module, roleCodeMin: 2, permissionValueMin: 3,
} as const;

/** A user's phone: digits, spaces and ( ) . / -, 3 to 30 of them, an optional + first (shorter than an entity's). */
export const USER_PHONE = /^\+?[0-9 ()./-]{3,30}$/;

/** Role codes are identifiers: letters, digits, - and _. */
export const ROLE_CODE = /^[A-Za-z0-9_-]+$/;

type Text = string | null | undefined;

export interface UserRuleInput {
  name?: Text;
  shortName?: Text;
  code?: Text;
  idEntity?: Text;
  email?: Text;
  userName?: Text;
  lastName?: Text;
  phone?: Text;
}

/** Name, short name, code, entity and e-mail required; the phone, when given, a phone number. `partial`: an update. */
export function userProblems(input: UserRuleInput, partial = false): RuleProblem[] {
  const problems = new Problems();
  text(problems, 'name', input.name, { max: USER_LIMITS.name, required: true }, partial);
  text(problems, 'shortName', input.shortName, { max: USER_LIMITS.shortName, required: true }, partial);
  text(problems, 'code', input.code, { max: USER_LIMITS.code, required: true }, partial);
  choice(problems, 'idEntity', input.idEntity, partial);
  email(problems, 'email', input.email, partial);
  text(problems, 'userName', input.userName, { max: USER_LIMITS.userName }, partial);
  text(problems, 'lastName', input.lastName, { max: USER_LIMITS.lastName }, partial);
  text(problems, 'phone', input.phone, { max: USER_LIMITS.phone }, partial);
  format(problems, 'phone', input.phone, USER_PHONE, 'INVALID_PHONE');
  return problems.list;
}

export interface OuRuleInput {
  code?: Text;
  name?: Text;
  shortName?: Text;
  idEntity?: Text;
}

/** Code, name, short name and entity required. */
export function ouProblems(input: OuRuleInput, partial = false): RuleProblem[] {
  const problems = new Problems();
  text(problems, 'code', input.code, { max: USER_LIMITS.code, required: true }, partial);
  text(problems, 'name', input.name, { max: USER_LIMITS.name, required: true }, partial);
  text(problems, 'shortName', input.shortName, { max: USER_LIMITS.shortName, required: true }, partial);
  choice(problems, 'idEntity', input.idEntity, partial);
  return problems.list;
}

/** A role code of 2 to 30 letters, digits, - and _, and a description. */
export function roleProblems(input: { code?: Text; description?: Text }, partial = false): RuleProblem[] {
  const problems = new Problems();
  text(problems, 'code', input.code, { max: USER_LIMITS.code, min: USER_LIMITS.roleCodeMin, required: true }, partial);
  format(problems, 'code', input.code, ROLE_CODE, 'CODE_CHARACTERS');
  text(problems, 'description', input.description, { max: USER_LIMITS.description, required: true }, partial);
  return problems.list;
}

/** A permission's value of 3 or more characters (SPEC.md section 5: not too short) and an optional module. */
export function permissionProblems(input: { value?: Text; module?: Text }): RuleProblem[] {
  const problems = new Problems();
  text(problems, 'value', input.value, { max: USER_LIMITS.value, min: USER_LIMITS.permissionValueMin, required: true });
  text(problems, 'module', input.module, { max: USER_LIMITS.module });
  return problems.list;
}
