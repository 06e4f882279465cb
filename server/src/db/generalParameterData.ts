import { CATALOG_NAMES_ES, CATALOG_SHORT_NAMES_ES } from './catalogSpanishNames.ts';
import type { Queryable } from './database.ts';

/**
 * The catalogs the product ships as shared general parameters (id_ou null). Screens ask for them by code through
 * getGeneralParameterValues; server rules that depend on a value (the role filter, contact checks) name the codes
 * below, so a shared catalog's code cannot be changed.
 */
export const CATALOG = {
  identityDocumentType: 'IDENTITY_DOCUMENT_TYPE',
  entityType: 'ENTITY_TYPE',
  entityRole: 'ENTITY_ROLE',
  market: 'MARKET',
  channel: 'CHANNEL',
  sector: 'SECTOR',
  businessType: 'BUSINESS_TYPE',
  addressType: 'ADDRESS_TYPE',
  contactType: 'CONTACT_TYPE',
  contactPurpose: 'CONTACT_PURPOSE',
  currency: 'CURRENCY',
  paymentType: 'PAYMENT_TYPE',
  bank: 'BANK',
  documentType: 'DOCUMENT_TYPE',
  productType: 'PRODUCT_TYPE',
  productUnit: 'PRODUCT_UNIT',
  passengerType: 'PASSENGER_TYPE',
  gender: 'GENDER',
  reservationStatus: 'RESERVATION_STATUS',
  productCategoryType: 'PRODUCT_CATEGORY_TYPE',
  featureType: 'FEATURE_TYPE',
  featureItemType: 'FEATURE_ITEM_TYPE',
  productIdentificationType: 'PRODUCT_IDENTIFICATION_TYPE',
  rateFeatureType: 'RATE_FEATURE_TYPE',
  priceType: 'PRICE_TYPE',
} as const;

/** ENTITY_ROLE value codes: BOTH counts as a customer and as a supplier. */
export const ENTITY_ROLE = { customer: 'CUSTOMER', supplier: 'SUPPLIER', both: 'BOTH' } as const;

/** Whether an entity role (its upper-cased code) lets the entity buy: CUSTOMER or BOTH. */
export const isCustomerRole = (role: string | null) => role === ENTITY_ROLE.customer || role === ENTITY_ROLE.both;

/** CONTACT_TYPE value codes whose values the server checks. */
export const CONTACT_TYPE = { email: 'EMAIL', phone: 'PHONE', mobile: 'MOBILE', whatsapp: 'WHATSAPP', web: 'WEB' } as const;

/** [name, short name, code, value]. */
type Value = [string, string, string, string?];

interface CatalogSeed {
  code: string;
  name: string;
  shortName: string;
  parent?: string;
  values: Value[];
}

