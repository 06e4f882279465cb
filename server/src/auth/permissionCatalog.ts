/**
 * The one place that says which routes (FRONT) and GraphQL operations (BACK) each area owns and which demo role
 * holds which area. The seed grants from it and the access-matrix test checks the schema against it, so an
 * operation added without an entry here fails the tests.
 */
/** The BACK permission of each report (server/src/domain/reports: each definition names its own). */
const REPORT_PERMISSIONS = [
  'reportSalesByPeriod', 'reportReservationsByStatus', 'reportPassengerManifest', 'reportMarginByService',
  'reportAccountsReceivable', 'reportDailyCashierClose', 'reportAdvances', 'reportSupplierPayables', 'reportInventoryOccupancy',
  'reportMarginByCustomer', 'reportPayablesAgeing', 'reportSupplierStatement',
] as const;

/**
 * Open and mail a document. Held with each area whose records have documents; the document service also requires the
 * permission that reads the record itself (server/src/domain/documents/documentService.ts).
 */
const DOCUMENT_OPERATIONS = ['renderDocument', 'sendDocument', 'resendDocument'] as const;

export const ROLE_CODES = ['ADMIN', 'RESADM', 'RESCREATE', 'RESVIEW', 'RESEDIT', 'RESDEL', 'STG'] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

export interface Module {
  front: string[];
  back: string[];
}

