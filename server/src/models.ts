/** Row shapes the data functions return; resolvers of nested fields start from these. */
export interface OuModel {
  idOu: string;
  code: string;
  name: string;
  shortName: string;
  idEntity: string;
  idStatus: 'ACTIVE' | 'INACTIVE';
  idUserCreate: string | null;
  idUserUpdate: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface EntityModel {
  idEntity: string;
  name: string;
  commercialName: string;
  idStatus: 'ACTIVE' | 'INACTIVE';
}

/** A link between an entity and an OU (entity_ou); entity and ou are resolved from the ids. */
export interface EntityOuModel {
  idEntity: string;
  idOu: string;
}

export interface UserModel {
  idUser: string;
  idEntity: string | null;
  idOu: string;
  idUserOauth: string | null;
  idUserType: string;
  name: string;
  shortName: string;
  code: string;
  userName: string;
  lastName: string;
  email: string;
  phone: string | null;
  idLanguage: string | null;
  utcTime: string;
  idStatus: 'ACTIVE' | 'INACTIVE';
  idUserCreate: string | null;
  idUserUpdate: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface RoleModel {
  idRole: string;
  code: string;
  description: string;
  idUserCreate: string | null;
  idUserUpdate: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface PermissionModel {
  idPermission: string;
  type: 'FRONT' | 'BACK';
  value: string;
  module: string;
  idUserCreate: string | null;
  idUserUpdate: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A general parameter row (general_parameter); values, parent and the count are resolved by field. */
export interface GeneralParameterModel {
  idGeneralParameter: string;
  idOu: string | null;
  name: string;
  shortName: string;
  code: string;
  idParent: string | null;
  idUserCreate: string | null;
  idUserUpdate: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface GeneralParameterValueModel {
  idGeneralParameterValue: string;
  idGeneralParameter: string;
  name: string;
  shortName: string;
  code: string;
  value: string | null;
}

/**
 * The whole entity row of the maintenance screens. Other areas hand out the short EntityModel; the entity field
 * resolvers load the rest when they meet one of those.
 */
export interface EntityRecordModel extends EntityModel {
  idEntityType: string | null;
  idEntityRole: string | null;
  idMarket: string | null;
  idChannel: string | null;
  idSector: string | null;
  idBusinessType: string | null;
  deferredDocs: boolean;
  idIdentityDocumentType: string | null;
  identityDocumentNumber: string | null;
  idNationality: string | null;
  idUserCreate: string | null;
  idUserUpdate: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface EntityAddressModel {
  idEntityAddress: string;
  idAddressType: string;
  address: string;
  state: string | null;
  city: string;
  idCountry: string;
  postalCode: string | null;
}

export interface EntityContactModel {
  idEntityContact: string;
  idContactType: string;
  idContactPurpose: string | null;
  value: string;
}

/** Products (issue 6). Every product row belongs to one OU; nested fields are resolved from the ids. */
export interface ProductCategoryModel {
  idProductCategory: string;
  idOu: string;
  name: string;
  shortName: string;
  idCategoryType: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A feature or a subfeature (product_feature.kind). */
export interface ProductFeatureModel {
  idProductFeature: string;
  idOu: string;
  kind: 'FEATURE' | 'SUBFEATURE';
  code: string;
  name: string;
  shortName: string;
  idFeatureType: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface ProductFeatureItemModel {
  idProductFeatureItem: string;
  idProductFeature: string;
  code: string;
  name: string;
  shortName: string;
  value: string | null;
  idItemType: string;
}

export interface ProductModel {
  idProduct: string;
  idOu: string;
  code: string;
  name: string;
  shortName: string;
  idProductType: string;
  idProductUnit: string;
  idSupplier: string;
  hasInventory: boolean;
  taxInternationalCode: string | null;
  operationalCode: string | null;
  idStatus: 'ACTIVE' | 'INACTIVE';
  idUserCreate: string | null;
  idUserUpdate: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ProductIdentificationModel {
  idProductIdentification: string;
  idIdentificationType: string;
  value: string;
}

export interface ProductInstanceModel {
  idProductInstance: string;
  idProduct: string;
  code: string;
  name: string;
  shortName: string;
  idStatus: 'ACTIVE' | 'INACTIVE';
}

export interface PackageModel {
  idPackage: string;
  idOu: string;
  code: string;
  name: string;
  shortName: string;
  description: string | null;
  durationDays: number;
  idStatus: 'ACTIVE' | 'INACTIVE';
  createdAt: Date;
  updatedAt: Date;
}

export interface PackageItemModel {
  idPackageItem: string;
  idPackage: string;
  idProductInstance: string;
  dayOffset: number;
  nights: number;
  quantity: number;
}

/** Rates (issue 7). */
export interface RateFeatureModel {
  idRateFeature: string;
  idOu: string;
  code: string;
  name: string;
  shortName: string;
  order: number;
  idTypeFeature: string;
  idTypeCategoryProduct: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface RateSubfeatureModel {
  idRateSubfeature: string;
  idOu: string;
  code: string;
  name: string;
  shortName: string;
  order: number;
  idTypeSubfeature: string;
  idTypeCategoryProduct: string | null;
  idTypeSubfeatureItem: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A rate instance row; money columns are decimal strings. */
export interface RateModel {
  idRateInstance: string;
  idOu: string;
  code: string;
  idProductInstance: string;
  idEntity: string | null;
  idCurrency: string;
  idPriceType: string;
  serviceFrom: string;
  serviceTo: string;
  purchaseFrom: string;
  purchaseTo: string;
  enabled: boolean;
  purchaseUnitPrice: string;
  purchaseTaxPercentage: string;
  purchaseTaxAmount: string;
  purchaseTotal: string;
  profitPercentage: string | null;
  profitAmount: string | null;
  profit: string;
  sellingTaxPercentage: string;
  sellingUnitPrice: string;
  sellingTaxAmount: string;
  sellingTotal: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Reservations (issue 8). */
export interface ReservationModel {
  idReservation: string;
  idOu: string;
  code: string;
  fileNumber: string | null;
  reservationDate: string;
  idEntity: string;
  passengerCount: number;
  status: 'QUOTE' | 'CONFIRMED' | 'PARTIALLY_PAID' | 'PAID' | 'CANCELLED';
  idCurrency: string;
  idLanguage: string | null;
  amount: string;
  pendingAmount: string;
  cancellationReason: string | null;
  version: number;
  idUserCreate: string | null;
  idUserUpdate: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ReservationItemModel {
  idReservationItem: string;
  idReservation: string;
  itemNumber: number;
  idProductInstance: string;
  idPackage: string | null;
  serviceDate: string;
  nights: number;
  quantity: number;
  status: 'PENDING' | 'CONFIRMED' | 'CANCELLED';
  idRateInstance: string | null;
  unitPrice: string;
  amount: string;
  pendingAmount: string;
  priceOverridden: boolean;
  overrideReason: string | null;
  idInventoryHold: string | null;
  /** Set when cancelled: the fee its rate's cancellation policy charged. */
  cancellationFee: string | null;
  cancellationReason: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ReservationPassengerModel {
  idReservationPassenger: string;
  idReservation: string;
  idPassengerType: string;
  firstName: string;
  lastName: string;
  idDocumentType: string;
  documentNumber: string;
  idCitizenship: string | null;
  idGender: string | null;
  birthDate: string | null;
  status: 'ACTIVE' | 'WAITLISTED' | 'CANCELLED';
  version: number;
}

/** A cashier's day (daily_cashier) with the cashier's name. */
export interface DailyCashierModel {
  idDailyCashier: string;
  idOu: string;
  idUser: string;
  userName: string;
  cashierDate: string;
  status: 'OPEN' | 'CLOSED';
  openedAt: Date;
  closedAt: Date | null;
  reopenedCount: number;
  reopenReason: string | null;
  closeNote: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ExchangeRateModel {
  idExchangeRate: string;
  idOu: string;
  rateDate: string;
  idCurrencyFrom: string;
  idCurrencyTo: string;
  buyRate: string;
  sellRate: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Cashier transactions (issue 9). */
export interface CashierTransactionModel {
  idCashierTransaction: string;
  idOu: string;
  number: number;
  transactionDate: string;
  note: string | null;
  status: 'COMPLETED' | 'PARTIALLY_VOIDED' | 'VOIDED';
  idDailyCashier: string;
  idEntity: string;
  idCurrency: string;
  itemsTotal: string;
  paidTotal: string;
  changeAmount: string;
  createdAt: Date;
}

export interface CashierTransactionItemModel {
  idCashierTransactionItem: string;
  idCashierTransaction: string;
  idReservationItem: string;
  idReservation: string;
  amountToPay: string;
  pendingBefore: string;
}

export interface PaymentModel {
  idPayment: string;
  idCashierTransaction: string;
  transactionNumber: number;
  lineNumber: number;
  method: 'CASH' | 'CARD' | 'DEPOSIT' | 'ADVANCE';
  status: 'ACTIVE' | 'VOIDED';
  paymentDate: string;
  idCurrency: string;
  amount: string;
  amountConverted: string;
  changeAmount: string;
  amountApplied: string;
  exchangeRate: string;
  exchangeRateInverted: boolean;
  cardBrand: string | null;
  cardLast4: string | null;
  cardHolder: string | null;
  cardAuthorization: string | null;
  depositType: 'DEPOSIT' | 'TRANSFER' | null;
  depositDate: string | null;
  idBank: string | null;
  bankAccount: string | null;
  depositNumber: string | null;
  idAdvance: string | null;
  reversalOf: string | null;
  voidReason: string | null;
  createdAt: Date;
}
