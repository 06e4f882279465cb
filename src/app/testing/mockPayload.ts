import {
  buildSchema, getNamedType, getNullableType, isAbstractType, isListType, isEnumType, isObjectType, type GraphQLNamedType, type GraphQLObjectType,
} from 'graphql';
import type { ConcreteRequest, Variables } from 'relay-runtime';
import schemaText from '../../../schema.graphql?raw';

/**
 * A payload for an operation, filled from the schema (tests only), in the shape of relay-test-utils'
 * MockPayloadGenerator (which the project does not ship): `resolvers[TypeName]()` gives the values of every object of
 * that type, and a value given for a field (an object, or a list of objects) fills that field's own selections.
 * What no one gives comes from the field's schema type: an enum's first value, 42, false, '10.00' for Decimal, a
 * date, `<mock name>` for a string, a unique `Type-n` id, and one item for a list.
 */
export type MockResolvers = Record<string, (context: { typeName: string; path: readonly string[] }, generateId: () => number) => unknown>;

/** The operation a test answers: its name, variables and generated query (as relay-test-utils passes it). */
export interface MockOperation {
  name: string;
  request: { node: ConcreteRequest; variables: Variables };
}

type Selection = {
  kind: string; name?: string; alias?: string | null; plural?: boolean; concreteType?: string | null; type?: string;
  selections?: readonly Selection[]; condition?: string; passingValue?: boolean; abstractKey?: string;
};
type Data = Record<string, unknown>;

let schema: ReturnType<typeof buildSchema> | null = null;
const theSchema = () => (schema ??= buildSchema(schemaText));

const SCALARS: Record<string, unknown> = {
  Int: 42, Float: 4.2, Boolean: false, Decimal: '10.00', Date: '2026-01-15', DateTime: '2026-01-15T10:00:00.000Z',
};

/** Whether an object of `typeName` has the fields of an inline fragment on `on` (the type, an interface or a union). */
function appliesTo(on: string, typeName: string): boolean {
  if (on === typeName) return true;
  const abstract = theSchema().getType(on);
  const concrete = theSchema().getType(typeName);
  return !!abstract && isAbstractType(abstract) && isObjectType(concrete) && theSchema().isSubType(abstract, concrete);
}

/** The object type a linked field answers with: the one given, the field's own, or the first its fragments ask for. */
function concreteTypeOf(field: Selection, named: GraphQLNamedType | undefined, given: unknown): string {
  const typename = (given as Data | undefined)?.__typename;
  if (typeof typename === 'string') return typename;
  if (field.concreteType) return field.concreteType;
  if (named && isObjectType(named)) return named.name;
  const spread = field.selections?.find((s) => s.kind === 'InlineFragment' && isObjectType(theSchema().getType(s.type!)));
  if (spread) return spread.type!;
  return named && isAbstractType(named) ? theSchema().getPossibleTypes(named)[0].name : 'Unknown';
}

/** Builds the response of `node` for `variables`; see MockResolvers for what each field gets. */
export function generateMockPayload(node: ConcreteRequest, variables: Variables, resolvers: MockResolvers = {}): Data {
  let counter = 0;
  const generateId = () => ++counter;

  const scalar = (typeName: string, field: string, named: GraphQLNamedType | undefined): unknown => {
    if (field === '__typename') return typeName;
    if (named?.name === 'ID') return `${typeName}-${generateId()}`;
    if (named && isEnumType(named)) return named.getValues()[0].value;
    return named && named.name in SCALARS ? SCALARS[named.name] : `<mock ${field}>`;
  };

  const objectOf = (selections: readonly Selection[], typeName: string, given: unknown, path: readonly string[]): Data => {
    const own = resolvers[typeName]?.({ typeName, path }, generateId);
    const target: Data = {};
    fill(target, selections, typeName, { ...(own as Data | undefined), ...(given as Data | undefined) }, path);
    return target;
  };

  function fill(target: Data, selections: readonly Selection[], typeName: string, given: Data, path: readonly string[]) {
    const type = theSchema().getType(typeName) as GraphQLObjectType | undefined;
    for (const selection of selections) {
      switch (selection.kind) {
        case 'ScalarField': {
          const key = selection.alias ?? selection.name!;
          const fieldType = type && isObjectType(type) ? type.getFields()[selection.name!]?.type : undefined;
          const value = key in given ? given[key] : scalar(typeName, selection.name!, fieldType && getNamedType(fieldType));
          const isList = fieldType && isListType(getNullableType(fieldType));
          target[key] = key in given || !isList ? value : [value];
          break;
        }
        case 'LinkedField': {
          const key = selection.alias ?? selection.name!;
          const fieldType = type && isObjectType(type) ? type.getFields()[selection.name!]?.type : undefined;
          const named = fieldType && getNamedType(fieldType);
          const value = given[key];
          const at = [...path, key];
          if (value === null) target[key] = null;
          else if (selection.plural) {
            const items = Array.isArray(value) ? value : [undefined];
            const existing = target[key] as Data[] | undefined;
            target[key] = items.map((item, i) => {
              if (item === null) return null;
              const itemType = concreteTypeOf(selection, named, item);
              if (existing?.[i]) { fill(existing[i], selection.selections!, itemType, item as Data, at); return existing[i]; }
              return objectOf(selection.selections!, itemType, item, at);
            });
          } else if (target[key]) {
            fill(target[key] as Data, selection.selections!, concreteTypeOf(selection, named, value), (value ?? {}) as Data, at);
          } else {
            target[key] = objectOf(selection.selections!, concreteTypeOf(selection, named, value), value, at);
          }
          break;
        }
        case 'InlineFragment':
          if (appliesTo(selection.type!, typeName)) fill(target, selection.selections!, typeName, given, path);
          break;
        case 'Condition':
          if (Boolean(variables[selection.condition!]) === selection.passingValue) fill(target, selection.selections!, typeName, given, path);
          break;
        case 'Defer':
        case 'Stream':
          fill(target, selection.selections!, typeName, given, path);
          break;
        case 'TypeDiscriminator':
          target[selection.abstractKey!] = typeName;
          break;
        default: // client extensions and the like: nothing comes from the server
      }
    }
  }

  const root = node.params.operationKind === 'mutation' ? theSchema().getMutationType() : theSchema().getQueryType();
  return objectOf(node.operation.selections as readonly Selection[], root!.name, undefined, []);
}

/** relay-test-utils' call, for tests written the way force's are: `MockPayloadGenerator.generate(operation, resolvers)`. */
export const MockPayloadGenerator = {
  generate: (operation: MockOperation, resolvers?: MockResolvers) => ({
    data: generateMockPayload(operation.request.node, operation.request.variables, resolvers),
  }),
};
