import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { OuModel, UserModel, RoleModel, PermissionModel, SessionModel, EntityModel, EntityOuModel, GeneralParameterModel, GeneralParameterValueModel, EntityAddressModel, EntityContactModel, ProductCategoryModel, ProductFeatureModel, ProductFeatureItemModel, ProductModel, ProductIdentificationModel, ProductInstanceModel, PackageModel, PackageItemModel, RateFeatureModel, RateSubfeatureModel, RateModel, ReservationModel, ReservationItemModel, ReservationPassengerModel, CashierTransactionModel, CashierTransactionItemModel, PaymentModel, FiscalDocumentModel, AdvanceModel, DailyCashierModel, ExchangeRateModel, SentDocumentModel, OutboxMailModel, PaymentTermsModel, PaymentScheduleModel, InstalmentModel, DueInstalmentModel } from '../models.ts';
import type { ExpectedCostRow, SupplierInvoiceRow, InvoiceLineRow, SupplierPaymentRow, StatementLine, SupplierStatementModel, AgeingLine, ServiceMarginRow, MarginTotalRow, ReservationMarginRow } from '../domain/supplierPayables/models.ts';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
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

export type AccountingExportInput = {
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  format?: InputMaybe<ExportFormat>;
};

/** A customer's prepayment: invoiced when taken, then applied as ADVANCE payments in cashier transactions until used up. */
export type Advance = {
  __typename?: 'Advance';
  advanceDate: Scalars['Date']['output'];
  /** The ADVANCE payments that applied it (and their reversals). */
  applications: Array<Payment>;
  availableAmount: Scalars['Decimal']['output'];
  bank?: Maybe<GeneralParameterValue>;
  bankAccount?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency?: Maybe<GeneralParameterValue>;
  depositDate?: Maybe<Scalars['Date']['output']>;
  depositNumber?: Maybe<Scalars['String']['output']>;
  depositType?: Maybe<DepositType>;
  /** The advance's invoice or receipt (document type, correlative and tax status). */
  document?: Maybe<FiscalDocument>;
  entity?: Maybe<Entity>;
  idAdvance: Scalars['ID']['output'];
  idCurrency: Scalars['ID']['output'];
  idEntity: Scalars['ID']['output'];
  /** What later transactions applied of it (now on their invoices). */
  invoiceAmount: Scalars['Decimal']['output'];
  method: AdvanceMethod;
  note?: Maybe<Scalars['String']['output']>;
  status: AdvanceStatus;
  total: Scalars['Decimal']['output'];
  voidReason?: Maybe<Scalars['String']['output']>;
  voidedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type AdvanceInput = {
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Required for DEPOSIT. */
  deposit?: InputMaybe<DepositInput>;
  idCurrency?: InputMaybe<Scalars['ID']['input']>;
  /** Required: a customer of the OU. */
  idEntity?: InputMaybe<Scalars['ID']['input']>;
  /** Made once per submit by the client; a repeat answers the first result. */
  idempotencyKey: Scalars['String']['input'];
  method?: InputMaybe<AdvanceMethod>;
  note?: InputMaybe<Scalars['String']['input']>;
};

export type AdvanceMethod =
  | 'CASH'
  | 'DEPOSIT';

export type AdvancePage = {
  __typename?: 'AdvancePage';
  count: Scalars['Int']['output'];
  data: Array<Advance>;
};

export type AdvanceSearchInput = {
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  idEntity?: InputMaybe<Scalars['ID']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<AdvanceStatus>;
  take?: InputMaybe<Scalars['Int']['input']>;
  /** Customer name or document number (F001-00000042). */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** AVAILABLE while something is left to apply; APPLIED once used up; VOIDED. */
export type AdvanceStatus =
  | 'APPLIED'
  | 'AVAILABLE'
  | 'VOIDED';

export type AssociateInput = {
  idPermissions: Array<Scalars['ID']['input']>;
  idRole: Scalars['ID']['input'];
};

export type AssociateRoleUserInput = {
  /** The user's roles after the call (replaces the current set). */
  idRoles: Array<Scalars['ID']['input']>;
  idUser: Scalars['ID']['input'];
};

export type AuditDetail = {
  __typename?: 'AuditDetail';
  key: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type AuditEntry = {
  __typename?: 'AuditEntry';
  at: Scalars['DateTime']['output'];
  /** Changed fields only, old and new values readable (references shown by name). */
  changes: Array<AuditFieldChange>;
  /** Events: the name tried, the operation or page refused, the address. */
  details: Array<AuditDetail>;
  id: Scalars['ID']['output'];
  operation: AuditOperation;
  recordId?: Maybe<Scalars['String']['output']>;
  /** What changed: the record itself ('product') or one of its parts ('productInstance', 'reservationItem'). */
  recordType: Scalars['String']['output'];
  /** Null for what the system did (demo data, a self sign-up). */
  user?: Maybe<AuditUser>;
};

export type AuditEntryConnection = {
  __typename?: 'AuditEntryConnection';
  edges: Array<AuditEntryEdge>;
  pageInfo: AuditPageInfo;
  /** Everyone who appears in this record's trail (whatever the filter), for the user filter. */
  users: Array<AuditUser>;
};

export type AuditEntryEdge = {
  __typename?: 'AuditEntryEdge';
  cursor: Scalars['String']['output'];
  node: AuditEntry;
};

export type AuditFieldChange = {
  __typename?: 'AuditFieldChange';
  /** The column, e.g. 'short_name' or 'id_supplier'. */
  field: Scalars['String']['output'];
  newValue?: Maybe<Scalars['String']['output']>;
  oldValue?: Maybe<Scalars['String']['output']>;
};

export type AuditHistoryFilter = {
  /** First day included (the OU's calendar is UTC). */
  from?: InputMaybe<Scalars['Date']['input']>;
  idUser?: InputMaybe<Scalars['ID']['input']>;
  operations?: InputMaybe<Array<AuditOperation>>;
  /** Last day included. */
  to?: InputMaybe<Scalars['Date']['input']>;
};

/**
 * CREATE, UPDATE, DELETE of a row; STATUS is an update that moved its status (enable/disable, void, confirm, close);
 * the rest are events.
 */
export type AuditOperation =
  | 'CREATE'
  | 'DELETE'
  | 'DENIED'
  | 'SIGN_IN'
  | 'SIGN_IN_FAILED'
  | 'STATUS'
  | 'UPDATE';

export type AuditPageInfo = {
  __typename?: 'AuditPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** The records whose History panel reads the audit trail. */
export type AuditRecordType =
  | 'CASHIER_TRANSACTION'
  | 'DAILY_CASHIER'
  | 'ENTITY'
  | 'PRODUCT'
  | 'RATE'
  | 'RESERVATION'
  | 'ROLE'
  | 'SUPPLIER_INVOICE'
  | 'USER';

export type AuditUser = {
  __typename?: 'AuditUser';
  idUser: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Why a day cannot be booked directly (null when it can). */
export type AvailabilityBlock =
  | 'INACTIVE'
  | 'INSUFFICIENT'
  | 'NO_CAPACITY'
  | 'ON_REQUEST'
  | 'RELEASE_PERIOD'
  | 'STOP_SALE';

export type AvailabilityDay = {
  __typename?: 'AvailabilityDay';
  block?: Maybe<AvailabilityBlock>;
  /** Whether the quantity asked for can be booked directly on this day. */
  bookable: Scalars['Boolean']['output'];
  /** Null for a product without inventory (not limited). */
  capacity?: Maybe<Scalars['Int']['output']>;
  date: Scalars['Date']['output'];
  /** Capacity minus held, never negative; null when not limited. */
  free?: Maybe<Scalars['Int']['output']>;
  held: Scalars['Int']['output'];
  releaseDays: Scalars['Int']['output'];
  saleStatus: SaleStatus;
};

export type AvailabilityGrid = {
  __typename?: 'AvailabilityGrid';
  dates: Array<Scalars['Date']['output']>;
  rows: Array<AvailabilityRow>;
};

/** Availability questions: products (or a category), a date range of at most 62 days, a quantity. */
export type AvailabilityInput = {
  /** Required. */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Required, not before dateFrom. */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  idProductCategory?: InputMaybe<Scalars['ID']['input']>;
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Units wanted on each day; defaults to 1. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type AvailabilityRow = {
  __typename?: 'AvailabilityRow';
  days: Array<AvailabilityDay>;
  instance: ProductInstance;
};

/** A product instance or package offered for a date, with its availability and price. */
export type BookableService = {
  __typename?: 'BookableService';
  availability?: Maybe<AvailabilityDay>;
  instance?: Maybe<ProductInstance>;
  package?: Maybe<Package>;
  packageAvailability?: Maybe<PackageAvailabilityDay>;
  quote?: Maybe<RateQuote>;
};

export type BookableServiceSearchInput = {
  /** The customer (for their own rates). */
  idEntity?: InputMaybe<Scalars['ID']['input']>;
  /** The reservation the service is for: its customer and passengers price the quote, as adding the service would. */
  idReservation?: InputMaybe<Scalars['ID']['input']>;
  nights?: InputMaybe<Scalars['Int']['input']>;
  passengers?: InputMaybe<Array<RatePassengersInput>>;
  /** Defaults to 1. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  serviceDate?: InputMaybe<Scalars['Date']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  /** Part of a product's or package's code or name. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** Cancelling daysBefore or fewer days before the service date costs feePercentage of the item's amount; the tier with the smallest daysBefore not below the days left applies. */
export type CancellationTier = {
  __typename?: 'CancellationTier';
  daysBefore: Scalars['Int']['output'];
  feePercentage: Scalars['Decimal']['output'];
};

export type CancellationTierInput = {
  /** Required, a whole number from 0 to 365. */
  daysBefore?: InputMaybe<Scalars['Int']['input']>;
  /** Required, 0 to 100 with at most 2 decimals. */
  feePercentage?: InputMaybe<Scalars['Decimal']['input']>;
};

/** Card data for the gateway. Checked and handed to the gateway adapter; the number and CCV are never stored, logged or returned. */
export type CardInput = {
  ccv?: InputMaybe<Scalars['String']['input']>;
  /** MM/YY or MM/YYYY. */
  expiry?: InputMaybe<Scalars['String']['input']>;
  holderName?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
};

export type CashierItemInput = {
  amountToPay?: InputMaybe<Scalars['Decimal']['input']>;
  idReservationItem?: InputMaybe<Scalars['ID']['input']>;
};

export type CashierPaymentInput = {
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  card?: InputMaybe<CardInput>;
  deposit?: InputMaybe<DepositInput>;
  /** ADVANCE: the customer's advance applied; idCurrency must be its currency. */
  idAdvance?: InputMaybe<Scalars['ID']['input']>;
  idCurrency?: InputMaybe<Scalars['ID']['input']>;
  method?: InputMaybe<PaymentMethod>;
};

/** A completed cashier transaction: the reservation items paid, the payments and the documents issued. Every item is in the transaction's currency and belongs to its customer. */
export type CashierTransaction = Node & {
  __typename?: 'CashierTransaction';
  /** Cash handed back, in the transaction's currency. */
  changeAmount: Scalars['Decimal']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency?: Maybe<GeneralParameterValue>;
  documents: Array<FiscalDocument>;
  entity?: Maybe<Entity>;
  id: Scalars['ID']['output'];
  idCashierTransaction: Scalars['ID']['output'];
  idCurrency: Scalars['ID']['output'];
  idDailyCashier: Scalars['ID']['output'];
  idEntity: Scalars['ID']['output'];
  items: Array<CashierTransactionItem>;
  /** Sum of the items' amounts to pay. */
  itemsTotal: Scalars['Decimal']['output'];
  /** The glosa. */
  note?: Maybe<Scalars['String']['output']>;
  /** Numbered per OU. */
  number: Scalars['Int']['output'];
  /** What the payments were worth in the transaction's currency. */
  paidTotal: Scalars['Decimal']['output'];
  /** The payments and the reversals of voided ones, in line order. */
  payments: Array<Payment>;
  status: CashierTransactionStatus;
  transactionDate: Scalars['Date']['output'];
};

export type CashierTransactionInput = {
  /** Made once per submit by the client; a repeat answers the first result. */
  idempotencyKey: Scalars['String']['input'];
  items?: InputMaybe<Array<CashierItemInput>>;
  note?: InputMaybe<Scalars['String']['input']>;
  payments?: InputMaybe<Array<CashierPaymentInput>>;
};

export type CashierTransactionItem = {
  __typename?: 'CashierTransactionItem';
  amountToPay: Scalars['Decimal']['output'];
  idCashierTransactionItem: Scalars['ID']['output'];
  idReservation: Scalars['ID']['output'];
  idReservationItem: Scalars['ID']['output'];
  /** The item's pending amount before this transaction. */
  pendingBefore: Scalars['Decimal']['output'];
  reservation?: Maybe<Reservation>;
  reservationItem?: Maybe<ReservationItem>;
};

export type CashierTransactionPage = {
  __typename?: 'CashierTransactionPage';
  count: Scalars['Int']['output'];
  data: Array<CashierTransaction>;
};

export type CashierTransactionSearchInput = {
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<CashierTransactionStatus>;
  take?: InputMaybe<Scalars['Int']['input']>;
  /** Transaction number, customer name or reservation code. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** COMPLETED when written; PARTIALLY_VOIDED once some of its payments are voided; VOIDED when all are. */
export type CashierTransactionStatus =
  | 'COMPLETED'
  | 'PARTIALLY_VOIDED'
  | 'VOIDED';

export type CheckRatesInput = {
  /** The customer; its own rates beat the all-customers ones. */
  idEntity?: InputMaybe<Scalars['ID']['input']>;
  /** A product (every active instance) or one instance; one of the two is required. */
  idProduct?: InputMaybe<Scalars['ID']['input']>;
  idProductInstance?: InputMaybe<Scalars['ID']['input']>;
  /** Nights for per-night rates; defaults to 1. */
  nights?: InputMaybe<Scalars['Int']['input']>;
  /** Passengers by type; priced per person rates. */
  passengers?: InputMaybe<Array<RatePassengersInput>>;
  /** Defaults to today. */
  purchaseDate?: InputMaybe<Scalars['Date']['input']>;
  /** Required. */
  serviceDate?: InputMaybe<Scalars['Date']['input']>;
  /** Units (rooms, vehicles) for per-unit and per-night rates; defaults to 1. */
  units?: InputMaybe<Scalars['Int']['input']>;
};

/** Where a service's cost comes from: what its supplier invoiced, the expected cost from its rate, or nothing known yet. */
export type CostSource =
  | 'EXPECTED'
  | 'INVOICED'
  | 'NONE';

export type Country = {
  __typename?: 'Country';
  code: Scalars['String']['output'];
  generalParameterValue?: Maybe<GeneralParameterValueRef>;
  idCountry: Scalars['ID']['output'];
  /** The English name (ISO 3166-1 country). */
  name: Scalars['String']['output'];
  /** The Latin American Spanish (es-419) name. */
  nameEs: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
};

/** An entity's data. Fields are nullable so a missing one answers a field error; the descriptions say which are required. */
export type CreateEntityInput = {
  /** At least one. */
  addresses?: InputMaybe<Array<EntityAddressInput>>;
  /** Required. */
  commercialName?: InputMaybe<Scalars['String']['input']>;
  /** At least one. */
  contacts?: InputMaybe<Array<EntityContactInput>>;
  deferredDocs?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required. */
  entityInfo?: InputMaybe<EntityInfoInput>;
  /** Required (BUSINESS_TYPE). */
  idBusinessType?: InputMaybe<Scalars['ID']['input']>;
  /** Required (CHANNEL). */
  idChannel?: InputMaybe<Scalars['ID']['input']>;
  /** Required (ENTITY_ROLE). */
  idEntityRole?: InputMaybe<Scalars['ID']['input']>;
  /** Required (ENTITY_TYPE). */
  idEntityType?: InputMaybe<Scalars['ID']['input']>;
  /** Required (IDENTITY_DOCUMENT_TYPE). */
  idIdentityDocumentType?: InputMaybe<Scalars['ID']['input']>;
  /** Required (MARKET). */
  idMarket?: InputMaybe<Scalars['ID']['input']>;
  idNationality?: InputMaybe<Scalars['ID']['input']>;
  /** Required (SECTOR). */
  idSector?: InputMaybe<Scalars['ID']['input']>;
  /** Required; unique per document type within the OU. */
  identityDocumentNumber?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  name?: InputMaybe<Scalars['String']['input']>;
};

export type CreateGeneralParameterInput = {
  /** Unique among the parameters the OU sees; made from the short name when left blank. */
  code?: InputMaybe<Scalars['String']['input']>;
  idParent?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  shortName?: InputMaybe<Scalars['String']['input']>;
  values?: InputMaybe<Array<GeneralParameterValueInput>>;
};

export type CreateOuInput = {
  code: Scalars['String']['input'];
  idEntity: Scalars['ID']['input'];
  idStatus?: InputMaybe<Status>;
  name: Scalars['String']['input'];
  shortName: Scalars['String']['input'];
};

export type CreatePermissionPayload = {
  __typename?: 'CreatePermissionPayload';
  idPermission: Scalars['ID']['output'];
  permission: Permission;
};

export type CreateRolePayload = {
  __typename?: 'CreateRolePayload';
  idRole: Scalars['ID']['output'];
  role: Role;
};

export type CreateSessionInput = {
  app?: InputMaybe<Scalars['String']['input']>;
  client?: InputMaybe<Scalars['String']['input']>;
  ipv4?: InputMaybe<Scalars['String']['input']>;
  ipv6?: InputMaybe<Scalars['String']['input']>;
  macaddress?: InputMaybe<Scalars['String']['input']>;
};

export type CreateUserInput = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  idEntity: Scalars['ID']['input'];
  idLanguage?: InputMaybe<Scalars['ID']['input']>;
  idRoles?: InputMaybe<Array<Scalars['ID']['input']>>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  shortName: Scalars['String']['input'];
  userName?: InputMaybe<Scalars['String']['input']>;
  utcTime?: InputMaybe<Scalars['String']['input']>;
};

/** A cashier's day in an OU: opening floats, what was expected and counted at the close. */
export type DailyCashier = Node & {
  __typename?: 'DailyCashier';
  /** Whether the caller may reopen it now (CLOSED and the dailyCashierReopen permission). */
  canReopen: Scalars['Boolean']['output'];
  cashierDate: Scalars['Date']['output'];
  closeNote?: Maybe<Scalars['String']['output']>;
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Per payment type and currency: expected (cash: float + takings; other types: takings). While OPEN the live expected amounts with countedAmount and variance null; once CLOSED the lines stored by the close. */
  counts: Array<DailyCashierCount>;
  /** Open, update, close and reopen, oldest first. */
  events: Array<DailyCashierEvent>;
  floats: Array<DailyCashierFloat>;
  id: Scalars['ID']['output'];
  idDailyCashier: Scalars['ID']['output'];
  idUser: Scalars['ID']['output'];
  /** Whether it is the day of today (payments land only on today's open day). */
  isToday: Scalars['Boolean']['output'];
  openedAt: Scalars['DateTime']['output'];
  reopenReason?: Maybe<Scalars['String']['output']>;
  reopenedCount: Scalars['Int']['output'];
  status: DailyCashierStatus;
  /** Cash paid to suppliers from this drawer per currency, net of voids put back in it: already taken off the expected cash. */
  supplierPayments: Array<DailyCashierSupplierPayments>;
  /** The expected amounts summed per currency (the list's total). */
  totals: Array<DailyCashierTotal>;
  /** The cashier's name. */
  userName: Scalars['String']['output'];
  /** Bumped by every change; send it back to detect a concurrent edit. */
  version: Scalars['Int']['output'];
};

export type DailyCashierCount = {
  __typename?: 'DailyCashierCount';
  countedAmount?: Maybe<Scalars['Decimal']['output']>;
  currency?: Maybe<GeneralParameterValue>;
  expectedAmount: Scalars['Decimal']['output'];
  idCurrency: Scalars['ID']['output'];
  idPaymentType: Scalars['ID']['output'];
  paymentType?: Maybe<GeneralParameterValue>;
  /** counted - expected: negative is a shortage. */
  variance?: Maybe<Scalars['Decimal']['output']>;
};

export type DailyCashierCountInput = {
  /** Required, 0 or more with at most 2 decimals. */
  countedAmount?: InputMaybe<Scalars['String']['input']>;
  /** Required (CURRENCY); each payment type and currency once. */
  idCurrency?: InputMaybe<Scalars['ID']['input']>;
  /** Required (PAYMENT_TYPE). */
  idPaymentType?: InputMaybe<Scalars['ID']['input']>;
};

export type DailyCashierEvent = {
  __typename?: 'DailyCashierEvent';
  at: Scalars['DateTime']['output'];
  event: Scalars['String']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  userName?: Maybe<Scalars['String']['output']>;
};

export type DailyCashierFloat = {
  __typename?: 'DailyCashierFloat';
  currency?: Maybe<GeneralParameterValue>;
  idCurrency: Scalars['ID']['output'];
  openingAmount: Scalars['Decimal']['output'];
};

export type DailyCashierFloatInput = {
  /** Required (CURRENCY), each currency once. */
  idCurrency?: InputMaybe<Scalars['ID']['input']>;
  /** Required, 0 or more with at most 2 decimals. */
  openingAmount?: InputMaybe<Scalars['String']['input']>;
};

export type DailyCashierPage = {
  __typename?: 'DailyCashierPage';
  count: Scalars['Int']['output'];
  data: Array<DailyCashier>;
};

export type DailyCashierSearchInput = {
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Not before dateFrom. */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  idUser?: InputMaybe<Scalars['ID']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  /** cashierDate, user or status. */
  sortBy?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<SortDirection>;
  status?: InputMaybe<DailyCashierStatus>;
  take?: InputMaybe<Scalars['Int']['input']>;
};

export type DailyCashierStatus =
  | 'CLOSED'
  | 'OPEN';

export type DailyCashierSupplierPayments = {
  __typename?: 'DailyCashierSupplierPayments';
  /** Paid out (positive) net of voids. */
  amount: Scalars['Decimal']['output'];
  /** How many payments and voids. */
  count: Scalars['Int']['output'];
  currency?: Maybe<GeneralParameterValue>;
  idCurrency: Scalars['ID']['output'];
};

export type DailyCashierTotal = {
  __typename?: 'DailyCashierTotal';
  amount: Scalars['Decimal']['output'];
  currency?: Maybe<GeneralParameterValue>;
  idCurrency: Scalars['ID']['output'];
};

/** A cashier of the OU: someone who has kept a daily cashier there. */
export type DailyCashierUser = {
  __typename?: 'DailyCashierUser';
  idUser: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type DeleteOrDisableOutcome =
  | 'DELETED'
  | 'DISABLED';

export type DeleteOrDisableProductPayload = {
  __typename?: 'DeleteOrDisableProductPayload';
  outcome: DeleteOrDisableOutcome;
  /** The disabled product; null when it was deleted. */
  product?: Maybe<Product>;
};

export type DeleteOuInput = {
  idOu: Scalars['ID']['input'];
};

export type DeleteUserInput = {
  idUser: Scalars['ID']['input'];
};

export type DepositInput = {
  bankAccount?: InputMaybe<Scalars['String']['input']>;
  depositDate?: InputMaybe<Scalars['Date']['input']>;
  depositType?: InputMaybe<DepositType>;
  idBank?: InputMaybe<Scalars['ID']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
};

/** Whether a deposit is a percentage of the reservation's amount or a fixed amount. */
export type DepositKind =
  | 'AMOUNT'
  | 'PERCENT';

export type DepositType =
  | 'DEPOSIT'
  | 'TRANSFER';

/** The documents the server renders as PDF (issue 22). */
export type DocumentKind =
  | 'CASHIER_CLOSE'
  | 'FISCAL_DOCUMENT'
  | 'ITINERARY'
  | 'SERVICE_ORDER'
  | 'VOUCHER';

/** Which document: its kind and the record it belongs to. */
export type DocumentRefInput = {
  /** CASHIER_CLOSE: the daily cashier. */
  idDailyCashier?: InputMaybe<Scalars['ID']['input']>;
  /** FISCAL_DOCUMENT: the invoice, receipt or credit note. */
  idFiscalDocument?: InputMaybe<Scalars['ID']['input']>;
  /** ITINERARY, VOUCHER, SERVICE_ORDER: the reservation. */
  idReservation?: InputMaybe<Scalars['ID']['input']>;
  /** VOUCHER, SERVICE_ORDER: one service; without it, every confirmed service's, one per page. */
  idReservationItem?: InputMaybe<Scalars['ID']['input']>;
  kind: DocumentKind;
};

/** An open instalment with its reservation, for the due and overdue list. */
export type DueInstalment = {
  __typename?: 'DueInstalment';
  currency?: Maybe<GeneralParameterValue>;
  customerName: Scalars['String']['output'];
  idEntity: Scalars['ID']['output'];
  idReservation: Scalars['ID']['output'];
  instalment: Instalment;
  reservationCode: Scalars['String']['output'];
};

export type DueInstalmentFilter =
  | 'DUE'
  | 'OVERDUE';

export type DueInstalmentPage = {
  __typename?: 'DueInstalmentPage';
  count: Scalars['Int']['output'];
  data: Array<DueInstalment>;
};

export type DueInstalmentSearchInput = {
  dueFrom?: InputMaybe<Scalars['Date']['input']>;
  dueTo?: InputMaybe<Scalars['Date']['input']>;
  idEntity?: InputMaybe<Scalars['ID']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  /** dueDate, reservationCode or customerName. */
  sortBy?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<SortDirection>;
  status?: InputMaybe<DueInstalmentFilter>;
  take?: InputMaybe<Scalars['Int']['input']>;
  /** Reservation code or customer name. */
  text?: InputMaybe<Scalars['String']['input']>;
};

export type Entity = Node & {
  __typename?: 'Entity';
  addresses: Array<EntityAddress>;
  businessType?: Maybe<GeneralParameterValue>;
  channel?: Maybe<GeneralParameterValue>;
  commercialName: Scalars['String']['output'];
  contacts: Array<EntityContact>;
  createdAt: Scalars['DateTime']['output'];
  /** Its sales documents may be issued later (credit). */
  deferredDocs: Scalars['Boolean']['output'];
  /** The accounts of the caller's OU (each OU keeps its own books). */
  entityInfo?: Maybe<EntityInfo>;
  entityRole?: Maybe<GeneralParameterValue>;
  entityType?: Maybe<GeneralParameterValue>;
  id: Scalars['ID']['output'];
  idBusinessType?: Maybe<Scalars['ID']['output']>;
  idChannel?: Maybe<Scalars['ID']['output']>;
  idEntity: Scalars['ID']['output'];
  /** ENTITY_ROLE catalog value: customer, supplier or both. */
  idEntityRole?: Maybe<Scalars['ID']['output']>;
  /** ENTITY_TYPE catalog value (company, person, ...). */
  idEntityType?: Maybe<Scalars['ID']['output']>;
  idIdentityDocumentType?: Maybe<Scalars['ID']['output']>;
  idMarket?: Maybe<Scalars['ID']['output']>;
  /** A country (getCountries). */
  idNationality?: Maybe<Scalars['ID']['output']>;
  /** SECTOR catalog value (sector or industry). */
  idSector?: Maybe<Scalars['ID']['output']>;
  idStatus: Status;
  idUserCreate?: Maybe<Scalars['ID']['output']>;
  idUserUpdate?: Maybe<Scalars['ID']['output']>;
  identityDocumentNumber?: Maybe<Scalars['String']['output']>;
  identityDocumentType?: Maybe<GeneralParameterValue>;
  market?: Maybe<GeneralParameterValue>;
  /** The full form's required fields this entity lacks, by their form path (idMarket, addresses, entityInfo.checkingAccount, ...); empty when complete. */
  missingFields: Array<Scalars['String']['output']>;
  /** Name or legal name. */
  name: Scalars['String']['output'];
  nationality?: Maybe<Country>;
  sector?: Maybe<GeneralParameterValue>;
  /** Its supplier statement in the caller's OU, with its latest invoices. Null, not an error, when the entity is no supplier (nor both) or the caller may not read supplier payables (supplierStatement and searchSupplierInvoices), so the entity page stays usable for every role. */
  supplierStatement?: Maybe<SupplierStatement>;
  /** Saved from the quick customer form: the full form's required fields in missingFields are still to be filled. */
  toComplete: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type EntityAddress = {
  __typename?: 'EntityAddress';
  address: Scalars['String']['output'];
  addressType?: Maybe<GeneralParameterValue>;
  city: Scalars['String']['output'];
  country?: Maybe<Country>;
  idAddressType: Scalars['ID']['output'];
  idCountry: Scalars['ID']['output'];
  idEntityAddress: Scalars['ID']['output'];
  postalCode?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
};

export type EntityAddressInput = {
  /** Required. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Required (ADDRESS_TYPE). */
  idAddressType?: InputMaybe<Scalars['ID']['input']>;
  /** Required (getCountries). */
  idCountry?: InputMaybe<Scalars['ID']['input']>;
  /** Omit for a new address. */
  idEntityAddress?: InputMaybe<Scalars['ID']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

export type EntityContact = {
  __typename?: 'EntityContact';
  contactPurpose?: Maybe<GeneralParameterValue>;
  contactType?: Maybe<GeneralParameterValue>;
  idContactPurpose?: Maybe<Scalars['ID']['output']>;
  idContactType: Scalars['ID']['output'];
  idEntityContact: Scalars['ID']['output'];
  value: Scalars['String']['output'];
};

export type EntityContactInput = {
  /** CONTACT_PURPOSE. */
  idContactPurpose?: InputMaybe<Scalars['ID']['input']>;
  /** Required (CONTACT_TYPE). */
  idContactType?: InputMaybe<Scalars['ID']['input']>;
  /** Omit for a new contact. */
  idEntityContact?: InputMaybe<Scalars['ID']['input']>;
  /** Required; an e-mail address or a phone number when the type says so. */
  value?: InputMaybe<Scalars['String']['input']>;
};

export type EntityInfo = {
  __typename?: 'EntityInfo';
  checkingAccount: Scalars['String']['output'];
  paidoutCheckingAccount: Scalars['String']['output'];
};

export type EntityInfoInput = {
  /** Required, 1 to 15 characters. */
  checkingAccount?: InputMaybe<Scalars['String']['input']>;
  /** Required, 1 to 15 characters. */
  paidoutCheckingAccount?: InputMaybe<Scalars['String']['input']>;
};

export type EntityOu = {
  __typename?: 'EntityOu';
  entity: Entity;
  idEntity: Scalars['ID']['output'];
  idOu: Scalars['ID']['output'];
  ou: Ou;
};

export type EntityPage = {
  __typename?: 'EntityPage';
  count: Scalars['Int']['output'];
  data: Array<Entity>;
};

/** Which entities the list shows by role; BOTH entities count as customers and as suppliers. */
export type EntityRoleFilter =
  | 'BOTH'
  | 'CUSTOMER'
  | 'SUPPLIER';

export type EntitySearchInput = {
  role?: InputMaybe<EntityRoleFilter>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  /** name, commercialName, identityDocumentNumber, createdAt or updatedAt. */
  sortBy?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<SortDirection>;
  status?: InputMaybe<Status>;
  take?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the name or commercial name, or the start of the document number. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The values of `extensions.code` on a refused request (GraphQL errors; the REST routes answer the same names in
 * `code`). GraphQL errors are not typed: this enum is the shared list the server raises from (codegen gives it the
 * TypeScript union) and the client translates (locales: `error.code.<VALUE>`).
 */
export type ErrorCode =
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'MAX_PASSENGERS_EXCEEDED'
  | 'NOT_FOUND'
  | 'NO_AVAILABILITY'
  | 'NO_DAILY_CASHIER_OPEN'
  | 'NO_EXCHANGE_RATE'
  | 'THROTTLED'
  | 'UNAUTHENTICATED'
  | 'VALIDATION';

/**
 * The values of `extensions.reason`: why a request was refused, more precisely than its code, with the figures in
 * `extensions.params` (named in each value's description). The screen shows the message `error.reason.<VALUE>` of
 * locales/en.json and es.json with those params; every value must have one in both (src/app/errors test).
 */
export type ErrorReason =
  /** CONFLICT: today's daily cashier of this person is already open (Could not create daily cashier). */
  | 'ALREADY_EXISTS'
  /** CONFLICT: the payment or advance is voided already. */
  | 'ALREADY_VOIDED'
  /** CONFLICT: no free code could be made for the general parameter; type one. */
  | 'CODE_NOT_FREE'
  /** VALIDATION: an invoice for a customer created with the quick form and not completed yet. {name} */
  | 'CUSTOMER_TO_COMPLETE'
  /** CONFLICT: the daily cashier is closed. */
  | 'DAY_CLOSED'
  /** CONFLICT: the daily cashier is open (only a closed one reopens). */
  | 'DAY_OPEN'
  /** CONFLICT: another active passenger of the reservation has the same document. {documentNumber} */
  | 'DUPLICATE_DOCUMENT'
  /** REST /auth: an account with this email exists. */
  | 'EMAIL_TAKEN'
  /** CONFLICT: the operation failed for a reason the server logged; the operation's own message is shown. */
  | 'ERROR'
  /** VALIDATION: the range holds more documents than one export takes. {max} */
  | 'EXPORT_TOO_MANY'
  /** NO_AVAILABILITY: the product instance is inactive. */
  | 'INACTIVE'
  /** NO_AVAILABILITY: fewer units are free than asked. {day, free, quantity} */
  | 'INSUFFICIENT'
  /** VALIDATION: the customer's stored RUC fails its check. {number} */
  | 'INVALID_CUSTOMER_RUC'
  /** REST /auth: not an email address. */
  | 'INVALID_EMAIL'
  /** REST /auth: the reset link is invalid or expired. */
  | 'INVALID_LINK'
  /** CONFLICT: the advance has been applied and cannot be voided. */
  | 'IN_USE'
  /** CONFLICT: the reservation's status does not let its items change. {status} */
  | 'ITEMS_LOCKED'
  /** CONFLICT: a cancelled reservation item cannot change. */
  | 'ITEM_CANCELLED'
  /** CONFLICT: the idempotency key was used for another request (a screen's bug, not a person's). */
  | 'KEY_REUSED'
  /** CONFLICT (/auth/mfa/*): two-step verification is already set up for the account. */
  | 'MFA_ALREADY_ENROLLED'
  /** CONFLICT (/auth/mfa/*): no authenticator set-up is waiting for a code; start again. */
  | 'MFA_NOT_STARTED'
  /** CONFLICT: the person's role requires two-step verification, so it cannot be turned off. */
  | 'MFA_REQUIRED'
  /** CONFLICT: the reservation has no open instalment to remind the customer of. {code} */
  | 'NOTHING_DUE'
  /** CONFLICT: the change has nothing to go back to. */
  | 'NOTHING_TO_REVERT'
  /**
   * CONFLICT: a voucher or service order exists only for a confirmed service of a confirmed reservation (not a quote,
   * not cancelled).
   */
  | 'NOT_CONFIRMED'
  /** NOT_FOUND: the payment or advance to void does not exist. */
  | 'NOT_FOUND'
  /** CONFLICT: only the latest change of an item or passenger is reverted. */
  | 'NOT_LATEST_CHANGE'
  /** NO_AVAILABILITY: nothing is free that day. {day, capacity, held} */
  | 'NO_CAPACITY'
  /** REST /auth: text with a NUL character. */
  | 'NUL_CHARACTER'
  /** CONFLICT: only a pending item is deleted; a confirmed one is cancelled. */
  | 'ONLY_PENDING_DELETED'
  /** NO_AVAILABILITY: the day is on request only. {day} */
  | 'ON_REQUEST'
  /** CONFLICT: the organizational unit still has users, so it is not deleted. */
  | 'OU_HAS_USERS'
  /** CONFLICT: other records still refer to the organizational unit, so it is not deleted. */
  | 'OU_IN_USE'
  /** MAX_PASSENGERS_EXCEEDED: more active passengers than the reservation is for. {max, active} */
  | 'PASSENGER_LIMIT'
  /** REST /auth: the password is on the list of common passwords. */
  | 'PASSWORD_TOO_COMMON'
  /** REST /auth: the password is longer than the policy allows. {max} */
  | 'PASSWORD_TOO_LONG'
  /** REST /auth: the password is shorter than the policy allows. {min} */
  | 'PASSWORD_TOO_SHORT'
  /** NO_AVAILABILITY: the day is in the past. {day} */
  | 'PAST_DAY'
  /** VALIDATION: the card payment was declined by the card gateway. {line} */
  | 'PAYMENT_REFUSED'
  /** CONFLICT: the accounting period of the day is closed, so no cashier day opens in it. {level: YEAR | MONTH | DAY, key} */
  | 'PERIOD_CLOSED'
  /** CONFLICT: the accounting period could not be written. {level: YEAR | MONTH | DAY, key} */
  | 'PERIOD_NOT_CREATED'
  /** CONFLICT: roles still hold the permission, so it is not deleted. */
  | 'PERMISSION_HELD'
  /** CONFLICT: an enabled rate already covers the same instance, customer, features and both ranges. {code, serviceFrom, serviceTo, purchaseFrom, purchaseTo} */
  | 'RATE_OVERLAP'
  /** NO_AVAILABILITY: the day is inside the release period. {day, releaseDays} */
  | 'RELEASE_PERIOD'
  /** CONFLICT: a cancelled reservation cannot change. */
  | 'RESERVATION_CANCELLED'
  /** UNAUTHENTICATED (/auth/mfa/*): the sign-in's second step waited too long; sign in again. */
  | 'SIGN_IN_EXPIRED'
  /** CONFLICT: the record was changed by someone else meanwhile; reload it. */
  | 'STALE'
  /** CONFLICT: the reservation or item cannot move from its status to the one asked. {subject: RESERVATION | ITEM, from, to} */
  | 'STATUS_TRANSITION'
  /** NO_AVAILABILITY: the day is closed for sale. {day} */
  | 'STOP_SALE'
  /** THROTTLED: too many attempts. {minutes} */
  | 'THROTTLED'
  /** UNAUTHENTICATED (/auth/mfa/*): the code is wrong or was already used. */
  | 'WRONG_CODE'
  /** UNAUTHENTICATED (/auth/login): the email and password do not match an active user. */
  | 'WRONG_CREDENTIALS';

/** The day's rate of a currency pair in the OU: one unit of the from currency in units of the to currency. */
export type ExchangeRate = Node & {
  __typename?: 'ExchangeRate';
  buyRate: Scalars['Decimal']['output'];
  createdAt: Scalars['DateTime']['output'];
  currencyFrom?: Maybe<GeneralParameterValue>;
  currencyTo?: Maybe<GeneralParameterValue>;
  id: Scalars['ID']['output'];
  idCurrencyFrom: Scalars['ID']['output'];
  idCurrencyTo: Scalars['ID']['output'];
  idExchangeRate: Scalars['ID']['output'];
  rateDate: Scalars['Date']['output'];
  /** Not below buyRate; payments in another currency convert at it. */
  sellRate: Scalars['Decimal']['output'];
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

/** Nullable fields answer a field error when required and missing. */
export type ExchangeRateInput = {
  /** Required, more than 0 with at most 6 decimals. */
  buyRate?: InputMaybe<Scalars['String']['input']>;
  /** Required (CURRENCY). */
  idCurrencyFrom?: InputMaybe<Scalars['ID']['input']>;
  /** Required (CURRENCY), not the from currency. */
  idCurrencyTo?: InputMaybe<Scalars['ID']['input']>;
  /** Omit to create. */
  idExchangeRate?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  rateDate?: InputMaybe<Scalars['Date']['input']>;
  /** Required, more than 0 with at most 6 decimals, not below buyRate. */
  sellRate?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type ExchangeRatePage = {
  __typename?: 'ExchangeRatePage';
  count: Scalars['Int']['output'];
  data: Array<ExchangeRate>;
};

export type ExchangeRateSearchInput = {
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Not before dateFrom. */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** Rates where this currency is the from or the to currency. */
  idCurrency?: InputMaybe<Scalars['ID']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  /** rateDate, buyRate or sellRate. */
  sortBy?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<SortDirection>;
  take?: InputMaybe<Scalars['Int']['input']>;
};

/** A service's expected cost to its supplier, in the rate's currency. */
export type ExpectedCost = {
  __typename?: 'ExpectedCost';
  /** What is payable now: the cost, the supplier fee of a cancelled service, or 0. */
  amount: Scalars['Decimal']['output'];
  /** The service's full cost from the rate. */
  cost: Scalars['Decimal']['output'];
  currency?: Maybe<GeneralParameterValue>;
  idReservation: Scalars['ID']['output'];
  idReservationItem: Scalars['ID']['output'];
  idSupplier: Scalars['ID']['output'];
  /** What invoices already bill for the service (tax included). */
  invoicedAmount: Scalars['Decimal']['output'];
  productName: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  reservationCode: Scalars['String']['output'];
  serviceDate: Scalars['Date']['output'];
  status: ExpectedCostStatus;
  supplierName: Scalars['String']['output'];
};

export type ExpectedCostPage = {
  __typename?: 'ExpectedCostPage';
  count: Scalars['Int']['output'];
  data: Array<ExpectedCost>;
};

export type ExpectedCostSearchInput = {
  idSupplier?: InputMaybe<Scalars['ID']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  /** serviceDate, reservationCode or supplierName. */
  sortBy?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<SortDirection>;
  take?: InputMaybe<Scalars['Int']['input']>;
  /** Reservation code or product name. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Only services with something payable that no invoice bills yet. */
  uninvoiced?: InputMaybe<Scalars['Boolean']['input']>;
};

/** EXPECTED: a confirmed service's cost; FEE: a cancelled service's supplier fee; REMOVED: cancelled without a fee. */
export type ExpectedCostStatus =
  | 'EXPECTED'
  | 'FEE'
  | 'REMOVED';

export type ExportFormat =
  | 'CSV'
  | 'XLSX';

/** A generated file, base64-encoded. */
export type ExportedFile = {
  __typename?: 'ExportedFile';
  base64: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  rowCount: Scalars['Int']['output'];
};

/**
 * The values of `extensions.fieldErrors[].code`: what is wrong with one input field (`path`, e.g. 'data.name' or
 * 'addresses.1.city'), with figures in `params`. The screen shows `error.field.<VALUE>` of the locales under the field.
 */
export type FieldErrorCode =
  /** The advance is voided or used up, so it cannot be applied. */
  | 'ADVANCE_NOT_AVAILABLE'
  /** An advance is applied in its own currency only. */
  | 'ADVANCE_OTHER_CURRENCY'
  /** The advance belongs to another customer than the cart's. */
  | 'ADVANCE_OTHER_CUSTOMER'
  /** A cart line without its amount to pay (SPEC section 5). */
  | 'AMOUNT_PER_ITEM'
  /** An amount of money above its maximum. {max} */
  | 'AMOUNT_TOO_LARGE'
  /** A cart without reservation items (SPEC section 5). */
  | 'AT_LEAST_ONE_ITEM'
  /** A profit percentage and a profit amount both given; a rate takes one of them. */
  | 'BOTH_PROFITS'
  /** The code of a built-in role (ADMIN, STG) cannot change. */
  | 'BUILT_IN_FIXED'
  /** Taking units away would leave the capacity below 0. {day, capacity, quantity} */
  | 'CAPACITY_SHORTFALL'
  /** The card was declined. */
  | 'CARD_DECLINED'
  /** The card's expiry month has passed. */
  | 'CARD_EXPIRED'
  /** A code with characters other than letters, digits, - and _. */
  | 'CODE_CHARACTERS'
  /** A name with control characters (tabs, line breaks, ...). */
  | 'CONTROL_CHARACTERS'
  /** A daily cashier close that leaves out a payment type and currency it expects. */
  | 'COUNT_EVERY_LINE'
  /** The reservation's currency cannot change while it has items. */
  | 'CURRENCY_LOCKED'
  /** The same currency on two lines. */
  | 'CURRENCY_TWICE'
  /** The organizational unit the person works in cannot be deactivated. */
  | 'CURRENT_OU'
  /** The customer is inactive. */
  | 'CUSTOMER_DISABLED'
  /** The customer is not one of the organizational unit's. */
  | 'CUSTOMER_OF_OU'
  /** Not a number in its range with at most 2 decimals (a percentage, an amount). {min, max} */
  | 'DECIMAL_RANGE'
  /** A general parameter placed under one of its descendants. */
  | 'DESCENDANT_PARENT'
  /** Rates use the value, so its dimension cannot change. */
  | 'DIMENSION_USED'
  /** A document number with characters other than letters, digits, spaces and - . /. */
  | 'DOCUMENT_CHARACTERS'
  /** Another record already uses this value (a code, an email, a document). */
  | 'DUPLICATE'
  /** The end of a range is before its start. */
  | 'END_BEFORE_START'
  /** More than the advance has available. {available} */
  | 'EXCEEDS_AVAILABLE'
  /** A supplier payment larger than what the invoice still owes. {open} */
  | 'EXCEEDS_OPEN'
  /** More than the item still owes. {pending} */
  | 'EXCEEDS_PENDING'
  /** The file is larger than allowed. {maxKb} */
  | 'FILE_TOO_LARGE'
  /** The file's content does not match its declared type. */
  | 'FILE_TYPE_MISMATCH'
  /** A file type other than PDF, PNG, JPEG, text, CSV, XLSX or DOCX. */
  | 'FILE_TYPE_NOT_ALLOWED'
  /** A day after today where only past days make sense (a birth date). */
  | 'FUTURE_DATE'
  /** The code has a space in it. */
  | 'HAS_SPACES'
  /** More units are held than the capacity, so inventory cannot start. {day, held, capacity} */
  | 'HELD_OVER_CAPACITY'
  /** Taking units away would leave fewer than are held. {day, held, free, quantity} */
  | 'HELD_SHORTFALL'
  /** The image has more pixels than allowed. {maxWidth, maxHeight} */
  | 'IMAGE_TOO_LARGE'
  /** The file is not one of the image types allowed. {types} */
  | 'IMAGE_TYPE'
  /** The organizational unit is inactive. */
  | 'INACTIVE_OU'
  /** A product instance with inventory, holds, packages or rates cannot be removed (disable it). {code} */
  | 'INSTANCE_IN_USE'
  /** A bank account that is not 6 to 30 digits or dashes. */
  | 'INVALID_BANK_ACCOUNT'
  /** Not a card number (12 to 19 digits passing the Luhn check). */
  | 'INVALID_CARD_NUMBER'
  /** A CCV that is not 3 or 4 digits. */
  | 'INVALID_CCV'
  /** Not one of the values offered. */
  | 'INVALID_CHOICE'
  /** Not a cursor of this list. */
  | 'INVALID_CURSOR'
  /** Not a valid date. */
  | 'INVALID_DATE'
  /** An operation number that is not 4 to 30 letters, digits or dashes. */
  | 'INVALID_DEPOSIT_NUMBER'
  /** The identity document number does not fit its type (rules/identityDocument.ts). {problem: RUC_FORMAT | RUC_CHECK_DIGIT | DNI_FORMAT | PASSPORT_FORMAT | CE_FORMAT} */
  | 'INVALID_DOCUMENT'
  /** Not an email address. */
  | 'INVALID_EMAIL'
  /** A card expiry that is not MM/YY. */
  | 'INVALID_EXPIRY'
  /** The file is not valid base64 or is empty. */
  | 'INVALID_FILE'
  /** Not a phone number. */
  | 'INVALID_PHONE'
  /** Not a time of day as HH:MM (24 h). */
  | 'INVALID_TIME'
  /** A value other records use cannot be removed from its catalog. {name} */
  | 'IN_USE'
  /** A feature item a product uses cannot be removed. {item, product} */
  | 'ITEM_IN_USE'
  /** The reservation item is not a confirmed service of a payable reservation. */
  | 'ITEM_NOT_PAYABLE'
  /** An instance uses a subfeature item the product no longer offers. {code} */
  | 'ITEM_REMOVED'
  /** The reservation item is in the cart already. */
  | 'ITEM_TWICE'
  /** The text's length is outside its range. {min, max} */
  | 'LENGTH_RANGE'
  /** The same payment type and currency on two lines. */
  | 'LINE_TWICE'
  /** A passenger loaded from a list names an existing passenger: a load only adds. */
  | 'LOAD_ADDS_ONLY'
  /** A number below 0. */
  | 'NEGATIVE'
  /** The record chosen is inactive: choose an active one. */
  | 'NOT_ACTIVE'
  /** The entity's role is not customer. */
  | 'NOT_A_CUSTOMER'
  /** Not a decimal number. */
  | 'NOT_A_NUMBER'
  /** A value of a passenger dimension must stand for a passenger type. */
  | 'NOT_A_PASSENGER_TYPE'
  /** An instance names a subfeature item the product is not offered in. */
  | 'NOT_A_PRODUCT_ITEM'
  /** The entity's role is not supplier. */
  | 'NOT_A_SUPPLIER'
  /** The payments add up to less than the amount to pay. {total} */
  | 'NOT_COVERED'
  /** The rate value applies to another product type. */
  | 'NOT_FOR_PRODUCT_TYPE'
  /** The record the field names does not exist. */
  | 'NOT_FOUND'
  /** The row the id names belongs to another record (an address of another entity, a value of another parameter). */
  | 'NOT_OWNED'
  /** A number that must be above 0 (an exchange rate). */
  | 'NOT_POSITIVE'
  /** A number that must be whole. */
  | 'NOT_WHOLE_NUMBER'
  /** The product does not keep inventory. */
  | 'NO_INVENTORY'
  /** The rate search finds no price for the item. {problem: DISABLED | NO_RATE | PASSENGERS_NEEDED | NO_PASSENGER_RATE | MIXED_CURRENCIES, service, serviceDate, purchaseDate, passengerType} */
  | 'NO_RATE'
  /** Not a whole number in its range. {min, max} */
  | 'NUMBER_RANGE'
  /** A number above its maximum. {max} */
  | 'NUMBER_TOO_LARGE'
  /** A number below its minimum. {min} */
  | 'NUMBER_TOO_SMALL'
  /** The cart's items are of reservations in different currencies. */
  | 'ONE_CURRENCY'
  /** The cart's items are of reservations of different customers. */
  | 'ONE_CUSTOMER'
  /** A rate names two values of one rate feature (dimension). {feature} */
  | 'ONE_VALUE_PER_DIMENSION'
  /** The payments other than cash add up to more than the amount to pay. */
  | 'ONLY_CASH_EXCEEDS'
  /** A supplier invoice line on a service whose cost is in another currency than the invoice. {code} */
  | 'OTHER_CURRENCY'
  /** A supplier invoice line on a service bought from another supplier. {code} */
  | 'OTHER_SUPPLIER'
  /** A person cannot take the ADMIN role from themselves. */
  | 'OWN_ADMIN_ROLE'
  /** A general parameter named as its own parent. */
  | 'OWN_PARENT'
  /** A person cannot deactivate their own user. */
  | 'OWN_USER_DEACTIVATED'
  /** A person cannot delete their own user. */
  | 'OWN_USER_DELETED'
  /** The package is inactive or has no items. */
  | 'PACKAGE_NOT_ACTIVE'
  /** A package part that ends after the package's last day. {days} */
  | 'PART_BEYOND_PACKAGE'
  /** The other payments cover the amount to pay already. */
  | 'PAYMENT_NOT_NEEDED'
  /** A percentage above its maximum. {max} */
  | 'PERCENT_TOO_LARGE'
  /** A quick customer needs a phone number or an e-mail address to be reached. */
  | 'PHONE_OR_EMAIL'
  /** An amount of money that must be above 0 with at most 2 decimals (a payment, an advance). */
  | 'POSITIVE_AMOUNT'
  /** The range is longer than allowed. {maxDays} */
  | 'RANGE_TOO_LONG'
  /** A date range longer than allowed. {maxYears} */
  | 'RANGE_TOO_MANY_YEARS'
  /** The rate chosen does not apply to the item. */
  | 'RATE_DOES_NOT_APPLY'
  /** The rate is in another currency than the reservation's. */
  | 'RATE_OTHER_CURRENCY'
  /** A row removed from the list started being used meanwhile. */
  | 'REMOVED_IN_USE'
  /** The field is missing or blank. */
  | 'REQUIRED'
  /** The two currencies of an exchange rate are the same. */
  | 'SAME_CURRENCY'
  /** A cart line without its reservation item (SPEC section 5). */
  | 'SELECT_ITEM'
  /** A cart without a payment, or a payment without its method (SPEC section 5). */
  | 'SELECT_PAYMENT'
  /** The sell rate of an exchange rate is below its buy rate. */
  | 'SELL_BELOW_BUY'
  /** A supplier invoice line on a service cancelled without a supplier fee. {code} */
  | 'SERVICE_CANCELLED'
  /** A supplier invoice line on a service that was never confirmed with a rate (no expected cost). */
  | 'SERVICE_NOT_CONFIRMED'
  /** The code of a catalog shared by every OU cannot change. */
  | 'SHARED_CODE_FIXED'
  /** The supplier is inactive. */
  | 'SUPPLIER_DISABLED'
  /** The list needs more rows. {min} */
  | 'TOO_FEW'
  /** Longer than allowed. {max} */
  | 'TOO_LONG'
  /** The list is longer than allowed. {max} */
  | 'TOO_MANY'
  /** More decimal places than allowed. {max} */
  | 'TOO_MANY_DECIMALS'
  /** Shorter than allowed. {min} */
  | 'TOO_SHORT'
  /** Not a time zone of the IANA database. */
  | 'UNKNOWN_TIME_ZONE'
  /** A dimension with values that are not passenger types cannot become a passenger dimension. */
  | 'VALUES_NOT_PASSENGER_TYPES'
  /** The sign-in code is not the authenticator app's current one, or was already used. */
  | 'WRONG_CODE'
  /** A number that cannot be 0 (an adjustment, the selling tax). */
  | 'ZERO_NOT_ALLOWED';

export type FiscalDocument = {
  __typename?: 'FiscalDocument';
  correlative: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency?: Maybe<GeneralParameterValue>;
  documentType: FiscalDocumentType;
  entity?: Maybe<Entity>;
  /** When it went out in an accounting export. */
  exportedAt?: Maybe<Scalars['DateTime']['output']>;
  idAdvance?: Maybe<Scalars['ID']['output']>;
  /** The owner: a cashier transaction, or an advance. */
  idCashierTransaction?: Maybe<Scalars['ID']['output']>;
  idCurrency: Scalars['ID']['output'];
  idFiscalDocument: Scalars['ID']['output'];
  /** Credit notes: the voided payment and the document corrected. */
  idPayment?: Maybe<Scalars['ID']['output']>;
  idReferenceDocument?: Maybe<Scalars['ID']['output']>;
  issueDate: Scalars['Date']['output'];
  /** Series and correlative, e.g. F001-00000042. */
  number: Scalars['String']['output'];
  /** Times it was mailed, newest first. */
  sentDocuments: Array<SentDocument>;
  series: Scalars['String']['output'];
  subtotal: Scalars['Decimal']['output'];
  tax: Scalars['Decimal']['output'];
  taxMessage?: Maybe<Scalars['String']['output']>;
  /** When it was last sent to the tax authority, its ticket and answer. */
  taxSentAt?: Maybe<Scalars['DateTime']['output']>;
  taxStatus: TaxAuthorityStatus;
  taxTicket?: Maybe<Scalars['String']['output']>;
  total: Scalars['Decimal']['output'];
};

export type FiscalDocumentPage = {
  __typename?: 'FiscalDocumentPage';
  count: Scalars['Int']['output'];
  data: Array<FiscalDocument>;
};

export type FiscalDocumentType =
  | 'CREDIT_NOTE'
  | 'INVOICE'
  | 'RECEIPT';

export type GeneralParameter = Node & {
  __typename?: 'GeneralParameter';
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  idGeneralParameter: Scalars['ID']['output'];
  idParent?: Maybe<Scalars['ID']['output']>;
  idUserCreate?: Maybe<Scalars['ID']['output']>;
  idUserUpdate?: Maybe<Scalars['ID']['output']>;
  /** A catalog every organizational unit shares (seeded with the product) rather than one of the caller's OU. */
  isShared: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  parent?: Maybe<GeneralParameter>;
  shortName: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  valueCount: Scalars['Int']['output'];
  values: Array<GeneralParameterValue>;
};

export type GeneralParameterPage = {
  __typename?: 'GeneralParameterPage';
  count: Scalars['Int']['output'];
  data: Array<GeneralParameter>;
};

export type GeneralParameterValue = {
  __typename?: 'GeneralParameterValue';
  code: Scalars['String']['output'];
  idGeneralParameter: Scalars['ID']['output'];
  idGeneralParameterValue: Scalars['ID']['output'];
  /** The English name. */
  name: Scalars['String']['output'];
  /** The Latin American Spanish (es-419) name; null when none was given (Spanish screens then show the English name). */
  nameEs?: Maybe<Scalars['String']['output']>;
  shortName: Scalars['String']['output'];
  /** The Latin American Spanish short name; null when none was given (Spanish screens then show the short name). */
  shortNameEs?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

/** One value of a general parameter. Text fields are nullable so that a missing one answers a field error. */
export type GeneralParameterValueInput = {
  /** Required, at least 3 characters, unique within the parameter. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Omit for a new value. */
  idGeneralParameterValue?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Optional Spanish name, at most 120 characters; blank or null clears it, omitted keeps the stored one. */
  nameEs?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  shortName?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type GeneralParameterValueRef = {
  __typename?: 'GeneralParameterValueRef';
  idGeneralParameterValue: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type HomeAgeBucket =
  | 'DAYS_0_30'
  | 'DAYS_31_60'
  | 'DAYS_61_90'
  | 'DAYS_OVER_90'
  | 'NOT_DUE';

export type HomeAgedBucket = {
  __typename?: 'HomeAgedBucket';
  amount: Scalars['Decimal']['output'];
  key: HomeAgeBucket;
  reservationCount: Scalars['Int']['output'];
};

/** The Home dashboard's figures, all of the caller's current OU. Money is never added across currencies. */
export type HomeDashboard = {
  __typename?: 'HomeDashboard';
  /** Units held and capacity per day, today and the next six days, over the products with inventory. */
  occupancy: Array<HomeOccupancyDay>;
  /** Daily cashiers still open, today's and any left open on an earlier day, oldest first. */
  openDailyCashiers: Array<HomeOpenDailyCashier>;
  /** What customers owe per currency, largest first. */
  receivables: Array<HomeReceivables>;
  sales: HomeSales;
  /** The office's today, which every figure counts from. */
  today: Scalars['Date']['output'];
  todayServices: HomeTodayServices;
};

export type HomeOccupancyDay = {
  __typename?: 'HomeOccupancyDay';
  capacity: Scalars['Int']['output'];
  date: Scalars['Date']['output'];
  held: Scalars['Int']['output'];
};

export type HomeOpenDailyCashier = {
  __typename?: 'HomeOpenDailyCashier';
  cashierDate: Scalars['Date']['output'];
  cashierName: Scalars['String']['output'];
  idDailyCashier: Scalars['ID']['output'];
  openedAt: Scalars['DateTime']['output'];
};

export type HomeReceivableCustomer = {
  __typename?: 'HomeReceivableCustomer';
  amount: Scalars['Decimal']['output'];
  idEntity: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  reservationCount: Scalars['Int']['output'];
};

/** Pending amounts of reservations past the quote (a cancelled one owes its unpaid fee) in one currency. */
export type HomeReceivables = {
  __typename?: 'HomeReceivables';
  /**
   * Aged by due date (a scheduled reservation's open instalments; without a schedule, the reservation date): not yet
   * due, then 0–30, 31–60, 61–90 and over 90 days overdue, always all five in that order.
   */
  buckets: Array<HomeAgedBucket>;
  currencyCode: Scalars['String']['output'];
  /** The reservation date of the oldest debt, where a report of all of them starts. */
  oldestReservationDate: Scalars['Date']['output'];
  reservationCount: Scalars['Int']['output'];
  /** The five customers who owe the most. */
  topCustomers: Array<HomeReceivableCustomer>;
  total: Scalars['Decimal']['output'];
};

/** Confirmed, partly paid and paid reservations by reservation date, from `from` to `to` (today). */
export type HomeSales = {
  __typename?: 'HomeSales';
  /** One entry per currency sold in, largest total first. */
  currencies: Array<HomeSalesCurrency>;
  from: Scalars['Date']['output'];
  /** Every reservation made in the window by status, quotes and cancellations included. */
  statuses: Array<HomeStatusCount>;
  to: Scalars['Date']['output'];
};

export type HomeSalesCurrency = {
  __typename?: 'HomeSalesCurrency';
  currencyCode: Scalars['String']['output'];
  /** Every day of the window in order, zero where nothing was sold. */
  days: Array<HomeSalesDay>;
  reservationCount: Scalars['Int']['output'];
  total: Scalars['Decimal']['output'];
};

export type HomeSalesDay = {
  __typename?: 'HomeSalesDay';
  amount: Scalars['Decimal']['output'];
  date: Scalars['Date']['output'];
  reservationCount: Scalars['Int']['output'];
};

export type HomeStatusCount = {
  __typename?: 'HomeStatusCount';
  count: Scalars['Int']['output'];
  status: ReservationStatus;
};

export type HomeTodayService = {
  __typename?: 'HomeTodayService';
  /** The reservation's first service is today. */
  arrival: Scalars['Boolean']['output'];
  customerName: Scalars['String']['output'];
  idReservation: Scalars['ID']['output'];
  instanceName: Scalars['String']['output'];
  passengerCount: Scalars['Int']['output'];
  productName: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  reservationCode: Scalars['String']['output'];
};

/** Reservation items served today in confirmed or paid reservations (cancelled items left out). */
export type HomeTodayServices = {
  __typename?: 'HomeTodayServices';
  /** Reservations whose first service is today. */
  arrivalCount: Scalars['Int']['output'];
  arrivingPassengerCount: Scalars['Int']['output'];
  date: Scalars['Date']['output'];
  /** Passengers of the reservations served today, each reservation counted once. */
  passengerCount: Scalars['Int']['output'];
  reservationCount: Scalars['Int']['output'];
  serviceCount: Scalars['Int']['output'];
  /** The first ten by product and reservation code; the passenger manifest report lists them all. */
  services: Array<HomeTodayService>;
};

export type Instalment = {
  __typename?: 'Instalment';
  amount: Scalars['Decimal']['output'];
  daysOverdue: Scalars['Int']['output'];
  dueDate: Scalars['Date']['output'];
  idReservationInstalment: Scalars['ID']['output'];
  kind: InstalmentKind;
  openAmount: Scalars['Decimal']['output'];
  paidAmount: Scalars['Decimal']['output'];
  sequence: Scalars['Int']['output'];
  status: InstalmentStatus;
};

export type InstalmentKind =
  | 'BALANCE'
  | 'DEPOSIT';

export type InstalmentStatus =
  | 'DUE'
  | 'OVERDUE'
  | 'PAID';

export type InventorySalePeriod = {
  __typename?: 'InventorySalePeriod';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  dateFrom: Scalars['Date']['output'];
  dateTo: Scalars['Date']['output'];
  idInventorySalePeriod: Scalars['ID']['output'];
  releaseDays: Scalars['Int']['output'];
  saleStatus: SaleStatus;
};

export type InventorySalePeriodInput = {
  /** Required. */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Required, not before dateFrom. */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** Required. */
  idProductInstance?: InputMaybe<Scalars['ID']['input']>;
  /** 0 to 365; unsold units inside this many days before the date are no longer bookable directly. */
  releaseDays?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  saleStatus?: InputMaybe<SaleStatus>;
};

export type InventorySalePeriodPage = {
  __typename?: 'InventorySalePeriodPage';
  count: Scalars['Int']['output'];
  data: Array<InventorySalePeriod>;
};

export type InventoryTransaction = {
  __typename?: 'InventoryTransaction';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  dateFrom: Scalars['Date']['output'];
  dateTo: Scalars['Date']['output'];
  idInventoryTransaction: Scalars['ID']['output'];
  idProductInstance: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  transactionType: InventoryTransactionType;
};

export type InventoryTransactionInput = {
  /** Required. */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Required, not before dateFrom, at most 2 years after it. */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** Required. */
  idProductInstance?: InputMaybe<Scalars['ID']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  /** Required: positive; an ADJUSTMENT may be negative but not 0. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  transactionType?: InputMaybe<InventoryTransactionType>;
};

export type InventoryTransactionPage = {
  __typename?: 'InventoryTransactionPage';
  count: Scalars['Int']['output'];
  data: Array<InventoryTransaction>;
};

/** How an inventory transaction moves an instance's capacity. */
export type InventoryTransactionType =
  /** Adds units (an allotment) for each day of the range. */
  | 'ADD_CAPACITY'
  /** A signed correction (the ledger is never edited). */
  | 'ADJUSTMENT'
  /** Withholds units from sale. */
  | 'BLOCK'
  /** Gives units back to the supplier. */
  | 'RELEASE';

export type Language = {
  __typename?: 'Language';
  code: Scalars['String']['output'];
  generalParameterValue?: Maybe<GeneralParameterValueRef>;
  idLanguage: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The Latin American Spanish name; null when none was given. */
  nameEs?: Maybe<Scalars['String']['output']>;
  shortName: Scalars['String']['output'];
};

/** What became of a mail: kept in the outbox (no SMTP server set), handed to the SMTP server, or refused by it. */
export type MailStatus =
  | 'FAILED'
  | 'OUTBOX'
  | 'SENT';

/** A reservation's margin in one currency, over its services with a known cost. */
export type MarginTotal = {
  __typename?: 'MarginTotal';
  cost: Scalars['Decimal']['output'];
  currency?: Maybe<GeneralParameterValue>;
  margin: Scalars['Decimal']['output'];
  marginPercent?: Maybe<Scalars['Decimal']['output']>;
  selling: Scalars['Decimal']['output'];
  /** Services in this currency whose cost is not known (left out of the figures). */
  uncostedServices: Scalars['Int']['output'];
};

/** A new authenticator secret, shown once while setting it up. */
export type MfaEnrolment = {
  __typename?: 'MfaEnrolment';
  /** The otpauth:// URI the QR code holds. */
  otpauthUri: Scalars['String']['output'];
  /** Base32, for typing into the app by hand. */
  secret: Scalars['String']['output'];
};

export type MfaEnrolmentResult = {
  __typename?: 'MfaEnrolmentResult';
  mfa: MfaStatus;
  /** Ten one-time codes, shown only in this answer. */
  recoveryCodes: Array<Scalars['String']['output']>;
  /** The user's 20 most recent sign-ins, newest first; null with a FORBIDDEN error for callers who may not end them. */
  sessions?: Maybe<Array<Session>>;
};

/** The signed-in person's multi-factor sign-in. */
export type MfaStatus = {
  __typename?: 'MfaStatus';
  enrolled: Scalars['Boolean']['output'];
  recoveryCodesLeft: Scalars['Int']['output'];
  /** ADMIN and anyone who can take payments must use it; the rest may. */
  required: Scalars['Boolean']['output'];
};

/** Permissions of one area of the product, as the module permission screen groups them. */
export type ModulePermission = {
  __typename?: 'ModulePermission';
  module: Scalars['String']['output'];
  permissions: Array<Permission>;
};

export type Mutation = {
  __typename?: 'Mutation';
  addReservationItem: ReservationItem;
  /** Adds a package as its parts, each on its day, priced by the rate search. */
  addReservationPackage: Array<ReservationItem>;
  addReservationRemark: ReservationRemark;
  associateRolePermission: Role;
  associateRoleUser: User;
  attachReservationDocument: ReservationDocument;
  /** Cancels the reservation and its items, releasing their units; each confirmed item pays its rate's cancellation fee. The reason (at most 500 characters) is kept. */
  cancelReservation: Reservation;
  /** Cancels an item, releasing its units; a confirmed item pays its rate's cancellation fee. The reason (at most 500 characters) is kept. */
  cancelReservationItem: ReservationItem;
  /** Moves a user to another OU (STG only); their open sessions follow. */
  changeUserOu: User;
  /** Closes an OPEN daily cashier with the amounts counted per payment type and currency (every expected line counted); the variance against the expected amounts is kept. */
  closeDailyCashier: DailyCashier;
  /** Completes the reservations cart and the payments cart in one transaction: records the payments, lowers the items' pending amounts, issues the invoice or receipt and computes the cash change. Needs today's daily cashier open. */
  completeCashierTransaction: CashierTransaction;
  /** Confirms the set-up with a first code from the app. */
  confirmMfaEnrolment: MfaEnrolmentResult;
  /** QUOTE -> CONFIRMED: confirms the pending items (holding their units) in one transaction. */
  confirmReservation: Reservation;
  confirmReservationItem: ReservationItem;
  /** Takes a customer's advance (cash or deposit/transfer) in today's open daily cashier and issues its invoice or receipt. */
  createAdvance: Advance;
  /** Creates an entity linked to the caller's OU. */
  createEntity: Entity;
  createExchangeRate: ExchangeRate;
  /** Creates a general parameter of the caller's OU with its values. */
  createGeneralParameter: GeneralParameter;
  createInventoryTransaction: InventoryTransaction;
  createOu: Ou;
  createPackage: Package;
  createPermission: CreatePermissionPayload;
  createProduct: Product;
  createProductCategory: ProductCategory;
  createProductFeature: ProductFeature;
  createProductSubfeature: ProductFeature;
  /** A walk-in customer from the few facts at the counter (name, identity document, a phone or e-mail, country), marked to be completed later with the full form. The document follows the full form's rules. */
  createQuickCustomer: Entity;
  /** Creates a rate; refused when an enabled rate for the same instance, entity scope and features overlaps both ranges. */
  createRate: Rate;
  createRateFeature: RateFeature;
  createRateSubfeature: RateSubfeature;
  createReservation: Reservation;
  createRole: CreateRolePayload;
  createSession: Session;
  createUser: User;
  /** Deletes a product nothing refers to; disables one that reservations, rates, packages, holds or its inventory ledger refer to. */
  deleteOrDisableProduct: DeleteOrDisableProductPayload;
  deleteOu: Scalars['Boolean']['output'];
  deletePermission: Scalars['Boolean']['output'];
  deleteReservationDocument: Scalars['Boolean']['output'];
  /** Deletes a pending item (a confirmed one is cancelled instead); answers the reservation without it. */
  deleteReservationItem: Reservation;
  deleteReservationPassenger: Scalars['Boolean']['output'];
  deleteUser: Scalars['Boolean']['output'];
  /** Turns multi-factor sign-in off (only where the role does not require it), proven by a current code. */
  disableMfa: MfaStatus;
  /** Ends one session of the user (idSession) or all of them; their next call answers 401. */
  endUserSessions: User;
  /** The accounting export of the documents issued in a date range (at most 31 days, 10,000 documents) as a CSV or XLSX file; marks them exported. */
  exportAccountingDocuments: ExportedFile;
  /** Adds many passengers (an Excel load) all or nothing; row errors come back as fields 'passengers.N.field'. */
  loadReservationPassengers: Array<ReservationPassenger>;
  /** Opens today's daily cashier of the caller with an opening float per currency; creates the accounting periods year, year-month and year-month-day when missing. One per cashier and day. */
  openDailyCashier: DailyCashier;
  /**
   * Pays (part of) a supplier invoice in cash or by transfer, never beyond what it still owes. Idempotent: a repeated
   * key answers the first payment.
   */
  paySupplierInvoice: SupplierPayment;
  /**
   * Registers a supplier's invoice against services of that supplier (all lines or nothing). Idempotent: a repeated key
   * answers the first invoice.
   */
  registerSupplierInvoice: SupplierInvoice;
  /**
   * Applies the OU's RELEASE policy: cancels the confirmed reservations whose deposit is overdue past the grace days and
   * answers their codes (none when the OU flags them instead).
   */
  releaseOverdueReservations: Array<Scalars['String']['output']>;
  removeOuLogo: Ou;
  /** Removes a customer's own payment terms (their next confirmations follow the OU default); false when they had none. */
  removePaymentTerms: Scalars['Boolean']['output'];
  removeRolePermission: Role;
  /** Reopens a CLOSED daily cashier; needs the dailyCashierReopen permission and a reason (at most 500 characters). */
  reopenDailyCashier: DailyCashier;
  /** Sends a recorded document again to the same addresses (a new record). */
  resendDocument: SendDocumentPayload;
  /**
   * Administrators: removes a user's authenticator and recovery codes and ends their sessions; they set it up again at
   * their next sign-in when their role requires it.
   */
  resetUserMfa: User;
  /** Restores the item or passenger as it was before this change (recorded as a new change). */
  revertReservationChange: ReservationHistoryEntry;
  /** Adds or updates one passenger. */
  saveReservationPassenger: ReservationPassenger;
  /**
   * Mails a document (rendered now, attached as PDF) to the given addresses and records it on its reservation. A send the
   * mail server refuses answers its record with status FAILED; nothing is thrown.
   */
  sendDocument: SendDocumentPayload;
  /**
   * Mails the customer what is due and overdue on the reservation (to their e-mail contacts, or the addresses given)
   * through the mail service, in the reservation's language.
   */
  sendPaymentReminder: PaymentReminder;
  /** Sends PENDING or REJECTED documents to the tax authority through its adapter (the built-in one simulates it); at most 100 per call. */
  sendTaxDocuments: Array<FiscalDocument>;
  /** Enables (ACTIVE) or disables (INACTIVE) an entity. */
  setEntityStatus: Entity;
  /** Sets the sale status and release period of an instance over a date range (a stop sale closes it at once). */
  setInventorySaleStatus: InventorySalePeriod;
  setOuLogo: Ou;
  /**
   * Sets a customer's payment terms, or without a customer the OU default with its overdue-deposit policy. Reservations
   * keep the terms they were confirmed under.
   */
  setPaymentTerms: PaymentTerms;
  /** Enables (ACTIVE) or disables (INACTIVE) a product. */
  setProductStatus: Product;
  /** Enables or disables a rate (enabling checks the overlap rule). */
  setRateEnabled: Rate;
  /** Starts (or restarts) setting up an authenticator app for the signed-in person. */
  startMfaEnrolment: MfaEnrolment;
  /** Replaces the opening floats of an OPEN daily cashier. */
  updateDailyCashier: DailyCashier;
  /** Replaces an entity's data; addresses and contacts as for values: with an id updated, without added, left out removed. */
  updateEntity: Entity;
  updateExchangeRate: ExchangeRate;
  /** Updates a general parameter and, when values is given, its values in one go: rows with an id are updated, rows without one are added, and values left out are removed. */
  updateGeneralParameter: GeneralParameter;
  updateOu: Ou;
  /** Updates what the input names; lists left null stay as they are. */
  updateProduct: Product;
  updateProductCategory: ProductCategory;
  updateProductFeature: ProductFeature;
  updateProductSubfeature: ProductFeature;
  updateRate: Rate;
  updateRateFeature: RateFeature;
  updateRateSubfeature: RateSubfeature;
  updateReservation: Reservation;
  updateReservationItem: ReservationItem;
  updateRole: Role;
  updateSession: Session;
  updateUser: User;
  /** Voids an advance nothing has been applied from: a credit note, the money out of today's drawer. 'Void advance failed' when refused. */
  voidAdvance: Advance;
  /** Voids a payment with a reason: a reversal record, the pending amounts given back and a credit note. 'Void Payment failed' when refused. */
  voidPayment: Payment;
  /**
   * Voids a supplier payment as a reversal (a negative row; nothing is deleted): the invoice owes the amount again.
   * Idempotent by key; voiding a voided payment is refused (ALREADY_VOIDED).
   */
  voidSupplierPayment: SupplierPayment;
};


export type MutationAddReservationItemArgs = {
  data: ReservationItemInput;
};


export type MutationAddReservationPackageArgs = {
  confirm?: InputMaybe<Scalars['Boolean']['input']>;
  idPackage: Scalars['ID']['input'];
  idReservation: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  startDate: Scalars['Date']['input'];
};


export type MutationAddReservationRemarkArgs = {
  idReservation: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type MutationAssociateRolePermissionArgs = {
  associateInput: AssociateInput;
};


export type MutationAssociateRoleUserArgs = {
  associateRoleUserInput: AssociateRoleUserInput;
};


export type MutationAttachReservationDocumentArgs = {
  data: ReservationDocumentInput;
};


export type MutationCancelReservationArgs = {
  idReservation: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCancelReservationItemArgs = {
  idReservationItem: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationChangeUserOuArgs = {
  idEntity: Scalars['ID']['input'];
  idOu: Scalars['ID']['input'];
  idUser: Scalars['ID']['input'];
};


export type MutationCloseDailyCashierArgs = {
  counts: Array<DailyCashierCountInput>;
  idDailyCashier: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCompleteCashierTransactionArgs = {
  data: CashierTransactionInput;
};


export type MutationConfirmMfaEnrolmentArgs = {
  code: Scalars['String']['input'];
};


export type MutationConfirmReservationArgs = {
  idReservation: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationConfirmReservationItemArgs = {
  idReservationItem: Scalars['ID']['input'];
};


export type MutationCreateAdvanceArgs = {
  data: AdvanceInput;
};


export type MutationCreateEntityArgs = {
  data: CreateEntityInput;
};


export type MutationCreateExchangeRateArgs = {
  data: ExchangeRateInput;
};


export type MutationCreateGeneralParameterArgs = {
  data: CreateGeneralParameterInput;
};


export type MutationCreateInventoryTransactionArgs = {
  data: InventoryTransactionInput;
};


export type MutationCreateOuArgs = {
  data: CreateOuInput;
};


export type MutationCreatePackageArgs = {
  data: PackageInput;
};


export type MutationCreatePermissionArgs = {
  permissionInput: PermissionInput;
};


export type MutationCreateProductArgs = {
  data: ProductInput;
};


export type MutationCreateProductCategoryArgs = {
  data: ProductCategoryInput;
};


export type MutationCreateProductFeatureArgs = {
  data: ProductFeatureInput;
};


export type MutationCreateProductSubfeatureArgs = {
  data: ProductFeatureInput;
};


export type MutationCreateQuickCustomerArgs = {
  data: QuickCustomerInput;
};


export type MutationCreateRateArgs = {
  data: RateInput;
};


export type MutationCreateRateFeatureArgs = {
  data: RateFeatureInput;
};


export type MutationCreateRateSubfeatureArgs = {
  data: RateSubfeatureInput;
};


export type MutationCreateReservationArgs = {
  data: ReservationInput;
};


export type MutationCreateRoleArgs = {
  roleInput: RoleInput;
};


export type MutationCreateSessionArgs = {
  data: CreateSessionInput;
};


export type MutationCreateUserArgs = {
  data: CreateUserInput;
};


export type MutationDeleteOrDisableProductArgs = {
  idProduct: Scalars['ID']['input'];
};


export type MutationDeleteOuArgs = {
  data: DeleteOuInput;
};


export type MutationDeletePermissionArgs = {
  idPermission: Scalars['ID']['input'];
};


export type MutationDeleteReservationDocumentArgs = {
  idReservationDocument: Scalars['ID']['input'];
};


export type MutationDeleteReservationItemArgs = {
  idReservationItem: Scalars['ID']['input'];
};


export type MutationDeleteReservationPassengerArgs = {
  idReservationPassenger: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  data: DeleteUserInput;
};


export type MutationDisableMfaArgs = {
  code: Scalars['String']['input'];
};


export type MutationEndUserSessionsArgs = {
  idSession?: InputMaybe<Scalars['ID']['input']>;
  idUser: Scalars['ID']['input'];
};


export type MutationExportAccountingDocumentsArgs = {
  input: AccountingExportInput;
};


export type MutationLoadReservationPassengersArgs = {
  idReservation: Scalars['ID']['input'];
  passengers: Array<ReservationPassengerInput>;
};


export type MutationOpenDailyCashierArgs = {
  floats: Array<DailyCashierFloatInput>;
};


export type MutationPaySupplierInvoiceArgs = {
  data: SupplierPaymentInput;
};


export type MutationRegisterSupplierInvoiceArgs = {
  data: SupplierInvoiceInput;
};


export type MutationRemoveOuLogoArgs = {
  idOu: Scalars['ID']['input'];
};


export type MutationRemovePaymentTermsArgs = {
  idEntity: Scalars['ID']['input'];
};


export type MutationRemoveRolePermissionArgs = {
  associateInput: AssociateInput;
};


export type MutationReopenDailyCashierArgs = {
  idDailyCashier: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationResendDocumentArgs = {
  idSentDocument: Scalars['ID']['input'];
};


export type MutationResetUserMfaArgs = {
  idUser: Scalars['ID']['input'];
};


export type MutationRevertReservationChangeArgs = {
  idReservationHistory: Scalars['ID']['input'];
};


export type MutationSaveReservationPassengerArgs = {
  data: ReservationPassengerInput;
  idReservation: Scalars['ID']['input'];
};


export type MutationSendDocumentArgs = {
  input: SendDocumentInput;
};


export type MutationSendPaymentReminderArgs = {
  idReservation: Scalars['ID']['input'];
  to?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type MutationSendTaxDocumentsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationSetEntityStatusArgs = {
  idEntity: Scalars['ID']['input'];
  idStatus: Status;
};


export type MutationSetInventorySaleStatusArgs = {
  data: InventorySalePeriodInput;
};


export type MutationSetOuLogoArgs = {
  data: SetOuLogoInput;
};


export type MutationSetPaymentTermsArgs = {
  data: PaymentTermsInput;
};


export type MutationSetProductStatusArgs = {
  idProduct: Scalars['ID']['input'];
  idStatus: Status;
};


export type MutationSetRateEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
  idRateInstance: Scalars['ID']['input'];
};


export type MutationUpdateDailyCashierArgs = {
  floats: Array<DailyCashierFloatInput>;
  idDailyCashier: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateEntityArgs = {
  data: UpdateEntityInput;
};


export type MutationUpdateExchangeRateArgs = {
  data: ExchangeRateInput;
};


export type MutationUpdateGeneralParameterArgs = {
  data: UpdateGeneralParameterInput;
};


export type MutationUpdateOuArgs = {
  data: UpdateOuInput;
};


export type MutationUpdateProductArgs = {
  data: ProductInput;
};


export type MutationUpdateProductCategoryArgs = {
  data: ProductCategoryInput;
};


export type MutationUpdateProductFeatureArgs = {
  data: ProductFeatureInput;
};


export type MutationUpdateProductSubfeatureArgs = {
  data: ProductFeatureInput;
};


export type MutationUpdateRateArgs = {
  data: RateInput;
};


export type MutationUpdateRateFeatureArgs = {
  data: RateFeatureInput;
};


export type MutationUpdateRateSubfeatureArgs = {
  data: RateSubfeatureInput;
};


export type MutationUpdateReservationArgs = {
  data: ReservationInput;
};


export type MutationUpdateReservationItemArgs = {
  data: ReservationItemUpdateInput;
};


export type MutationUpdateRoleArgs = {
  updateInput: UpdateRoleInput;
};


export type MutationUpdateSessionArgs = {
  data: UpdateSessionInput;
};


export type MutationUpdateUserArgs = {
  data: UpdateUserInput;
};


export type MutationVoidAdvanceArgs = {
  idAdvance: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationVoidPaymentArgs = {
  idPayment: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationVoidSupplierPaymentArgs = {
  data: VoidSupplierPaymentInput;
};

/** Why an instance has no price for a question: what stops it and the figures of the question. */
export type NoRate = {
  __typename?: 'NoRate';
  /** The passenger type without a rate (NO_PASSENGER_RATE). */
  passengerType?: Maybe<Scalars['String']['output']>;
  problem: NoRateProblem;
  purchaseDate?: Maybe<Scalars['Date']['output']>;
  /** The service as product and instance names. */
  service: Scalars['String']['output'];
  serviceDate?: Maybe<Scalars['Date']['output']>;
};

/** What stops a price: the instance or product is disabled, no enabled rate covers the dates, the rate is per person and no passengers were given, a passenger type has no rate, or the passengers' rates are in different currencies. */
export type NoRateProblem =
  | 'DISABLED'
  | 'MIXED_CURRENCIES'
  | 'NO_PASSENGER_RATE'
  | 'NO_RATE'
  | 'PASSENGERS_NEEDED';

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
  /** The logo drawn in the header of the OU's documents; null without one. */
  logo?: Maybe<OuLogo>;
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  users: Array<User>;
};

export type OuByEntityInput = {
  idEntity: Scalars['ID']['input'];
};

/** An OU's logo: a PNG or JPEG of at most 512 KB and 2000 x 2000 px. */
export type OuLogo = {
  __typename?: 'OuLogo';
  /** The image as a data: URL, for the form's preview. */
  dataUrl: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  /** image/png or image/jpeg, read from the bytes. */
  mimeType: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  width: Scalars['Int']['output'];
};

export type OuPage = {
  __typename?: 'OuPage';
  count: Scalars['Int']['output'];
  data: Array<Ou>;
};

export type OutboxAttachment = {
  __typename?: 'OutboxAttachment';
  fileName: Scalars['String']['output'];
  idMailAttachment: Scalars['ID']['output'];
  mimeType: Scalars['String']['output'];
  sizeBytes: Scalars['Int']['output'];
};

export type OutboxMail = {
  __typename?: 'OutboxMail';
  attachments: Array<OutboxAttachment>;
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  failure?: Maybe<Scalars['String']['output']>;
  idMail: Scalars['ID']['output'];
  recipients: Array<Scalars['String']['output']>;
  status: MailStatus;
  subject: Scalars['String']['output'];
};

export type OutboxMailPage = {
  __typename?: 'OutboxMailPage';
  count: Scalars['Int']['output'];
  data: Array<OutboxMail>;
};

/**
 * What happens to a reservation whose deposit is overdue past the OU's grace days: FLAG marks it for the staff, RELEASE
 * cancels it and gives its inventory back.
 */
export type OverdueDepositAction =
  | 'FLAG'
  | 'RELEASE';

export type Package = Node & {
  __typename?: 'Package';
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  durationDays: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  idPackage: Scalars['ID']['output'];
  idStatus: Status;
  itemCount: Scalars['Int']['output'];
  items: Array<PackageItem>;
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type PackageAvailabilityDay = {
  __typename?: 'PackageAvailabilityDay';
  block?: Maybe<AvailabilityBlock>;
  bookable: Scalars['Boolean']['output'];
  /** The minimum over the package's parts of what is free, in packages; null when no part is limited. */
  free?: Maybe<Scalars['Int']['output']>;
  /** The first part that stops a booking on this start date. */
  limitingItem?: Maybe<PackageItem>;
  /** A start date. */
  startDate: Scalars['Date']['output'];
};

export type PackageAvailabilityInput = {
  /** Required: the first start date. */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Required, not before dateFrom, at most 62 days after it. */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** Required. */
  idPackage?: InputMaybe<Scalars['ID']['input']>;
  /** Packages wanted; defaults to 1. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type PackageInput = {
  /** Required, unique in the OU. */
  code?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Required, 1 to 365. */
  durationDays?: InputMaybe<Scalars['Int']['input']>;
  /** At least one. */
  items?: InputMaybe<Array<PackageItemInput>>;
  /** Required. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  shortName?: InputMaybe<Scalars['String']['input']>;
};

export type PackageItem = {
  __typename?: 'PackageItem';
  dayOffset: Scalars['Int']['output'];
  idPackageItem: Scalars['ID']['output'];
  instance: ProductInstance;
  nights: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
};

export type PackageItemInput = {
  /** Required, 0 (the start date) up to durationDays - 1. */
  dayOffset?: InputMaybe<Scalars['Int']['input']>;
  /** Required: an active instance of the OU's products. */
  idProductInstance?: InputMaybe<Scalars['ID']['input']>;
  /** Consecutive days the part uses, at least 1 and within the package; defaults to 1. */
  nights?: InputMaybe<Scalars['Int']['input']>;
  /** Units per package booked; defaults to 1. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type PackagePage = {
  __typename?: 'PackagePage';
  count: Scalars['Int']['output'];
  data: Array<Package>;
};

/** Only ACTIVE passengers count against the passenger count and appear on itineraries and vouchers. */
export type PassengerStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'WAITLISTED';

/** A confirmed item with something left to pay, with its reservation. */
export type PayableReservationItem = {
  __typename?: 'PayableReservationItem';
  item: ReservationItem;
  reservation: Reservation;
  /**
   * What the reservation's payment schedule asks the cashier to take now (the same on each of its items); null without a
   * schedule or with nothing open on it, when the cart proposes the pending amount.
   */
  scheduledPayment?: Maybe<ScheduledPayment>;
};

export type PayableReservationItemPage = {
  __typename?: 'PayableReservationItemPage';
  count: Scalars['Int']['output'];
  data: Array<PayableReservationItem>;
  /** When nothing is payable: the quotes the search matched (at most 5), which must be confirmed before they can be paid. */
  quotes: Array<Reservation>;
};

export type PayableReservationItemSearchInput = {
  /** The customer's items only (search-reservations). */
  idEntity?: InputMaybe<Scalars['ID']['input']>;
  /** The items a fiscal document covered that are still pending (register-document-payment). */
  idFiscalDocument?: InputMaybe<Scalars['ID']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  /** Reservation code, file number or customer name. */
  text?: InputMaybe<Scalars['String']['input']>;
};

export type PayablesAgeingLine = {
  __typename?: 'PayablesAgeingLine';
  currency?: Maybe<GeneralParameterValue>;
  days1To30: Scalars['Decimal']['output'];
  days31To60: Scalars['Decimal']['output'];
  days61To90: Scalars['Decimal']['output'];
  idSupplier: Scalars['ID']['output'];
  notDue: Scalars['Decimal']['output'];
  over90: Scalars['Decimal']['output'];
  supplierName: Scalars['String']['output'];
  total: Scalars['Decimal']['output'];
};

/** A payment (or, with reversalOf set, the reversal of a voided one, every amount negated). Card payments keep only the gateway's token, the brand and the last four digits. */
export type Payment = Node & {
  __typename?: 'Payment';
  /** What was tendered, in the payment's currency. */
  amount: Scalars['Decimal']['output'];
  /** What went to the items: amountConverted - changeAmount. */
  amountApplied: Scalars['Decimal']['output'];
  /** amount at the frozen rate, in the transaction's currency. */
  amountConverted: Scalars['Decimal']['output'];
  /** What of the payment still stands on the items: what it applied while active, 0 once voided (and on a reversal row). */
  availableAmount: Scalars['Decimal']['output'];
  bank?: Maybe<GeneralParameterValue>;
  bankAccount?: Maybe<Scalars['String']['output']>;
  cardAuthorization?: Maybe<Scalars['String']['output']>;
  cardBrand?: Maybe<Scalars['String']['output']>;
  cardHolder?: Maybe<Scalars['String']['output']>;
  cardLast4?: Maybe<Scalars['String']['output']>;
  /** Cash handed back (transaction currency). */
  changeAmount: Scalars['Decimal']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency?: Maybe<GeneralParameterValue>;
  depositDate?: Maybe<Scalars['Date']['output']>;
  depositNumber?: Maybe<Scalars['String']['output']>;
  depositType?: Maybe<DepositType>;
  /** The document it is on: its transaction's invoice or receipt (a reversal row: its credit note); null when none was issued (advances paid everything). */
  document?: Maybe<FiscalDocument>;
  /** The day's sell rate the cashier was shown, frozen (1 for the same currency). */
  exchangeRate: Scalars['Decimal']['output'];
  exchangeRateInverted: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** ADVANCE: the advance applied. */
  idAdvance?: Maybe<Scalars['ID']['output']>;
  idBank?: Maybe<Scalars['ID']['output']>;
  idCashierTransaction: Scalars['ID']['output'];
  idCurrency: Scalars['ID']['output'];
  idPayment: Scalars['ID']['output'];
  lineNumber: Scalars['Int']['output'];
  method: PaymentMethod;
  paymentDate: Scalars['Date']['output'];
  /** Set on a reversal row: the payment it voids. */
  reversalOf?: Maybe<Scalars['ID']['output']>;
  status: PaymentStatus;
  /** The cashier transaction's number. */
  transactionNumber: Scalars['Int']['output'];
  voidReason?: Maybe<Scalars['String']['output']>;
};

export type PaymentMethod =
  | 'ADVANCE'
  | 'CARD'
  | 'CASH'
  | 'DEPOSIT';

export type PaymentPage = {
  __typename?: 'PaymentPage';
  count: Scalars['Int']['output'];
  data: Array<Payment>;
};

/** A payment reminder as the mail service recorded it. */
export type PaymentReminder = {
  __typename?: 'PaymentReminder';
  failure?: Maybe<Scalars['String']['output']>;
  idMail: Scalars['ID']['output'];
  recipients: Array<Scalars['String']['output']>;
  status: MailStatus;
};

/**
 * A confirmed reservation's payment plan, under the terms it was confirmed with. Payments are laid over the instalments
 * oldest due date first; a paid instalment keeps its amount when the reservation's amount changes.
 */
export type PaymentSchedule = {
  __typename?: 'PaymentSchedule';
  balanceDaysBefore: Scalars['Int']['output'];
  confirmedOn: Scalars['Date']['output'];
  depositDueDays: Scalars['Int']['output'];
  depositKind: DepositKind;
  /** The deposit is overdue past the OU's grace days: the OU's policy applies. */
  depositOverdue: Scalars['Boolean']['output'];
  depositValue: Scalars['Decimal']['output'];
  /** Open amount of the instalments due today or earlier. */
  dueNow: Scalars['Decimal']['output'];
  idReservation: Scalars['ID']['output'];
  instalments: Array<Instalment>;
  /** Open amount of every instalment. */
  openAmount: Scalars['Decimal']['output'];
  overdueAction: OverdueDepositAction;
};

export type PaymentSearchInput = {
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  idCashierTransaction?: InputMaybe<Scalars['ID']['input']>;
  /** The customer's payments only (search-payment). */
  idEntity?: InputMaybe<Scalars['ID']['input']>;
  method?: InputMaybe<PaymentMethod>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<PaymentStatus>;
  take?: InputMaybe<Scalars['Int']['input']>;
  /** Transaction number, card last four digits or deposit number. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** ACTIVE, or VOIDED once a reversal was written for it. */
export type PaymentStatus =
  | 'ACTIVE'
  | 'VOIDED';

export type PaymentTerms = {
  __typename?: 'PaymentTerms';
  /** Days before the first service the balance falls due. */
  balanceDaysBefore: Scalars['Int']['output'];
  /** Days after confirmation the deposit falls due (0: on confirmation). */
  depositDueDays: Scalars['Int']['output'];
  depositKind: DepositKind;
  /** Percentage (0 to 100) or amount in the reservation's currency. */
  depositValue: Scalars['Decimal']['output'];
  /** The OU's grace days for an overdue deposit. */
  graceDays: Scalars['Int']['output'];
  /** The customer the terms are their own; null for the OU default. */
  idEntity?: Maybe<Scalars['ID']['output']>;
  /** Null for the built-in terms. */
  idPaymentTerms?: Maybe<Scalars['ID']['output']>;
  /** The OU's overdue-deposit policy. */
  overdueAction: OverdueDepositAction;
  source: PaymentTermsSource;
};

export type PaymentTermsInput = {
  balanceDaysBefore?: InputMaybe<Scalars['Int']['input']>;
  depositDueDays?: InputMaybe<Scalars['Int']['input']>;
  depositKind?: InputMaybe<DepositKind>;
  depositValue?: InputMaybe<Scalars['Decimal']['input']>;
  /** OU default only. */
  graceDays?: InputMaybe<Scalars['Int']['input']>;
  /** The customer; null for the OU default. */
  idEntity?: InputMaybe<Scalars['ID']['input']>;
  /** OU default only. */
  overdueAction?: InputMaybe<OverdueDepositAction>;
};

/** Where the payment terms come from. */
export type PaymentTermsSource =
  | 'BUILT_IN'
  | 'CUSTOMER'
  | 'OU';

export type Permission = Node & {
  __typename?: 'Permission';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  idPermission: Scalars['ID']['output'];
  idUserCreate?: Maybe<Scalars['ID']['output']>;
  idUserUpdate?: Maybe<Scalars['ID']['output']>;
  module: Scalars['String']['output'];
  type: PermissionType;
  updatedAt: Scalars['DateTime']['output'];
  value: Scalars['String']['output'];
};

export type PermissionInput = {
  module?: InputMaybe<Scalars['String']['input']>;
  type: PermissionType;
  value: Scalars['String']['input'];
};

export type PermissionPage = {
  __typename?: 'PermissionPage';
  count: Scalars['Int']['output'];
  data: Array<Permission>;
};

export type PermissionSearchInput = {
  /** With idRole: only the permissions the role does not hold yet (to add), or only those it holds. */
  associated?: InputMaybe<Scalars['Boolean']['input']>;
  module?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<PermissionType>;
};

export type PermissionType =
  | 'BACK'
  | 'FRONT';

export type Product = Node & {
  __typename?: 'Product';
  categories: Array<ProductCategory>;
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  features: Array<ProductFeature>;
  hasInventory: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  idProduct: Scalars['ID']['output'];
  /** PRODUCT_TYPE catalog value. */
  idProductType: Scalars['ID']['output'];
  /** PRODUCT_UNIT catalog value. */
  idProductUnit: Scalars['ID']['output'];
  idStatus: Status;
  /** A supplier entity of the OU. */
  idSupplier: Scalars['ID']['output'];
  idUserCreate?: Maybe<Scalars['ID']['output']>;
  idUserUpdate?: Maybe<Scalars['ID']['output']>;
  identifications: Array<ProductIdentification>;
  instances: Array<ProductInstance>;
  /** True when reservations, rates, packages, inventory holds or its inventory ledger refer to it (deleting then disables). */
  isReferenced: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  operationalCode?: Maybe<Scalars['String']['output']>;
  productType?: Maybe<GeneralParameterValue>;
  productUnit?: Maybe<GeneralParameterValue>;
  shortName: Scalars['String']['output'];
  subfeatureItems: Array<ProductFeatureItem>;
  supplier?: Maybe<Entity>;
  taxInternationalCode?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type ProductCategory = Node & {
  __typename?: 'ProductCategory';
  categoryType?: Maybe<GeneralParameterValue>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** PRODUCT_CATEGORY_TYPE catalog value. */
  idCategoryType: Scalars['ID']['output'];
  idProductCategory: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
  shortName: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ProductCategoryInput = {
  /** Required (PRODUCT_CATEGORY_TYPE). */
  idCategoryType?: InputMaybe<Scalars['ID']['input']>;
  /** Omit to create. */
  idProductCategory?: InputMaybe<Scalars['ID']['input']>;
  /** Required, unique in the OU. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  shortName?: InputMaybe<Scalars['String']['input']>;
};

export type ProductCategoryPage = {
  __typename?: 'ProductCategoryPage';
  count: Scalars['Int']['output'];
  data: Array<ProductCategory>;
};

/** A feature (describes a product) or a subfeature (a dimension its variants differ by). */
export type ProductFeature = Node & {
  __typename?: 'ProductFeature';
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  featureType?: Maybe<GeneralParameterValue>;
  id: Scalars['ID']['output'];
  /** FEATURE_TYPE catalog value. */
  idFeatureType: Scalars['ID']['output'];
  idProductFeature: Scalars['ID']['output'];
  itemCount: Scalars['Int']['output'];
  items: Array<ProductFeatureItem>;
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** A feature or subfeature with its items; items as for general parameter values: with an id updated, without added, left out removed (refused while a product uses them). */
export type ProductFeatureInput = {
  /** Required, unique among the OU's features (or subfeatures). */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Required (FEATURE_TYPE). */
  idFeatureType?: InputMaybe<Scalars['ID']['input']>;
  /** Omit to create. */
  idProductFeature?: InputMaybe<Scalars['ID']['input']>;
  items?: InputMaybe<Array<ProductFeatureItemInput>>;
  /** Required. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  shortName?: InputMaybe<Scalars['String']['input']>;
};

export type ProductFeatureItem = {
  __typename?: 'ProductFeatureItem';
  code: Scalars['String']['output'];
  /** The feature or subfeature the item belongs to. */
  feature: ProductFeature;
  /** FEATURE_ITEM_TYPE catalog value. */
  idItemType: Scalars['ID']['output'];
  idProductFeature: Scalars['ID']['output'];
  idProductFeatureItem: Scalars['ID']['output'];
  itemType?: Maybe<GeneralParameterValue>;
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type ProductFeatureItemInput = {
  /** Required, unique within its feature. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Required (FEATURE_ITEM_TYPE). */
  idItemType?: InputMaybe<Scalars['ID']['input']>;
  /** Omit for a new item. */
  idProductFeatureItem?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  shortName?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type ProductFeaturePage = {
  __typename?: 'ProductFeaturePage';
  count: Scalars['Int']['output'];
  data: Array<ProductFeature>;
};

export type ProductIdentification = {
  __typename?: 'ProductIdentification';
  /** PRODUCT_IDENTIFICATION_TYPE catalog value. */
  idIdentificationType: Scalars['ID']['output'];
  idProductIdentification: Scalars['ID']['output'];
  identificationType?: Maybe<GeneralParameterValue>;
  value: Scalars['String']['output'];
};

export type ProductIdentificationInput = {
  /** Required (PRODUCT_IDENTIFICATION_TYPE). */
  idIdentificationType?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** A product's data. Text fields are nullable so a missing one answers a field error; lists are the whole list after the call, null leaves a list alone. Instances as for values: with an id updated, without added, left out removed (refused when inventory, holds or packages use it: disable it instead). */
export type ProductInput = {
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Required, unique in the OU. */
  code?: InputMaybe<Scalars['String']['input']>;
  featureIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  hasInventory?: InputMaybe<Scalars['Boolean']['input']>;
  /** Omit to create. */
  idProduct?: InputMaybe<Scalars['ID']['input']>;
  /** Required (PRODUCT_TYPE). */
  idProductType?: InputMaybe<Scalars['ID']['input']>;
  /** Required (PRODUCT_UNIT). */
  idProductUnit?: InputMaybe<Scalars['ID']['input']>;
  /** Required: a supplier (or both-role) entity of the OU. */
  idSupplier?: InputMaybe<Scalars['ID']['input']>;
  identifications?: InputMaybe<Array<ProductIdentificationInput>>;
  instances?: InputMaybe<Array<ProductInstanceInput>>;
  /** Required. */
  name?: InputMaybe<Scalars['String']['input']>;
  operationalCode?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  shortName?: InputMaybe<Scalars['String']['input']>;
  subfeatureItemIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  taxInternationalCode?: InputMaybe<Scalars['String']['input']>;
};

export type ProductInstance = Node & {
  __typename?: 'ProductInstance';
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  idProduct: Scalars['ID']['output'];
  idProductInstance: Scalars['ID']['output'];
  idStatus: Status;
  /** Newest first. */
  inventoryTransactions: InventoryTransactionPage;
  /** The subfeature items that describe this variant. */
  items: Array<ProductFeatureItem>;
  name: Scalars['String']['output'];
  product: Product;
  /** Newest first. */
  salePeriods: InventorySalePeriodPage;
  shortName: Scalars['String']['output'];
};


export type ProductInstanceInventoryTransactionsArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductInstanceSalePeriodsArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductInstanceInput = {
  /** Required, unique within the product. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Omit for a new instance. */
  idProductInstance?: InputMaybe<Scalars['ID']['input']>;
  /** Defaults to ACTIVE. */
  idStatus?: InputMaybe<Status>;
  /** Subfeature items of the product that describe the variant. */
  itemIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Required. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  shortName?: InputMaybe<Scalars['String']['input']>;
};

export type ProductPage = {
  __typename?: 'ProductPage';
  count: Scalars['Int']['output'];
  data: Array<Product>;
};

export type ProductSearchInput = {
  idProductCategory?: InputMaybe<Scalars['ID']['input']>;
  idProductType?: InputMaybe<Scalars['ID']['input']>;
  idSupplier?: InputMaybe<Scalars['ID']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  /** code, name, createdAt or updatedAt. */
  sortBy?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<SortDirection>;
  status?: InputMaybe<Status>;
  take?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the code, name or short name (accents and case ignored). */
  text?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /**
   * Which of the named operations (GraphQL operations or capabilities such as reservationItemPriceOverride) the
   * signed-in person may use: the same BACK permissions every operation checks. Unknown or refused names are left out,
   * so a screen offers only what the server would accept (at most 100 names).
   */
  allowedOperations: Array<Scalars['String']['output']>;
  /**
   * One record's audit trail, newest first: its changes (and its children's) and, for a user, their sign-ins and
   * denials. Only entries of the caller's OU (roles are company-wide); the caller must also be able to read the record.
   */
  auditHistory: AuditEntryConnection;
  /** Keys of the reports the caller may generate (each report has its own BACK permission); POST /api/reports/{key} generates one. */
  availableReports: Array<Scalars['String']['output']>;
  /** Whether the user may open the route (a path without the locale prefix). */
  checkAccessToPermission: Scalars['Boolean']['output'];
  /** A grid of instances by date with what is free. */
  checkAvailability: AvailabilityGrid;
  /** The applicable rate and its price per instance (an entity's own rate beats the all-entities one). */
  checkRates: Array<RateQuote>;
  /** The pricing breakdown for the given inputs (the rate form shows it live). */
  computeRatePricing: RatePricing;
  /** The people who have kept a daily cashier in the OU (the list's cashier filter), by name. */
  dailyCashierUsers: Array<DailyCashierUser>;
  getAdvanceById?: Maybe<Advance>;
  getAllOus: Array<Ou>;
  getAllPermissions: PermissionPage;
  getAllRoles: Array<Role>;
  getAllUsers: Array<User>;
  getCashierTransactionById?: Maybe<CashierTransaction>;
  getCountries: Array<Country>;
  getDailyCashierById?: Maybe<DailyCashier>;
  /** An entity of the caller's OU. */
  getEntityById?: Maybe<Entity>;
  getEntityOu: Array<EntityOu>;
  getExchangeRateById?: Maybe<ExchangeRate>;
  getGeneralParameterById?: Maybe<GeneralParameter>;
  /** The values of the catalog with this code (e.g. CURRENCY), in their order; empty when no such catalog exists. */
  getGeneralParameterValues: Array<GeneralParameterValue>;
  getLanguages: Array<Language>;
  getModulePermissions: Array<ModulePermission>;
  getOuByCode?: Maybe<Ou>;
  getOuByEntityInput: Array<Ou>;
  getOuById?: Maybe<Ou>;
  getOutboxAttachment?: Maybe<RenderedFile>;
  /** Per start date, how many of the package can be booked (the minimum over its parts). */
  getPackageAvailability: Array<PackageAvailabilityDay>;
  getPackageById?: Maybe<Package>;
  /** One payment (or reversal) of the OU: the payment edit page. */
  getPaymentById?: Maybe<Payment>;
  getProductById?: Maybe<Product>;
  getProductCategoryById?: Maybe<ProductCategory>;
  getProductFeatureById?: Maybe<ProductFeature>;
  getProductInstanceById?: Maybe<ProductInstance>;
  getProductSubfeatureById?: Maybe<ProductFeature>;
  getRateById?: Maybe<Rate>;
  getRateFeatureById?: Maybe<RateFeature>;
  getRateSubfeatureById?: Maybe<RateSubfeature>;
  getReservationById?: Maybe<Reservation>;
  getReservationDocumentContent?: Maybe<ReservationDocumentContent>;
  getReservationItemById?: Maybe<ReservationItem>;
  getRoleById?: Maybe<Role>;
  /** One supplier invoice of the caller's OU with its lines and payments. */
  getSupplierInvoiceById?: Maybe<SupplierInvoice>;
  getUserByEmailAddress?: Maybe<User>;
  getUserById?: Maybe<User>;
  getUserRoles: Array<Role>;
  /**
   * The Home dashboard of the current OU (ADMIN and RESADM): today's services, the last 30 days' sales, what customers
   * owe, open daily cashiers and the week's occupancy.
   */
  homeDashboard: HomeDashboard;
  /** The caller's daily cashier of today in the current OU; null until opened. */
  myDailyCashierToday?: Maybe<DailyCashier>;
  /** The signed-in person's multi-factor sign-in. */
  myMfa: MfaStatus;
  node?: Maybe<Node>;
  /** Open supplier invoice amounts by days past their due date, per supplier and currency. */
  payablesAgeing: Array<PayablesAgeingLine>;
  /**
   * The payment terms a confirmation of the customer gets now: their own, else the OU default, else the built-in ones.
   * Without a customer: the OU default with its overdue-deposit policy.
   */
  paymentTerms: PaymentTerms;
  /** The price an item change would give, priced as updateReservationItem would; nothing is saved or held. */
  previewReservationItemChange: ReservationItemPricePreview;
  /**
   * Quick search (Ctrl+K): reservations, customers, products and cashier transactions of the current OU whose code, name
   * or document number contains the text, up to `take` (default 5, at most 10) of each kind the caller may read.
   */
  quickSearch: QuickSearchResult;
  /**
   * A document of a record of the caller's OU as a PDF (A4) in the record's language. The caller must also hold the
   * permission that reads the record (getReservationById, getCashierTransactionById or getAdvanceById, getDailyCashierById).
   */
  renderDocument: RenderedDocument;
  /** What cancelling would cost today under each item's rate policy: the reservation's items that are not cancelled, or only the given one. The cancel mutations charge exactly this. */
  reservationCancellationFees: ReservationCancellationFees;
  /** A reservation's payment schedule of the caller's OU (null while it is a quote). */
  reservationPaymentSchedule?: Maybe<PaymentSchedule>;
  /** The OU's advances, newest first: paged and filtered on the server (customer, status, dates, number). */
  searchAdvances: AdvancePage;
  /** The payments cart's search: the customer's advances with something available, oldest first (in the given currency when set). */
  searchApplicableAdvances: Array<Advance>;
  /** Products and packages for the item search, with live availability and the rate search's price. */
  searchBookableServices: Array<BookableService>;
  /** The OU's cashier transactions, newest first. */
  searchCashierTransactions: CashierTransactionPage;
  /** The OU's daily cashiers, newest date first: paged and filtered on the server (date range, cashier, status). */
  searchDailyCashiers: DailyCashierPage;
  /** Open instalments of the OU's reservations by due date: the due and overdue list. */
  searchDueInstalments: DueInstalmentPage;
  /** Entities of the caller's OU, for pickers. */
  searchEntities: EntityPage;
  /** The entities list: entities of the caller's OU, searched by name, commercial name or document number. */
  searchEntityList: EntityPage;
  /** The OU's exchange rates, newest date first. */
  searchExchangeRates: ExchangeRatePage;
  /** What the OU expects to pay its suppliers per confirmed service (the rate's purchase side), filtered and paged. */
  searchExpectedCosts: ExpectedCostPage;
  /** General parameters the caller's OU sees (its own and the shared catalogs). */
  searchGeneralParameters: GeneralParameterPage;
  /** OUs a list screen pages through; STG and ADMIN see every OU, others only their own. */
  searchOus: OuPage;
  /** Every mail the server wrote for the caller's OU, newest first (the outbox when no SMTP server is set). */
  searchOutboxMails: OutboxMailPage;
  searchPackages: PackagePage;
  /** The reservations cart's search: confirmed items of confirmed or partly paid reservations with something pending. */
  searchPayableReservationItems: PayableReservationItemPage;
  /** The OU's payments and reversals, newest first. */
  searchPayments: PaymentPage;
  searchPermissions: PermissionPage;
  searchProductCategories: ProductCategoryPage;
  searchProductFeatures: ProductFeaturePage;
  searchProductSubfeatures: ProductFeaturePage;
  /** The products list: the OU's products, paged and filtered on the server. */
  searchProducts: ProductPage;
  searchRateFeatures: RateFeaturePage;
  searchRateSubfeatures: RateSubfeaturePage;
  /** Rate instances of the OU, paged and filtered on the server. */
  searchRates: RatePage;
  /** The reservations list: paged, sorted and searched on the server. */
  searchReservations: ReservationPage;
  searchRole: RolePage;
  /** The OU's supplier invoices (the supplier payables list), filtered and paged on the server. */
  searchSupplierInvoices: SupplierInvoicePage;
  /** The interface: the OU's fiscal documents for the tax authority and the accounting export, paged, oldest pending first. */
  searchTaxDocuments: FiscalDocumentPage;
  searchUsers: UserPage;
  /** A supplier's statement per currency (expected, invoiced, paid, open) and the ageing of what is open. */
  supplierStatement: SupplierStatement;
  /** The signed-in user. */
  viewer?: Maybe<User>;
};


export type QueryAllowedOperationsArgs = {
  names: Array<Scalars['String']['input']>;
};


export type QueryAuditHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditHistoryFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  recordType: AuditRecordType;
};


export type QueryCheckAccessToPermissionArgs = {
  idUser: Scalars['ID']['input'];
  target: Scalars['String']['input'];
};


export type QueryCheckAvailabilityArgs = {
  input: AvailabilityInput;
};


export type QueryCheckRatesArgs = {
  input: CheckRatesInput;
};


export type QueryComputeRatePricingArgs = {
  input: RatePricingInput;
};


export type QueryGetAdvanceByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetAllPermissionsArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetCashierTransactionByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetDailyCashierByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetEntityByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetEntityOuArgs = {
  idOu: Scalars['ID']['input'];
};


export type QueryGetExchangeRateByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetGeneralParameterByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetGeneralParameterValuesArgs = {
  code: Scalars['String']['input'];
};


export type QueryGetOuByCodeArgs = {
  code: Scalars['String']['input'];
};


export type QueryGetOuByEntityInputArgs = {
  input: OuByEntityInput;
};


export type QueryGetOuByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetOutboxAttachmentArgs = {
  idMailAttachment: Scalars['ID']['input'];
};


export type QueryGetPackageAvailabilityArgs = {
  input: PackageAvailabilityInput;
};


export type QueryGetPackageByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetPaymentByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetProductByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetProductCategoryByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetProductFeatureByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetProductInstanceByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetProductSubfeatureByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetRateByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetRateFeatureByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetRateSubfeatureByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetReservationByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetReservationDocumentContentArgs = {
  idReservationDocument: Scalars['ID']['input'];
};


export type QueryGetReservationItemByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetRoleByIdArgs = {
  idRole: Scalars['ID']['input'];
};


export type QueryGetSupplierInvoiceByIdArgs = {
  idSupplierInvoice: Scalars['ID']['input'];
};


export type QueryGetUserByEmailAddressArgs = {
  email: Scalars['String']['input'];
};


export type QueryGetUserByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetUserRolesArgs = {
  idUser: Scalars['ID']['input'];
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPayablesAgeingArgs = {
  idSupplier?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPaymentTermsArgs = {
  idEntity?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPreviewReservationItemChangeArgs = {
  data: ReservationItemUpdateInput;
};


export type QueryQuickSearchArgs = {
  take?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


export type QueryRenderDocumentArgs = {
  document: DocumentRefInput;
};


export type QueryReservationCancellationFeesArgs = {
  idReservation: Scalars['ID']['input'];
  idReservationItem?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryReservationPaymentScheduleArgs = {
  idReservation: Scalars['ID']['input'];
};


export type QuerySearchAdvancesArgs = {
  input: AdvanceSearchInput;
};


export type QuerySearchApplicableAdvancesArgs = {
  idCurrency?: InputMaybe<Scalars['ID']['input']>;
  idEntity: Scalars['ID']['input'];
};


export type QuerySearchBookableServicesArgs = {
  input: BookableServiceSearchInput;
};


export type QuerySearchCashierTransactionsArgs = {
  input: CashierTransactionSearchInput;
};


export type QuerySearchDailyCashiersArgs = {
  input: DailyCashierSearchInput;
};


export type QuerySearchDueInstalmentsArgs = {
  input: DueInstalmentSearchInput;
};


export type QuerySearchEntitiesArgs = {
  input: SearchInput;
};


export type QuerySearchEntityListArgs = {
  input: EntitySearchInput;
};


export type QuerySearchExchangeRatesArgs = {
  input: ExchangeRateSearchInput;
};


export type QuerySearchExpectedCostsArgs = {
  input: ExpectedCostSearchInput;
};


export type QuerySearchGeneralParametersArgs = {
  input: SearchInput;
};


export type QuerySearchOusArgs = {
  input: SearchInput;
};


export type QuerySearchOutboxMailsArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchPackagesArgs = {
  input: SearchInput;
};


export type QuerySearchPayableReservationItemsArgs = {
  input: PayableReservationItemSearchInput;
};


export type QuerySearchPaymentsArgs = {
  input: PaymentSearchInput;
};


export type QuerySearchPermissionsArgs = {
  idRole?: InputMaybe<Scalars['ID']['input']>;
  searchInput: PermissionSearchInput;
};


export type QuerySearchProductCategoriesArgs = {
  input: SearchInput;
};


export type QuerySearchProductFeaturesArgs = {
  input: SearchInput;
};


export type QuerySearchProductSubfeaturesArgs = {
  input: SearchInput;
};


export type QuerySearchProductsArgs = {
  input: ProductSearchInput;
};


export type QuerySearchRateFeaturesArgs = {
  input: SearchInput;
};


export type QuerySearchRateSubfeaturesArgs = {
  input: RateSubfeatureSearchInput;
};


export type QuerySearchRatesArgs = {
  input: RateSearchInput;
};


export type QuerySearchReservationsArgs = {
  input: ReservationSearchInput;
};


export type QuerySearchRoleArgs = {
  input: SearchInput;
};


export type QuerySearchSupplierInvoicesArgs = {
  input: SupplierInvoiceSearchInput;
};


export type QuerySearchTaxDocumentsArgs = {
  input: TaxDocumentSearchInput;
};


export type QuerySearchUsersArgs = {
  input: SearchInput;
};


export type QuerySupplierStatementArgs = {
  idSupplier: Scalars['ID']['input'];
};

/** What a walk-in customer gives at the counter; the rest of the entity is completed later. */
export type QuickCustomerInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  /** Required: the country of the customer (their nationality). */
  idCountry?: InputMaybe<Scalars['ID']['input']>;
  /** Required (IDENTITY_DOCUMENT_TYPE). */
  idIdentityDocumentType?: InputMaybe<Scalars['ID']['input']>;
  /** Required; checked by its type and unique per type within the OU, as in the full form. */
  identityDocumentNumber?: InputMaybe<Scalars['String']['input']>;
  /** Required: the person's full name (also their commercial name until completed). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A phone or an e-mail address is required. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** One record a quick search found and the address that opens it. */
export type QuickSearchHit = {
  __typename?: 'QuickSearchHit';
  /** The file number and lead passenger, a commercial name or a fiscal document number. */
  detail?: Maybe<Scalars['String']['output']>;
  /** The SPA address without the locale prefix. */
  href: Scalars['String']['output'];
  idRecord: Scalars['ID']['output'];
  kind: QuickSearchKind;
  /** The customer or product name, or the customer's identity document. */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** The code (reservation, product, cashier transaction number) or the customer's name. */
  title: Scalars['String']['output'];
};

/** What a quick search may find. */
export type QuickSearchKind =
  | 'CUSTOMER'
  | 'PAYMENT'
  | 'PRODUCT'
  | 'RESERVATION';

/** A quick search's hits, grouped by kind in the order of `kinds`. */
export type QuickSearchResult = {
  __typename?: 'QuickSearchResult';
  hits: Array<QuickSearchHit>;
  /** The kinds the caller may read, hence searched. */
  kinds: Array<QuickSearchKind>;
};

/** A rate instance: what a product instance costs and sells for. */
export type Rate = Node & {
  __typename?: 'Rate';
  /** What cancelling an item of this rate costs, by days before the service (days ascending). */
  cancellationPolicy: Array<CancellationTier>;
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency?: Maybe<GeneralParameterValue>;
  enabled: Scalars['Boolean']['output'];
  entity?: Maybe<Entity>;
  id: Scalars['ID']['output'];
  /** CURRENCY value. */
  idCurrency: Scalars['ID']['output'];
  /** Null: every customer. */
  idEntity?: Maybe<Scalars['ID']['output']>;
  /** PRICE_TYPE value (per person, per unit, per night). */
  idPriceType: Scalars['ID']['output'];
  idProductInstance: Scalars['ID']['output'];
  idRateInstance: Scalars['ID']['output'];
  priceType?: Maybe<GeneralParameterValue>;
  pricing: RatePricing;
  productInstance: ProductInstance;
  purchaseFrom: Scalars['Date']['output'];
  purchaseTo: Scalars['Date']['output'];
  serviceFrom: Scalars['Date']['output'];
  serviceTo: Scalars['Date']['output'];
  subfeatures: Array<RateSubfeature>;
  updatedAt: Scalars['DateTime']['output'];
};

/** A pricing dimension (season, passenger type, occupancy, ...) for a product type or for all. */
export type RateFeature = Node & {
  __typename?: 'RateFeature';
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  idRateFeature: Scalars['ID']['output'];
  /** PRODUCT_TYPE value; null when it applies to every product type. */
  idTypeCategoryProduct?: Maybe<Scalars['ID']['output']>;
  /** RATE_FEATURE_TYPE catalog value. */
  idTypeFeature: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  order: Scalars['Int']['output'];
  shortName: Scalars['String']['output'];
  subfeatures: Array<RateSubfeature>;
  typeCategoryProduct?: Maybe<GeneralParameterValue>;
  typeFeature?: Maybe<GeneralParameterValue>;
  updatedAt: Scalars['DateTime']['output'];
};

export type RateFeatureInput = {
  /** Required, unique in the OU. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Omit to create. */
  idRateFeature?: InputMaybe<Scalars['ID']['input']>;
  /** PRODUCT_TYPE; null for every type. */
  idTypeCategoryProduct?: InputMaybe<Scalars['ID']['input']>;
  /** Required (RATE_FEATURE_TYPE). */
  idTypeFeature?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Display order; defaults to 0. */
  order?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  shortName?: InputMaybe<Scalars['String']['input']>;
};

export type RateFeaturePage = {
  __typename?: 'RateFeaturePage';
  count: Scalars['Int']['output'];
  data: Array<RateFeature>;
};

/** A rate's data; nullable fields answer a field error when missing. */
export type RateInput = {
  /** At most 10 tiers, each days once; omit to keep the rate's policy, [] for none. */
  cancellationPolicy?: InputMaybe<Array<CancellationTierInput>>;
  /** Defaults to true. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required (CURRENCY). */
  idCurrency?: InputMaybe<Scalars['ID']['input']>;
  /** A customer entity of the OU; null for every customer. */
  idEntity?: InputMaybe<Scalars['ID']['input']>;
  /** Required (PRICE_TYPE). */
  idPriceType?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  idProductInstance?: InputMaybe<Scalars['ID']['input']>;
  /** Omit to create. */
  idRateInstance?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  pricing?: InputMaybe<RatePricingInput>;
  /** Required. */
  purchaseFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Required, not before purchaseFrom. */
  purchaseTo?: InputMaybe<Scalars['Date']['input']>;
  /** Required. */
  serviceFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Required, not before serviceFrom. */
  serviceTo?: InputMaybe<Scalars['Date']['input']>;
  /** Rate subfeatures (at most one per dimension). */
  subfeatureIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type RatePage = {
  __typename?: 'RatePage';
  count: Scalars['Int']['output'];
  data: Array<Rate>;
};

export type RatePassengersInput = {
  /** Required, at least 1. */
  count?: InputMaybe<Scalars['Int']['input']>;
  /** Required (PASSENGER_TYPE). */
  idPassengerType?: InputMaybe<Scalars['ID']['input']>;
};

/** A rate's amounts, all exact decimals with 2 places, computed by the server's one pricing function (half-up rounding). */
export type RatePricing = {
  __typename?: 'RatePricing';
  profit: Scalars['Decimal']['output'];
  profitAmount?: Maybe<Scalars['Decimal']['output']>;
  /** Exactly one of profitPercentage and profitAmount is set; profit is the amount either gives. */
  profitPercentage?: Maybe<Scalars['Decimal']['output']>;
  purchaseTaxAmount: Scalars['Decimal']['output'];
  purchaseTaxPercentage: Scalars['Decimal']['output'];
  purchaseTotal: Scalars['Decimal']['output'];
  purchaseUnitPrice: Scalars['Decimal']['output'];
  sellingTaxAmount: Scalars['Decimal']['output'];
  sellingTaxPercentage: Scalars['Decimal']['output'];
  /** Selling unit price plus selling tax. */
  sellingTotal: Scalars['Decimal']['output'];
  /** Net selling price per unit: purchase unit price plus profit. */
  sellingUnitPrice: Scalars['Decimal']['output'];
};

export type RatePricingInput = {
  profitAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Only one of profitPercentage and profitAmount. */
  profitPercentage?: InputMaybe<Scalars['Decimal']['input']>;
  /** 0 to 100; defaults to 0. */
  purchaseTaxPercentage?: InputMaybe<Scalars['Decimal']['input']>;
  /** Required, at least 0. */
  purchaseUnitPrice?: InputMaybe<Scalars['Decimal']['input']>;
  /** Required, above 0 and at most 100. */
  sellingTaxPercentage?: InputMaybe<Scalars['Decimal']['input']>;
};

/** The applicable rate(s) of one instance for the question, or why there is none. */
export type RateQuote = {
  __typename?: 'RateQuote';
  currency?: Maybe<GeneralParameterValue>;
  found: Scalars['Boolean']['output'];
  instance: ProductInstance;
  lines: Array<RateQuoteLine>;
  /** Why no rate applies (when found is false): the figures of the NO_RATE field code, which the screen words. */
  noRate?: Maybe<NoRate>;
  purchaseTotal?: Maybe<Scalars['Decimal']['output']>;
  sellingTotal?: Maybe<Scalars['Decimal']['output']>;
};

/** One priced line of a quote: a passenger type (per-person rates) or the units. */
export type RateQuoteLine = {
  __typename?: 'RateQuoteLine';
  /** The passenger type the line prices; null for per-unit and per-night rates. */
  passengerType?: Maybe<GeneralParameterValue>;
  purchaseTotal: Scalars['Decimal']['output'];
  quantity: Scalars['Int']['output'];
  rate: Rate;
  sellingTotal: Scalars['Decimal']['output'];
  sellingUnitPrice: Scalars['Decimal']['output'];
};

export type RateSearchInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  idEntity?: InputMaybe<Scalars['ID']['input']>;
  idProduct?: InputMaybe<Scalars['ID']['input']>;
  idProductInstance?: InputMaybe<Scalars['ID']['input']>;
  /** Only rates whose service range holds this date. */
  serviceDate?: InputMaybe<Scalars['Date']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  /** code, serviceFrom, purchaseFrom, product or updatedAt. */
  sortBy?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<SortDirection>;
  take?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the rate code or the product's code or name. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** A value of a pricing dimension (High season, Adult, Double occupancy, ...). */
export type RateSubfeature = Node & {
  __typename?: 'RateSubfeature';
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  idRateSubfeature: Scalars['ID']['output'];
  idTypeCategoryProduct?: Maybe<Scalars['ID']['output']>;
  /** The rate feature (dimension) this is a value of. */
  idTypeSubfeature: Scalars['ID']['output'];
  /** The catalog value it stands for (a PASSENGER_TYPE value for passenger dimensions). */
  idTypeSubfeatureItem?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
  order: Scalars['Int']['output'];
  shortName: Scalars['String']['output'];
  typeCategoryProduct?: Maybe<GeneralParameterValue>;
  typeSubfeature: RateFeature;
  typeSubfeatureItem?: Maybe<GeneralParameterValue>;
  updatedAt: Scalars['DateTime']['output'];
};

export type RateSubfeatureInput = {
  /** Required, unique in the OU. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Omit to create. */
  idRateSubfeature?: InputMaybe<Scalars['ID']['input']>;
  /** PRODUCT_TYPE; null for every type. */
  idTypeCategoryProduct?: InputMaybe<Scalars['ID']['input']>;
  /** Required: a rate feature of the OU. */
  idTypeSubfeature?: InputMaybe<Scalars['ID']['input']>;
  /** A catalog value (e.g. PASSENGER_TYPE ADULT). */
  idTypeSubfeatureItem?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  name?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  shortName?: InputMaybe<Scalars['String']['input']>;
};

export type RateSubfeaturePage = {
  __typename?: 'RateSubfeaturePage';
  count: Scalars['Int']['output'];
  data: Array<RateSubfeature>;
};

export type RateSubfeatureSearchInput = {
  /** Only the values of this dimension. */
  idTypeSubfeature?: InputMaybe<Scalars['ID']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<SortDirection>;
  take?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

/** A rendered document, to open in the browser or download. */
export type RenderedDocument = {
  __typename?: 'RenderedDocument';
  contentBase64: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  /** The language it is written in: en or es. */
  language: Scalars['String']['output'];
  mimeType: Scalars['String']['output'];
  /** Where it usually goes: the customer's (or, for a service order, the supplier's) e-mail contacts. */
  suggestedRecipients: Array<Scalars['String']['output']>;
  /** What it is, in its own language (Voucher LIM-000079/2). */
  title: Scalars['String']['output'];
};

/** A stored file (a mail's attachment). */
export type RenderedFile = {
  __typename?: 'RenderedFile';
  contentBase64: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  mimeType: Scalars['String']['output'];
};

export type Reservation = Node & {
  __typename?: 'Reservation';
  /** The statuses this reservation may move to now (by a person; payments move the paid ones). */
  allowedTransitions: Array<ReservationStatus>;
  /** Sum of the items that are not cancelled plus the cancellation fees of the cancelled ones. */
  amount: Scalars['Decimal']['output'];
  /** Why it was cancelled. */
  cancellationReason?: Maybe<Scalars['String']['output']>;
  /** Numbered per OU (e.g. CUZ-000123). */
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency?: Maybe<GeneralParameterValue>;
  /** Newest first. */
  documents: Array<ReservationDocument>;
  entity?: Maybe<Entity>;
  fileNumber?: Maybe<Scalars['String']['output']>;
  /** First day of the services that are not cancelled; null while there are none. */
  firstServiceDate?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  idCurrency: Scalars['ID']['output'];
  idEntity: Scalars['ID']['output'];
  idLanguage?: Maybe<Scalars['ID']['output']>;
  idReservation: Scalars['ID']['output'];
  idUserCreate?: Maybe<Scalars['ID']['output']>;
  idUserUpdate?: Maybe<Scalars['ID']['output']>;
  items: Array<ReservationItem>;
  language?: Maybe<Language>;
  /** Last day of the services that are not cancelled (a stay's last night); null while there are none. */
  lastServiceDate?: Maybe<Scalars['Date']['output']>;
  /** The first active passenger (in the passengers' order), "first last"; null before any is registered. */
  leadPassengerName?: Maybe<Scalars['String']['output']>;
  /** Selling against cost per currency; null for a caller who may not read supplier payables. */
  margin?: Maybe<ReservationMargin>;
  /** Passengers the reservation is for, 1 to 99; active passengers can never exceed it. */
  passengerCount: Scalars['Int']['output'];
  passengers: Array<ReservationPassenger>;
  /**
   * Its customer payment schedule (Query.reservationPaymentSchedule's); null when it has none or the caller may not read
   * schedules, so the reservation's changes answer it and the editor stays usable for every role.
   */
  paymentSchedule?: Maybe<PaymentSchedule>;
  /** The payments that paid any of its items (voided ones too, never their reversal rows), oldest first. */
  payments: Array<ReservationPayment>;
  pendingAmount: Scalars['Decimal']['output'];
  /** Active passengers registered so far. */
  registeredPassengerCount: Scalars['Int']['output'];
  /** Newest first. */
  remarks: Array<ReservationRemark>;
  reservationDate: Scalars['Date']['output'];
  /** Documents mailed from this reservation (itinerary, vouchers, service orders, invoices), newest first. */
  sentDocuments: Array<SentDocument>;
  status: ReservationStatus;
  updatedAt: Scalars['DateTime']['output'];
  /** Bumped by every change; send it back on update to detect a concurrent edit. */
  version: Scalars['Int']['output'];
};

export type ReservationCancellationFees = {
  __typename?: 'ReservationCancellationFees';
  items: Array<ReservationItemCancellationFee>;
  total: Scalars['Decimal']['output'];
};

export type ReservationDocument = {
  __typename?: 'ReservationDocument';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  /** Whether the browser can show it (PDF, image, text); others download. */
  displayable: Scalars['Boolean']['output'];
  fileName: Scalars['String']['output'];
  idReservationDocument: Scalars['ID']['output'];
  mimeType: Scalars['String']['output'];
  sizeBytes: Scalars['Int']['output'];
};

export type ReservationDocumentContent = {
  __typename?: 'ReservationDocumentContent';
  contentBase64: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  mimeType: Scalars['String']['output'];
};

export type ReservationDocumentInput = {
  /** Required, at most 5 MB decoded. */
  contentBase64?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  fileName?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  idReservation?: InputMaybe<Scalars['ID']['input']>;
  /** Required: PDF, PNG, JPEG, plain text, CSV, XLSX or DOCX. */
  mimeType?: InputMaybe<Scalars['String']['input']>;
};

export type ReservationHistoryEntry = {
  __typename?: 'ReservationHistoryEntry';
  after?: Maybe<Scalars['String']['output']>;
  /** The row before and after the change, as JSON. */
  before?: Maybe<Scalars['String']['output']>;
  /** Whether reverting this change is possible now (the latest change of its subject, with a before). */
  canRevert: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  idReservationHistory: Scalars['ID']['output'];
  idSubject: Scalars['ID']['output'];
  operation: Scalars['String']['output'];
  subject: ReservationHistorySubject;
};

export type ReservationHistorySubject =
  | 'ITEM'
  | 'PASSENGER';

/** A reservation's data; nullable fields answer a field error when required and missing. */
export type ReservationInput = {
  fileNumber?: InputMaybe<Scalars['String']['input']>;
  /** Required (CURRENCY). */
  idCurrency?: InputMaybe<Scalars['ID']['input']>;
  /** Required: a customer entity of the OU. */
  idEntity?: InputMaybe<Scalars['ID']['input']>;
  idLanguage?: InputMaybe<Scalars['ID']['input']>;
  /** Omit to create. */
  idReservation?: InputMaybe<Scalars['ID']['input']>;
  /** Required, 1 to 99, not below the active passengers. */
  passengerCount?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  reservationDate?: InputMaybe<Scalars['Date']['input']>;
  /** Required on update: the version the editor started from. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type ReservationItem = Node & {
  __typename?: 'ReservationItem';
  allowedTransitions: Array<ReservationItemStatus>;
  amount: Scalars['Decimal']['output'];
  /** What can be paid now: the pending amount of a confirmed item or the unpaid fee of a cancelled one, 0 otherwise. */
  amountPayable: Scalars['Decimal']['output'];
  /** Set once cancelled: the fee its rate's cancellation policy charged (0 when none applied). */
  cancellationFee?: Maybe<Scalars['Decimal']['output']>;
  cancellationReason?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Newest first. */
  history: Array<ReservationHistoryEntry>;
  id: Scalars['ID']['output'];
  idProductInstance: Scalars['ID']['output'];
  idRateInstance?: Maybe<Scalars['ID']['output']>;
  idReservation: Scalars['ID']['output'];
  idReservationItem: Scalars['ID']['output'];
  instance: ProductInstance;
  itemNumber: Scalars['Int']['output'];
  /** Selling against cost; null for a caller who may not read supplier payables. */
  margin?: Maybe<ServiceMargin>;
  nights: Scalars['Int']['output'];
  overrideReason?: Maybe<Scalars['String']['output']>;
  /** The package the item came with, if any. */
  package?: Maybe<Package>;
  /** What is still to be paid of the amount. */
  pendingAmount: Scalars['Decimal']['output'];
  priceOverridden: Scalars['Boolean']['output'];
  quantity: Scalars['Int']['output'];
  rate?: Maybe<Rate>;
  /** The reservation as the item leaves it (its totals and status). */
  reservation: Reservation;
  serviceDate: Scalars['Date']['output'];
  /** Last day the item uses: serviceDate + nights - 1. */
  serviceDateTo: Scalars['Date']['output'];
  /** Time of day the service starts, HH:MM (24 h); null when not set. */
  serviceTime?: Maybe<Scalars['String']['output']>;
  status: ReservationItemStatus;
  /** The supplier's own confirmation reference, printed on the voucher and service order. */
  supplierReference?: Maybe<Scalars['String']['output']>;
  unitPrice: Scalars['Decimal']['output'];
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

/** What cancelling one item would cost today. */
export type ReservationItemCancellationFee = {
  __typename?: 'ReservationItemCancellationFee';
  /** Days from today to the service date (negative once it has passed). */
  daysBefore: Scalars['Int']['output'];
  fee: Scalars['Decimal']['output'];
  /** The applicable tier's percentage; null when none applies or the item is pending. */
  feePercentage?: Maybe<Scalars['Decimal']['output']>;
  idReservationItem: Scalars['ID']['output'];
};

export type ReservationItemInput = {
  /** Confirm at once (holds the units) instead of leaving it pending. */
  confirm?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required: an active instance of the OU. */
  idProductInstance?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  idReservation?: InputMaybe<Scalars['ID']['input']>;
  /** Defaults to 1. */
  nights?: InputMaybe<Scalars['Int']['input']>;
  overrideReason?: InputMaybe<Scalars['String']['input']>;
  /** Required, at least 1. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  serviceDate?: InputMaybe<Scalars['Date']['input']>;
  /** Optional time of day, HH:MM (24 h). */
  serviceTime?: InputMaybe<Scalars['String']['input']>;
  /** Optional, at most 60 characters. */
  supplierReference?: InputMaybe<Scalars['String']['input']>;
  /** A manual unit price (needs the price-override permission) with its reason; otherwise the rate search prices it. */
  unitPrice?: InputMaybe<Scalars['Decimal']['input']>;
};

/** What an item change would cost (the item dialog's preview). */
export type ReservationItemPricePreview = {
  __typename?: 'ReservationItemPricePreview';
  amount: Scalars['Decimal']['output'];
  priceOverridden: Scalars['Boolean']['output'];
  rate?: Maybe<Rate>;
  unitPrice: Scalars['Decimal']['output'];
};

/** PENDING -> CONFIRMED (holds its units) -> CANCELLED (releases them); PENDING -> CANCELLED. */
export type ReservationItemStatus =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'PENDING';

/** Changes to an item; only what is given changes, and only what changed is repriced. */
export type ReservationItemUpdateInput = {
  idProductInstance?: InputMaybe<Scalars['ID']['input']>;
  /** Reprice with this rate (must apply to the item). */
  idRateInstance?: InputMaybe<Scalars['ID']['input']>;
  idReservationItem: Scalars['ID']['input'];
  nights?: InputMaybe<Scalars['Int']['input']>;
  overrideReason?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  serviceDate?: InputMaybe<Scalars['Date']['input']>;
  /** HH:MM (24 h); null or blank clears it, omitted leaves it. */
  serviceTime?: InputMaybe<Scalars['String']['input']>;
  /** At most 60 characters; null or blank clears it, omitted leaves it. */
  supplierReference?: InputMaybe<Scalars['String']['input']>;
  unitPrice?: InputMaybe<Scalars['Decimal']['input']>;
  /** Required: the version the editor started from. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type ReservationMargin = {
  __typename?: 'ReservationMargin';
  /** One line per currency (amounts in different currencies are never added). */
  totals: Array<MarginTotal>;
};

export type ReservationPage = {
  __typename?: 'ReservationPage';
  /** Matching reservations: exact when countIsCapped is false, else at least this many (counting stops at a cap). */
  count: Scalars['Int']['output'];
  /** More reservations match than count says (the list shows "1,000+"). */
  countIsCapped: Scalars['Boolean']['output'];
  data: Array<Reservation>;
};

export type ReservationPassenger = {
  __typename?: 'ReservationPassenger';
  birthDate?: Maybe<Scalars['Date']['output']>;
  citizenship?: Maybe<Country>;
  documentNumber: Scalars['String']['output'];
  documentType?: Maybe<GeneralParameterValue>;
  firstName: Scalars['String']['output'];
  gender?: Maybe<GeneralParameterValue>;
  /** Newest first. */
  history: Array<ReservationHistoryEntry>;
  idCitizenship?: Maybe<Scalars['ID']['output']>;
  /** IDENTITY_DOCUMENT_TYPE value. */
  idDocumentType: Scalars['ID']['output'];
  /** GENDER value. */
  idGender?: Maybe<Scalars['ID']['output']>;
  idPassengerType: Scalars['ID']['output'];
  idReservationPassenger: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  passengerType?: Maybe<GeneralParameterValue>;
  status: PassengerStatus;
  version: Scalars['Int']['output'];
};

export type ReservationPassengerInput = {
  /** Not in the future. */
  birthDate?: InputMaybe<Scalars['Date']['input']>;
  /** Required; unique per document type within the reservation. */
  documentNumber?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  idCitizenship?: InputMaybe<Scalars['ID']['input']>;
  /** Required (IDENTITY_DOCUMENT_TYPE). */
  idDocumentType?: InputMaybe<Scalars['ID']['input']>;
  idGender?: InputMaybe<Scalars['ID']['input']>;
  /** Required (PASSENGER_TYPE). */
  idPassengerType?: InputMaybe<Scalars['ID']['input']>;
  /** Omit to add. */
  idReservationPassenger?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to ACTIVE. */
  status?: InputMaybe<PassengerStatus>;
};

/** A payment as it reached one reservation. */
export type ReservationPayment = {
  __typename?: 'ReservationPayment';
  /** What the payment paid on this reservation's items, in the reservation's currency (a payment may pay several reservations). */
  amount: Scalars['Decimal']['output'];
  payment: Payment;
};

export type ReservationRemark = {
  __typename?: 'ReservationRemark';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  idReservationRemark: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

export type ReservationSearchInput = {
  /** Reservation date from (inclusive). */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Reservation date to (inclusive), not before dateFrom. */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  /** code, fileNumber, reservationDate, entity, passengerCount, status, amount or createdAt. */
  sortBy?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<SortDirection>;
  status?: InputMaybe<ReservationStatus>;
  take?: InputMaybe<Scalars['Int']['input']>;
  /** Code, file number, customer name, passenger name or document number (accents and case ignored). */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Travel dates from (inclusive): reservations with a service that is not cancelled on or after this day. */
  travelFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Travel dates to (inclusive), not before travelFrom: with such a service on or before this day (within the range when both are given). */
  travelTo?: InputMaybe<Scalars['Date']['input']>;
};

/** QUOTE -> CONFIRMED -> PARTIALLY_PAID / PAID (payments move these); CANCELLED from QUOTE or CONFIRMED. */
export type ReservationStatus =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'PAID'
  | 'PARTIALLY_PAID'
  | 'QUOTE';

export type Role = Node & {
  __typename?: 'Role';
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  /** The Latin American Spanish description of a seeded role; null when none (Spanish screens then show the description). */
  descriptionEs?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  idRole: Scalars['ID']['output'];
  idUserCreate?: Maybe<Scalars['ID']['output']>;
  idUserUpdate?: Maybe<Scalars['ID']['output']>;
  permissions: Array<Permission>;
  updatedAt: Scalars['DateTime']['output'];
  /** How many users hold the role. */
  userCount: Scalars['Int']['output'];
};

export type RoleInput = {
  code: Scalars['String']['input'];
  description: Scalars['String']['input'];
};

export type RolePage = {
  __typename?: 'RolePage';
  count: Scalars['Int']['output'];
  data: Array<Role>;
};

export type SaleStatus =
  | 'FREE_SALE'
  | 'ON_REQUEST'
  | 'STOP_SALE';

/**
 * The cart's proposal from a payment schedule: the open part of the instalments due today or earlier (an overdue
 * deposit included) or, while none is due yet, of the next open one; never the balance before its date.
 */
export type ScheduledPayment = {
  __typename?: 'ScheduledPayment';
  amount: Scalars['Decimal']['output'];
  /** The oldest due date among the instalments proposed. */
  dueDate: Scalars['Date']['output'];
  /** That date is past. */
  overdue: Scalars['Boolean']['output'];
};

/** Paging and text search for list screens (server side). */
export type SearchInput = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<SortDirection>;
  status?: InputMaybe<Status>;
  take?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type SendDocumentInput = {
  document: DocumentRefInput;
  /** A few words added to the mail. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** One to ten e-mail addresses. */
  recipients: Array<Scalars['String']['input']>;
};

export type SendDocumentPayload = {
  __typename?: 'SendDocumentPayload';
  /** The fiscal document sent, with its sends. */
  fiscalDocument?: Maybe<FiscalDocument>;
  /** The reservation the document belongs to, with its sent documents. */
  reservation?: Maybe<Reservation>;
  /** The records written (an invoice is recorded on each reservation it covers). */
  sentDocuments: Array<SentDocument>;
};

/** A document mailed from a record: what, to whom, when, by whom, and whether it went. */
export type SentDocument = {
  __typename?: 'SentDocument';
  /** Why the mail server refused it (FAILED). */
  failure?: Maybe<Scalars['String']['output']>;
  idFiscalDocument?: Maybe<Scalars['ID']['output']>;
  idReservationItem?: Maybe<Scalars['ID']['output']>;
  idSentDocument: Scalars['ID']['output'];
  kind: DocumentKind;
  recipients: Array<Scalars['String']['output']>;
  sentAt: Scalars['DateTime']['output'];
  sentBy?: Maybe<Scalars['String']['output']>;
  status: MailStatus;
  title: Scalars['String']['output'];
};

/** A service's selling amount against its cost, in the service's currency. */
export type ServiceMargin = {
  __typename?: 'ServiceMargin';
  /** The invoiced cost (tax included) when an invoice bills the service, else the expected cost; null when unknown. */
  cost?: Maybe<Scalars['Decimal']['output']>;
  costSource: CostSource;
  currency?: Maybe<GeneralParameterValue>;
  /** Selling - cost; null when the cost is unknown. */
  margin?: Maybe<Scalars['Decimal']['output']>;
  /** Margin / selling x 100, 2 decimals; null when the cost is unknown or nothing is sold. */
  marginPercent?: Maybe<Scalars['Decimal']['output']>;
  /** The item's amount, or the customer's cancellation fee once cancelled. */
  selling: Scalars['Decimal']['output'];
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
  /** The last token refresh (the idle timeout counts from it). */
  lastActivityAt: Scalars['DateTime']['output'];
  macaddress?: Maybe<Scalars['String']['output']>;
  /** ENDED by sign-out or an administrator, EXPIRED by the idle timeout or the absolute lifetime. */
  state: SessionState;
};

export type SessionState =
  | 'ACTIVE'
  | 'ENDED'
  | 'EXPIRED';

export type SetOuLogoInput = {
  /** The file's bytes in base64 (no data: prefix). */
  content: Scalars['String']['input'];
  idOu: Scalars['ID']['input'];
  /** The type the browser declared; the bytes decide. */
  mimeType: Scalars['String']['input'];
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type Status =
  | 'ACTIVE'
  | 'INACTIVE';

export type SupplierInvoice = {
  __typename?: 'SupplierInvoice';
  currency?: Maybe<GeneralParameterValue>;
  daysOverdue: Scalars['Int']['output'];
  /** total - expectedAmount. */
  difference: Scalars['Decimal']['output'];
  dueDate: Scalars['Date']['output'];
  /** The current expected cost of the invoice's services. */
  expectedAmount: Scalars['Decimal']['output'];
  /** Relay store id. */
  id: Scalars['ID']['output'];
  idSupplier: Scalars['ID']['output'];
  idSupplierInvoice: Scalars['ID']['output'];
  invoiceDate: Scalars['Date']['output'];
  lines: Array<SupplierInvoiceLine>;
  match: SupplierInvoiceMatch;
  note?: Maybe<Scalars['String']['output']>;
  number: Scalars['String']['output'];
  openAmount: Scalars['Decimal']['output'];
  paidAmount: Scalars['Decimal']['output'];
  /** Payments and their reversals, oldest first. */
  payments: Array<SupplierPayment>;
  status: SupplierInvoiceStatus;
  subtotal: Scalars['Decimal']['output'];
  supplierName: Scalars['String']['output'];
  taxAmount: Scalars['Decimal']['output'];
  /** How far the total may differ and still match (1 % of the expected cost, at least 1.00). */
  tolerance: Scalars['Decimal']['output'];
  total: Scalars['Decimal']['output'];
};

export type SupplierInvoiceInput = {
  /** Defaults to 30 days after the invoice date. */
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  idCurrency?: InputMaybe<Scalars['ID']['input']>;
  idSupplier?: InputMaybe<Scalars['ID']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  invoiceDate?: InputMaybe<Scalars['Date']['input']>;
  lines?: InputMaybe<Array<SupplierInvoiceLineInput>>;
  note?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
};

export type SupplierInvoiceLine = {
  __typename?: 'SupplierInvoiceLine';
  amount: Scalars['Decimal']['output'];
  description: Scalars['String']['output'];
  /** The service's expected cost now. */
  expectedAmount: Scalars['Decimal']['output'];
  expectedStatus: ExpectedCostStatus;
  idReservation: Scalars['ID']['output'];
  idReservationItem: Scalars['ID']['output'];
  lineNumber: Scalars['Int']['output'];
  productName: Scalars['String']['output'];
  reservationCode: Scalars['String']['output'];
  serviceDate: Scalars['Date']['output'];
  taxAmount: Scalars['Decimal']['output'];
  total: Scalars['Decimal']['output'];
};

export type SupplierInvoiceLineInput = {
  /** Net amount, 0 or more, at most 2 decimals. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** The service (reservation item) the line bills. */
  idReservationItem?: InputMaybe<Scalars['ID']['input']>;
  /** Tax of the line; 0 when omitted. */
  taxAmount?: InputMaybe<Scalars['Decimal']['input']>;
};

/** The invoice against the expected cost of its services, within the tolerance or over or under it. */
export type SupplierInvoiceMatch =
  | 'MATCHED'
  | 'OVER'
  | 'UNDER';

export type SupplierInvoicePage = {
  __typename?: 'SupplierInvoicePage';
  count: Scalars['Int']['output'];
  data: Array<SupplierInvoice>;
};

export type SupplierInvoiceSearchInput = {
  dueFrom?: InputMaybe<Scalars['Date']['input']>;
  dueTo?: InputMaybe<Scalars['Date']['input']>;
  idSupplier?: InputMaybe<Scalars['ID']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  /** dueDate, invoiceDate, number, supplierName or total. */
  sortBy?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<SortDirection>;
  status?: InputMaybe<SupplierInvoiceStatus>;
  take?: InputMaybe<Scalars['Int']['input']>;
  /** Invoice number or supplier name. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** How a supplier invoice stands: OPEN (owes something, not yet due), OVERDUE (owes something past its due date), PAID. */
export type SupplierInvoiceStatus =
  | 'OPEN'
  | 'OVERDUE'
  | 'PAID';

export type SupplierPayment = {
  __typename?: 'SupplierPayment';
  /** Negative for a reversal. */
  amount: Scalars['Decimal']['output'];
  createdAt: Scalars['String']['output'];
  currency?: Maybe<GeneralParameterValue>;
  /** The cash voucher or the transfer's operation number. */
  documentNumber: Scalars['String']['output'];
  /** Relay store id. */
  id: Scalars['ID']['output'];
  idSupplierInvoice: Scalars['ID']['output'];
  idSupplierPayment: Scalars['ID']['output'];
  /** The invoice it pays, as it stands after the payment. */
  invoice: SupplierInvoice;
  method: SupplierPaymentMethod;
  paymentDate: Scalars['Date']['output'];
  reversalOf?: Maybe<Scalars['ID']['output']>;
  status: SupplierPaymentStatus;
  voidReason?: Maybe<Scalars['String']['output']>;
};

export type SupplierPaymentInput = {
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  documentNumber?: InputMaybe<Scalars['String']['input']>;
  idSupplierInvoice?: InputMaybe<Scalars['ID']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  method?: InputMaybe<SupplierPaymentMethod>;
  /** Defaults to today; never in the future. */
  paymentDate?: InputMaybe<Scalars['Date']['input']>;
};

export type SupplierPaymentMethod =
  | 'CASH'
  | 'TRANSFER';

/** ACTIVE; VOIDED (its reversal row records the money back); REVERSAL (the negative row of a void). */
export type SupplierPaymentStatus =
  | 'ACTIVE'
  | 'REVERSAL'
  | 'VOIDED';

export type SupplierStatement = {
  __typename?: 'SupplierStatement';
  ageing: Array<PayablesAgeingLine>;
  idSupplier: Scalars['ID']['output'];
  /** The supplier's ten invoices with the latest due dates. */
  latestInvoices: Array<SupplierInvoice>;
  lines: Array<SupplierStatementLine>;
};

export type SupplierStatementLine = {
  __typename?: 'SupplierStatementLine';
  currency?: Maybe<GeneralParameterValue>;
  expected: Scalars['Decimal']['output'];
  invoiced: Scalars['Decimal']['output'];
  open: Scalars['Decimal']['output'];
  paid: Scalars['Decimal']['output'];
  toInvoice: Scalars['Decimal']['output'];
};

/** The tax authority's answer: PENDING until sent. */
export type TaxAuthorityStatus =
  | 'ACCEPTED'
  | 'PENDING'
  | 'REJECTED'
  | 'SENT';

export type TaxDocumentSearchInput = {
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  documentType?: InputMaybe<FiscalDocumentType>;
  /** Only documents not yet in an accounting export. */
  notExported?: InputMaybe<Scalars['Boolean']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  taxStatus?: InputMaybe<TaxAuthorityStatus>;
};

export type UpdateEntityInput = {
  addresses?: InputMaybe<Array<EntityAddressInput>>;
  commercialName?: InputMaybe<Scalars['String']['input']>;
  contacts?: InputMaybe<Array<EntityContactInput>>;
  deferredDocs?: InputMaybe<Scalars['Boolean']['input']>;
  entityInfo?: InputMaybe<EntityInfoInput>;
  idBusinessType?: InputMaybe<Scalars['ID']['input']>;
  idChannel?: InputMaybe<Scalars['ID']['input']>;
  idEntity: Scalars['ID']['input'];
  idEntityRole?: InputMaybe<Scalars['ID']['input']>;
  idEntityType?: InputMaybe<Scalars['ID']['input']>;
  idIdentityDocumentType?: InputMaybe<Scalars['ID']['input']>;
  idMarket?: InputMaybe<Scalars['ID']['input']>;
  idNationality?: InputMaybe<Scalars['ID']['input']>;
  idSector?: InputMaybe<Scalars['ID']['input']>;
  identityDocumentNumber?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateGeneralParameterInput = {
  /** Left as it is when blank; a shared catalog keeps its code. */
  code?: InputMaybe<Scalars['String']['input']>;
  idGeneralParameter: Scalars['ID']['input'];
  idParent?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  shortName?: InputMaybe<Scalars['String']['input']>;
  /** The whole list of values after the call; omit (null) to leave the values alone. */
  values?: InputMaybe<Array<GeneralParameterValueInput>>;
};

export type UpdateOuInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  idEntity?: InputMaybe<Scalars['ID']['input']>;
  idOu: Scalars['ID']['input'];
  idStatus?: InputMaybe<Status>;
  name?: InputMaybe<Scalars['String']['input']>;
  shortName?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateRoleInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  idRole: Scalars['ID']['input'];
};

export type UpdateSessionInput = {
  idSession: Scalars['ID']['input'];
  idStatus: Status;
};

export type UpdateUserInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  idEntity?: InputMaybe<Scalars['ID']['input']>;
  idLanguage?: InputMaybe<Scalars['ID']['input']>;
  idStatus?: InputMaybe<Status>;
  idUser: Scalars['ID']['input'];
  lastName?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  shortName?: InputMaybe<Scalars['String']['input']>;
  userName?: InputMaybe<Scalars['String']['input']>;
  utcTime?: InputMaybe<Scalars['String']['input']>;
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
  /** Whether the user signs in with an authenticator app (multi-factor). */
  mfaEnrolled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  ou: Ou;
  phone?: Maybe<Scalars['String']['output']>;
  roles: Array<Role>;
  /** The user's most recent sign-ins, newest first (for those who may end them). */
  sessions: Array<Session>;
  shortName: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  userName: Scalars['String']['output'];
  utcTime: Scalars['String']['output'];
};

export type UserPage = {
  __typename?: 'UserPage';
  count: Scalars['Int']['output'];
  data: Array<User>;
};

export type VoidSupplierPaymentInput = {
  idSupplierPayment?: InputMaybe<Scalars['ID']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
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
    | ( CashierTransactionModel )
    | ( DailyCashierModel )
    | ( EntityModel )
    | ( ExchangeRateModel )
    | ( GeneralParameterModel )
    | ( OuModel )
    | ( PackageModel )
    | ( PaymentModel )
    | ( PermissionModel )
    | ( ProductModel )
    | ( ProductCategoryModel )
    | ( ProductFeatureModel )
    | ( ProductInstanceModel )
    | ( RateModel )
    | ( RateFeatureModel )
    | ( RateSubfeatureModel )
    | ( ReservationModel )
    | ( ReservationItemModel )
    | ( RoleModel )
    | ( UserModel )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccountingExportInput: AccountingExportInput;
  Advance: ResolverTypeWrapper<AdvanceModel>;
  AdvanceInput: AdvanceInput;
  AdvanceMethod: AdvanceMethod;
  AdvancePage: ResolverTypeWrapper<Omit<AdvancePage, 'data'> & { data: Array<ResolversTypes['Advance']> }>;
  AdvanceSearchInput: AdvanceSearchInput;
  AdvanceStatus: AdvanceStatus;
  AssociateInput: AssociateInput;
  AssociateRoleUserInput: AssociateRoleUserInput;
  AuditDetail: ResolverTypeWrapper<AuditDetail>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditEntryConnection: ResolverTypeWrapper<AuditEntryConnection>;
  AuditEntryEdge: ResolverTypeWrapper<AuditEntryEdge>;
  AuditFieldChange: ResolverTypeWrapper<AuditFieldChange>;
  AuditHistoryFilter: AuditHistoryFilter;
  AuditOperation: AuditOperation;
  AuditPageInfo: ResolverTypeWrapper<AuditPageInfo>;
  AuditRecordType: AuditRecordType;
  AuditUser: ResolverTypeWrapper<AuditUser>;
  AvailabilityBlock: AvailabilityBlock;
  AvailabilityDay: ResolverTypeWrapper<AvailabilityDay>;
  AvailabilityGrid: ResolverTypeWrapper<Omit<AvailabilityGrid, 'rows'> & { rows: Array<ResolversTypes['AvailabilityRow']> }>;
  AvailabilityInput: AvailabilityInput;
  AvailabilityRow: ResolverTypeWrapper<Omit<AvailabilityRow, 'instance'> & { instance: ResolversTypes['ProductInstance'] }>;
  BookableService: ResolverTypeWrapper<Omit<BookableService, 'instance' | 'package' | 'packageAvailability' | 'quote'> & { instance?: Maybe<ResolversTypes['ProductInstance']>, package?: Maybe<ResolversTypes['Package']>, packageAvailability?: Maybe<ResolversTypes['PackageAvailabilityDay']>, quote?: Maybe<ResolversTypes['RateQuote']> }>;
  BookableServiceSearchInput: BookableServiceSearchInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CancellationTier: ResolverTypeWrapper<CancellationTier>;
  CancellationTierInput: CancellationTierInput;
  CardInput: CardInput;
  CashierItemInput: CashierItemInput;
  CashierPaymentInput: CashierPaymentInput;
  CashierTransaction: ResolverTypeWrapper<CashierTransactionModel>;
  CashierTransactionInput: CashierTransactionInput;
  CashierTransactionItem: ResolverTypeWrapper<CashierTransactionItemModel>;
  CashierTransactionPage: ResolverTypeWrapper<Omit<CashierTransactionPage, 'data'> & { data: Array<ResolversTypes['CashierTransaction']> }>;
  CashierTransactionSearchInput: CashierTransactionSearchInput;
  CashierTransactionStatus: CashierTransactionStatus;
  CheckRatesInput: CheckRatesInput;
  CostSource: CostSource;
  Country: ResolverTypeWrapper<Country>;
  CreateEntityInput: CreateEntityInput;
  CreateGeneralParameterInput: CreateGeneralParameterInput;
  CreateOuInput: CreateOuInput;
  CreatePermissionPayload: ResolverTypeWrapper<Omit<CreatePermissionPayload, 'permission'> & { permission: ResolversTypes['Permission'] }>;
  CreateRolePayload: ResolverTypeWrapper<Omit<CreateRolePayload, 'role'> & { role: ResolversTypes['Role'] }>;
  CreateSessionInput: CreateSessionInput;
  CreateUserInput: CreateUserInput;
  DailyCashier: ResolverTypeWrapper<DailyCashierModel>;
  DailyCashierCount: ResolverTypeWrapper<Omit<DailyCashierCount, 'currency' | 'paymentType'> & { currency?: Maybe<ResolversTypes['GeneralParameterValue']>, paymentType?: Maybe<ResolversTypes['GeneralParameterValue']> }>;
  DailyCashierCountInput: DailyCashierCountInput;
  DailyCashierEvent: ResolverTypeWrapper<DailyCashierEvent>;
  DailyCashierFloat: ResolverTypeWrapper<Omit<DailyCashierFloat, 'currency'> & { currency?: Maybe<ResolversTypes['GeneralParameterValue']> }>;
  DailyCashierFloatInput: DailyCashierFloatInput;
  DailyCashierPage: ResolverTypeWrapper<Omit<DailyCashierPage, 'data'> & { data: Array<ResolversTypes['DailyCashier']> }>;
  DailyCashierSearchInput: DailyCashierSearchInput;
  DailyCashierStatus: DailyCashierStatus;
  DailyCashierSupplierPayments: ResolverTypeWrapper<Omit<DailyCashierSupplierPayments, 'currency'> & { currency?: Maybe<ResolversTypes['GeneralParameterValue']> }>;
  DailyCashierTotal: ResolverTypeWrapper<Omit<DailyCashierTotal, 'currency'> & { currency?: Maybe<ResolversTypes['GeneralParameterValue']> }>;
  DailyCashierUser: ResolverTypeWrapper<DailyCashierUser>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  DeleteOrDisableOutcome: DeleteOrDisableOutcome;
  DeleteOrDisableProductPayload: ResolverTypeWrapper<Omit<DeleteOrDisableProductPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  DeleteOuInput: DeleteOuInput;
  DeleteUserInput: DeleteUserInput;
  DepositInput: DepositInput;
  DepositKind: DepositKind;
  DepositType: DepositType;
  DocumentKind: DocumentKind;
  DocumentRefInput: DocumentRefInput;
  DueInstalment: ResolverTypeWrapper<DueInstalmentModel>;
  DueInstalmentFilter: DueInstalmentFilter;
  DueInstalmentPage: ResolverTypeWrapper<Omit<DueInstalmentPage, 'data'> & { data: Array<ResolversTypes['DueInstalment']> }>;
  DueInstalmentSearchInput: DueInstalmentSearchInput;
  Entity: ResolverTypeWrapper<EntityModel>;
  EntityAddress: ResolverTypeWrapper<EntityAddressModel>;
  EntityAddressInput: EntityAddressInput;
  EntityContact: ResolverTypeWrapper<EntityContactModel>;
  EntityContactInput: EntityContactInput;
  EntityInfo: ResolverTypeWrapper<EntityInfo>;
  EntityInfoInput: EntityInfoInput;
  EntityOu: ResolverTypeWrapper<EntityOuModel>;
  EntityPage: ResolverTypeWrapper<Omit<EntityPage, 'data'> & { data: Array<ResolversTypes['Entity']> }>;
  EntityRoleFilter: EntityRoleFilter;
  EntitySearchInput: EntitySearchInput;
  ErrorCode: ErrorCode;
  ErrorReason: ErrorReason;
  ExchangeRate: ResolverTypeWrapper<ExchangeRateModel>;
  ExchangeRateInput: ExchangeRateInput;
  ExchangeRatePage: ResolverTypeWrapper<Omit<ExchangeRatePage, 'data'> & { data: Array<ResolversTypes['ExchangeRate']> }>;
  ExchangeRateSearchInput: ExchangeRateSearchInput;
  ExpectedCost: ResolverTypeWrapper<ExpectedCostRow>;
  ExpectedCostPage: ResolverTypeWrapper<Omit<ExpectedCostPage, 'data'> & { data: Array<ResolversTypes['ExpectedCost']> }>;
  ExpectedCostSearchInput: ExpectedCostSearchInput;
  ExpectedCostStatus: ExpectedCostStatus;
  ExportFormat: ExportFormat;
  ExportedFile: ResolverTypeWrapper<ExportedFile>;
  FieldErrorCode: FieldErrorCode;
  FiscalDocument: ResolverTypeWrapper<FiscalDocumentModel>;
  FiscalDocumentPage: ResolverTypeWrapper<Omit<FiscalDocumentPage, 'data'> & { data: Array<ResolversTypes['FiscalDocument']> }>;
  FiscalDocumentType: FiscalDocumentType;
  GeneralParameter: ResolverTypeWrapper<GeneralParameterModel>;
  GeneralParameterPage: ResolverTypeWrapper<Omit<GeneralParameterPage, 'data'> & { data: Array<ResolversTypes['GeneralParameter']> }>;
  GeneralParameterValue: ResolverTypeWrapper<GeneralParameterValueModel>;
  GeneralParameterValueInput: GeneralParameterValueInput;
  GeneralParameterValueRef: ResolverTypeWrapper<GeneralParameterValueRef>;
  HomeAgeBucket: HomeAgeBucket;
  HomeAgedBucket: ResolverTypeWrapper<HomeAgedBucket>;
  HomeDashboard: ResolverTypeWrapper<HomeDashboard>;
  HomeOccupancyDay: ResolverTypeWrapper<HomeOccupancyDay>;
  HomeOpenDailyCashier: ResolverTypeWrapper<HomeOpenDailyCashier>;
  HomeReceivableCustomer: ResolverTypeWrapper<HomeReceivableCustomer>;
  HomeReceivables: ResolverTypeWrapper<HomeReceivables>;
  HomeSales: ResolverTypeWrapper<HomeSales>;
  HomeSalesCurrency: ResolverTypeWrapper<HomeSalesCurrency>;
  HomeSalesDay: ResolverTypeWrapper<HomeSalesDay>;
  HomeStatusCount: ResolverTypeWrapper<HomeStatusCount>;
  HomeTodayService: ResolverTypeWrapper<HomeTodayService>;
  HomeTodayServices: ResolverTypeWrapper<HomeTodayServices>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Instalment: ResolverTypeWrapper<InstalmentModel>;
  InstalmentKind: InstalmentKind;
  InstalmentStatus: InstalmentStatus;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InventorySalePeriod: ResolverTypeWrapper<InventorySalePeriod>;
  InventorySalePeriodInput: InventorySalePeriodInput;
  InventorySalePeriodPage: ResolverTypeWrapper<InventorySalePeriodPage>;
  InventoryTransaction: ResolverTypeWrapper<InventoryTransaction>;
  InventoryTransactionInput: InventoryTransactionInput;
  InventoryTransactionPage: ResolverTypeWrapper<InventoryTransactionPage>;
  InventoryTransactionType: InventoryTransactionType;
  Language: ResolverTypeWrapper<Language>;
  MailStatus: MailStatus;
  MarginTotal: ResolverTypeWrapper<MarginTotalRow>;
  MfaEnrolment: ResolverTypeWrapper<MfaEnrolment>;
  MfaEnrolmentResult: ResolverTypeWrapper<Omit<MfaEnrolmentResult, 'sessions'> & { sessions?: Maybe<Array<ResolversTypes['Session']>> }>;
  MfaStatus: ResolverTypeWrapper<MfaStatus>;
  ModulePermission: ResolverTypeWrapper<Omit<ModulePermission, 'permissions'> & { permissions: Array<ResolversTypes['Permission']> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NoRate: ResolverTypeWrapper<NoRate>;
  NoRateProblem: NoRateProblem;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  Ou: ResolverTypeWrapper<OuModel>;
  OuByEntityInput: OuByEntityInput;
  OuLogo: ResolverTypeWrapper<OuLogo>;
  OuPage: ResolverTypeWrapper<Omit<OuPage, 'data'> & { data: Array<ResolversTypes['Ou']> }>;
  OutboxAttachment: ResolverTypeWrapper<OutboxAttachment>;
  OutboxMail: ResolverTypeWrapper<OutboxMailModel>;
  OutboxMailPage: ResolverTypeWrapper<Omit<OutboxMailPage, 'data'> & { data: Array<ResolversTypes['OutboxMail']> }>;
  OverdueDepositAction: OverdueDepositAction;
  Package: ResolverTypeWrapper<PackageModel>;
  PackageAvailabilityDay: ResolverTypeWrapper<Omit<PackageAvailabilityDay, 'limitingItem'> & { limitingItem?: Maybe<ResolversTypes['PackageItem']> }>;
  PackageAvailabilityInput: PackageAvailabilityInput;
  PackageInput: PackageInput;
  PackageItem: ResolverTypeWrapper<PackageItemModel>;
  PackageItemInput: PackageItemInput;
  PackagePage: ResolverTypeWrapper<Omit<PackagePage, 'data'> & { data: Array<ResolversTypes['Package']> }>;
  PassengerStatus: PassengerStatus;
  PayableReservationItem: ResolverTypeWrapper<Omit<PayableReservationItem, 'item' | 'reservation'> & { item: ResolversTypes['ReservationItem'], reservation: ResolversTypes['Reservation'] }>;
  PayableReservationItemPage: ResolverTypeWrapper<Omit<PayableReservationItemPage, 'data' | 'quotes'> & { data: Array<ResolversTypes['PayableReservationItem']>, quotes: Array<ResolversTypes['Reservation']> }>;
  PayableReservationItemSearchInput: PayableReservationItemSearchInput;
  PayablesAgeingLine: ResolverTypeWrapper<AgeingLine>;
  Payment: ResolverTypeWrapper<PaymentModel>;
  PaymentMethod: PaymentMethod;
  PaymentPage: ResolverTypeWrapper<Omit<PaymentPage, 'data'> & { data: Array<ResolversTypes['Payment']> }>;
  PaymentReminder: ResolverTypeWrapper<PaymentReminder>;
  PaymentSchedule: ResolverTypeWrapper<PaymentScheduleModel>;
  PaymentSearchInput: PaymentSearchInput;
  PaymentStatus: PaymentStatus;
  PaymentTerms: ResolverTypeWrapper<PaymentTermsModel>;
  PaymentTermsInput: PaymentTermsInput;
  PaymentTermsSource: PaymentTermsSource;
  Permission: ResolverTypeWrapper<PermissionModel>;
  PermissionInput: PermissionInput;
  PermissionPage: ResolverTypeWrapper<Omit<PermissionPage, 'data'> & { data: Array<ResolversTypes['Permission']> }>;
  PermissionSearchInput: PermissionSearchInput;
  PermissionType: PermissionType;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductCategory: ResolverTypeWrapper<ProductCategoryModel>;
  ProductCategoryInput: ProductCategoryInput;
  ProductCategoryPage: ResolverTypeWrapper<Omit<ProductCategoryPage, 'data'> & { data: Array<ResolversTypes['ProductCategory']> }>;
  ProductFeature: ResolverTypeWrapper<ProductFeatureModel>;
  ProductFeatureInput: ProductFeatureInput;
  ProductFeatureItem: ResolverTypeWrapper<ProductFeatureItemModel>;
  ProductFeatureItemInput: ProductFeatureItemInput;
  ProductFeaturePage: ResolverTypeWrapper<Omit<ProductFeaturePage, 'data'> & { data: Array<ResolversTypes['ProductFeature']> }>;
  ProductIdentification: ResolverTypeWrapper<ProductIdentificationModel>;
  ProductIdentificationInput: ProductIdentificationInput;
  ProductInput: ProductInput;
  ProductInstance: ResolverTypeWrapper<ProductInstanceModel>;
  ProductInstanceInput: ProductInstanceInput;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'data'> & { data: Array<ResolversTypes['Product']> }>;
  ProductSearchInput: ProductSearchInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuickCustomerInput: QuickCustomerInput;
  QuickSearchHit: ResolverTypeWrapper<QuickSearchHit>;
  QuickSearchKind: QuickSearchKind;
  QuickSearchResult: ResolverTypeWrapper<QuickSearchResult>;
  Rate: ResolverTypeWrapper<RateModel>;
  RateFeature: ResolverTypeWrapper<RateFeatureModel>;
  RateFeatureInput: RateFeatureInput;
  RateFeaturePage: ResolverTypeWrapper<Omit<RateFeaturePage, 'data'> & { data: Array<ResolversTypes['RateFeature']> }>;
  RateInput: RateInput;
  RatePage: ResolverTypeWrapper<Omit<RatePage, 'data'> & { data: Array<ResolversTypes['Rate']> }>;
  RatePassengersInput: RatePassengersInput;
  RatePricing: ResolverTypeWrapper<RatePricing>;
  RatePricingInput: RatePricingInput;
  RateQuote: ResolverTypeWrapper<Omit<RateQuote, 'currency' | 'instance' | 'lines'> & { currency?: Maybe<ResolversTypes['GeneralParameterValue']>, instance: ResolversTypes['ProductInstance'], lines: Array<ResolversTypes['RateQuoteLine']> }>;
  RateQuoteLine: ResolverTypeWrapper<Omit<RateQuoteLine, 'passengerType' | 'rate'> & { passengerType?: Maybe<ResolversTypes['GeneralParameterValue']>, rate: ResolversTypes['Rate'] }>;
  RateSearchInput: RateSearchInput;
  RateSubfeature: ResolverTypeWrapper<RateSubfeatureModel>;
  RateSubfeatureInput: RateSubfeatureInput;
  RateSubfeaturePage: ResolverTypeWrapper<Omit<RateSubfeaturePage, 'data'> & { data: Array<ResolversTypes['RateSubfeature']> }>;
  RateSubfeatureSearchInput: RateSubfeatureSearchInput;
  RenderedDocument: ResolverTypeWrapper<RenderedDocument>;
  RenderedFile: ResolverTypeWrapper<RenderedFile>;
  Reservation: ResolverTypeWrapper<ReservationModel>;
  ReservationCancellationFees: ResolverTypeWrapper<ReservationCancellationFees>;
  ReservationDocument: ResolverTypeWrapper<ReservationDocument>;
  ReservationDocumentContent: ResolverTypeWrapper<ReservationDocumentContent>;
  ReservationDocumentInput: ReservationDocumentInput;
  ReservationHistoryEntry: ResolverTypeWrapper<ReservationHistoryEntry>;
  ReservationHistorySubject: ReservationHistorySubject;
  ReservationInput: ReservationInput;
  ReservationItem: ResolverTypeWrapper<ReservationItemModel>;
  ReservationItemCancellationFee: ResolverTypeWrapper<ReservationItemCancellationFee>;
  ReservationItemInput: ReservationItemInput;
  ReservationItemPricePreview: ResolverTypeWrapper<Omit<ReservationItemPricePreview, 'rate'> & { rate?: Maybe<ResolversTypes['Rate']> }>;
  ReservationItemStatus: ReservationItemStatus;
  ReservationItemUpdateInput: ReservationItemUpdateInput;
  ReservationMargin: ResolverTypeWrapper<ReservationMarginRow>;
  ReservationPage: ResolverTypeWrapper<Omit<ReservationPage, 'data'> & { data: Array<ResolversTypes['Reservation']> }>;
  ReservationPassenger: ResolverTypeWrapper<ReservationPassengerModel>;
  ReservationPassengerInput: ReservationPassengerInput;
  ReservationPayment: ResolverTypeWrapper<Omit<ReservationPayment, 'payment'> & { payment: ResolversTypes['Payment'] }>;
  ReservationRemark: ResolverTypeWrapper<ReservationRemark>;
  ReservationSearchInput: ReservationSearchInput;
  ReservationStatus: ReservationStatus;
  Role: ResolverTypeWrapper<RoleModel>;
  RoleInput: RoleInput;
  RolePage: ResolverTypeWrapper<Omit<RolePage, 'data'> & { data: Array<ResolversTypes['Role']> }>;
  SaleStatus: SaleStatus;
  ScheduledPayment: ResolverTypeWrapper<ScheduledPayment>;
  SearchInput: SearchInput;
  SendDocumentInput: SendDocumentInput;
  SendDocumentPayload: ResolverTypeWrapper<Omit<SendDocumentPayload, 'fiscalDocument' | 'reservation' | 'sentDocuments'> & { fiscalDocument?: Maybe<ResolversTypes['FiscalDocument']>, reservation?: Maybe<ResolversTypes['Reservation']>, sentDocuments: Array<ResolversTypes['SentDocument']> }>;
  SentDocument: ResolverTypeWrapper<SentDocumentModel>;
  ServiceMargin: ResolverTypeWrapper<ServiceMarginRow>;
  Session: ResolverTypeWrapper<SessionModel>;
  SessionState: SessionState;
  SetOuLogoInput: SetOuLogoInput;
  SortDirection: SortDirection;
  Status: Status;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SupplierInvoice: ResolverTypeWrapper<SupplierInvoiceRow>;
  SupplierInvoiceInput: SupplierInvoiceInput;
  SupplierInvoiceLine: ResolverTypeWrapper<InvoiceLineRow>;
  SupplierInvoiceLineInput: SupplierInvoiceLineInput;
  SupplierInvoiceMatch: SupplierInvoiceMatch;
  SupplierInvoicePage: ResolverTypeWrapper<Omit<SupplierInvoicePage, 'data'> & { data: Array<ResolversTypes['SupplierInvoice']> }>;
  SupplierInvoiceSearchInput: SupplierInvoiceSearchInput;
  SupplierInvoiceStatus: SupplierInvoiceStatus;
  SupplierPayment: ResolverTypeWrapper<SupplierPaymentRow>;
  SupplierPaymentInput: SupplierPaymentInput;
  SupplierPaymentMethod: SupplierPaymentMethod;
  SupplierPaymentStatus: SupplierPaymentStatus;
  SupplierStatement: ResolverTypeWrapper<SupplierStatementModel>;
  SupplierStatementLine: ResolverTypeWrapper<StatementLine>;
  TaxAuthorityStatus: TaxAuthorityStatus;
  TaxDocumentSearchInput: TaxDocumentSearchInput;
  UpdateEntityInput: UpdateEntityInput;
  UpdateGeneralParameterInput: UpdateGeneralParameterInput;
  UpdateOuInput: UpdateOuInput;
  UpdateRoleInput: UpdateRoleInput;
  UpdateSessionInput: UpdateSessionInput;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<UserModel>;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'data'> & { data: Array<ResolversTypes['User']> }>;
  VoidSupplierPaymentInput: VoidSupplierPaymentInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccountingExportInput: AccountingExportInput;
  Advance: AdvanceModel;
  AdvanceInput: AdvanceInput;
  AdvancePage: Omit<AdvancePage, 'data'> & { data: Array<ResolversParentTypes['Advance']> };
  AdvanceSearchInput: AdvanceSearchInput;
  AssociateInput: AssociateInput;
  AssociateRoleUserInput: AssociateRoleUserInput;
  AuditDetail: AuditDetail;
  AuditEntry: AuditEntry;
  AuditEntryConnection: AuditEntryConnection;
  AuditEntryEdge: AuditEntryEdge;
  AuditFieldChange: AuditFieldChange;
  AuditHistoryFilter: AuditHistoryFilter;
  AuditPageInfo: AuditPageInfo;
  AuditUser: AuditUser;
  AvailabilityDay: AvailabilityDay;
  AvailabilityGrid: Omit<AvailabilityGrid, 'rows'> & { rows: Array<ResolversParentTypes['AvailabilityRow']> };
  AvailabilityInput: AvailabilityInput;
  AvailabilityRow: Omit<AvailabilityRow, 'instance'> & { instance: ResolversParentTypes['ProductInstance'] };
  BookableService: Omit<BookableService, 'instance' | 'package' | 'packageAvailability' | 'quote'> & { instance?: Maybe<ResolversParentTypes['ProductInstance']>, package?: Maybe<ResolversParentTypes['Package']>, packageAvailability?: Maybe<ResolversParentTypes['PackageAvailabilityDay']>, quote?: Maybe<ResolversParentTypes['RateQuote']> };
  BookableServiceSearchInput: BookableServiceSearchInput;
  Boolean: Scalars['Boolean']['output'];
  CancellationTier: CancellationTier;
  CancellationTierInput: CancellationTierInput;
  CardInput: CardInput;
  CashierItemInput: CashierItemInput;
  CashierPaymentInput: CashierPaymentInput;
  CashierTransaction: CashierTransactionModel;
  CashierTransactionInput: CashierTransactionInput;
  CashierTransactionItem: CashierTransactionItemModel;
  CashierTransactionPage: Omit<CashierTransactionPage, 'data'> & { data: Array<ResolversParentTypes['CashierTransaction']> };
  CashierTransactionSearchInput: CashierTransactionSearchInput;
  CheckRatesInput: CheckRatesInput;
  Country: Country;
  CreateEntityInput: CreateEntityInput;
  CreateGeneralParameterInput: CreateGeneralParameterInput;
  CreateOuInput: CreateOuInput;
  CreatePermissionPayload: Omit<CreatePermissionPayload, 'permission'> & { permission: ResolversParentTypes['Permission'] };
  CreateRolePayload: Omit<CreateRolePayload, 'role'> & { role: ResolversParentTypes['Role'] };
  CreateSessionInput: CreateSessionInput;
  CreateUserInput: CreateUserInput;
  DailyCashier: DailyCashierModel;
  DailyCashierCount: Omit<DailyCashierCount, 'currency' | 'paymentType'> & { currency?: Maybe<ResolversParentTypes['GeneralParameterValue']>, paymentType?: Maybe<ResolversParentTypes['GeneralParameterValue']> };
  DailyCashierCountInput: DailyCashierCountInput;
  DailyCashierEvent: DailyCashierEvent;
  DailyCashierFloat: Omit<DailyCashierFloat, 'currency'> & { currency?: Maybe<ResolversParentTypes['GeneralParameterValue']> };
  DailyCashierFloatInput: DailyCashierFloatInput;
  DailyCashierPage: Omit<DailyCashierPage, 'data'> & { data: Array<ResolversParentTypes['DailyCashier']> };
  DailyCashierSearchInput: DailyCashierSearchInput;
  DailyCashierSupplierPayments: Omit<DailyCashierSupplierPayments, 'currency'> & { currency?: Maybe<ResolversParentTypes['GeneralParameterValue']> };
  DailyCashierTotal: Omit<DailyCashierTotal, 'currency'> & { currency?: Maybe<ResolversParentTypes['GeneralParameterValue']> };
  DailyCashierUser: DailyCashierUser;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  DeleteOrDisableProductPayload: Omit<DeleteOrDisableProductPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  DeleteOuInput: DeleteOuInput;
  DeleteUserInput: DeleteUserInput;
  DepositInput: DepositInput;
  DocumentRefInput: DocumentRefInput;
  DueInstalment: DueInstalmentModel;
  DueInstalmentPage: Omit<DueInstalmentPage, 'data'> & { data: Array<ResolversParentTypes['DueInstalment']> };
  DueInstalmentSearchInput: DueInstalmentSearchInput;
  Entity: EntityModel;
  EntityAddress: EntityAddressModel;
  EntityAddressInput: EntityAddressInput;
  EntityContact: EntityContactModel;
  EntityContactInput: EntityContactInput;
  EntityInfo: EntityInfo;
  EntityInfoInput: EntityInfoInput;
  EntityOu: EntityOuModel;
  EntityPage: Omit<EntityPage, 'data'> & { data: Array<ResolversParentTypes['Entity']> };
  EntitySearchInput: EntitySearchInput;
  ExchangeRate: ExchangeRateModel;
  ExchangeRateInput: ExchangeRateInput;
  ExchangeRatePage: Omit<ExchangeRatePage, 'data'> & { data: Array<ResolversParentTypes['ExchangeRate']> };
  ExchangeRateSearchInput: ExchangeRateSearchInput;
  ExpectedCost: ExpectedCostRow;
  ExpectedCostPage: Omit<ExpectedCostPage, 'data'> & { data: Array<ResolversParentTypes['ExpectedCost']> };
  ExpectedCostSearchInput: ExpectedCostSearchInput;
  ExportedFile: ExportedFile;
  FiscalDocument: FiscalDocumentModel;
  FiscalDocumentPage: Omit<FiscalDocumentPage, 'data'> & { data: Array<ResolversParentTypes['FiscalDocument']> };
  GeneralParameter: GeneralParameterModel;
  GeneralParameterPage: Omit<GeneralParameterPage, 'data'> & { data: Array<ResolversParentTypes['GeneralParameter']> };
  GeneralParameterValue: GeneralParameterValueModel;
  GeneralParameterValueInput: GeneralParameterValueInput;
  GeneralParameterValueRef: GeneralParameterValueRef;
  HomeAgedBucket: HomeAgedBucket;
  HomeDashboard: HomeDashboard;
  HomeOccupancyDay: HomeOccupancyDay;
  HomeOpenDailyCashier: HomeOpenDailyCashier;
  HomeReceivableCustomer: HomeReceivableCustomer;
  HomeReceivables: HomeReceivables;
  HomeSales: HomeSales;
  HomeSalesCurrency: HomeSalesCurrency;
  HomeSalesDay: HomeSalesDay;
  HomeStatusCount: HomeStatusCount;
  HomeTodayService: HomeTodayService;
  HomeTodayServices: HomeTodayServices;
  ID: Scalars['ID']['output'];
  Instalment: InstalmentModel;
  Int: Scalars['Int']['output'];
  InventorySalePeriod: InventorySalePeriod;
  InventorySalePeriodInput: InventorySalePeriodInput;
  InventorySalePeriodPage: InventorySalePeriodPage;
  InventoryTransaction: InventoryTransaction;
  InventoryTransactionInput: InventoryTransactionInput;
  InventoryTransactionPage: InventoryTransactionPage;
  Language: Language;
  MarginTotal: MarginTotalRow;
  MfaEnrolment: MfaEnrolment;
  MfaEnrolmentResult: Omit<MfaEnrolmentResult, 'sessions'> & { sessions?: Maybe<Array<ResolversParentTypes['Session']>> };
  MfaStatus: MfaStatus;
  ModulePermission: Omit<ModulePermission, 'permissions'> & { permissions: Array<ResolversParentTypes['Permission']> };
  Mutation: Record<PropertyKey, never>;
  NoRate: NoRate;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  Ou: OuModel;
  OuByEntityInput: OuByEntityInput;
  OuLogo: OuLogo;
  OuPage: Omit<OuPage, 'data'> & { data: Array<ResolversParentTypes['Ou']> };
  OutboxAttachment: OutboxAttachment;
  OutboxMail: OutboxMailModel;
  OutboxMailPage: Omit<OutboxMailPage, 'data'> & { data: Array<ResolversParentTypes['OutboxMail']> };
  Package: PackageModel;
  PackageAvailabilityDay: Omit<PackageAvailabilityDay, 'limitingItem'> & { limitingItem?: Maybe<ResolversParentTypes['PackageItem']> };
  PackageAvailabilityInput: PackageAvailabilityInput;
  PackageInput: PackageInput;
  PackageItem: PackageItemModel;
  PackageItemInput: PackageItemInput;
  PackagePage: Omit<PackagePage, 'data'> & { data: Array<ResolversParentTypes['Package']> };
  PayableReservationItem: Omit<PayableReservationItem, 'item' | 'reservation'> & { item: ResolversParentTypes['ReservationItem'], reservation: ResolversParentTypes['Reservation'] };
  PayableReservationItemPage: Omit<PayableReservationItemPage, 'data' | 'quotes'> & { data: Array<ResolversParentTypes['PayableReservationItem']>, quotes: Array<ResolversParentTypes['Reservation']> };
  PayableReservationItemSearchInput: PayableReservationItemSearchInput;
  PayablesAgeingLine: AgeingLine;
  Payment: PaymentModel;
  PaymentPage: Omit<PaymentPage, 'data'> & { data: Array<ResolversParentTypes['Payment']> };
  PaymentReminder: PaymentReminder;
  PaymentSchedule: PaymentScheduleModel;
  PaymentSearchInput: PaymentSearchInput;
  PaymentTerms: PaymentTermsModel;
  PaymentTermsInput: PaymentTermsInput;
  Permission: PermissionModel;
  PermissionInput: PermissionInput;
  PermissionPage: Omit<PermissionPage, 'data'> & { data: Array<ResolversParentTypes['Permission']> };
  PermissionSearchInput: PermissionSearchInput;
  Product: ProductModel;
  ProductCategory: ProductCategoryModel;
  ProductCategoryInput: ProductCategoryInput;
  ProductCategoryPage: Omit<ProductCategoryPage, 'data'> & { data: Array<ResolversParentTypes['ProductCategory']> };
  ProductFeature: ProductFeatureModel;
  ProductFeatureInput: ProductFeatureInput;
  ProductFeatureItem: ProductFeatureItemModel;
  ProductFeatureItemInput: ProductFeatureItemInput;
  ProductFeaturePage: Omit<ProductFeaturePage, 'data'> & { data: Array<ResolversParentTypes['ProductFeature']> };
  ProductIdentification: ProductIdentificationModel;
  ProductIdentificationInput: ProductIdentificationInput;
  ProductInput: ProductInput;
  ProductInstance: ProductInstanceModel;
  ProductInstanceInput: ProductInstanceInput;
  ProductPage: Omit<ProductPage, 'data'> & { data: Array<ResolversParentTypes['Product']> };
  ProductSearchInput: ProductSearchInput;
  Query: Record<PropertyKey, never>;
  QuickCustomerInput: QuickCustomerInput;
  QuickSearchHit: QuickSearchHit;
  QuickSearchResult: QuickSearchResult;
  Rate: RateModel;
  RateFeature: RateFeatureModel;
  RateFeatureInput: RateFeatureInput;
  RateFeaturePage: Omit<RateFeaturePage, 'data'> & { data: Array<ResolversParentTypes['RateFeature']> };
  RateInput: RateInput;
  RatePage: Omit<RatePage, 'data'> & { data: Array<ResolversParentTypes['Rate']> };
  RatePassengersInput: RatePassengersInput;
  RatePricing: RatePricing;
  RatePricingInput: RatePricingInput;
  RateQuote: Omit<RateQuote, 'currency' | 'instance' | 'lines'> & { currency?: Maybe<ResolversParentTypes['GeneralParameterValue']>, instance: ResolversParentTypes['ProductInstance'], lines: Array<ResolversParentTypes['RateQuoteLine']> };
  RateQuoteLine: Omit<RateQuoteLine, 'passengerType' | 'rate'> & { passengerType?: Maybe<ResolversParentTypes['GeneralParameterValue']>, rate: ResolversParentTypes['Rate'] };
  RateSearchInput: RateSearchInput;
  RateSubfeature: RateSubfeatureModel;
  RateSubfeatureInput: RateSubfeatureInput;
  RateSubfeaturePage: Omit<RateSubfeaturePage, 'data'> & { data: Array<ResolversParentTypes['RateSubfeature']> };
  RateSubfeatureSearchInput: RateSubfeatureSearchInput;
  RenderedDocument: RenderedDocument;
  RenderedFile: RenderedFile;
  Reservation: ReservationModel;
  ReservationCancellationFees: ReservationCancellationFees;
  ReservationDocument: ReservationDocument;
  ReservationDocumentContent: ReservationDocumentContent;
  ReservationDocumentInput: ReservationDocumentInput;
  ReservationHistoryEntry: ReservationHistoryEntry;
  ReservationInput: ReservationInput;
  ReservationItem: ReservationItemModel;
  ReservationItemCancellationFee: ReservationItemCancellationFee;
  ReservationItemInput: ReservationItemInput;
  ReservationItemPricePreview: Omit<ReservationItemPricePreview, 'rate'> & { rate?: Maybe<ResolversParentTypes['Rate']> };
  ReservationItemUpdateInput: ReservationItemUpdateInput;
  ReservationMargin: ReservationMarginRow;
  ReservationPage: Omit<ReservationPage, 'data'> & { data: Array<ResolversParentTypes['Reservation']> };
  ReservationPassenger: ReservationPassengerModel;
  ReservationPassengerInput: ReservationPassengerInput;
  ReservationPayment: Omit<ReservationPayment, 'payment'> & { payment: ResolversParentTypes['Payment'] };
  ReservationRemark: ReservationRemark;
  ReservationSearchInput: ReservationSearchInput;
  Role: RoleModel;
  RoleInput: RoleInput;
  RolePage: Omit<RolePage, 'data'> & { data: Array<ResolversParentTypes['Role']> };
  ScheduledPayment: ScheduledPayment;
  SearchInput: SearchInput;
  SendDocumentInput: SendDocumentInput;
  SendDocumentPayload: Omit<SendDocumentPayload, 'fiscalDocument' | 'reservation' | 'sentDocuments'> & { fiscalDocument?: Maybe<ResolversParentTypes['FiscalDocument']>, reservation?: Maybe<ResolversParentTypes['Reservation']>, sentDocuments: Array<ResolversParentTypes['SentDocument']> };
  SentDocument: SentDocumentModel;
  ServiceMargin: ServiceMarginRow;
  Session: SessionModel;
  SetOuLogoInput: SetOuLogoInput;
  String: Scalars['String']['output'];
  SupplierInvoice: SupplierInvoiceRow;
  SupplierInvoiceInput: SupplierInvoiceInput;
  SupplierInvoiceLine: InvoiceLineRow;
  SupplierInvoiceLineInput: SupplierInvoiceLineInput;
  SupplierInvoicePage: Omit<SupplierInvoicePage, 'data'> & { data: Array<ResolversParentTypes['SupplierInvoice']> };
  SupplierInvoiceSearchInput: SupplierInvoiceSearchInput;
  SupplierPayment: SupplierPaymentRow;
  SupplierPaymentInput: SupplierPaymentInput;
  SupplierStatement: SupplierStatementModel;
  SupplierStatementLine: StatementLine;
  TaxDocumentSearchInput: TaxDocumentSearchInput;
  UpdateEntityInput: UpdateEntityInput;
  UpdateGeneralParameterInput: UpdateGeneralParameterInput;
  UpdateOuInput: UpdateOuInput;
  UpdateRoleInput: UpdateRoleInput;
  UpdateSessionInput: UpdateSessionInput;
  UpdateUserInput: UpdateUserInput;
  User: UserModel;
  UserPage: Omit<UserPage, 'data'> & { data: Array<ResolversParentTypes['User']> };
  VoidSupplierPaymentInput: VoidSupplierPaymentInput;
}>;

export type AdvanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Advance'] = ResolversParentTypes['Advance']> = ResolversObject<{
  advanceDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  applications?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  availableAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bank?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  bankAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  depositDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  depositNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  depositType?: Resolver<Maybe<ResolversTypes['DepositType']>, ParentType, ContextType>;
  document?: Resolver<Maybe<ResolversTypes['FiscalDocument']>, ParentType, ContextType>;
  entity?: Resolver<Maybe<ResolversTypes['Entity']>, ParentType, ContextType>;
  idAdvance?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idCurrency?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idEntity?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['AdvanceMethod'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AdvanceStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  voidReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  voidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type AdvancePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdvancePage'] = ResolversParentTypes['AdvancePage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Advance']>, ParentType, ContextType>;
}>;

export type AuditDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditDetail'] = ResolversParentTypes['AuditDetail']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditFieldChange']>, ParentType, ContextType>;
  details?: Resolver<Array<ResolversTypes['AuditDetail']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['AuditOperation'], ParentType, ContextType>;
  recordId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['AuditUser']>, ParentType, ContextType>;
}>;

export type AuditEntryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntryConnection'] = ResolversParentTypes['AuditEntryConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AuditEntryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['AuditPageInfo'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['AuditUser']>, ParentType, ContextType>;
}>;

export type AuditEntryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntryEdge'] = ResolversParentTypes['AuditEntryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AuditEntry'], ParentType, ContextType>;
}>;

export type AuditFieldChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditFieldChange'] = ResolversParentTypes['AuditFieldChange']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuditPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditPageInfo'] = ResolversParentTypes['AuditPageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuditUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditUser'] = ResolversParentTypes['AuditUser']> = ResolversObject<{
  idUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AvailabilityDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailabilityDay'] = ResolversParentTypes['AvailabilityDay']> = ResolversObject<{
  block?: Resolver<Maybe<ResolversTypes['AvailabilityBlock']>, ParentType, ContextType>;
  bookable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  capacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  free?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  releaseDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  saleStatus?: Resolver<ResolversTypes['SaleStatus'], ParentType, ContextType>;
}>;

export type AvailabilityGridResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailabilityGrid'] = ResolversParentTypes['AvailabilityGrid']> = ResolversObject<{
  dates?: Resolver<Array<ResolversTypes['Date']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AvailabilityRow']>, ParentType, ContextType>;
}>;

export type AvailabilityRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailabilityRow'] = ResolversParentTypes['AvailabilityRow']> = ResolversObject<{
  days?: Resolver<Array<ResolversTypes['AvailabilityDay']>, ParentType, ContextType>;
  instance?: Resolver<ResolversTypes['ProductInstance'], ParentType, ContextType>;
}>;

export type BookableServiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookableService'] = ResolversParentTypes['BookableService']> = ResolversObject<{
  availability?: Resolver<Maybe<ResolversTypes['AvailabilityDay']>, ParentType, ContextType>;
  instance?: Resolver<Maybe<ResolversTypes['ProductInstance']>, ParentType, ContextType>;
  package?: Resolver<Maybe<ResolversTypes['Package']>, ParentType, ContextType>;
  packageAvailability?: Resolver<Maybe<ResolversTypes['PackageAvailabilityDay']>, ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['RateQuote']>, ParentType, ContextType>;
}>;

export type CancellationTierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancellationTier'] = ResolversParentTypes['CancellationTier']> = ResolversObject<{
  daysBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feePercentage?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type CashierTransactionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CashierTransaction'] = ResolversParentTypes['CashierTransaction']> = ResolversObject<{
  changeAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['FiscalDocument']>, ParentType, ContextType>;
  entity?: Resolver<Maybe<ResolversTypes['Entity']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idCashierTransaction?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idCurrency?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idDailyCashier?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idEntity?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CashierTransactionItem']>, ParentType, ContextType>;
  itemsTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CashierTransactionStatus'], ParentType, ContextType>;
  transactionDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CashierTransactionItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CashierTransactionItem'] = ResolversParentTypes['CashierTransactionItem']> = ResolversObject<{
  amountToPay?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  idCashierTransactionItem?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idReservation?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idReservationItem?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pendingBefore?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  reservation?: Resolver<Maybe<ResolversTypes['Reservation']>, ParentType, ContextType>;
  reservationItem?: Resolver<Maybe<ResolversTypes['ReservationItem']>, ParentType, ContextType>;
}>;

export type CashierTransactionPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CashierTransactionPage'] = ResolversParentTypes['CashierTransactionPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['CashierTransaction']>, ParentType, ContextType>;
}>;

export type CountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generalParameterValue?: Resolver<Maybe<ResolversTypes['GeneralParameterValueRef']>, ParentType, ContextType>;
  idCountry?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreatePermissionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePermissionPayload'] = ResolversParentTypes['CreatePermissionPayload']> = ResolversObject<{
  idPermission?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  permission?: Resolver<ResolversTypes['Permission'], ParentType, ContextType>;
}>;

export type CreateRolePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateRolePayload'] = ResolversParentTypes['CreateRolePayload']> = ResolversObject<{
  idRole?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type DailyCashierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DailyCashier'] = ResolversParentTypes['DailyCashier']> = ResolversObject<{
  canReopen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cashierDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  closeNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  counts?: Resolver<Array<ResolversTypes['DailyCashierCount']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['DailyCashierEvent']>, ParentType, ContextType>;
  floats?: Resolver<Array<ResolversTypes['DailyCashierFloat']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idDailyCashier?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isToday?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  openedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  reopenReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reopenedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DailyCashierStatus'], ParentType, ContextType>;
  supplierPayments?: Resolver<Array<ResolversTypes['DailyCashierSupplierPayments']>, ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['DailyCashierTotal']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DailyCashierCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DailyCashierCount'] = ResolversParentTypes['DailyCashierCount']> = ResolversObject<{
  countedAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  expectedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  idCurrency?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idPaymentType?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentType?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  variance?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type DailyCashierEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DailyCashierEvent'] = ResolversParentTypes['DailyCashierEvent']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DailyCashierFloatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DailyCashierFloat'] = ResolversParentTypes['DailyCashierFloat']> = ResolversObject<{
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  idCurrency?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  openingAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type DailyCashierPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DailyCashierPage'] = ResolversParentTypes['DailyCashierPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['DailyCashier']>, ParentType, ContextType>;
}>;

export type DailyCashierSupplierPaymentsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DailyCashierSupplierPayments'] = ResolversParentTypes['DailyCashierSupplierPayments']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  idCurrency?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DailyCashierTotalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DailyCashierTotal'] = ResolversParentTypes['DailyCashierTotal']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  idCurrency?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DailyCashierUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DailyCashierUser'] = ResolversParentTypes['DailyCashierUser']> = ResolversObject<{
  idUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type DeleteOrDisableProductPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteOrDisableProductPayload'] = ResolversParentTypes['DeleteOrDisableProductPayload']> = ResolversObject<{
  outcome?: Resolver<ResolversTypes['DeleteOrDisableOutcome'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type DueInstalmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DueInstalment'] = ResolversParentTypes['DueInstalment']> = ResolversObject<{
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  idEntity?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idReservation?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instalment?: Resolver<ResolversTypes['Instalment'], ParentType, ContextType>;
  reservationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DueInstalmentPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DueInstalmentPage'] = ResolversParentTypes['DueInstalmentPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['DueInstalment']>, ParentType, ContextType>;
}>;

export type EntityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Entity'] = ResolversParentTypes['Entity']> = ResolversObject<{
  addresses?: Resolver<Array<ResolversTypes['EntityAddress']>, ParentType, ContextType>;
  businessType?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  channel?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  commercialName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['EntityContact']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deferredDocs?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  entityInfo?: Resolver<Maybe<ResolversTypes['EntityInfo']>, ParentType, ContextType>;
  entityRole?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  entityType?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idBusinessType?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idChannel?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idEntity?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idEntityRole?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idEntityType?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idIdentityDocumentType?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idMarket?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idNationality?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idSector?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idStatus?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  idUserCreate?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idUserUpdate?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  identityDocumentNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  identityDocumentType?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  market?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  missingFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationality?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  sector?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  supplierStatement?: Resolver<Maybe<ResolversTypes['SupplierStatement']>, ParentType, ContextType>;
  toComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EntityAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EntityAddress'] = ResolversParentTypes['EntityAddress']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addressType?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  idAddressType?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idCountry?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idEntityAddress?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EntityContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EntityContact'] = ResolversParentTypes['EntityContact']> = ResolversObject<{
  contactPurpose?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  contactType?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  idContactPurpose?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idContactType?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idEntityContact?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EntityInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EntityInfo'] = ResolversParentTypes['EntityInfo']> = ResolversObject<{
  checkingAccount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidoutCheckingAccount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EntityOuResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EntityOu'] = ResolversParentTypes['EntityOu']> = ResolversObject<{
  entity?: Resolver<ResolversTypes['Entity'], ParentType, ContextType>;
  idEntity?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idOu?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ou?: Resolver<ResolversTypes['Ou'], ParentType, ContextType>;
}>;

export type EntityPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EntityPage'] = ResolversParentTypes['EntityPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Entity']>, ParentType, ContextType>;
}>;

export type ExchangeRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExchangeRate'] = ResolversParentTypes['ExchangeRate']> = ResolversObject<{
  buyRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currencyFrom?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  currencyTo?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idCurrencyFrom?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idCurrencyTo?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idExchangeRate?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rateDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  sellRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ExchangeRatePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExchangeRatePage'] = ResolversParentTypes['ExchangeRatePage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['ExchangeRate']>, ParentType, ContextType>;
}>;

export type ExpectedCostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExpectedCost'] = ResolversParentTypes['ExpectedCost']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  idReservation?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idReservationItem?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idSupplier?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoicedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reservationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ExpectedCostStatus'], ParentType, ContextType>;
  supplierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ExpectedCostPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExpectedCostPage'] = ResolversParentTypes['ExpectedCostPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['ExpectedCost']>, ParentType, ContextType>;
}>;

export type ExportedFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExportedFile'] = ResolversParentTypes['ExportedFile']> = ResolversObject<{
  base64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FiscalDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FiscalDocument'] = ResolversParentTypes['FiscalDocument']> = ResolversObject<{
  correlative?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['FiscalDocumentType'], ParentType, ContextType>;
  entity?: Resolver<Maybe<ResolversTypes['Entity']>, ParentType, ContextType>;
  exportedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  idAdvance?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idCashierTransaction?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idCurrency?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idFiscalDocument?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idPayment?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idReferenceDocument?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  issueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentDocuments?: Resolver<Array<ResolversTypes['SentDocument']>, ParentType, ContextType>;
  series?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxSentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  taxStatus?: Resolver<ResolversTypes['TaxAuthorityStatus'], ParentType, ContextType>;
  taxTicket?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type FiscalDocumentPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FiscalDocumentPage'] = ResolversParentTypes['FiscalDocumentPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['FiscalDocument']>, ParentType, ContextType>;
}>;

export type GeneralParameterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeneralParameter'] = ResolversParentTypes['GeneralParameter']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idGeneralParameter?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idParent?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idUserCreate?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idUserUpdate?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  isShared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['GeneralParameter']>, ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  valueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type GeneralParameterPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeneralParameterPage'] = ResolversParentTypes['GeneralParameterPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['GeneralParameter']>, ParentType, ContextType>;
}>;

export type GeneralParameterValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeneralParameterValue'] = ResolversParentTypes['GeneralParameterValue']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  idGeneralParameter?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idGeneralParameterValue?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEs?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortNameEs?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type GeneralParameterValueRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeneralParameterValueRef'] = ResolversParentTypes['GeneralParameterValueRef']> = ResolversObject<{
  idGeneralParameterValue?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HomeAgedBucketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeAgedBucket'] = ResolversParentTypes['HomeAgedBucket']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['HomeAgeBucket'], ParentType, ContextType>;
  reservationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HomeDashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeDashboard'] = ResolversParentTypes['HomeDashboard']> = ResolversObject<{
  occupancy?: Resolver<Array<ResolversTypes['HomeOccupancyDay']>, ParentType, ContextType>;
  openDailyCashiers?: Resolver<Array<ResolversTypes['HomeOpenDailyCashier']>, ParentType, ContextType>;
  receivables?: Resolver<Array<ResolversTypes['HomeReceivables']>, ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['HomeSales'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  todayServices?: Resolver<ResolversTypes['HomeTodayServices'], ParentType, ContextType>;
}>;

export type HomeOccupancyDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeOccupancyDay'] = ResolversParentTypes['HomeOccupancyDay']> = ResolversObject<{
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HomeOpenDailyCashierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeOpenDailyCashier'] = ResolversParentTypes['HomeOpenDailyCashier']> = ResolversObject<{
  cashierDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  cashierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  idDailyCashier?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  openedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type HomeReceivableCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeReceivableCustomer'] = ResolversParentTypes['HomeReceivableCustomer']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  idEntity?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reservationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HomeReceivablesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeReceivables'] = ResolversParentTypes['HomeReceivables']> = ResolversObject<{
  buckets?: Resolver<Array<ResolversTypes['HomeAgedBucket']>, ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldestReservationDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  reservationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topCustomers?: Resolver<Array<ResolversTypes['HomeReceivableCustomer']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type HomeSalesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeSales'] = ResolversParentTypes['HomeSales']> = ResolversObject<{
  currencies?: Resolver<Array<ResolversTypes['HomeSalesCurrency']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  statuses?: Resolver<Array<ResolversTypes['HomeStatusCount']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type HomeSalesCurrencyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeSalesCurrency'] = ResolversParentTypes['HomeSalesCurrency']> = ResolversObject<{
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['HomeSalesDay']>, ParentType, ContextType>;
  reservationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type HomeSalesDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeSalesDay'] = ResolversParentTypes['HomeSalesDay']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  reservationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HomeStatusCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeStatusCount'] = ResolversParentTypes['HomeStatusCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReservationStatus'], ParentType, ContextType>;
}>;

export type HomeTodayServiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeTodayService'] = ResolversParentTypes['HomeTodayService']> = ResolversObject<{
  arrival?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  idReservation?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instanceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passengerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reservationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HomeTodayServicesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeTodayServices'] = ResolversParentTypes['HomeTodayServices']> = ResolversObject<{
  arrivalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  arrivingPassengerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  passengerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reservationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  serviceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['HomeTodayService']>, ParentType, ContextType>;
}>;

export type InstalmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Instalment'] = ResolversParentTypes['Instalment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  daysOverdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  idReservationInstalment?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InstalmentKind'], ParentType, ContextType>;
  openAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paidAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InstalmentStatus'], ParentType, ContextType>;
}>;

export type InventorySalePeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InventorySalePeriod'] = ResolversParentTypes['InventorySalePeriod']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  dateTo?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  idInventorySalePeriod?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  releaseDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  saleStatus?: Resolver<ResolversTypes['SaleStatus'], ParentType, ContextType>;
}>;

export type InventorySalePeriodPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InventorySalePeriodPage'] = ResolversParentTypes['InventorySalePeriodPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['InventorySalePeriod']>, ParentType, ContextType>;
}>;

export type InventoryTransactionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InventoryTransaction'] = ResolversParentTypes['InventoryTransaction']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  dateTo?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  idInventoryTransaction?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idProductInstance?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transactionType?: Resolver<ResolversTypes['InventoryTransactionType'], ParentType, ContextType>;
}>;

export type InventoryTransactionPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InventoryTransactionPage'] = ResolversParentTypes['InventoryTransactionPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['InventoryTransaction']>, ParentType, ContextType>;
}>;

export type LanguageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generalParameterValue?: Resolver<Maybe<ResolversTypes['GeneralParameterValueRef']>, ParentType, ContextType>;
  idLanguage?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEs?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MarginTotalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarginTotal'] = ResolversParentTypes['MarginTotal']> = ResolversObject<{
  cost?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  margin?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  marginPercent?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  selling?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  uncostedServices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MfaEnrolmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MfaEnrolment'] = ResolversParentTypes['MfaEnrolment']> = ResolversObject<{
  otpauthUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MfaEnrolmentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MfaEnrolmentResult'] = ResolversParentTypes['MfaEnrolmentResult']> = ResolversObject<{
  mfa?: Resolver<ResolversTypes['MfaStatus'], ParentType, ContextType>;
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sessions?: Resolver<Maybe<Array<ResolversTypes['Session']>>, ParentType, ContextType>;
}>;

export type MfaStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MfaStatus'] = ResolversParentTypes['MfaStatus']> = ResolversObject<{
  enrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ModulePermissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModulePermission'] = ResolversParentTypes['ModulePermission']> = ResolversObject<{
  module?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addReservationItem?: Resolver<ResolversTypes['ReservationItem'], ParentType, ContextType, RequireFields<MutationAddReservationItemArgs, 'data'>>;
  addReservationPackage?: Resolver<Array<ResolversTypes['ReservationItem']>, ParentType, ContextType, RequireFields<MutationAddReservationPackageArgs, 'idPackage' | 'idReservation' | 'quantity' | 'startDate'>>;
  addReservationRemark?: Resolver<ResolversTypes['ReservationRemark'], ParentType, ContextType, RequireFields<MutationAddReservationRemarkArgs, 'idReservation' | 'text'>>;
  associateRolePermission?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationAssociateRolePermissionArgs, 'associateInput'>>;
  associateRoleUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAssociateRoleUserArgs, 'associateRoleUserInput'>>;
  attachReservationDocument?: Resolver<ResolversTypes['ReservationDocument'], ParentType, ContextType, RequireFields<MutationAttachReservationDocumentArgs, 'data'>>;
  cancelReservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationCancelReservationArgs, 'idReservation'>>;
  cancelReservationItem?: Resolver<ResolversTypes['ReservationItem'], ParentType, ContextType, RequireFields<MutationCancelReservationItemArgs, 'idReservationItem'>>;
  changeUserOu?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationChangeUserOuArgs, 'idEntity' | 'idOu' | 'idUser'>>;
  closeDailyCashier?: Resolver<ResolversTypes['DailyCashier'], ParentType, ContextType, RequireFields<MutationCloseDailyCashierArgs, 'counts' | 'idDailyCashier'>>;
  completeCashierTransaction?: Resolver<ResolversTypes['CashierTransaction'], ParentType, ContextType, RequireFields<MutationCompleteCashierTransactionArgs, 'data'>>;
  confirmMfaEnrolment?: Resolver<ResolversTypes['MfaEnrolmentResult'], ParentType, ContextType, RequireFields<MutationConfirmMfaEnrolmentArgs, 'code'>>;
  confirmReservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationConfirmReservationArgs, 'idReservation'>>;
  confirmReservationItem?: Resolver<ResolversTypes['ReservationItem'], ParentType, ContextType, RequireFields<MutationConfirmReservationItemArgs, 'idReservationItem'>>;
  createAdvance?: Resolver<ResolversTypes['Advance'], ParentType, ContextType, RequireFields<MutationCreateAdvanceArgs, 'data'>>;
  createEntity?: Resolver<ResolversTypes['Entity'], ParentType, ContextType, RequireFields<MutationCreateEntityArgs, 'data'>>;
  createExchangeRate?: Resolver<ResolversTypes['ExchangeRate'], ParentType, ContextType, RequireFields<MutationCreateExchangeRateArgs, 'data'>>;
  createGeneralParameter?: Resolver<ResolversTypes['GeneralParameter'], ParentType, ContextType, RequireFields<MutationCreateGeneralParameterArgs, 'data'>>;
  createInventoryTransaction?: Resolver<ResolversTypes['InventoryTransaction'], ParentType, ContextType, RequireFields<MutationCreateInventoryTransactionArgs, 'data'>>;
  createOu?: Resolver<ResolversTypes['Ou'], ParentType, ContextType, RequireFields<MutationCreateOuArgs, 'data'>>;
  createPackage?: Resolver<ResolversTypes['Package'], ParentType, ContextType, RequireFields<MutationCreatePackageArgs, 'data'>>;
  createPermission?: Resolver<ResolversTypes['CreatePermissionPayload'], ParentType, ContextType, RequireFields<MutationCreatePermissionArgs, 'permissionInput'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'data'>>;
  createProductCategory?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType, RequireFields<MutationCreateProductCategoryArgs, 'data'>>;
  createProductFeature?: Resolver<ResolversTypes['ProductFeature'], ParentType, ContextType, RequireFields<MutationCreateProductFeatureArgs, 'data'>>;
  createProductSubfeature?: Resolver<ResolversTypes['ProductFeature'], ParentType, ContextType, RequireFields<MutationCreateProductSubfeatureArgs, 'data'>>;
  createQuickCustomer?: Resolver<ResolversTypes['Entity'], ParentType, ContextType, RequireFields<MutationCreateQuickCustomerArgs, 'data'>>;
  createRate?: Resolver<ResolversTypes['Rate'], ParentType, ContextType, RequireFields<MutationCreateRateArgs, 'data'>>;
  createRateFeature?: Resolver<ResolversTypes['RateFeature'], ParentType, ContextType, RequireFields<MutationCreateRateFeatureArgs, 'data'>>;
  createRateSubfeature?: Resolver<ResolversTypes['RateSubfeature'], ParentType, ContextType, RequireFields<MutationCreateRateSubfeatureArgs, 'data'>>;
  createReservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationCreateReservationArgs, 'data'>>;
  createRole?: Resolver<ResolversTypes['CreateRolePayload'], ParentType, ContextType, RequireFields<MutationCreateRoleArgs, 'roleInput'>>;
  createSession?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationCreateSessionArgs, 'data'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'data'>>;
  deleteOrDisableProduct?: Resolver<ResolversTypes['DeleteOrDisableProductPayload'], ParentType, ContextType, RequireFields<MutationDeleteOrDisableProductArgs, 'idProduct'>>;
  deleteOu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteOuArgs, 'data'>>;
  deletePermission?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePermissionArgs, 'idPermission'>>;
  deleteReservationDocument?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteReservationDocumentArgs, 'idReservationDocument'>>;
  deleteReservationItem?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationDeleteReservationItemArgs, 'idReservationItem'>>;
  deleteReservationPassenger?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteReservationPassengerArgs, 'idReservationPassenger'>>;
  deleteUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'data'>>;
  disableMfa?: Resolver<ResolversTypes['MfaStatus'], ParentType, ContextType, RequireFields<MutationDisableMfaArgs, 'code'>>;
  endUserSessions?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationEndUserSessionsArgs, 'idUser'>>;
  exportAccountingDocuments?: Resolver<ResolversTypes['ExportedFile'], ParentType, ContextType, RequireFields<MutationExportAccountingDocumentsArgs, 'input'>>;
  loadReservationPassengers?: Resolver<Array<ResolversTypes['ReservationPassenger']>, ParentType, ContextType, RequireFields<MutationLoadReservationPassengersArgs, 'idReservation' | 'passengers'>>;
  openDailyCashier?: Resolver<ResolversTypes['DailyCashier'], ParentType, ContextType, RequireFields<MutationOpenDailyCashierArgs, 'floats'>>;
  paySupplierInvoice?: Resolver<ResolversTypes['SupplierPayment'], ParentType, ContextType, RequireFields<MutationPaySupplierInvoiceArgs, 'data'>>;
  registerSupplierInvoice?: Resolver<ResolversTypes['SupplierInvoice'], ParentType, ContextType, RequireFields<MutationRegisterSupplierInvoiceArgs, 'data'>>;
  releaseOverdueReservations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  removeOuLogo?: Resolver<ResolversTypes['Ou'], ParentType, ContextType, RequireFields<MutationRemoveOuLogoArgs, 'idOu'>>;
  removePaymentTerms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemovePaymentTermsArgs, 'idEntity'>>;
  removeRolePermission?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationRemoveRolePermissionArgs, 'associateInput'>>;
  reopenDailyCashier?: Resolver<ResolversTypes['DailyCashier'], ParentType, ContextType, RequireFields<MutationReopenDailyCashierArgs, 'idDailyCashier'>>;
  resendDocument?: Resolver<ResolversTypes['SendDocumentPayload'], ParentType, ContextType, RequireFields<MutationResendDocumentArgs, 'idSentDocument'>>;
  resetUserMfa?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationResetUserMfaArgs, 'idUser'>>;
  revertReservationChange?: Resolver<ResolversTypes['ReservationHistoryEntry'], ParentType, ContextType, RequireFields<MutationRevertReservationChangeArgs, 'idReservationHistory'>>;
  saveReservationPassenger?: Resolver<ResolversTypes['ReservationPassenger'], ParentType, ContextType, RequireFields<MutationSaveReservationPassengerArgs, 'data' | 'idReservation'>>;
  sendDocument?: Resolver<ResolversTypes['SendDocumentPayload'], ParentType, ContextType, RequireFields<MutationSendDocumentArgs, 'input'>>;
  sendPaymentReminder?: Resolver<ResolversTypes['PaymentReminder'], ParentType, ContextType, RequireFields<MutationSendPaymentReminderArgs, 'idReservation'>>;
  sendTaxDocuments?: Resolver<Array<ResolversTypes['FiscalDocument']>, ParentType, ContextType, RequireFields<MutationSendTaxDocumentsArgs, 'ids'>>;
  setEntityStatus?: Resolver<ResolversTypes['Entity'], ParentType, ContextType, RequireFields<MutationSetEntityStatusArgs, 'idEntity' | 'idStatus'>>;
  setInventorySaleStatus?: Resolver<ResolversTypes['InventorySalePeriod'], ParentType, ContextType, RequireFields<MutationSetInventorySaleStatusArgs, 'data'>>;
  setOuLogo?: Resolver<ResolversTypes['Ou'], ParentType, ContextType, RequireFields<MutationSetOuLogoArgs, 'data'>>;
  setPaymentTerms?: Resolver<ResolversTypes['PaymentTerms'], ParentType, ContextType, RequireFields<MutationSetPaymentTermsArgs, 'data'>>;
  setProductStatus?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationSetProductStatusArgs, 'idProduct' | 'idStatus'>>;
  setRateEnabled?: Resolver<ResolversTypes['Rate'], ParentType, ContextType, RequireFields<MutationSetRateEnabledArgs, 'enabled' | 'idRateInstance'>>;
  startMfaEnrolment?: Resolver<ResolversTypes['MfaEnrolment'], ParentType, ContextType>;
  updateDailyCashier?: Resolver<ResolversTypes['DailyCashier'], ParentType, ContextType, RequireFields<MutationUpdateDailyCashierArgs, 'floats' | 'idDailyCashier'>>;
  updateEntity?: Resolver<ResolversTypes['Entity'], ParentType, ContextType, RequireFields<MutationUpdateEntityArgs, 'data'>>;
  updateExchangeRate?: Resolver<ResolversTypes['ExchangeRate'], ParentType, ContextType, RequireFields<MutationUpdateExchangeRateArgs, 'data'>>;
  updateGeneralParameter?: Resolver<ResolversTypes['GeneralParameter'], ParentType, ContextType, RequireFields<MutationUpdateGeneralParameterArgs, 'data'>>;
  updateOu?: Resolver<ResolversTypes['Ou'], ParentType, ContextType, RequireFields<MutationUpdateOuArgs, 'data'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'data'>>;
  updateProductCategory?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType, RequireFields<MutationUpdateProductCategoryArgs, 'data'>>;
  updateProductFeature?: Resolver<ResolversTypes['ProductFeature'], ParentType, ContextType, RequireFields<MutationUpdateProductFeatureArgs, 'data'>>;
  updateProductSubfeature?: Resolver<ResolversTypes['ProductFeature'], ParentType, ContextType, RequireFields<MutationUpdateProductSubfeatureArgs, 'data'>>;
  updateRate?: Resolver<ResolversTypes['Rate'], ParentType, ContextType, RequireFields<MutationUpdateRateArgs, 'data'>>;
  updateRateFeature?: Resolver<ResolversTypes['RateFeature'], ParentType, ContextType, RequireFields<MutationUpdateRateFeatureArgs, 'data'>>;
  updateRateSubfeature?: Resolver<ResolversTypes['RateSubfeature'], ParentType, ContextType, RequireFields<MutationUpdateRateSubfeatureArgs, 'data'>>;
  updateReservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationUpdateReservationArgs, 'data'>>;
  updateReservationItem?: Resolver<ResolversTypes['ReservationItem'], ParentType, ContextType, RequireFields<MutationUpdateReservationItemArgs, 'data'>>;
  updateRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'updateInput'>>;
  updateSession?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationUpdateSessionArgs, 'data'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'data'>>;
  voidAdvance?: Resolver<ResolversTypes['Advance'], ParentType, ContextType, RequireFields<MutationVoidAdvanceArgs, 'idAdvance' | 'idempotencyKey'>>;
  voidPayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationVoidPaymentArgs, 'idPayment' | 'idempotencyKey'>>;
  voidSupplierPayment?: Resolver<ResolversTypes['SupplierPayment'], ParentType, ContextType, RequireFields<MutationVoidSupplierPaymentArgs, 'data'>>;
}>;

export type NoRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NoRate'] = ResolversParentTypes['NoRate']> = ResolversObject<{
  passengerType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  problem?: Resolver<ResolversTypes['NoRateProblem'], ParentType, ContextType>;
  purchaseDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
}>;

export type NodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CashierTransaction' | 'DailyCashier' | 'Entity' | 'ExchangeRate' | 'GeneralParameter' | 'Ou' | 'Package' | 'Payment' | 'Permission' | 'Product' | 'ProductCategory' | 'ProductFeature' | 'ProductInstance' | 'Rate' | 'RateFeature' | 'RateSubfeature' | 'Reservation' | 'ReservationItem' | 'Role' | 'User', ParentType, ContextType>;
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
  logo?: Resolver<Maybe<ResolversTypes['OuLogo']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OuLogoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OuLogo'] = ResolversParentTypes['OuLogo']> = ResolversObject<{
  dataUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OuPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OuPage'] = ResolversParentTypes['OuPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Ou']>, ParentType, ContextType>;
}>;

export type OutboxAttachmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxAttachment'] = ResolversParentTypes['OutboxAttachment']> = ResolversObject<{
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  idMailAttachment?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OutboxMailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxMail'] = ResolversParentTypes['OutboxMail']> = ResolversObject<{
  attachments?: Resolver<Array<ResolversTypes['OutboxAttachment']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  failure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  idMail?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MailStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OutboxMailPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxMailPage'] = ResolversParentTypes['OutboxMailPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['OutboxMail']>, ParentType, ContextType>;
}>;

export type PackageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Package'] = ResolversParentTypes['Package']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idPackage?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idStatus?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PackageItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PackageAvailabilityDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackageAvailabilityDay'] = ResolversParentTypes['PackageAvailabilityDay']> = ResolversObject<{
  block?: Resolver<Maybe<ResolversTypes['AvailabilityBlock']>, ParentType, ContextType>;
  bookable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  free?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  limitingItem?: Resolver<Maybe<ResolversTypes['PackageItem']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type PackageItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackageItem'] = ResolversParentTypes['PackageItem']> = ResolversObject<{
  dayOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  idPackageItem?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instance?: Resolver<ResolversTypes['ProductInstance'], ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PackagePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackagePage'] = ResolversParentTypes['PackagePage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Package']>, ParentType, ContextType>;
}>;

export type PayableReservationItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayableReservationItem'] = ResolversParentTypes['PayableReservationItem']> = ResolversObject<{
  item?: Resolver<ResolversTypes['ReservationItem'], ParentType, ContextType>;
  reservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType>;
  scheduledPayment?: Resolver<Maybe<ResolversTypes['ScheduledPayment']>, ParentType, ContextType>;
}>;

export type PayableReservationItemPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayableReservationItemPage'] = ResolversParentTypes['PayableReservationItemPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['PayableReservationItem']>, ParentType, ContextType>;
  quotes?: Resolver<Array<ResolversTypes['Reservation']>, ParentType, ContextType>;
}>;

export type PayablesAgeingLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayablesAgeingLine'] = ResolversParentTypes['PayablesAgeingLine']> = ResolversObject<{
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  days1To30?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  days31To60?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  days61To90?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  idSupplier?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notDue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  over90?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  supplierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type PaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountApplied?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountConverted?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  availableAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bank?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  bankAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardAuthorization?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardBrand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardHolder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changeAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  depositDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  depositNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  depositType?: Resolver<Maybe<ResolversTypes['DepositType']>, ParentType, ContextType>;
  document?: Resolver<Maybe<ResolversTypes['FiscalDocument']>, ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  exchangeRateInverted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idAdvance?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idBank?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idCashierTransaction?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idCurrency?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idPayment?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paymentDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  reversalOf?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  transactionNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  voidReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PaymentPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentPage'] = ResolversParentTypes['PaymentPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
}>;

export type PaymentReminderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentReminder'] = ResolversParentTypes['PaymentReminder']> = ResolversObject<{
  failure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  idMail?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MailStatus'], ParentType, ContextType>;
}>;

export type PaymentScheduleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentSchedule'] = ResolversParentTypes['PaymentSchedule']> = ResolversObject<{
  balanceDaysBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  confirmedOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  depositDueDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depositKind?: Resolver<ResolversTypes['DepositKind'], ParentType, ContextType>;
  depositOverdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  depositValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  dueNow?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  idReservation?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instalments?: Resolver<Array<ResolversTypes['Instalment']>, ParentType, ContextType>;
  openAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  overdueAction?: Resolver<ResolversTypes['OverdueDepositAction'], ParentType, ContextType>;
}>;

export type PaymentTermsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentTerms'] = ResolversParentTypes['PaymentTerms']> = ResolversObject<{
  balanceDaysBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depositDueDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depositKind?: Resolver<ResolversTypes['DepositKind'], ParentType, ContextType>;
  depositValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  graceDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  idEntity?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idPaymentTerms?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  overdueAction?: Resolver<ResolversTypes['OverdueDepositAction'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['PaymentTermsSource'], ParentType, ContextType>;
}>;

export type PermissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idPermission?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idUserCreate?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idUserUpdate?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  module?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PermissionType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PermissionPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PermissionPage'] = ResolversParentTypes['PermissionPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['ProductFeature']>, ParentType, ContextType>;
  hasInventory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idProduct?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idProductType?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idProductUnit?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idStatus?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  idSupplier?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idUserCreate?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idUserUpdate?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  identifications?: Resolver<Array<ResolversTypes['ProductIdentification']>, ParentType, ContextType>;
  instances?: Resolver<Array<ResolversTypes['ProductInstance']>, ParentType, ContextType>;
  isReferenced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operationalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productType?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  productUnit?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subfeatureItems?: Resolver<Array<ResolversTypes['ProductFeatureItem']>, ParentType, ContextType>;
  supplier?: Resolver<Maybe<ResolversTypes['Entity']>, ParentType, ContextType>;
  taxInternationalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCategory'] = ResolversParentTypes['ProductCategory']> = ResolversObject<{
  categoryType?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idCategoryType?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idProductCategory?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductCategoryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCategoryPage'] = ResolversParentTypes['ProductCategoryPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
}>;

export type ProductFeatureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFeature'] = ResolversParentTypes['ProductFeature']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  featureType?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idFeatureType?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idProductFeature?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ProductFeatureItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductFeatureItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFeatureItem'] = ResolversParentTypes['ProductFeatureItem']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feature?: Resolver<ResolversTypes['ProductFeature'], ParentType, ContextType>;
  idItemType?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idProductFeature?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idProductFeatureItem?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemType?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductFeaturePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFeaturePage'] = ResolversParentTypes['ProductFeaturePage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['ProductFeature']>, ParentType, ContextType>;
}>;

export type ProductIdentificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductIdentification'] = ResolversParentTypes['ProductIdentification']> = ResolversObject<{
  idIdentificationType?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idProductIdentification?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identificationType?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductInstanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductInstance'] = ResolversParentTypes['ProductInstance']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idProduct?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idProductInstance?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idStatus?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  inventoryTransactions?: Resolver<ResolversTypes['InventoryTransactionPage'], ParentType, ContextType, Partial<ProductInstanceInventoryTransactionsArgs>>;
  items?: Resolver<Array<ResolversTypes['ProductFeatureItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  salePeriods?: Resolver<ResolversTypes['InventorySalePeriodPage'], ParentType, ContextType, Partial<ProductInstanceSalePeriodsArgs>>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  allowedOperations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryAllowedOperationsArgs, 'names'>>;
  auditHistory?: Resolver<ResolversTypes['AuditEntryConnection'], ParentType, ContextType, RequireFields<QueryAuditHistoryArgs, 'first' | 'id' | 'recordType'>>;
  availableReports?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  checkAccessToPermission?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryCheckAccessToPermissionArgs, 'idUser' | 'target'>>;
  checkAvailability?: Resolver<ResolversTypes['AvailabilityGrid'], ParentType, ContextType, RequireFields<QueryCheckAvailabilityArgs, 'input'>>;
  checkRates?: Resolver<Array<ResolversTypes['RateQuote']>, ParentType, ContextType, RequireFields<QueryCheckRatesArgs, 'input'>>;
  computeRatePricing?: Resolver<ResolversTypes['RatePricing'], ParentType, ContextType, RequireFields<QueryComputeRatePricingArgs, 'input'>>;
  dailyCashierUsers?: Resolver<Array<ResolversTypes['DailyCashierUser']>, ParentType, ContextType>;
  getAdvanceById?: Resolver<Maybe<ResolversTypes['Advance']>, ParentType, ContextType, RequireFields<QueryGetAdvanceByIdArgs, 'id'>>;
  getAllOus?: Resolver<Array<ResolversTypes['Ou']>, ParentType, ContextType>;
  getAllPermissions?: Resolver<ResolversTypes['PermissionPage'], ParentType, ContextType, Partial<QueryGetAllPermissionsArgs>>;
  getAllRoles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  getAllUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  getCashierTransactionById?: Resolver<Maybe<ResolversTypes['CashierTransaction']>, ParentType, ContextType, RequireFields<QueryGetCashierTransactionByIdArgs, 'id'>>;
  getCountries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  getDailyCashierById?: Resolver<Maybe<ResolversTypes['DailyCashier']>, ParentType, ContextType, RequireFields<QueryGetDailyCashierByIdArgs, 'id'>>;
  getEntityById?: Resolver<Maybe<ResolversTypes['Entity']>, ParentType, ContextType, RequireFields<QueryGetEntityByIdArgs, 'id'>>;
  getEntityOu?: Resolver<Array<ResolversTypes['EntityOu']>, ParentType, ContextType, RequireFields<QueryGetEntityOuArgs, 'idOu'>>;
  getExchangeRateById?: Resolver<Maybe<ResolversTypes['ExchangeRate']>, ParentType, ContextType, RequireFields<QueryGetExchangeRateByIdArgs, 'id'>>;
  getGeneralParameterById?: Resolver<Maybe<ResolversTypes['GeneralParameter']>, ParentType, ContextType, RequireFields<QueryGetGeneralParameterByIdArgs, 'id'>>;
  getGeneralParameterValues?: Resolver<Array<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType, RequireFields<QueryGetGeneralParameterValuesArgs, 'code'>>;
  getLanguages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  getModulePermissions?: Resolver<Array<ResolversTypes['ModulePermission']>, ParentType, ContextType>;
  getOuByCode?: Resolver<Maybe<ResolversTypes['Ou']>, ParentType, ContextType, RequireFields<QueryGetOuByCodeArgs, 'code'>>;
  getOuByEntityInput?: Resolver<Array<ResolversTypes['Ou']>, ParentType, ContextType, RequireFields<QueryGetOuByEntityInputArgs, 'input'>>;
  getOuById?: Resolver<Maybe<ResolversTypes['Ou']>, ParentType, ContextType, RequireFields<QueryGetOuByIdArgs, 'id'>>;
  getOutboxAttachment?: Resolver<Maybe<ResolversTypes['RenderedFile']>, ParentType, ContextType, RequireFields<QueryGetOutboxAttachmentArgs, 'idMailAttachment'>>;
  getPackageAvailability?: Resolver<Array<ResolversTypes['PackageAvailabilityDay']>, ParentType, ContextType, RequireFields<QueryGetPackageAvailabilityArgs, 'input'>>;
  getPackageById?: Resolver<Maybe<ResolversTypes['Package']>, ParentType, ContextType, RequireFields<QueryGetPackageByIdArgs, 'id'>>;
  getPaymentById?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType, RequireFields<QueryGetPaymentByIdArgs, 'id'>>;
  getProductById?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryGetProductByIdArgs, 'id'>>;
  getProductCategoryById?: Resolver<Maybe<ResolversTypes['ProductCategory']>, ParentType, ContextType, RequireFields<QueryGetProductCategoryByIdArgs, 'id'>>;
  getProductFeatureById?: Resolver<Maybe<ResolversTypes['ProductFeature']>, ParentType, ContextType, RequireFields<QueryGetProductFeatureByIdArgs, 'id'>>;
  getProductInstanceById?: Resolver<Maybe<ResolversTypes['ProductInstance']>, ParentType, ContextType, RequireFields<QueryGetProductInstanceByIdArgs, 'id'>>;
  getProductSubfeatureById?: Resolver<Maybe<ResolversTypes['ProductFeature']>, ParentType, ContextType, RequireFields<QueryGetProductSubfeatureByIdArgs, 'id'>>;
  getRateById?: Resolver<Maybe<ResolversTypes['Rate']>, ParentType, ContextType, RequireFields<QueryGetRateByIdArgs, 'id'>>;
  getRateFeatureById?: Resolver<Maybe<ResolversTypes['RateFeature']>, ParentType, ContextType, RequireFields<QueryGetRateFeatureByIdArgs, 'id'>>;
  getRateSubfeatureById?: Resolver<Maybe<ResolversTypes['RateSubfeature']>, ParentType, ContextType, RequireFields<QueryGetRateSubfeatureByIdArgs, 'id'>>;
  getReservationById?: Resolver<Maybe<ResolversTypes['Reservation']>, ParentType, ContextType, RequireFields<QueryGetReservationByIdArgs, 'id'>>;
  getReservationDocumentContent?: Resolver<Maybe<ResolversTypes['ReservationDocumentContent']>, ParentType, ContextType, RequireFields<QueryGetReservationDocumentContentArgs, 'idReservationDocument'>>;
  getReservationItemById?: Resolver<Maybe<ResolversTypes['ReservationItem']>, ParentType, ContextType, RequireFields<QueryGetReservationItemByIdArgs, 'id'>>;
  getRoleById?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType, RequireFields<QueryGetRoleByIdArgs, 'idRole'>>;
  getSupplierInvoiceById?: Resolver<Maybe<ResolversTypes['SupplierInvoice']>, ParentType, ContextType, RequireFields<QueryGetSupplierInvoiceByIdArgs, 'idSupplierInvoice'>>;
  getUserByEmailAddress?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryGetUserByEmailAddressArgs, 'email'>>;
  getUserById?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryGetUserByIdArgs, 'id'>>;
  getUserRoles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType, RequireFields<QueryGetUserRolesArgs, 'idUser'>>;
  homeDashboard?: Resolver<ResolversTypes['HomeDashboard'], ParentType, ContextType>;
  myDailyCashierToday?: Resolver<Maybe<ResolversTypes['DailyCashier']>, ParentType, ContextType>;
  myMfa?: Resolver<ResolversTypes['MfaStatus'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  payablesAgeing?: Resolver<Array<ResolversTypes['PayablesAgeingLine']>, ParentType, ContextType, Partial<QueryPayablesAgeingArgs>>;
  paymentTerms?: Resolver<ResolversTypes['PaymentTerms'], ParentType, ContextType, Partial<QueryPaymentTermsArgs>>;
  previewReservationItemChange?: Resolver<ResolversTypes['ReservationItemPricePreview'], ParentType, ContextType, RequireFields<QueryPreviewReservationItemChangeArgs, 'data'>>;
  quickSearch?: Resolver<ResolversTypes['QuickSearchResult'], ParentType, ContextType, RequireFields<QueryQuickSearchArgs, 'text'>>;
  renderDocument?: Resolver<ResolversTypes['RenderedDocument'], ParentType, ContextType, RequireFields<QueryRenderDocumentArgs, 'document'>>;
  reservationCancellationFees?: Resolver<ResolversTypes['ReservationCancellationFees'], ParentType, ContextType, RequireFields<QueryReservationCancellationFeesArgs, 'idReservation'>>;
  reservationPaymentSchedule?: Resolver<Maybe<ResolversTypes['PaymentSchedule']>, ParentType, ContextType, RequireFields<QueryReservationPaymentScheduleArgs, 'idReservation'>>;
  searchAdvances?: Resolver<ResolversTypes['AdvancePage'], ParentType, ContextType, RequireFields<QuerySearchAdvancesArgs, 'input'>>;
  searchApplicableAdvances?: Resolver<Array<ResolversTypes['Advance']>, ParentType, ContextType, RequireFields<QuerySearchApplicableAdvancesArgs, 'idEntity'>>;
  searchBookableServices?: Resolver<Array<ResolversTypes['BookableService']>, ParentType, ContextType, RequireFields<QuerySearchBookableServicesArgs, 'input'>>;
  searchCashierTransactions?: Resolver<ResolversTypes['CashierTransactionPage'], ParentType, ContextType, RequireFields<QuerySearchCashierTransactionsArgs, 'input'>>;
  searchDailyCashiers?: Resolver<ResolversTypes['DailyCashierPage'], ParentType, ContextType, RequireFields<QuerySearchDailyCashiersArgs, 'input'>>;
  searchDueInstalments?: Resolver<ResolversTypes['DueInstalmentPage'], ParentType, ContextType, RequireFields<QuerySearchDueInstalmentsArgs, 'input'>>;
  searchEntities?: Resolver<ResolversTypes['EntityPage'], ParentType, ContextType, RequireFields<QuerySearchEntitiesArgs, 'input'>>;
  searchEntityList?: Resolver<ResolversTypes['EntityPage'], ParentType, ContextType, RequireFields<QuerySearchEntityListArgs, 'input'>>;
  searchExchangeRates?: Resolver<ResolversTypes['ExchangeRatePage'], ParentType, ContextType, RequireFields<QuerySearchExchangeRatesArgs, 'input'>>;
  searchExpectedCosts?: Resolver<ResolversTypes['ExpectedCostPage'], ParentType, ContextType, RequireFields<QuerySearchExpectedCostsArgs, 'input'>>;
  searchGeneralParameters?: Resolver<ResolversTypes['GeneralParameterPage'], ParentType, ContextType, RequireFields<QuerySearchGeneralParametersArgs, 'input'>>;
  searchOus?: Resolver<ResolversTypes['OuPage'], ParentType, ContextType, RequireFields<QuerySearchOusArgs, 'input'>>;
  searchOutboxMails?: Resolver<ResolversTypes['OutboxMailPage'], ParentType, ContextType, Partial<QuerySearchOutboxMailsArgs>>;
  searchPackages?: Resolver<ResolversTypes['PackagePage'], ParentType, ContextType, RequireFields<QuerySearchPackagesArgs, 'input'>>;
  searchPayableReservationItems?: Resolver<ResolversTypes['PayableReservationItemPage'], ParentType, ContextType, RequireFields<QuerySearchPayableReservationItemsArgs, 'input'>>;
  searchPayments?: Resolver<ResolversTypes['PaymentPage'], ParentType, ContextType, RequireFields<QuerySearchPaymentsArgs, 'input'>>;
  searchPermissions?: Resolver<ResolversTypes['PermissionPage'], ParentType, ContextType, RequireFields<QuerySearchPermissionsArgs, 'searchInput'>>;
  searchProductCategories?: Resolver<ResolversTypes['ProductCategoryPage'], ParentType, ContextType, RequireFields<QuerySearchProductCategoriesArgs, 'input'>>;
  searchProductFeatures?: Resolver<ResolversTypes['ProductFeaturePage'], ParentType, ContextType, RequireFields<QuerySearchProductFeaturesArgs, 'input'>>;
  searchProductSubfeatures?: Resolver<ResolversTypes['ProductFeaturePage'], ParentType, ContextType, RequireFields<QuerySearchProductSubfeaturesArgs, 'input'>>;
  searchProducts?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QuerySearchProductsArgs, 'input'>>;
  searchRateFeatures?: Resolver<ResolversTypes['RateFeaturePage'], ParentType, ContextType, RequireFields<QuerySearchRateFeaturesArgs, 'input'>>;
  searchRateSubfeatures?: Resolver<ResolversTypes['RateSubfeaturePage'], ParentType, ContextType, RequireFields<QuerySearchRateSubfeaturesArgs, 'input'>>;
  searchRates?: Resolver<ResolversTypes['RatePage'], ParentType, ContextType, RequireFields<QuerySearchRatesArgs, 'input'>>;
  searchReservations?: Resolver<ResolversTypes['ReservationPage'], ParentType, ContextType, RequireFields<QuerySearchReservationsArgs, 'input'>>;
  searchRole?: Resolver<ResolversTypes['RolePage'], ParentType, ContextType, RequireFields<QuerySearchRoleArgs, 'input'>>;
  searchSupplierInvoices?: Resolver<ResolversTypes['SupplierInvoicePage'], ParentType, ContextType, RequireFields<QuerySearchSupplierInvoicesArgs, 'input'>>;
  searchTaxDocuments?: Resolver<ResolversTypes['FiscalDocumentPage'], ParentType, ContextType, RequireFields<QuerySearchTaxDocumentsArgs, 'input'>>;
  searchUsers?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QuerySearchUsersArgs, 'input'>>;
  supplierStatement?: Resolver<ResolversTypes['SupplierStatement'], ParentType, ContextType, RequireFields<QuerySupplierStatementArgs, 'idSupplier'>>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type QuickSearchHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuickSearchHit'] = ResolversParentTypes['QuickSearchHit']> = ResolversObject<{
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  idRecord?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['QuickSearchKind'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuickSearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuickSearchResult'] = ResolversParentTypes['QuickSearchResult']> = ResolversObject<{
  hits?: Resolver<Array<ResolversTypes['QuickSearchHit']>, ParentType, ContextType>;
  kinds?: Resolver<Array<ResolversTypes['QuickSearchKind']>, ParentType, ContextType>;
}>;

export type RateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Rate'] = ResolversParentTypes['Rate']> = ResolversObject<{
  cancellationPolicy?: Resolver<Array<ResolversTypes['CancellationTier']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  entity?: Resolver<Maybe<ResolversTypes['Entity']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idCurrency?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idEntity?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idPriceType?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idProductInstance?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idRateInstance?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  priceType?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  pricing?: Resolver<ResolversTypes['RatePricing'], ParentType, ContextType>;
  productInstance?: Resolver<ResolversTypes['ProductInstance'], ParentType, ContextType>;
  purchaseFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  purchaseTo?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  serviceFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  serviceTo?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  subfeatures?: Resolver<Array<ResolversTypes['RateSubfeature']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RateFeatureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateFeature'] = ResolversParentTypes['RateFeature']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idRateFeature?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idTypeCategoryProduct?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idTypeFeature?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subfeatures?: Resolver<Array<ResolversTypes['RateSubfeature']>, ParentType, ContextType>;
  typeCategoryProduct?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  typeFeature?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RateFeaturePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateFeaturePage'] = ResolversParentTypes['RateFeaturePage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['RateFeature']>, ParentType, ContextType>;
}>;

export type RatePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatePage'] = ResolversParentTypes['RatePage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Rate']>, ParentType, ContextType>;
}>;

export type RatePricingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatePricing'] = ResolversParentTypes['RatePricing']> = ResolversObject<{
  profit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  profitAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  profitPercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  purchaseTaxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  purchaseTaxPercentage?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  purchaseTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  purchaseUnitPrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  sellingTaxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  sellingTaxPercentage?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  sellingTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  sellingUnitPrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type RateQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateQuote'] = ResolversParentTypes['RateQuote']> = ResolversObject<{
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  found?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  instance?: Resolver<ResolversTypes['ProductInstance'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['RateQuoteLine']>, ParentType, ContextType>;
  noRate?: Resolver<Maybe<ResolversTypes['NoRate']>, ParentType, ContextType>;
  purchaseTotal?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  sellingTotal?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type RateQuoteLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateQuoteLine'] = ResolversParentTypes['RateQuoteLine']> = ResolversObject<{
  passengerType?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  purchaseTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Rate'], ParentType, ContextType>;
  sellingTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  sellingUnitPrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type RateSubfeatureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateSubfeature'] = ResolversParentTypes['RateSubfeature']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idRateSubfeature?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idTypeCategoryProduct?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idTypeSubfeature?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idTypeSubfeatureItem?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeCategoryProduct?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  typeSubfeature?: Resolver<ResolversTypes['RateFeature'], ParentType, ContextType>;
  typeSubfeatureItem?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RateSubfeaturePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateSubfeaturePage'] = ResolversParentTypes['RateSubfeaturePage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['RateSubfeature']>, ParentType, ContextType>;
}>;

export type RenderedDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RenderedDocument'] = ResolversParentTypes['RenderedDocument']> = ResolversObject<{
  contentBase64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suggestedRecipients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RenderedFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RenderedFile'] = ResolversParentTypes['RenderedFile']> = ResolversObject<{
  contentBase64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReservationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Reservation'] = ResolversParentTypes['Reservation']> = ResolversObject<{
  allowedTransitions?: Resolver<Array<ResolversTypes['ReservationStatus']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  cancellationReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['ReservationDocument']>, ParentType, ContextType>;
  entity?: Resolver<Maybe<ResolversTypes['Entity']>, ParentType, ContextType>;
  fileNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstServiceDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idCurrency?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idEntity?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idLanguage?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idReservation?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idUserCreate?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idUserUpdate?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ReservationItem']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['Language']>, ParentType, ContextType>;
  lastServiceDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  leadPassengerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  margin?: Resolver<Maybe<ResolversTypes['ReservationMargin']>, ParentType, ContextType>;
  passengerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passengers?: Resolver<Array<ResolversTypes['ReservationPassenger']>, ParentType, ContextType>;
  paymentSchedule?: Resolver<Maybe<ResolversTypes['PaymentSchedule']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['ReservationPayment']>, ParentType, ContextType>;
  pendingAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  registeredPassengerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remarks?: Resolver<Array<ResolversTypes['ReservationRemark']>, ParentType, ContextType>;
  reservationDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  sentDocuments?: Resolver<Array<ResolversTypes['SentDocument']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReservationStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ReservationCancellationFeesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReservationCancellationFees'] = ResolversParentTypes['ReservationCancellationFees']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ReservationItemCancellationFee']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type ReservationDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReservationDocument'] = ResolversParentTypes['ReservationDocument']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  idReservationDocument?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReservationDocumentContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReservationDocumentContent'] = ResolversParentTypes['ReservationDocumentContent']> = ResolversObject<{
  contentBase64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReservationHistoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReservationHistoryEntry'] = ResolversParentTypes['ReservationHistoryEntry']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canRevert?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  idReservationHistory?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idSubject?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['ReservationHistorySubject'], ParentType, ContextType>;
}>;

export type ReservationItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReservationItem'] = ResolversParentTypes['ReservationItem']> = ResolversObject<{
  allowedTransitions?: Resolver<Array<ResolversTypes['ReservationItemStatus']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountPayable?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  cancellationFee?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  cancellationReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ReservationHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idProductInstance?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idRateInstance?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idReservation?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idReservationItem?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instance?: Resolver<ResolversTypes['ProductInstance'], ParentType, ContextType>;
  itemNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  margin?: Resolver<Maybe<ResolversTypes['ServiceMargin']>, ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overrideReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  package?: Resolver<Maybe<ResolversTypes['Package']>, ParentType, ContextType>;
  pendingAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  priceOverridden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Rate']>, ParentType, ContextType>;
  reservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType>;
  serviceDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  serviceDateTo?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  serviceTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReservationItemStatus'], ParentType, ContextType>;
  supplierReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ReservationItemCancellationFeeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReservationItemCancellationFee'] = ResolversParentTypes['ReservationItemCancellationFee']> = ResolversObject<{
  daysBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  feePercentage?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  idReservationItem?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ReservationItemPricePreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReservationItemPricePreview'] = ResolversParentTypes['ReservationItemPricePreview']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  priceOverridden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Rate']>, ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type ReservationMarginResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReservationMargin'] = ResolversParentTypes['ReservationMargin']> = ResolversObject<{
  totals?: Resolver<Array<ResolversTypes['MarginTotal']>, ParentType, ContextType>;
}>;

