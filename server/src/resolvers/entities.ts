import type { Resolvers } from '../graphql/resolvers-types.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import { pageOf } from '../graphql/validation.ts';
import type { EntityModel } from '../models.ts';
import { ENTITY_COLUMNS } from './rows.ts';

const ENTITY_SORTS = {
  name: 'lower(e.name)', commercialName: 'lower(e.commercial_name)', idStatus: 'e.id_status', createdAt: 'e.created_at',
};

export const entityResolvers: Resolvers = {
  Query: {
    /** Entities linked to the caller's current OU (entity_ou), searched by legal or commercial name. */
    searchEntities: async (_parent, { input }, context) => {
      const viewer = viewerOf(context);
      const page = pageOf(input, ENTITY_SORTS, 'name');
      const where = `exists (select 1 from entity_ou l where l.id_entity = e.id_entity and l.id_ou = $1)
        and ($2::text is null or e.name ilike $2 or e.commercial_name ilike $2)
        and ($3::text is null or e.id_status = $3)`;
      const params = [viewer.idOu, page.pattern, page.status];
      const [data, [{ count }]] = await Promise.all([
        context.db.query<EntityModel>(
          `select ${ENTITY_COLUMNS} from entity e where ${where} order by ${page.orderBy}, e.id_entity offset $4 limit $5`,
          [...params, page.skip, page.take],
        ),
        context.db.query<{ count: number }>(`select count(*)::int as count from entity e where ${where}`, params),
      ]);
      return { data, count };
    },
  },
  Entity: { id: (entity) => toGlobalId('Entity', entity.idEntity) },
};
