import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { OuModel, UserModel, RoleModel, PermissionModel, EntityModel } from '../models.ts';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** A moment in time, ISO 8601 with offset. */
  DateTime: { input: Date | string; output: Date | string; }
  /** An exact decimal amount, sent as a string (money is never a float). */
  Decimal: { input: string; output: string; }
};

export type Country = {
  __typename?: 'Country';
  code: Scalars['String']['output'];
  generalParameterValue?: Maybe<GeneralParameterValueRef>;
  idCountry: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
};

export type CreateSessionInput = {
  app?: InputMaybe<Scalars['String']['input']>;
  client?: InputMaybe<Scalars['String']['input']>;
  ipv4?: InputMaybe<Scalars['String']['input']>;
  ipv6?: InputMaybe<Scalars['String']['input']>;
  macaddress?: InputMaybe<Scalars['String']['input']>;
};

export type Entity = Node & {
  __typename?: 'Entity';
  commercialName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  idEntity: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type GeneralParameterValueRef = {
  __typename?: 'GeneralParameterValueRef';
  idGeneralParameterValue: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Language = {
  __typename?: 'Language';
  code: Scalars['String']['output'];
  generalParameterValue?: Maybe<GeneralParameterValueRef>;
  idLanguage: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  createSession: Session;
  updateSession: Session;
};


export type MutationCreateSessionArgs = {
  data: CreateSessionInput;
};


export type MutationUpdateSessionArgs = {
  data: UpdateSessionInput;
};

/** An object with a global identifier that Relay can refetch. */
export type Node = {
  id: Scalars['ID']['output'];
};

export type Ou = Node & {
  __typename?: 'Ou';
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  entity?: Maybe<Entity>;
  id: Scalars['ID']['output'];
  idEntity: Scalars['ID']['output'];
  idOu: Scalars['ID']['output'];
  idStatus: Status;
  idUserCreate?: Maybe<Scalars['ID']['output']>;
  idUserUpdate?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  users: Array<User>;
};

export type Permission = Node & {
  __typename?: 'Permission';
  id: Scalars['ID']['output'];
  idPermission: Scalars['ID']['output'];
  module: Scalars['String']['output'];
  type: PermissionType;
  value: Scalars['String']['output'];
};

export type PermissionType =
  | 'BACK'
  | 'FRONT';

export type Query = {
  __typename?: 'Query';
  /** Whether the user may open the route (a path without the locale prefix). */
  checkAccessToPermission: Scalars['Boolean']['output'];
  getCountries: Array<Country>;
  getLanguages: Array<Language>;
  getUserByEmailAddress?: Maybe<User>;
  node?: Maybe<Node>;
  /** The signed-in user. */
  viewer?: Maybe<User>;
};


export type QueryCheckAccessToPermissionArgs = {
  idUser: Scalars['ID']['input'];
  target: Scalars['String']['input'];
};


export type QueryGetUserByEmailAddressArgs = {
  email: Scalars['String']['input'];
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};

export type Role = Node & {
  __typename?: 'Role';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  idRole: Scalars['ID']['output'];
  permissions: Array<Permission>;
};

export type Session = {
  __typename?: 'Session';
  app?: Maybe<Scalars['String']['output']>;
  client?: Maybe<Scalars['String']['output']>;
  date: Scalars['DateTime']['output'];
  idOu: Scalars['ID']['output'];
  idSession: Scalars['ID']['output'];
  idSessionOauth?: Maybe<Scalars['String']['output']>;
  idStatus: Status;
  idUser: Scalars['ID']['output'];
  idUserCreate?: Maybe<Scalars['ID']['output']>;
  idUserUpdate?: Maybe<Scalars['ID']['output']>;
  ipv4?: Maybe<Scalars['String']['output']>;
  ipv6?: Maybe<Scalars['String']['output']>;
  macaddress?: Maybe<Scalars['String']['output']>;
};

export type Status =
  | 'ACTIVE'
  | 'INACTIVE';

export type UpdateSessionInput = {
  idSession: Scalars['ID']['input'];
  idStatus: Status;
};

export type User = Node & {
  __typename?: 'User';
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  entity?: Maybe<Entity>;
  id: Scalars['ID']['output'];
  idEntity?: Maybe<Scalars['ID']['output']>;
  idLanguage?: Maybe<Scalars['ID']['output']>;
  idOu: Scalars['ID']['output'];
  idStatus: Status;
  idUser: Scalars['ID']['output'];
  idUserCreate?: Maybe<Scalars['ID']['output']>;
  idUserOauth?: Maybe<Scalars['String']['output']>;
  idUserType: Scalars['String']['output'];
  idUserUpdate?: Maybe<Scalars['ID']['output']>;
  lastName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  ou: Ou;
  phone?: Maybe<Scalars['String']['output']>;
  roles: Array<Role>;
  shortName: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  userName: Scalars['String']['output'];
  utcTime: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Node:
    | ( EntityModel )
    | ( OuModel )
    | ( PermissionModel )
    | ( RoleModel )
    | ( UserModel )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Country: ResolverTypeWrapper<Country>;
  CreateSessionInput: CreateSessionInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  Entity: ResolverTypeWrapper<EntityModel>;
  GeneralParameterValueRef: ResolverTypeWrapper<GeneralParameterValueRef>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Language: ResolverTypeWrapper<Language>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  Ou: ResolverTypeWrapper<OuModel>;
  Permission: ResolverTypeWrapper<PermissionModel>;
  PermissionType: PermissionType;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: ResolverTypeWrapper<RoleModel>;
  Session: ResolverTypeWrapper<Session>;
  Status: Status;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateSessionInput: UpdateSessionInput;
  User: ResolverTypeWrapper<UserModel>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  Country: Country;
  CreateSessionInput: CreateSessionInput;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  Entity: EntityModel;
  GeneralParameterValueRef: GeneralParameterValueRef;
  ID: Scalars['ID']['output'];
  Language: Language;
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  Ou: OuModel;
  Permission: PermissionModel;
  Query: Record<PropertyKey, never>;
  Role: RoleModel;
  Session: Session;
  String: Scalars['String']['output'];
  UpdateSessionInput: UpdateSessionInput;
  User: UserModel;
}>;

export type CountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generalParameterValue?: Resolver<Maybe<ResolversTypes['GeneralParameterValueRef']>, ParentType, ContextType>;
  idCountry?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type EntityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Entity'] = ResolversParentTypes['Entity']> = ResolversObject<{
  commercialName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idEntity?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type GeneralParameterValueRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeneralParameterValueRef'] = ResolversParentTypes['GeneralParameterValueRef']> = ResolversObject<{
  idGeneralParameterValue?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LanguageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generalParameterValue?: Resolver<Maybe<ResolversTypes['GeneralParameterValueRef']>, ParentType, ContextType>;
  idLanguage?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  createSession?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationCreateSessionArgs, 'data'>>;
  updateSession?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationUpdateSessionArgs, 'data'>>;
}>;

export type NodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Entity' | 'Ou' | 'Permission' | 'Role' | 'User', ParentType, ContextType>;
}>;

export type OuResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Ou'] = ResolversParentTypes['Ou']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entity?: Resolver<Maybe<ResolversTypes['Entity']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idEntity?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idOu?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idStatus?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  idUserCreate?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idUserUpdate?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PermissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idPermission?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  module?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PermissionType'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  checkAccessToPermission?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryCheckAccessToPermissionArgs, 'idUser' | 'target'>>;
  getCountries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  getLanguages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  getUserByEmailAddress?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryGetUserByEmailAddressArgs, 'email'>>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type RoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idRole?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = ResolversObject<{
  app?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  idOu?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idSession?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idSessionOauth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  idStatus?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  idUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idUserCreate?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idUserUpdate?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ipv4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ipv6?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  macaddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entity?: Resolver<Maybe<ResolversTypes['Entity']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idEntity?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idLanguage?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idOu?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idStatus?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  idUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idUserCreate?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idUserOauth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  idUserType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  idUserUpdate?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ou?: Resolver<ResolversTypes['Ou'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  utcTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  Country?: CountryResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  Entity?: EntityResolvers<ContextType>;
  GeneralParameterValueRef?: GeneralParameterValueRefResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  Ou?: OuResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
}>;