export type ReservationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReservationPage'] = ResolversParentTypes['ReservationPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countIsCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Reservation']>, ParentType, ContextType>;
}>;

export type ReservationPassengerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReservationPassenger'] = ResolversParentTypes['ReservationPassenger']> = ResolversObject<{
  birthDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  citizenship?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  documentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentType?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ReservationHistoryEntry']>, ParentType, ContextType>;
  idCitizenship?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idDocumentType?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idGender?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idPassengerType?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idReservationPassenger?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passengerType?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PassengerStatus'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReservationPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReservationPayment'] = ResolversParentTypes['ReservationPayment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
}>;

export type ReservationRemarkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReservationRemark'] = ResolversParentTypes['ReservationRemark']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  idReservationRemark?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionEs?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idRole?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idUserCreate?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idUserUpdate?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RolePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RolePage'] = ResolversParentTypes['RolePage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
}>;

export type ScheduledPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduledPayment'] = ResolversParentTypes['ScheduledPayment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SendDocumentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendDocumentPayload'] = ResolversParentTypes['SendDocumentPayload']> = ResolversObject<{
  fiscalDocument?: Resolver<Maybe<ResolversTypes['FiscalDocument']>, ParentType, ContextType>;
  reservation?: Resolver<Maybe<ResolversTypes['Reservation']>, ParentType, ContextType>;
  sentDocuments?: Resolver<Array<ResolversTypes['SentDocument']>, ParentType, ContextType>;
}>;

