import { describe, expect, it } from 'vitest';
import { GraphQLRequestError, readGraphQLError } from '../graphqlErrors';
import { oneOf, parseListParams, toSearchInput } from '../listParams';

describe('readGraphQLError', () => {
  it('reads the code the network layer attached', () => {
    const error = Object.assign(new Error('Some fields are not valid'), {
      errors: [{ message: 'Some fields are not valid', extensions: { code: 'VALIDATION' } }],
    });
    expect(readGraphQLError(error)).toEqual({ code: 'VALIDATION', message: 'Some fields are not valid' });
  });

  it("reads Relay's own error (errors under source) and payload errors", () => {
    expect(readGraphQLError({ source: { errors: [{ message: 'gone', extensions: { code: 'NOT_FOUND' } }] } }).code).toBe('NOT_FOUND');
    expect(readGraphQLError(new GraphQLRequestError([{ message: 'in use', extensions: { code: 'CONFLICT' } } as never])).code)
      .toBe('CONFLICT');
  });

  it('falls back to the message of a plain failure', () => {
    expect(readGraphQLError(new Error('Failed to fetch'))).toEqual({ code: null, message: 'Failed to fetch' });
  });
});

describe('list params', () => {
  it('reads paging, search, sort and filters from the address and turns them into a SearchInput', () => {
    const params = parseListParams(new URLSearchParams('page=3&size=25&q=ana&sort=email&dir=desc&status=ACTIVE'));
    expect(params).toEqual({
      page: 3, pageSize: 25, text: 'ana', sort: { column: 'email', direction: 'descending' }, filters: { status: 'ACTIVE' },
    });
    expect(toSearchInput(params)).toEqual({ text: 'ana', skip: 50, take: 25, sortBy: 'email', sortDirection: 'DESC' });
  });

  it('ignores nonsense and caps the page size', () => {
    const params = parseListParams(new URLSearchParams('page=-1&size=5000'), { sort: { column: 'name', direction: 'ascending' } });
    expect(params.page).toBe(1);
    expect(params.pageSize).toBe(100);
    expect(params.sort).toEqual({ column: 'name', direction: 'ascending' });
    expect(oneOf('FRONT', ['FRONT', 'BACK'] as const)).toBe('FRONT');
    expect(oneOf('SIDE', ['FRONT', 'BACK'] as const)).toBeNull();
  });
});
