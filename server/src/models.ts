export type {
  AdvanceMethod, AdvanceStatus, DepositType, DocumentKind, FiscalDocumentType, MailStatus, TaxAuthorityStatus,
} from '../../rules/schemaEnums.generated.ts';
import type {
  AdvanceMethod, AdvanceStatus, DepositType, DocumentKind, FiscalDocumentType, MailStatus, TaxAuthorityStatus,
} from '../../rules/schemaEnums.generated.ts';

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

/** A sign-in session row (SESSION_COLUMNS); its state is worked out from the row and the session policy. */
export interface SessionModel {
  idSession: string;
  idOu: string;
  idUser: string;
  idSessionOauth: string | null;
  date: Date;
  lastActivityAt: Date;
  ipv4: string | null;
  ipv6: string | null;
  macaddress: string | null;
  client: string | null;
  app: string | null;
  idStatus: 'ACTIVE' | 'INACTIVE';
  idUserCreate: string | null;
  idUserUpdate: string | null;
}

export interface RoleModel {
  idRole: string;
  code: string;
  description: string;
  /** Latin American Spanish; null when none was given (Spanish screens then show the description). */
  descriptionEs?: string | null;
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
  /** Latin American Spanish; null when none was given (Spanish screens then show the name). */
  nameEs: string | null;
  shortName: string;
  /** Latin American Spanish; null when none was given (Spanish screens then show the short name). */
  shortNameEs?: string | null;
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
  /** Saved from the quick customer form and not yet completed with the full one. */
  toComplete: boolean;
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
  /** Time of day the service starts, 'HH:MM' (24 h), or null. */
  serviceTime: string | null;
  /** The supplier's own confirmation reference (voucher, service order), or null. */
  supplierReference: string | null;
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

/** A fiscal document (invoice, receipt, credit note) as domain/fiscalDocuments.ts reads it. */
export interface FiscalDocumentModel {
  idFiscalDocument: string;
  idOu: string;
  documentType: FiscalDocumentType;
  series: string;
  correlative: number;
  issueDate: string;
  idCashierTransaction: string | null;
  idAdvance: string | null;
  idPayment: string | null;
  idReferenceDocument: string | null;
  idEntity: string;
  idCurrency: string;
  subtotal: string;
  tax: string;
  total: string;
  taxStatus: TaxAuthorityStatus;
  taxSentAt: Date | null;
  taxTicket: string | null;
  taxMessage: string | null;
  exportedAt: Date | null;
  createdAt: Date;
}

/** A customer advance as domain/advances.ts reads it (status and amounts folded from its applications). */
export interface AdvanceModel {
  idAdvance: string;
  idOu: string;
  advanceDate: string;
  idEntity: string;
  idCurrency: string;
  method: AdvanceMethod;
  depositType: DepositType | null;
  depositDate: string | null;
  idBank: string | null;
  bankAccount: string | null;
  depositNumber: string | null;
  note: string | null;
  total: string;
  appliedAmount: string;
  availableAmount: string;
  status: AdvanceStatus;
  voidReason: string | null;
  voidedAt: Date | null;
  createdAt: Date;
}

/** A document sent (or kept in the outbox) from a reservation, a fiscal document or a daily cashier. */
export interface SentDocumentModel {
  idSentDocument: string;
  kind: DocumentKind;
  title: string;
  idReservation: string | null;
  idReservationItem: string | null;
  idFiscalDocument: string | null;
  idDailyCashier: string | null;
  recipients: string[];
  status: MailStatus;
  failure: string | null;
  sentAt: Date;
  sentBy: string | null;
}

/** A mail in the OU's outbox, with its attachments' names and sizes. */
export interface OutboxMailModel {
  idMail: string;
  recipients: string[];
  subject: string;
  body: string;
  status: MailStatus;
  failure: string | null;
  createdAt: Date;
  attachments: { idMailAttachment: string; fileName: string; mimeType: string; sizeBytes: number }[];
}

/** Payment terms as they apply (a customer's, the OU's or the built-in ones) with the OU's overdue policy. */
export interface PaymentTermsModel {
  idPaymentTerms: string | null;
  idEntity: string | null;
  source: 'CUSTOMER' | 'OU' | 'BUILT_IN';
  depositKind: 'PERCENT' | 'AMOUNT';
  depositValue: string;
  depositDueDays: number;
  balanceDaysBefore: number;
  graceDays: number;
  overdueAction: 'FLAG' | 'RELEASE';
}

/** One instalment row of a reservation's schedule (status and open amount are read from it). */
export interface InstalmentModel {
  idReservationInstalment: string;
  idReservation: string;
  sequence: number;
  kind: 'DEPOSIT' | 'BALANCE';
  dueDate: string;
  amount: string;
  paidAmount: string;
}

/** A reservation's schedule header (the terms it was confirmed under). */
export interface PaymentScheduleModel {
  idReservation: string;
  idOu: string;
  confirmedOn: string;
  depositKind: 'PERCENT' | 'AMOUNT';
  depositValue: string;
  depositDueDays: number;
  balanceDaysBefore: number;
}

/** An open instalment with its reservation, for the due and overdue list. */
export interface DueInstalmentModel extends InstalmentModel {
  reservationCode: string;
  reservationStatus: string;
  idEntity: string;
  customerName: string;
  idCurrency: string;
}
