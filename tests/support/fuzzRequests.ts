/**
 * GraphQL requests generated from schema.graphql for the fuzz suite: one document per Query and Mutation field
 * (every argument as a variable, a flat selection of the result's scalar fields) and fast-check arbitraries for the
 * variables built from the argument types. Values are mostly of the declared type but wrong in meaning — huge
 * strings, negative and overflowing amounts, impossible dates, unknown ids, ids of another OU — and sometimes of the
 * wrong type altogether (which the GraphQL layer must refuse before any resolver runs).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import {
  buildSchema, getNamedType, isEnumType, isInputObjectType, isInterfaceType, isListType, isNonNullType, isObjectType,
  isScalarType, isUnionType, type GraphQLField, type GraphQLInputType, type GraphQLOutputType, type GraphQLSchema,
} from 'graphql';

export const schema: GraphQLSchema = buildSchema(readFileSync(resolve(import.meta.dirname, '../../schema.graphql'), 'utf8'));

export interface Operation {
  kind: 'query' | 'mutation';
  name: string;
  document: string;
  variables: fc.Arbitrary<Record<string, unknown>>;
}

/** Ids the generator draws from: the caller's OU, another OU, and none at all. */
export interface IdPools {
  own: string[];
  otherOu: string[];
}

const HUGE = 'Ω'.repeat(20_000);
const strings = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', HUGE, 'x'.repeat(300_000), "'; drop table reservation; --", '<script>alert(1)</script>',
    '%s%n', '\u0000', '../../etc/passwd', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✈️', 'a@b', 'ADMIN') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
);
const decimals = fc.oneof(
  fc.constantFrom('-1', '-0.01', '0', '0.001', '1e309', '999999999999999999999.99', '1000000000000', 'NaN', 'Infinity', '-Infinity',
    '12,50', ' 10 ', '١٢٣', '0x10', '1_000', '10.00', '100', '99999999999999.99', '-99999999999999.99'),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);
const dates = fc.oneof(
  fc.constantFrom('2031-01-05', '2031-02-30', '2031-13-01', '0000-01-01', '9999-12-31', '99999-01-01', '2031-1-5', 'today', '', '2031-01-05T00:00:00Z'),
  fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);
const dateTimes = fc.oneof(dates, fc.constantFrom('2031-01-05T10:00:00Z', '2031-01-05T25:00:00+99:00', 'now'));
const ints = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31), 1_000_000, 99, 100));
/** A value of another type than the declared one (the GraphQL layer refuses it before a resolver runs). */
const wrongType = fc.oneof(fc.constant(null), fc.boolean(), fc.double(), fc.constant({ a: 1 }), fc.constant([1, 'two']),
  fc.constant(2 ** 53), fc.constant('not the right type'));

function scalarArbitrary(name: string, ids: IdPools): fc.Arbitrary<unknown> {
  switch (name) {
    case 'ID':
      return fc.oneof(
        { weight: 3, arbitrary: ids.otherOu.length ? fc.constantFrom(...ids.otherOu) : fc.uuid() },
        { weight: 2, arbitrary: ids.own.length ? fc.constantFrom(...ids.own) : fc.uuid() },
        { weight: 2, arbitrary: fc.uuid() },
        { weight: 1, arbitrary: fc.constantFrom('', 'not-a-uuid', '1', 'UmVzZXJ2YXRpb246MQ==', '00000000-0000-0000-0000-000000000000', HUGE) },
      );
    case 'String': return strings;
    case 'Int': return ints;
    case 'Float': return fc.oneof(fc.double(), ints);
    case 'Boolean': return fc.boolean();
    case 'Decimal': return decimals;
    case 'Date': return dates;
    case 'DateTime': return dateTimes;
    default: return strings;
  }
}

function inputArbitrary(type: GraphQLInputType, ids: IdPools, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    const inner = inputArbitrary(type.ofType, ids, depth);
    return fc.oneof({ weight: 19, arbitrary: inner }, { weight: 1, arbitrary: fc.constant(null) });
  }
  const value = ((): fc.Arbitrary<unknown> => {
    if (isListType(type)) {
      const item = inputArbitrary(type.ofType, ids, depth + 1);
      return fc.oneof(
        { weight: 6, arbitrary: fc.array(item, { maxLength: depth > 2 ? 1 : 3 }) },
        { weight: 1, arbitrary: depth > 1 ? fc.constant([]) : fc.array(item, { minLength: 60, maxLength: 120 }) },
      );
    }
    if (isEnumType(type)) return fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.value)) }, { weight: 1, arbitrary: fc.constant('NOT_A_VALUE') });
    if (isInputObjectType(type)) {
      if (depth > 4) return fc.constant({});
      const fields = Object.values(type.getFields());
      return fc.record(Object.fromEntries(fields.map((f) => [f.name, inputArbitrary(f.type, ids, depth + 1)])), {
        requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
      });
    }
    if (isScalarType(type)) return scalarArbitrary(type.name, ids);
    return fc.constant(null);
  })();
  return fc.oneof({ weight: 19, arbitrary: value }, { weight: 1, arbitrary: wrongType });
}

/** The result's own scalar and enum fields (no arguments), or __typename. */
function selection(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isObjectType(named) || isInterfaceType(named)) {
    const leaves = Object.values(named.getFields())
      .filter((f) => !f.args.some((a) => isNonNullType(a.type)))
      .filter((f) => isScalarType(getNamedType(f.type)) || isEnumType(getNamedType(f.type)))
      .map((f) => f.name);
    return ` { __typename ${leaves.join(' ')} }`;
  }
  if (isUnionType(named)) return ' { __typename }';
  return '';
}

function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, ids: IdPools): Operation {
  const declared = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const document = `${kind} Fuzz${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection(field.type)} }`;
  const variables = fc.record(Object.fromEntries(field.args.map((a) => [a.name, inputArbitrary(a.type, ids, 0)])), { requiredKeys: [] });
  return { kind, name: field.name, document, variables: variables as fc.Arbitrary<Record<string, unknown>> };
}

/** Every Query and Mutation field of the schema as a fuzzable operation. */
export function fuzzOperations(ids: IdPools): Operation[] {
  const query = Object.values(schema.getQueryType()!.getFields()).map((f) => operationOf('query', f, ids));
  const mutation = Object.values(schema.getMutationType()!.getFields()).map((f) => operationOf('mutation', f, ids));
  return [...query, ...mutation];
}
