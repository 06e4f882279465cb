import type { CodegenConfig } from '@graphql-codegen/cli';

// Resolver types come from schema.graphql; parents are the row models the data functions return.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  generates: {
    'server/src/graphql/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context.ts#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Decimal: 'string', Date: 'string', DateTime: 'Date | string', ID: 'string' },
        mappers: {
          Ou: '../models.ts#OuModel',
          User: '../models.ts#UserModel',
          Role: '../models.ts#RoleModel',
          Permission: '../models.ts#PermissionModel',
          Entity: '../models.ts#EntityModel',
          EntityOu: '../models.ts#EntityOuModel',
          GeneralParameter: '../models.ts#GeneralParameterModel',
          GeneralParameterValue: '../models.ts#GeneralParameterValueModel',
          EntityAddress: '../models.ts#EntityAddressModel',
          EntityContact: '../models.ts#EntityContactModel',
          ProductCategory: '../models.ts#ProductCategoryModel',
          ProductFeature: '../models.ts#ProductFeatureModel',
          ProductFeatureItem: '../models.ts#ProductFeatureItemModel',
          Product: '../models.ts#ProductModel',
          ProductIdentification: '../models.ts#ProductIdentificationModel',
          ProductInstance: '../models.ts#ProductInstanceModel',
          Package: '../models.ts#PackageModel',
          PackageItem: '../models.ts#PackageItemModel',
          RateFeature: '../models.ts#RateFeatureModel',
          RateSubfeature: '../models.ts#RateSubfeatureModel',
          Rate: '../models.ts#RateModel',
          Reservation: '../models.ts#ReservationModel',
          ReservationItem: '../models.ts#ReservationItemModel',
          ReservationPassenger: '../models.ts#ReservationPassengerModel',
          CashierTransaction: '../models.ts#CashierTransactionModel',
          CashierTransactionItem: '../models.ts#CashierTransactionItemModel',
          Payment: '../models.ts#PaymentModel',
          FiscalDocument: '../domain/fiscalDocuments.ts#FiscalDocumentRow',
          Advance: '../domain/advances.ts#AdvanceRow',
          DailyCashier: '../models.ts#DailyCashierModel',
          ExchangeRate: '../models.ts#ExchangeRateModel',
        },
      },
    },
  },
};
export default config;