export const MODULES = {
  /** What every signed-in person needs to run the shell. */
  common: {
    front: ['/account/security'],
    // getOuById: everyone may read their own OU (the resolver limits it; ADMIN and STG see every OU).
    back: [
      'node', 'viewer', 'checkAccessToPermission', 'allowedOperations', 'getCountries', 'getLanguages', 'createSession', 'updateSession',
      'getOuById',
      // The catalogs every form picks from (currencies, document types, ...), read-only.
      'getGeneralParameterValues',
      // A record's History panel; the resolver also requires the permission that reads the record.
      'auditHistory',
      // Everyone's own multi-factor sign-in (the Security page).
      'myMfa', 'startMfaEnrolment', 'confirmMfaEnrolment', 'disableMfa',
      // Quick search (Ctrl+K): the resolver searches only the kinds the caller's list permissions read.
      'quickSearch',
    ],
  },
  home: { front: ['/'], back: ['homeDashboard'] },
  products: {
    front: [
      '/products', '/products/new', '/products/{id}', '/products/{id}/edit', '/products/{id}/categories',
      '/products/{id}/features', '/products/{id}/identifications', '/products/{id}/subfeatures',
      '/products/{id}/instances', '/products/{id}/instances/{instanceId}/inventory', '/products/check-availability',
      '/products/packages', '/products/packages/new', '/products/packages/{id}', '/products/categories',
      '/products/categories/new', '/products/categories/{id}/edit', '/products/features', '/products/features/new',
      '/products/features/{id}/edit', '/products/subfeatures', '/products/subfeatures/new',
      '/products/subfeatures/{id}/edit',
    ],
    back: [
      'searchProductCategories', 'getProductCategoryById', 'createProductCategory', 'updateProductCategory',
      'searchProductFeatures', 'getProductFeatureById', 'createProductFeature', 'updateProductFeature',
      'searchProductSubfeatures', 'getProductSubfeatureById', 'createProductSubfeature', 'updateProductSubfeature',
      'searchProducts', 'getProductById', 'getProductInstanceById', 'createProduct', 'updateProduct',
      'deleteOrDisableProduct', 'setProductStatus', 'createInventoryTransaction', 'setInventorySaleStatus',
      'checkAvailability', 'searchPackages', 'getPackageById', 'getPackageAvailability', 'createPackage',
    ],
  },
  reservations: {
    front: [
      '/reservations', '/reservations/new', '/reservations/{id}', '/reservations/{id}/passengers',
      '/reservations/{id}/documents', '/reservations/{id}/{itemId}',
      '/reservations/{id}/print/itinerary', '/reservations/{id}/print/vouchers',
    ],
    // Reading is what every reservation role shares (RESVIEW holds only this).
    back: [
      'searchReservations', 'getReservationById', 'getReservationItemById', 'searchBookableServices',
      'getReservationDocumentContent',
      // Itinerary, vouchers and service orders: to open and to mail (issue 22).
      ...DOCUMENT_OPERATIONS,
      // The pickers and prices the editor shows.
      'searchEntities', 'checkRates', 'checkAvailability', 'getPackageAvailability',
    ],
  },
  /** RESCREATE: a new reservation and what goes into it. */
  reservationsCreate: {
    front: [],
    back: [
      'createReservation', 'addReservationItem', 'addReservationPackage', 'saveReservationPassenger',
      'loadReservationPassengers', 'addReservationRemark', 'attachReservationDocument',
      // A walk-in traveller booked from the reservation form's customer picker (issue 21 item 12).
      'createQuickCustomer',
    ],
  },
  /** RESEDIT: changes to existing reservations. */
  reservationsEdit: {
    front: [],
    back: [
      'updateReservation', 'confirmReservation', 'updateReservationItem', 'previewReservationItemChange', 'confirmReservationItem',
      'saveReservationPassenger', 'loadReservationPassengers', 'revertReservationChange', 'addReservationRemark',
      'attachReservationDocument',
    ],
  },
  /** RESDEL: cancelling and deleting. */
  reservationsDelete: {
    front: [],
    back: [
      'cancelReservation', 'cancelReservationItem', 'deleteReservationItem', 'deleteReservationPassenger',
      'deleteReservationDocument',
      // The fees the cancel dialogs show before confirming.
      'reservationCancellationFees',
    ],
  },
  /**
   * Capabilities that are not GraphQL operations: checked inside a resolver with the same BACK permission rows
   * (RESADM and ADMIN price an item by hand).
   */
  reservationsPriceOverride: { front: [], back: ['reservationItemPriceOverride'] },
  generalParameters: {
    front: ['/general-parameters', '/general-parameters/new', '/general-parameters/{id}/edit'],
    back: ['searchGeneralParameters', 'getGeneralParameterById', 'createGeneralParameter', 'updateGeneralParameter'],
  },
  rates: {
    front: [
      '/rates', '/rates/new', '/rates/{id}', '/rates/check-rates', '/rates/features', '/rates/features/new',
      '/rates/features/{id}/edit', '/rates/subfeatures', '/rates/subfeatures/new', '/rates/subfeatures/{id}/edit',
    ],
    back: [
      'searchRateFeatures', 'getRateFeatureById', 'createRateFeature', 'updateRateFeature',
      'searchRateSubfeatures', 'getRateSubfeatureById', 'createRateSubfeature', 'updateRateSubfeature',
      'searchRates', 'getRateById', 'computeRatePricing', 'checkRates', 'createRate', 'updateRate', 'setRateEnabled',
    ],
  },
  payments: {
    front: [
      '/cashier-transaction', '/cashier-transaction/transactions', '/cashier-transaction/payment/{id}/edit',
      '/cashier-transaction/payment/{id}/search-payment', '/cashier-transaction/payment/{id}/search-reservations',
      '/cashier-transaction/payment/{id}/register-document-payment',
    ],
    back: [
      'searchCashierTransactions', 'getCashierTransactionById', 'searchPayableReservationItems', 'searchPayments',
      'completeCashierTransaction', 'voidPayment', 'searchApplicableAdvances', 'getPaymentById',
      // Invoices, receipts and credit notes as PDF, and mailing them.
      ...DOCUMENT_OPERATIONS,
    ],
  },
  dailyCashier: {
    front: ['/cashier-transaction/payment/daily-cashier'],
    back: [
      'searchDailyCashiers', 'getDailyCashierById', 'myDailyCashierToday', 'openDailyCashier', 'updateDailyCashier',
      'closeDailyCashier', 'reopenDailyCashier', 'dailyCashierUsers',
      // The close slip.
      ...DOCUMENT_OPERATIONS,
    ],
  },
  /** Supervisors: reopen a closed day and change another cashier's day (a capability, not a GraphQL operation). */
  dailyCashierReopen: { front: [], back: ['dailyCashierReopen'] },
  advances: {
    front: ['/cashier-transaction/payment/advances', '/cashier-transaction/payment/advances/new'],
    back: ['searchAdvances', 'getAdvanceById', 'createAdvance', 'voidAdvance', ...DOCUMENT_OPERATIONS],
  },
  interface: {
    front: ['/cashier-transaction/payment/interface'],
    back: ['searchTaxDocuments', 'sendTaxDocuments', 'exportAccountingDocuments'],
  },
  /** Customer payment schedules (issue 24): terms, the due and overdue list, a reservation's schedule. */
  paymentSchedules: {
    front: ['/cashier-transaction/payment/payment-schedules'],
    back: [
      'paymentTerms', 'reservationPaymentSchedule', 'searchDueInstalments', 'setPaymentTerms', 'removePaymentTerms',
      'sendPaymentReminder', 'releaseOverdueReservations',
    ],
  },
  /** Supplier payables (issue 24): expected costs, supplier invoices, outgoing payments and their voids, statements. */
  supplierPayables: {
    front: ['/cashier-transaction/payment/supplier-payables', '/cashier-transaction/payment/supplier-payables/new',
      '/cashier-transaction/payment/supplier-payables/{id}'],
    back: [
      'searchSupplierInvoices', 'getSupplierInvoiceById', 'searchExpectedCosts', 'supplierStatement', 'payablesAgeing',
      'registerSupplierInvoice', 'paySupplierInvoice', 'voidSupplierPayment',
    ],
  },
  exchangeRate: {
    front: [
      '/cashier-transaction/payment/exchange-rate', '/cashier-transaction/payment/exchange-rate/new',
      '/cashier-transaction/payment/exchange-rate/{id}/edit',
    ],
    back: ['searchExchangeRates', 'getExchangeRateById', 'createExchangeRate', 'updateExchangeRate'],
  },
  entities: {
    front: ['/entities', '/entities/new', '/entities/{id}/edit'],
    back: [
      'searchEntities', 'searchEntityList', 'getEntityById', 'createEntity', 'createQuickCustomer', 'updateEntity', 'setEntityStatus',
    ],
  },
  users: {
    front: [
      '/users', '/users/new', '/users/{id}/edit', '/users/organizational-units', '/users/organizational-units/new',
      '/users/organizational-units/{id}/edit', '/users/roles', '/users/roles/new', '/users/roles/{id}',
      '/users/permissions', '/users/permissions/new',
    ],
    back: [
      // Users
      'getUserByEmailAddress', 'getAllUsers', 'getUserById', 'getUserRoles', 'searchUsers', 'createUser', 'updateUser',
      'deleteUser', 'associateRoleUser', 'resetUserMfa', 'endUserSessions',
      // Organizational units (getAllOus and searchOus live in changeOu, which ADMIN holds too)
      'getOuByCode', 'getOuByEntityInput', 'getEntityOu', 'createOu', 'updateOu', 'deleteOu', 'setOuLogo', 'removeOuLogo',
      // Roles
      'getRoleById', 'getAllRoles', 'searchRole', 'createRole', 'updateRole', 'associateRolePermission',
      'removeRolePermission',
      // Permissions
      'getAllPermissions', 'searchPermissions', 'getModulePermissions', 'createPermission', 'deletePermission',
    ],
  },
  /** One BACK permission per report (a capability the report route checks) and the catalog the page reads. */
  reports: { front: ['/reports'], back: ['availableReports', ...REPORT_PERMISSIONS] },
  changeOu: { front: ['/change-ou'], back: ['getAllOus', 'searchOus', 'changeUserOu'] },
  /** Every mail the server wrote for the OU (administrators: ADMIN holds every module). */
  mailOutbox: { front: ['/users/mail-outbox'], back: ['searchOutboxMails', 'getOutboxAttachment'] },
} satisfies Record<string, Module>;