export type SentDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SentDocument'] = ResolversParentTypes['SentDocument']> = ResolversObject<{
  failure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  idFiscalDocument?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idReservationItem?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idSentDocument?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DocumentKind'], ParentType, ContextType>;
  recipients?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MailStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ServiceMarginResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceMargin'] = ResolversParentTypes['ServiceMargin']> = ResolversObject<{
  cost?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  costSource?: Resolver<ResolversTypes['CostSource'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  margin?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  marginPercent?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  selling?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
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
  lastActivityAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  macaddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SessionState'], ParentType, ContextType>;
}>;

export type SupplierInvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupplierInvoice'] = ResolversParentTypes['SupplierInvoice']> = ResolversObject<{
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  daysOverdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  difference?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  expectedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idSupplier?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idSupplierInvoice?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['SupplierInvoiceLine']>, ParentType, ContextType>;
  match?: Resolver<ResolversTypes['SupplierInvoiceMatch'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paidAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['SupplierPayment']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SupplierInvoiceStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  supplierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  tolerance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type SupplierInvoiceLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupplierInvoiceLine'] = ResolversParentTypes['SupplierInvoiceLine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  expectedStatus?: Resolver<ResolversTypes['ExpectedCostStatus'], ParentType, ContextType>;
  idReservation?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idReservationItem?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reservationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type SupplierInvoicePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupplierInvoicePage'] = ResolversParentTypes['SupplierInvoicePage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['SupplierInvoice']>, ParentType, ContextType>;
}>;

