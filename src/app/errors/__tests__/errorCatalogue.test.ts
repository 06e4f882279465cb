import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';

/*
 * Every code the server can raise (the ErrorCode, ErrorReason and FieldErrorCode enums of schema.graphql, the one list
 * both sides use) has a message in both languages, and each message names only the params its value documents
 * ("{day, releaseDays}" at the end of the enum value's description), so a message never waits for a figure the server
 * does not send.
 */
const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
const locales = {
  en: JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, string>,
  es: JSON.parse(readFileSync('locales/es.json', 'utf8')) as Record<string, string>,
};

const CATALOGUES = [['ErrorCode', 'error.code'], ['ErrorReason', 'error.reason'], ['FieldErrorCode', 'error.field']] as const;

/** The params a value's description documents: the names inside its last {...}, before any ':' (a value list). */
function documentedParams(description: string | null | undefined): Set<string> {
  const braces = [...(description ?? '').matchAll(/\{([^}]*)\}/g)].pop()?.[1] ?? '';
  return new Set(braces.split(',').map((part) => part.split(':')[0].trim()).filter(Boolean));
}

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) into.add(element.value);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      into.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

describe('the error catalogue of schema.graphql', () => {
  it('holds the codes the issue names', () => {
    const reasons = (schema.getType('ErrorReason') as GraphQLEnumType).getValues().map((v) => v.name);
    expect(reasons).toEqual(expect.arrayContaining([
      'STOP_SALE', 'INSUFFICIENT', 'RATE_OVERLAP', 'PERIOD_CLOSED', 'PASSENGER_LIMIT', 'PAYMENT_REFUSED', 'DUPLICATE_DOCUMENT',
    ]));
    const fields = (schema.getType('FieldErrorCode') as GraphQLEnumType).getValues().map((v) => v.name);
    expect(fields).toEqual(expect.arrayContaining(['REQUIRED', 'TOO_SHORT', 'TOO_LONG', 'INVALID_EMAIL', 'DUPLICATE', 'INVALID_CHOICE']));
  });

  for (const [enumName, prefix] of CATALOGUES) {
    const values = (schema.getType(enumName) as GraphQLEnumType).getValues();
    for (const language of ['en', 'es'] as const) {
      it(`has a message in ${language}.json for every ${enumName} value, naming only its documented params`, () => {
        const problems: string[] = [];
        for (const value of values) {
          const id = `${prefix}.${value.name}`;
          const text = locales[language][id];
          if (!text?.trim()) {
            problems.push(`${id} is missing`);
            continue;
          }
          const allowed = documentedParams(value.description);
          const unknown = [...argumentsOf(parse(text))].filter((name) => !allowed.has(name));
          if (unknown.length) problems.push(`${id} names ${unknown.join(', ')}, not documented on ${enumName}.${value.name}`);
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
