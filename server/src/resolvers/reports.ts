import { REPORTS } from '../domain/reports/reportCatalog.ts';
import { REPORT_KEYS } from '../domain/reports/reportTypes.ts';
import { viewerOf } from '../graphql/authorization.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';

/** Reports (issue 10): the catalog page asks which reports the caller may run; the rows stream from server/src/reports. */
export const reportResolvers: Resolvers = {
  Query: {
    availableReports: async (_parent, _args, context) => {
      const viewer = viewerOf(context);
      const held = viewer.isAdmin ? null : await context.backPermissions();
      return REPORT_KEYS.filter((key) => {
        const def = REPORTS[key];
        return def && (!held || held.has(def.permission));
      });
    },
  },
};
