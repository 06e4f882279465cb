import { AUDIT_SUBJECTS, auditHistoryPage } from '../audit/auditHistory.ts';
import { recordDenial, requirePermission, viewerOf } from '../graphql/authorization.ts';
import { notFound } from '../graphql/errors.ts';
import { FieldErrors, isUuid } from '../graphql/validation.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';

const MAX_PAGE = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const auditResolvers: Resolvers = {
  Query: {
    auditHistory: async (_parent, { recordType, id, filter, first, after }, context) => {
      const viewer = viewerOf(context);
      const subject = AUDIT_SUBJECTS[recordType];
      // The trail shows what the record was: whoever may not read the record may not read its history. Every
      // signed-in role holds auditHistory; this is the real gate, answered like an id of another OU.
      await requirePermission(context, subject.readOperation).catch(async () => {
        await recordDenial(context, { operation: `auditHistory(${recordType})` });
        throw notFound('Record');
      });
      // Every record with a History panel has a uuid key: anything else names nothing.
      if (!isUuid(id)) throw notFound('Record');
      const errors = new FieldErrors();
      const size = first ?? 20;
      if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE) errors.addCode('first', 'NUMBER_RANGE', { min: 1, max: MAX_PAGE }, `Between 1 and ${MAX_PAGE}`);
      if (after != null && !/^\d{1,18}$/.test(after)) errors.addCode('after', 'INVALID_CURSOR', {}, 'Not a cursor of this list');
      if (filter?.idUser != null && !isUuid(filter.idUser)) errors.addCode('idUser', 'INVALID_CHOICE', {}, 'Not a user');
      if (filter?.from && filter?.to && DAY.test(filter.from) && filter.from > filter.to) {
        errors.addCode('to', 'END_BEFORE_START', {}, 'The last day is before the first');
      }
      errors.check();
      const page = await auditHistoryPage(context.db, {
        recordType,
        id,
        idOu: subject.companyWide ? null : viewer.idOu,
        operations: filter?.operations ?? undefined,
        idUser: filter?.idUser ?? undefined,
        from: filter?.from ?? undefined,
        to: filter?.to ?? undefined,
        first: size,
        before: after != null ? Number(after) : undefined,
      });
      return {
        edges: page.entries.map(({ cursor, ...node }) => ({ cursor, node })),
        pageInfo: {
          hasNextPage: page.hasNextPage,
          hasPreviousPage: after != null,
          startCursor: page.entries[0]?.cursor ?? null,
          endCursor: page.entries.at(-1)?.cursor ?? null,
        },
        users: page.users,
      };
    },
  },
};