export const CATALOG_SEED: CatalogSeed[] = [
  {
    code: CATALOG.identityDocumentType, name: 'Identity document types', shortName: 'Identity documents',
    values: [
      ['National identity document', 'DNI', 'DNI'],
      ['Taxpayer registry number', 'RUC', 'RUC'],
      ['Passport', 'Passport', 'PASSPORT'],
      ['Foreigner identity card', 'CE', 'CEX'],
      ['Foreign tax identification', 'Tax ID', 'TAX_ID'],
    ],
  },
  {
    code: CATALOG.entityType, name: 'Entity types', shortName: 'Entity types',
    values: [
      ['Company', 'Company', 'COMPANY'],
      ['Natural person', 'Person', 'PERSON'],
      ['Government agency', 'Government', 'GOVERNMENT'],
      ['Non-profit organization', 'Non-profit', 'NONPROFIT'],
    ],
  },
  {
    code: CATALOG.entityRole, name: 'Entity roles', shortName: 'Roles',
    values: [
      ['Customer', 'Customer', 'CUSTOMER'],
      ['Supplier', 'Supplier', 'SUPPLIER'],
      ['Customer and supplier', 'Both', 'BOTH'],
    ],
  },
  {
    code: CATALOG.market, name: 'Markets', shortName: 'Markets',
    values: [
      ['Domestic (Peru)', 'Domestic', 'DOMESTIC'],
      ['Latin America', 'LatAm', 'LATAM'],
      ['North America', 'North America', 'NORTH_AMERICA'],
      ['Europe', 'Europe', 'EUROPE'],
      ['Asia Pacific', 'APAC', 'ASIA_PACIFIC'],
    ],
  },
  {
    code: CATALOG.channel, name: 'Sales channels', shortName: 'Channels',
    values: [
      ['Direct', 'Direct', 'DIRECT'],
      ['Travel agency (B2B)', 'Agency', 'AGENCY'],
      ['Online travel agency', 'OTA', 'OTA'],
      ['Wholesaler', 'Wholesaler', 'WHOLESALER'],
      ['Corporate account', 'Corporate', 'CORPORATE'],
      ['Website', 'Web', 'WEB'],
    ],
  },
  {
    code: CATALOG.sector, name: 'Sectors and industries', shortName: 'Sectors',
    values: [
      ['Tourism and travel', 'Tourism', 'TOURISM'],
      ['Hospitality', 'Hospitality', 'HOSPITALITY'],
      ['Transportation', 'Transport', 'TRANSPORT'],
      ['Mining and energy', 'Mining', 'MINING'],
      ['Education', 'Education', 'EDUCATION'],
      ['Finance and insurance', 'Finance', 'FINANCE'],
      ['Health', 'Health', 'HEALTH'],
      ['Technology', 'Technology', 'TECHNOLOGY'],
      ['Public sector', 'Public', 'PUBLIC'],
    ],
  },
  {
    code: CATALOG.businessType, name: 'Business types', shortName: 'Business types',
    values: [
      ['Tour operator', 'Tour operator', 'TOUR_OPERATOR'],
      ['Travel agency', 'Travel agency', 'TRAVEL_AGENCY'],
      ['Hotel', 'Hotel', 'HOTEL'],
      ['Transport company', 'Transport', 'TRANSPORT'],
      ['Railway', 'Railway', 'RAILWAY'],
      ['Tour guide', 'Guide', 'GUIDE'],
      ['Restaurant', 'Restaurant', 'RESTAURANT'],
      ['Corporate client', 'Corporate', 'CORPORATE'],
      ['Individual traveller', 'Individual', 'INDIVIDUAL'],
    ],
  },
  {
    code: CATALOG.addressType, name: 'Address types', shortName: 'Address types',
    values: [
      ['Fiscal address', 'Fiscal', 'FISCAL'],
      ['Office', 'Office', 'OFFICE'],
      ['Branch', 'Branch', 'BRANCH'],
      ['Billing address', 'Billing', 'BILLING'],
      ['Home', 'Home', 'HOME'],
    ],
  },
  {
    code: CATALOG.contactType, name: 'Contact types', shortName: 'Contact types',
    values: [
      ['E-mail', 'E-mail', CONTACT_TYPE.email],
      ['Phone', 'Phone', CONTACT_TYPE.phone],
      ['Mobile phone', 'Mobile', CONTACT_TYPE.mobile],
      ['WhatsApp', 'WhatsApp', CONTACT_TYPE.whatsapp],
      ['Website', 'Web', CONTACT_TYPE.web],
    ],
  },
  {
    code: CATALOG.contactPurpose, name: 'Contact purposes', shortName: 'Contact purposes',
    values: [
      ['Reservations', 'Reservations', 'RESERVATIONS'],
      ['Billing and collections', 'Billing', 'BILLING'],
      ['Sales', 'Sales', 'SALES'],
      ['Operations', 'Operations', 'OPERATIONS'],
      ['Management', 'Management', 'MANAGEMENT'],
      ['Emergencies (24 h)', 'Emergencies', 'EMERGENCY'],
    ],
  },
  {
    code: CATALOG.currency, name: 'Currencies', shortName: 'Currencies',
    values: [
      ['US dollar', 'US$', 'USD', '$'],
      ['Euro', 'EUR', 'EUR', '€'],
      ['Peruvian sol', 'S/', 'PEN', 'S/'],
    ],
  },
  {
    code: CATALOG.paymentType, name: 'Payment types', shortName: 'Payment types',
    values: [
      ['Cash', 'Cash', 'CASH'],
      ['Credit or debit card', 'Card', 'CARD'],
      ['Bank transfer', 'Transfer', 'TRANSFER'],
      ['Bank deposit', 'Deposit', 'DEPOSIT'],
      ['Check', 'Check', 'CHECK'],
      ['Customer advance', 'Advance', 'ADVANCE'],
    ],
  },
  {
    code: CATALOG.bank, name: 'Banks', shortName: 'Banks',
    values: [
      ['Banco de Crédito del Perú', 'BCP', 'BCP'],
      ['BBVA Perú', 'BBVA', 'BBVA'],
      ['Interbank', 'Interbank', 'IBK'],
      ['Scotiabank Perú', 'Scotiabank', 'SCOTIABANK'],
      ['Banco de la Nación', 'B. Nación', 'BNA'],
      ['BanBif', 'BanBif', 'BIF'],
    ],
  },
  {
    // The value is the tax authority's (SUNAT) document code.
    code: CATALOG.documentType, name: 'Document types', shortName: 'Document types',
    values: [
      ['Invoice', 'Invoice', 'INVOICE', '01'],
      ['Receipt', 'Receipt', 'RECEIPT', '03'],
      ['Credit note', 'Credit note', 'CREDIT_NOTE', '07'],
      ['Debit note', 'Debit note', 'DEBIT_NOTE', '08'],
    ],
  },
  {
    code: CATALOG.productType, name: 'Product types', shortName: 'Product types',
    values: [
      ['Tour', 'Tour', 'TOUR'],
      ['Accommodation', 'Hotel', 'HOTEL'],
      ['Transfer', 'Transfer', 'TRANSFER'],
      ['Train', 'Train', 'TRAIN'],
      ['Flight', 'Flight', 'FLIGHT'],
      ['Entrance ticket', 'Ticket', 'TICKET'],
      ['Guide service', 'Guide', 'GUIDE'],
      ['Meal', 'Meal', 'MEAL'],
    ],
  },
  {
    code: CATALOG.productUnit, name: 'Product units', shortName: 'Units', parent: CATALOG.productType,
    values: [
      ['Per person', 'Person', 'PAX'],
      ['Per room', 'Room', 'ROOM'],
      ['Per night', 'Night', 'NIGHT'],
      ['Per service', 'Service', 'SERVICE'],
      ['Per vehicle', 'Vehicle', 'VEHICLE'],
      ['Per day', 'Day', 'DAY'],
    ],
  },
  {
    // The value is the age range in years.
    code: CATALOG.passengerType, name: 'Passenger types', shortName: 'Passenger types',
    values: [
      ['Adult', 'ADT', 'ADULT', '12-64'],
      ['Child', 'CHD', 'CHILD', '2-11'],
      ['Infant', 'INF', 'INFANT', '0-1'],
      ['Senior', 'SNR', 'SENIOR', '65+'],
      ['Student', 'STU', 'STUDENT'],
    ],
  },
  {
    code: CATALOG.gender, name: 'Genders', shortName: 'Genders',
    values: [
      ['Female', 'F', 'FEMALE'],
      ['Male', 'M', 'MALE'],
      ['Not stated', 'N/S', 'UNSPECIFIED'],
    ],
  },
  {
    code: CATALOG.reservationStatus, name: 'Reservation statuses', shortName: 'Reservation statuses',
    values: [
      ['Quotation', 'Quote', 'QUOTE'],
      ['Pending confirmation', 'Pending', 'PENDING'],
      ['Confirmed', 'Confirmed', 'CONFIRMED'],
      ['Paid', 'Paid', 'PAID'],
      ['Cancelled', 'Cancelled', 'CANCELLED'],
      ['Completed', 'Completed', 'COMPLETED'],
    ],
  },
  {
    code: CATALOG.productCategoryType, name: 'Product category types', shortName: 'Category types',
    values: [
      ['Destination', 'Destination', 'DESTINATION'],
      ['Theme or activity', 'Theme', 'THEME'],
      ['Hotel class', 'Class', 'HOTEL_CLASS'],
      ['Market segment', 'Segment', 'SEGMENT'],
    ],
  },
  {
    // Features describe a product; subfeatures (VARIANT) are the dimensions its instances differ by.
    code: CATALOG.featureType, name: 'Feature types', shortName: 'Feature types',
    values: [
      ['Amenity', 'Amenity', 'AMENITY'],
      ['Inclusion', 'Inclusion', 'INCLUSION'],
      ['Exclusion', 'Exclusion', 'EXCLUSION'],
      ['Policy', 'Policy', 'POLICY'],
      ['Characteristic', 'Characteristic', 'CHARACTERISTIC'],
      ['Variant dimension', 'Variant', 'VARIANT'],
    ],
  },
  {
    code: CATALOG.featureItemType, name: 'Feature item types', shortName: 'Item types',
    values: [
      ['Text', 'Text', 'TEXT'],
      ['Number', 'Number', 'NUMBER'],
      ['Yes or no', 'Yes/no', 'BOOLEAN'],
      ['Time of day', 'Time', 'TIME'],
      ['Duration', 'Duration', 'DURATION'],
    ],
  },
  {
    code: CATALOG.productIdentificationType, name: 'Product identification types', shortName: 'Identifications',
    values: [
      ['Supplier code', 'Supplier', 'SUPPLIER_CODE'],
      ['GDS code', 'GDS', 'GDS_CODE'],
      ['Channel manager code', 'Channel', 'CHANNEL_CODE'],
      ['Government permit', 'Permit', 'PERMIT'],
      ['Barcode', 'Barcode', 'BARCODE'],
    ],
  },
  {
    // What a rate dimension is; the rate search matches PASSENGER dimension values to the passengers' types.
    code: CATALOG.rateFeatureType, name: 'Rate feature types', shortName: 'Rate dimensions',
    values: [
      ['Season', 'Season', 'SEASON'],
      ['Passenger type', 'Passenger', 'PASSENGER'],
      ['Occupancy', 'Occupancy', 'OCCUPANCY'],
      ['Meal plan', 'Meal plan', 'MEAL_PLAN'],
      ['Service mode', 'Service', 'SERVICE_MODE'],
      ['Other', 'Other', 'OTHER'],
    ],
  },
  {
    // How a rate's unit price multiplies: by passengers, by units (rooms, vehicles) or by units and nights.
    code: CATALOG.priceType, name: 'Price types', shortName: 'Price types',
    values: [
      ['Per person', 'Per person', 'PER_PERSON'],
      ['Per unit', 'Per unit', 'PER_UNIT'],
      ['Per night', 'Per night', 'PER_NIGHT'],
    ],
  },
];