export type ModuleName = keyof typeof MODULES;

/** BACK permissions that are not GraphQL operations: a resolver checks them for part of what it does. */
export const CAPABILITIES: readonly string[] = ['reservationItemPriceOverride', 'dailyCashierReopen', ...REPORT_PERMISSIONS];

/** SPEC.md section 6, row by row. ADMIN holds every permission without a grant. */
export const ROLE_MODULES: Record<RoleCode, ModuleName[]> = {
  ADMIN: Object.keys(MODULES) as ModuleName[],
  RESADM: ['common', 'home', 'reservations', 'reservationsCreate', 'reservationsEdit', 'reservationsDelete',
    'reservationsPriceOverride', 'payments', 'dailyCashier', 'dailyCashierReopen', 'paymentSchedules', 'supplierPayables'],
  RESCREATE: ['common', 'reservations', 'reservationsCreate'],
  RESVIEW: ['common', 'reservations'],
  RESEDIT: ['common', 'reservations', 'reservationsEdit'],
  RESDEL: ['common', 'reservations', 'reservationsDelete'],
  STG: ['common', 'changeOu'],
};

/**
 * Operations that, on top of their BACK permission, need the caller to hold one of these roles — even ADMIN, who
 * otherwise holds everything. SPEC.md section 6: only STG may change OU.
 */
export const OPERATION_ROLES: Partial<Record<string, readonly RoleCode[]>> = {
  changeUserOu: ['STG'],
};

export const ROLE_DESCRIPTIONS: Record<RoleCode, string> = {
  ADMIN: 'Administrator',
  RESADM: 'Reservations administrator',
  RESCREATE: 'Reservations: create',
  RESVIEW: 'Reservations: view',
  RESEDIT: 'Reservations: edit',
  RESDEL: 'Reservations: delete',
  STG: 'Organizational unit switcher',
};

/** Does a FRONT route pattern such as /reservations/{id}/{itemId} match a concrete path? */
export function routeMatches(pattern: string, path: string): boolean {
  const clean = (p: string) => p.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  const a = clean(pattern).split('/');
  const b = clean(path).split('/');
  if (a.length !== b.length) return false;
  return a.every((segment, i) => (/^\{\w+\}$/.test(segment) ? b[i].length > 0 : segment === b[i]));
}
