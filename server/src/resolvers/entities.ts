import type { GraphQLContext } from '../context.ts';
import {
  entityAddresses, entityRecordsById, entityContacts, entityInfo, findEntityRecord, missingEntityFields, saveEntity,
  searchEntities, searchEntityRows, setEntityStatus,
} from '../domain/entities.ts';
import { countriesById } from '../domain/catalogs.ts';
import { createQuickCustomer } from '../domain/quickCustomer.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { notFound } from '../graphql/errors.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import type { EntityModel, EntityRecordModel } from '../models.ts';
import { batchLoader, perRequest } from './batch.ts';
import { valueLoader } from './generalParameters.ts';

/*
 * Entities: customers and suppliers of the caller's OU. The rules and writes are domain/entities.ts; here the
 * GraphQL fields, and the loaders that complete the short entity other areas hand out.
 */

/** Per request: whole entity rows (for entities other areas hand out short) and countries, batched by id. */
const loaders = perRequest((context: GraphQLContext) => ({
  entity: batchLoader((ids: string[]) => entityRecordsById(context.db, ids)),
  country: batchLoader((ids: string[]) => countriesById(context.db, ids)),
}));

/** The whole row behind an Entity, loading it when another area handed out only the short one. */
async function record(entity: EntityModel, context: GraphQLContext): Promise<EntityRecordModel> {
  if ('deferredDocs' in entity) return entity as EntityRecordModel;
  const row = await loaders(context).entity.load(entity.idEntity);
  if (!row) throw notFound('Entity');
  return row;
}

const value = (context: GraphQLContext, id: string | null | undefined) => (id ? valueLoader(context).load(id) : null);
const country = (context: GraphQLContext, id: string | null | undefined) => (id ? loaders(context).country.load(id) : null);

export const entityResolvers: Resolvers = {
  Query: {
    searchEntities: (_parent, { input }, context) => searchEntities(context.db, viewerOf(context).idOu, input),
    searchEntityList: (_parent, { input }, context) => searchEntityRows(context.db, viewerOf(context).idOu, input),
    getEntityById: (_parent, { id }, context) => findEntityRecord(context.db, viewerOf(context).idOu, id),
  },
  Mutation: {
    createEntity: (_parent, { data }, context) => saveEntity(context.db, viewerOf(context), data),
    createQuickCustomer: (_parent, { data }, context) => createQuickCustomer(context.db, viewerOf(context), data),
    updateEntity: (_parent, { data }, context) => saveEntity(context.db, viewerOf(context), data, data.idEntity),
    setEntityStatus: (_parent, { idEntity, idStatus }, context) => setEntityStatus(context.db, viewerOf(context), idEntity, idStatus),
  },
  Entity: {
    id: (entity) => toGlobalId('Entity', entity.idEntity),
    toComplete: async (e, _args, context) => (await record(e, context)).toComplete,
    missingFields: async (e, _args, context) => ((await record(e, context)).toComplete
      ? missingEntityFields(context.db, viewerOf(context).idOu, e.idEntity) : []),
    idEntityType: async (e, _args, context) => (await record(e, context)).idEntityType,
    entityType: async (e, _args, context) => value(context, (await record(e, context)).idEntityType),
    idEntityRole: async (e, _args, context) => (await record(e, context)).idEntityRole,
    entityRole: async (e, _args, context) => value(context, (await record(e, context)).idEntityRole),
    idMarket: async (e, _args, context) => (await record(e, context)).idMarket,
    market: async (e, _args, context) => value(context, (await record(e, context)).idMarket),
    idChannel: async (e, _args, context) => (await record(e, context)).idChannel,
    channel: async (e, _args, context) => value(context, (await record(e, context)).idChannel),
    idSector: async (e, _args, context) => (await record(e, context)).idSector,
    sector: async (e, _args, context) => value(context, (await record(e, context)).idSector),
    idBusinessType: async (e, _args, context) => (await record(e, context)).idBusinessType,
    businessType: async (e, _args, context) => value(context, (await record(e, context)).idBusinessType),
    deferredDocs: async (e, _args, context) => (await record(e, context)).deferredDocs,
    idIdentityDocumentType: async (e, _args, context) => (await record(e, context)).idIdentityDocumentType,
    identityDocumentType: async (e, _args, context) => value(context, (await record(e, context)).idIdentityDocumentType),
    identityDocumentNumber: async (e, _args, context) => (await record(e, context)).identityDocumentNumber,
    idNationality: async (e, _args, context) => (await record(e, context)).idNationality,
    nationality: async (e, _args, context) => country(context, (await record(e, context)).idNationality),
    idUserCreate: async (e, _args, context) => (await record(e, context)).idUserCreate,
    idUserUpdate: async (e, _args, context) => (await record(e, context)).idUserUpdate,
    createdAt: async (e, _args, context) => (await record(e, context)).createdAt,
    updatedAt: async (e, _args, context) => (await record(e, context)).updatedAt,
    addresses: (e, _args, { db }) => entityAddresses(db, e.idEntity),
    contacts: (e, _args, { db }) => entityContacts(db, e.idEntity),
    entityInfo: (e, _args, context) => entityInfo(context.db, viewerOf(context).idOu, e.idEntity),
  },
  EntityAddress: {
    addressType: (a, _args, context) => value(context, a.idAddressType),
    country: (a, _args, context) => country(context, a.idCountry),
  },
  EntityContact: {
    contactType: (c, _args, context) => value(context, c.idContactType),
    contactPurpose: (c, _args, context) => value(context, c.idContactPurpose),
  },
};