export type SupplierPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupplierPayment'] = ResolversParentTypes['SupplierPayment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  documentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idSupplierInvoice?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idSupplierPayment?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['SupplierInvoice'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['SupplierPaymentMethod'], ParentType, ContextType>;
  paymentDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  reversalOf?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SupplierPaymentStatus'], ParentType, ContextType>;
  voidReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SupplierStatementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupplierStatement'] = ResolversParentTypes['SupplierStatement']> = ResolversObject<{
  ageing?: Resolver<Array<ResolversTypes['PayablesAgeingLine']>, ParentType, ContextType>;
  idSupplier?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latestInvoices?: Resolver<Array<ResolversTypes['SupplierInvoice']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['SupplierStatementLine']>, ParentType, ContextType>;
}>;

export type SupplierStatementLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupplierStatementLine'] = ResolversParentTypes['SupplierStatementLine']> = ResolversObject<{
  currency?: Resolver<Maybe<ResolversTypes['GeneralParameterValue']>, ParentType, ContextType>;
  expected?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  invoiced?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  toInvoice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
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
  mfaEnrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ou?: Resolver<ResolversTypes['Ou'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  utcTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  Advance?: AdvanceResolvers<ContextType>;
  AdvancePage?: AdvancePageResolvers<ContextType>;
  AuditDetail?: AuditDetailResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditEntryConnection?: AuditEntryConnectionResolvers<ContextType>;
  AuditEntryEdge?: AuditEntryEdgeResolvers<ContextType>;
  AuditFieldChange?: AuditFieldChangeResolvers<ContextType>;
  AuditPageInfo?: AuditPageInfoResolvers<ContextType>;
  AuditUser?: AuditUserResolvers<ContextType>;
  AvailabilityDay?: AvailabilityDayResolvers<ContextType>;
  AvailabilityGrid?: AvailabilityGridResolvers<ContextType>;
  AvailabilityRow?: AvailabilityRowResolvers<ContextType>;
  BookableService?: BookableServiceResolvers<ContextType>;
  CancellationTier?: CancellationTierResolvers<ContextType>;
  CashierTransaction?: CashierTransactionResolvers<ContextType>;
  CashierTransactionItem?: CashierTransactionItemResolvers<ContextType>;
  CashierTransactionPage?: CashierTransactionPageResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreatePermissionPayload?: CreatePermissionPayloadResolvers<ContextType>;
  CreateRolePayload?: CreateRolePayloadResolvers<ContextType>;
  DailyCashier?: DailyCashierResolvers<ContextType>;
  DailyCashierCount?: DailyCashierCountResolvers<ContextType>;
  DailyCashierEvent?: DailyCashierEventResolvers<ContextType>;
  DailyCashierFloat?: DailyCashierFloatResolvers<ContextType>;
  DailyCashierPage?: DailyCashierPageResolvers<ContextType>;
  DailyCashierSupplierPayments?: DailyCashierSupplierPaymentsResolvers<ContextType>;
  DailyCashierTotal?: DailyCashierTotalResolvers<ContextType>;
  DailyCashierUser?: DailyCashierUserResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  DeleteOrDisableProductPayload?: DeleteOrDisableProductPayloadResolvers<ContextType>;
  DueInstalment?: DueInstalmentResolvers<ContextType>;
  DueInstalmentPage?: DueInstalmentPageResolvers<ContextType>;
  Entity?: EntityResolvers<ContextType>;
  EntityAddress?: EntityAddressResolvers<ContextType>;
  EntityContact?: EntityContactResolvers<ContextType>;
  EntityInfo?: EntityInfoResolvers<ContextType>;
  EntityOu?: EntityOuResolvers<ContextType>;
  EntityPage?: EntityPageResolvers<ContextType>;
  ExchangeRate?: ExchangeRateResolvers<ContextType>;
  ExchangeRatePage?: ExchangeRatePageResolvers<ContextType>;
  ExpectedCost?: ExpectedCostResolvers<ContextType>;
  ExpectedCostPage?: ExpectedCostPageResolvers<ContextType>;
  ExportedFile?: ExportedFileResolvers<ContextType>;
  FiscalDocument?: FiscalDocumentResolvers<ContextType>;
  FiscalDocumentPage?: FiscalDocumentPageResolvers<ContextType>;
  GeneralParameter?: GeneralParameterResolvers<ContextType>;
  GeneralParameterPage?: GeneralParameterPageResolvers<ContextType>;
  GeneralParameterValue?: GeneralParameterValueResolvers<ContextType>;
  GeneralParameterValueRef?: GeneralParameterValueRefResolvers<ContextType>;
  HomeAgedBucket?: HomeAgedBucketResolvers<ContextType>;
  HomeDashboard?: HomeDashboardResolvers<ContextType>;
  HomeOccupancyDay?: HomeOccupancyDayResolvers<ContextType>;
  HomeOpenDailyCashier?: HomeOpenDailyCashierResolvers<ContextType>;
  HomeReceivableCustomer?: HomeReceivableCustomerResolvers<ContextType>;
  HomeReceivables?: HomeReceivablesResolvers<ContextType>;
  HomeSales?: HomeSalesResolvers<ContextType>;
  HomeSalesCurrency?: HomeSalesCurrencyResolvers<ContextType>;
  HomeSalesDay?: HomeSalesDayResolvers<ContextType>;
  HomeStatusCount?: HomeStatusCountResolvers<ContextType>;
  HomeTodayService?: HomeTodayServiceResolvers<ContextType>;
  HomeTodayServices?: HomeTodayServicesResolvers<ContextType>;
  Instalment?: InstalmentResolvers<ContextType>;
  InventorySalePeriod?: InventorySalePeriodResolvers<ContextType>;
  InventorySalePeriodPage?: InventorySalePeriodPageResolvers<ContextType>;
  InventoryTransaction?: InventoryTransactionResolvers<ContextType>;
  InventoryTransactionPage?: InventoryTransactionPageResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  MarginTotal?: MarginTotalResolvers<ContextType>;
  MfaEnrolment?: MfaEnrolmentResolvers<ContextType>;
  MfaEnrolmentResult?: MfaEnrolmentResultResolvers<ContextType>;
  MfaStatus?: MfaStatusResolvers<ContextType>;
  ModulePermission?: ModulePermissionResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NoRate?: NoRateResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  Ou?: OuResolvers<ContextType>;
  OuLogo?: OuLogoResolvers<ContextType>;
  OuPage?: OuPageResolvers<ContextType>;
  OutboxAttachment?: OutboxAttachmentResolvers<ContextType>;
  OutboxMail?: OutboxMailResolvers<ContextType>;
  OutboxMailPage?: OutboxMailPageResolvers<ContextType>;
  Package?: PackageResolvers<ContextType>;
  PackageAvailabilityDay?: PackageAvailabilityDayResolvers<ContextType>;
  PackageItem?: PackageItemResolvers<ContextType>;
  PackagePage?: PackagePageResolvers<ContextType>;
  PayableReservationItem?: PayableReservationItemResolvers<ContextType>;
  PayableReservationItemPage?: PayableReservationItemPageResolvers<ContextType>;
  PayablesAgeingLine?: PayablesAgeingLineResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentPage?: PaymentPageResolvers<ContextType>;
  PaymentReminder?: PaymentReminderResolvers<ContextType>;
  PaymentSchedule?: PaymentScheduleResolvers<ContextType>;
  PaymentTerms?: PaymentTermsResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  PermissionPage?: PermissionPageResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers<ContextType>;
  ProductCategoryPage?: ProductCategoryPageResolvers<ContextType>;
  ProductFeature?: ProductFeatureResolvers<ContextType>;
  ProductFeatureItem?: ProductFeatureItemResolvers<ContextType>;
  ProductFeaturePage?: ProductFeaturePageResolvers<ContextType>;
  ProductIdentification?: ProductIdentificationResolvers<ContextType>;
  ProductInstance?: ProductInstanceResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuickSearchHit?: QuickSearchHitResolvers<ContextType>;
  QuickSearchResult?: QuickSearchResultResolvers<ContextType>;
  Rate?: RateResolvers<ContextType>;
  RateFeature?: RateFeatureResolvers<ContextType>;
  RateFeaturePage?: RateFeaturePageResolvers<ContextType>;
  RatePage?: RatePageResolvers<ContextType>;
  RatePricing?: RatePricingResolvers<ContextType>;
  RateQuote?: RateQuoteResolvers<ContextType>;
  RateQuoteLine?: RateQuoteLineResolvers<ContextType>;
  RateSubfeature?: RateSubfeatureResolvers<ContextType>;
  RateSubfeaturePage?: RateSubfeaturePageResolvers<ContextType>;
  RenderedDocument?: RenderedDocumentResolvers<ContextType>;
  RenderedFile?: RenderedFileResolvers<ContextType>;
  Reservation?: ReservationResolvers<ContextType>;
  ReservationCancellationFees?: ReservationCancellationFeesResolvers<ContextType>;
  ReservationDocument?: ReservationDocumentResolvers<ContextType>;
  ReservationDocumentContent?: ReservationDocumentContentResolvers<ContextType>;
  ReservationHistoryEntry?: ReservationHistoryEntryResolvers<ContextType>;
  ReservationItem?: ReservationItemResolvers<ContextType>;
  ReservationItemCancellationFee?: ReservationItemCancellationFeeResolvers<ContextType>;
  ReservationItemPricePreview?: ReservationItemPricePreviewResolvers<ContextType>;
  ReservationMargin?: ReservationMarginResolvers<ContextType>;
  ReservationPage?: ReservationPageResolvers<ContextType>;
  ReservationPassenger?: ReservationPassengerResolvers<ContextType>;
  ReservationPayment?: ReservationPaymentResolvers<ContextType>;
  ReservationRemark?: ReservationRemarkResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RolePage?: RolePageResolvers<ContextType>;
  ScheduledPayment?: ScheduledPaymentResolvers<ContextType>;
  SendDocumentPayload?: SendDocumentPayloadResolvers<ContextType>;
  SentDocument?: SentDocumentResolvers<ContextType>;
  ServiceMargin?: ServiceMarginResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SupplierInvoice?: SupplierInvoiceResolvers<ContextType>;
  SupplierInvoiceLine?: SupplierInvoiceLineResolvers<ContextType>;
  SupplierInvoicePage?: SupplierInvoicePageResolvers<ContextType>;
  SupplierPayment?: SupplierPaymentResolvers<ContextType>;
  SupplierStatement?: SupplierStatementResolvers<ContextType>;
  SupplierStatementLine?: SupplierStatementLineResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
}>;

