import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AppRoute {
  path: string;
  component: LazyExoticComponent<ComponentType>;
}

const named = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await load())[name] }));

/** The route table of the signed-in area; each screen is its own chunk. Paths are without the locale prefix. */
export const APP_ROUTES: AppRoute[] = [
  { path: '/', component: named(() => import('../features/home/HomeRoute'), 'HomeRoute') },
  // Users area (SPEC.md section 2); the fixed segments come before the {id} patterns they would otherwise match.
  { path: '/users', component: named(() => import('../features/users/UsersListRoute'), 'UsersListRoute') },
  { path: '/users/new', component: named(() => import('../features/users/UserFormRoute'), 'UserFormRoute') },
  { path: '/users/organizational-units', component: named(() => import('../features/users/OusListRoute'), 'OusListRoute') },
  { path: '/users/organizational-units/new', component: named(() => import('../features/users/OuFormRoute'), 'OuFormRoute') },
  { path: '/users/organizational-units/:id/edit', component: named(() => import('../features/users/OuFormRoute'), 'OuFormRoute') },
  { path: '/users/roles', component: named(() => import('../features/users/RolesListRoute'), 'RolesListRoute') },
  { path: '/users/roles/new', component: named(() => import('../features/users/RoleNewRoute'), 'RoleNewRoute') },
  { path: '/users/roles/:id', component: named(() => import('../features/users/RoleRoute'), 'RoleRoute') },
  { path: '/users/permissions', component: named(() => import('../features/users/PermissionsListRoute'), 'PermissionsListRoute') },
  { path: '/users/permissions/new', component: named(() => import('../features/users/PermissionNewRoute'), 'PermissionNewRoute') },
  { path: '/users/:id/edit', component: named(() => import('../features/users/UserFormRoute'), 'UserFormRoute') },
  { path: '/change-ou', component: named(() => import('../features/change-ou/ChangeOuRoute'), 'ChangeOuRoute') },
  // Everyone's own two-step verification (issue 11).
  { path: '/account/security', component: named(() => import('../features/auth/SecurityRoute'), 'SecurityRoute') },
  // General parameters and entities (issue 5).
  { path: '/general-parameters', component: named(() => import('../features/general-parameters/GeneralParametersListRoute'), 'GeneralParametersListRoute') },
  { path: '/general-parameters/new', component: named(() => import('../features/general-parameters/GeneralParameterFormRoute'), 'GeneralParameterFormRoute') },
  { path: '/general-parameters/:id/edit', component: named(() => import('../features/general-parameters/GeneralParameterFormRoute'), 'GeneralParameterFormRoute') },
  { path: '/entities', component: named(() => import('../features/entities/EntitiesListRoute'), 'EntitiesListRoute') },
  { path: '/entities/new', component: named(() => import('../features/entities/EntityFormRoute'), 'EntityFormRoute') },
  { path: '/entities/:id/edit', component: named(() => import('../features/entities/EntityFormRoute'), 'EntityFormRoute') },
  // Products (issue 6): catalog maintenance, packages and availability first, because /products/:id would match them.
  { path: '/products/categories', component: named(() => import('../features/product-catalog/ProductCategoriesListRoute'), 'ProductCategoriesListRoute') },
  { path: '/products/categories/new', component: named(() => import('../features/product-catalog/ProductCategoryFormRoute'), 'ProductCategoryFormRoute') },
  { path: '/products/categories/:id/edit', component: named(() => import('../features/product-catalog/ProductCategoryFormRoute'), 'ProductCategoryFormRoute') },
  { path: '/products/features', component: named(() => import('../features/product-catalog/ProductFeaturesListRoute'), 'ProductFeaturesListRoute') },
  { path: '/products/features/new', component: named(() => import('../features/product-catalog/ProductFeatureFormRoute'), 'ProductFeatureFormRoute') },
  { path: '/products/features/:id/edit', component: named(() => import('../features/product-catalog/ProductFeatureFormRoute'), 'ProductFeatureFormRoute') },
  { path: '/products/subfeatures', component: named(() => import('../features/product-catalog/ProductFeaturesListRoute'), 'ProductSubfeaturesListRoute') },
  { path: '/products/subfeatures/new', component: named(() => import('../features/product-catalog/ProductFeatureFormRoute'), 'ProductSubfeatureFormRoute') },
  { path: '/products/subfeatures/:id/edit', component: named(() => import('../features/product-catalog/ProductFeatureFormRoute'), 'ProductSubfeatureFormRoute') },
  { path: '/products/check-availability', component: named(() => import('../features/availability/CheckAvailabilityRoute'), 'CheckAvailabilityRoute') },
  { path: '/products/packages', component: named(() => import('../features/packages/PackagesListRoute'), 'PackagesListRoute') },
  { path: '/products/packages/new', component: named(() => import('../features/packages/PackageNewRoute'), 'PackageNewRoute') },
  { path: '/products/packages/:id', component: named(() => import('../features/packages/PackageRoute'), 'PackageRoute') },
  // Products (issue 6): list, form and its section routes.
  { path: '/products', component: named(() => import('../features/products/ProductsListRoute'), 'ProductsListRoute') },
  { path: '/products/new', component: named(() => import('../features/products/ProductNewRoute'), 'ProductNewRoute') },
  { path: '/products/:id', component: named(() => import('../features/products/ProductViewRoute'), 'ProductViewRoute') },
  { path: '/products/:id/edit', component: named(() => import('../features/products/ProductEditRoute'), 'ProductEditRoute') },
  { path: '/products/:id/categories', component: named(() => import('../features/products/ProductCategoriesRoute'), 'ProductCategoriesRoute') },
  { path: '/products/:id/features', component: named(() => import('../features/products/ProductFeaturesRoute'), 'ProductFeaturesRoute') },
  { path: '/products/:id/identifications', component: named(() => import('../features/products/ProductIdentificationsRoute'), 'ProductIdentificationsRoute') },
  { path: '/products/:id/subfeatures', component: named(() => import('../features/products/ProductSubfeaturesRoute'), 'ProductSubfeaturesRoute') },
  { path: '/products/:id/instances', component: named(() => import('../features/products/ProductInstancesRoute'), 'ProductInstancesRoute') },
  { path: '/products/:id/instances/:instanceId/inventory', component: named(() => import('../features/products/InstanceInventoryRoute'), 'InstanceInventoryRoute') },
  // Rates (issue 7): fixed segments (new, check-rates, features, subfeatures) before /rates/:id.
  { path: '/rates', component: named(() => import('../features/rates/RatesListRoute'), 'RatesListRoute') },
  { path: '/rates/new', component: named(() => import('../features/rates/RateFormRoute'), 'RateFormRoute') },
  { path: '/rates/check-rates', component: named(() => import('../features/rates/check/CheckRatesRoute'), 'CheckRatesRoute') },
  { path: '/rates/features', component: named(() => import('../features/rates/catalog/RateFeaturesListRoute'), 'RateFeaturesListRoute') },
  { path: '/rates/features/new', component: named(() => import('../features/rates/catalog/RateFeatureFormRoute'), 'RateFeatureFormRoute') },
  { path: '/rates/features/:id/edit', component: named(() => import('../features/rates/catalog/RateFeatureFormRoute'), 'RateFeatureFormRoute') },
  { path: '/rates/subfeatures', component: named(() => import('../features/rates/catalog/RateSubfeaturesListRoute'), 'RateSubfeaturesListRoute') },
  { path: '/rates/subfeatures/new', component: named(() => import('../features/rates/catalog/RateSubfeatureFormRoute'), 'RateSubfeatureFormRoute') },
  { path: '/rates/subfeatures/:id/edit', component: named(() => import('../features/rates/catalog/RateSubfeatureFormRoute'), 'RateSubfeatureFormRoute') },
  { path: '/rates/:id', component: named(() => import('../features/rates/RateFormRoute'), 'RateFormRoute') },
  // Reservations (issue 8): /reservations/new before /reservations/:id; passengers and documents before /:id/:itemId.
  { path: '/reservations', component: named(() => import('../features/reservations/ReservationsListRoute'), 'ReservationsListRoute') },
  { path: '/reservations/new', component: named(() => import('../features/reservations/ReservationEditorRoute'), 'ReservationEditorRoute') },
  { path: '/reservations/:id', component: named(() => import('../features/reservations/ReservationEditorRoute'), 'ReservationEditorRoute') },
  { path: '/reservations/:id/passengers', component: named(() => import('../features/reservation-passengers/ReservationPassengersRoute'), 'ReservationPassengersRoute') },
  { path: '/reservations/:id/documents', component: named(() => import('../features/reservation-documents/ReservationDocumentsRoute'), 'ReservationDocumentsRoute') },
  { path: '/reservations/:id/print/itinerary', component: named(() => import('../features/reservation-print/ReservationItineraryPrintRoute'), 'ReservationItineraryPrintRoute') },
  { path: '/reservations/:id/print/vouchers', component: named(() => import('../features/reservation-print/ReservationVouchersPrintRoute'), 'ReservationVouchersPrintRoute') },
  // Cashier (issue 9): exchange rates and the daily cashier; /new before /:id/edit.
  { path: '/cashier-transaction/payment/exchange-rate', component: named(() => import('../features/exchange-rates/ExchangeRatesListRoute'), 'ExchangeRatesListRoute') },
  { path: '/cashier-transaction/payment/exchange-rate/new', component: named(() => import('../features/exchange-rates/ExchangeRateFormRoute'), 'ExchangeRateFormRoute') },
  { path: '/cashier-transaction/payment/exchange-rate/:id/edit', component: named(() => import('../features/exchange-rates/ExchangeRateFormRoute'), 'ExchangeRateFormRoute') },
  { path: '/cashier-transaction/payment/advances', component: named(() => import('../features/advances/AdvancesListRoute'), 'AdvancesListRoute') },
  { path: '/cashier-transaction/payment/advances/new', component: named(() => import('../features/advances/AdvanceFormRoute'), 'AdvanceFormRoute') },
  { path: '/cashier-transaction/payment/interface', component: named(() => import('../features/cashier-interface/CashierInterfaceRoute'), 'CashierInterfaceRoute') },
  { path: '/cashier-transaction/payment/daily-cashier', component: named(() => import('../features/daily-cashier/DailyCashierRoute'), 'DailyCashierRoute') },
  { path: '/cashier-transaction/payment/:id/search-reservations', component: named(() => import('../features/cashier-transactions/CustomerReservationsRoute'), 'CustomerReservationsRoute') },
  { path: '/cashier-transaction/payment/:id/register-document-payment', component: named(() => import('../features/cashier-transactions/DocumentPaymentRoute'), 'DocumentPaymentRoute') },
  { path: '/cashier-transaction/payment/:id/search-payment', component: named(() => import('../features/cashier-transaction-list/CustomerPaymentsRoute'), 'CustomerPaymentsRoute') },
  { path: '/cashier-transaction/payment/:id/edit', component: named(() => import('../features/cashier-transaction-list/PaymentEditRoute'), 'PaymentEditRoute') },
  { path: '/cashier-transaction/transactions', component: named(() => import('../features/cashier-transaction-list/CashierTransactionsListRoute'), 'CashierTransactionsListRoute') },
  { path: '/cashier-transaction', component: named(() => import('../features/cashier-transactions/CashierTransactionRoute'), 'CashierTransactionRoute') },
  // Reports (issue 10).
  { path: '/reports', component: named(() => import('../features/reports/ReportsRoute'), 'ReportsRoute') },
  // Reservations (issue 8): the itinerary item comes last so /reservations/:id/passengers and /documents win.
  { path: '/reservations/:id/:itemId', component: named(() => import('../features/reservations/ReservationItemRoute'), 'ReservationItemRoute') },
];