/** Seeds the shared catalogs; returns each catalog's value ids by value code. */
export async function seedGeneralParameters(tx: Queryable) {
  const ids = new Map<string, string>();
  const valueIds: Record<string, Record<string, string>> = {};
  for (const catalog of CATALOG_SEED) {
    const [row] = await tx.query<{ id: string }>(
      `insert into general_parameter (name, short_name, code, id_parent) values ($1, $2, $3, $4)
       returning id_general_parameter as id`,
      [catalog.name, catalog.shortName, catalog.code, catalog.parent ? ids.get(catalog.parent) : null],
    );
    ids.set(catalog.code, row.id);
    valueIds[catalog.code] = {};
    for (const [i, [name, shortName, code, value]] of catalog.values.entries()) {
      const [v] = await tx.query<{ id: string }>(
        `insert into general_parameter_value (id_general_parameter, name, name_es, short_name, short_name_es, code, value, sort_order)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id_general_parameter_value as id`,
        [row.id, name, CATALOG_NAMES_ES[catalog.code]?.[code] ?? null, shortName, CATALOG_SHORT_NAMES_ES[catalog.code]?.[code] ?? null,
          code, value ?? null, i],
      );
      valueIds[catalog.code][code] = v.id;
    }
  }
  return valueIds;
}
