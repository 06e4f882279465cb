import type { Queryable } from './database.ts';
import { CATALOG } from './generalParameterData.ts';

/*
 * The demo product catalog: what a Cusco tour operator sells (hotels in Cusco, the Sacred Valley and Aguas Calientes,
 * tours, private transfers, Machu Picchu and Cusco tickets, trains to Machu Picchu) and what its Lima office sells.
 * Suppliers are demo entities (entityDemoData.ts), found by their RUC. Categories, features and subfeatures belong
 * to each OU, so both OUs get their own copy of them. Instance codes are stable ('HTL-CUZ-PLAZAIMP' / 'DBL-BB'):
 * the inventory and package seeds find instances by them.
 */

type OuCode = 'LIM' | 'CUZ';

/** [name, short name, PRODUCT_CATEGORY_TYPE code]. */
type DemoCategory = [string, string, string];

/** [code, name, short name, value, FEATURE_ITEM_TYPE code]. */
type DemoItem = [string, string, string, string | null, string];

interface DemoFeature {
  code: string;
  name: string;
  shortName: string;
  /** FEATURE_TYPE code. */
  type: string;
  items: DemoItem[];
}

/** [code, name, short name, subfeature items as 'SUBFEATURE.ITEM']. */
type DemoInstance = [string, string, string, string[]];

interface DemoProduct {
  ou: OuCode;
  code: string;
  name: string;
  shortName: string;
  /** PRODUCT_TYPE and PRODUCT_UNIT codes. */
  type: string;
  unit: string;
  /** The supplier's RUC. */
  supplier: string;
  hasInventory: boolean;
  /** UNSPSC code SUNAT's electronic invoices carry. */
  taxCode: string;
  operationalCode: string;
  inactive?: boolean;
  categories: string[];
  features: string[];
  /** [PRODUCT_IDENTIFICATION_TYPE code, value]. */
  identifications: [string, string][];
  instances: DemoInstance[];
}

const CATEGORIES: DemoCategory[] = [
  ['Cusco', 'Cusco', 'DESTINATION'],
  ['Sacred Valley of the Incas', 'Sacred Valley', 'DESTINATION'],
  ['Machu Picchu', 'Machu Picchu', 'DESTINATION'],
  ['Lima', 'Lima', 'DESTINATION'],
  ['Puno and Lake Titicaca', 'Titicaca', 'DESTINATION'],
  ['Amazon rainforest', 'Amazon', 'DESTINATION'],
  ['Culture and history', 'Culture', 'THEME'],
  ['Adventure and trekking', 'Adventure', 'THEME'],
  ['Gastronomy', 'Gastronomy', 'THEME'],
  ['Nature and wildlife', 'Nature', 'THEME'],
  ['Three-star hotels', '3 stars', 'HOTEL_CLASS'],
  ['Four-star hotels', '4 stars', 'HOTEL_CLASS'],
  ['Boutique hotels', 'Boutique', 'HOTEL_CLASS'],
  ['Families', 'Families', 'SEGMENT'],
  ['Luxury travellers', 'Luxury', 'SEGMENT'],
];

const FEATURES: DemoFeature[] = [
  { code: 'WIFI', name: 'Free Wi-Fi', shortName: 'Wi-Fi', type: 'AMENITY', items: [
    ['COVERAGE', 'Coverage', 'Coverage', 'Rooms and public areas', 'TEXT'],
  ] },
  { code: 'OXYGEN', name: 'Oxygen on request', shortName: 'Oxygen', type: 'AMENITY', items: [
    ['FREE', 'Free of charge', 'Free', 'Yes', 'BOOLEAN'],
  ] },
  { code: 'HEATING', name: 'Room heating', shortName: 'Heating', type: 'AMENITY', items: [
    ['KIND', 'Heating type', 'Type', 'Central heating', 'TEXT'],
  ] },
  { code: 'HOTEL-TIMES', name: 'Check-in and check-out times', shortName: 'Check-in/out', type: 'POLICY', items: [
    ['CHECKIN', 'Check-in from', 'Check-in', '15:00', 'TIME'],
    ['CHECKOUT', 'Check-out until', 'Check-out', '10:00', 'TIME'],
  ] },
  { code: 'CANCEL-72H', name: 'Free cancellation up to 72 hours before', shortName: 'Cancel 72 h', type: 'POLICY', items: [
    ['DEADLINE', 'Deadline before the service', 'Deadline', '72 h', 'DURATION'],
    ['PENALTY', 'Penalty after the deadline', 'Penalty', 'First night or full service', 'TEXT'],
  ] },
  { code: 'PICKUP', name: 'Hotel pick-up', shortName: 'Pick-up', type: 'INCLUSION', items: [
    ['AREA', 'Pick-up area', 'Area', 'Hotels in the historic centre', 'TEXT'],
    ['WINDOW', 'Pick-up window', 'Window', '30 min', 'DURATION'],
  ] },
  { code: 'GUIDE', name: 'Professional tour guide', shortName: 'Guide', type: 'INCLUSION', items: [
    ['LICENSED', 'Licensed by the regional tourism office', 'Licensed', 'Yes', 'BOOLEAN'],
  ] },
  { code: 'LUNCH', name: 'Buffet lunch', shortName: 'Lunch', type: 'INCLUSION', items: [
    ['PLACE', 'Restaurant', 'Restaurant', 'Urubamba', 'TEXT'],
  ] },
  { code: 'NO-ENTRANCE', name: 'Entrance fees not included', shortName: 'No entrances', type: 'EXCLUSION', items: [
    ['NOTE', 'What to buy', 'Note', 'Boleto Turístico del Cusco', 'TEXT'],
  ] },
  { code: 'HIGH-ALTITUDE', name: 'High altitude (over 4,500 m)', shortName: 'Altitude', type: 'CHARACTERISTIC', items: [
    ['MAX', 'Highest point (m above sea level)', 'Highest point', '5036', 'NUMBER'],
  ] },
  { code: 'HAND-LUGGAGE', name: 'Hand luggage only (up to 5 kg)', shortName: 'Luggage 5 kg', type: 'POLICY', items: [
    ['WEIGHT', 'Weight allowed (kg)', 'Weight', '5', 'NUMBER'],
  ] },
  { code: 'ONBOARD-SNACK', name: 'Snack and drinks on board', shortName: 'Snack', type: 'INCLUSION', items: [
    ['MENU', 'Menu', 'Menu', 'Andean snack and hot drinks', 'TEXT'],
  ] },
  { code: 'PASSPORT', name: 'Original passport required', shortName: 'Passport', type: 'POLICY', items: [
    ['DOCUMENT', 'Document shown at the entrance', 'Document', 'The one used when booking', 'TEXT'],
  ] },
];

const SUBFEATURES: DemoFeature[] = [
  { code: 'ROOM', name: 'Room type', shortName: 'Room', type: 'VARIANT', items: [
    ['SGL', 'Single room', 'Single', '1', 'NUMBER'],
    ['DBL', 'Double room', 'Double', '2', 'NUMBER'],
    ['TWN', 'Twin room', 'Twin', '2', 'NUMBER'],
    ['TPL', 'Triple room', 'Triple', '3', 'NUMBER'],
    ['SUI', 'Suite', 'Suite', '2', 'NUMBER'],
  ] },
  { code: 'MEAL', name: 'Meal plan', shortName: 'Meals', type: 'VARIANT', items: [
    ['BB', 'Bed and breakfast', 'Breakfast', null, 'TEXT'],
    ['HB', 'Half board', 'Half board', null, 'TEXT'],
    ['FB', 'Full board', 'Full board', null, 'TEXT'],
  ] },
  { code: 'MODE', name: 'Service mode', shortName: 'Mode', type: 'VARIANT', items: [
    ['SHR', 'Shared service', 'Shared', null, 'TEXT'],
    ['PRV', 'Private service', 'Private', null, 'TEXT'],
  ] },
  { code: 'LANG', name: 'Guide language', shortName: 'Language', type: 'VARIANT', items: [
    ['EN', 'English', 'English', null, 'TEXT'],
    ['ES', 'Spanish', 'Spanish', null, 'TEXT'],
    ['PT', 'Portuguese', 'Portuguese', null, 'TEXT'],
    ['FR', 'French', 'French', null, 'TEXT'],
    ['DE', 'German', 'German', null, 'TEXT'],
  ] },
  { code: 'VEHICLE', name: 'Vehicle type', shortName: 'Vehicle', type: 'VARIANT', items: [
    ['CAR', 'Sedan (up to 3 passengers)', 'Sedan', '3', 'NUMBER'],
    ['VAN', 'Van (up to 8 passengers)', 'Van', '8', 'NUMBER'],
    ['MINIBUS', 'Minibus (up to 19 passengers)', 'Minibus', '19', 'NUMBER'],
  ] },
  { code: 'TRAIN-CLASS', name: 'Train class', shortName: 'Class', type: 'VARIANT', items: [
    ['EXP', 'Expedition', 'Expedition', null, 'TEXT'],
    ['VIS', 'Vistadome', 'Vistadome', null, 'TEXT'],
    ['OBS', 'Vistadome Observatory', 'Observatory', null, 'TEXT'],
    ['VOY', 'Voyager', 'Voyager', null, 'TEXT'],
    ['360', '360° panoramic', '360°', null, 'TEXT'],
    ['1ST', 'First Class', 'First', null, 'TEXT'],
  ] },
  { code: 'MAPI-ROUTE', name: 'Machu Picchu route', shortName: 'Route', type: 'VARIANT', items: [
    ['1A', 'Route 1-A: Machu Picchu Mountain', '1-A Mountain', null, 'TEXT'],
    ['1B', 'Route 1-B: Upper terrace', '1-B Upper terrace', null, 'TEXT'],
    ['1C', 'Route 1-C: Inti Punku (Sun Gate)', '1-C Sun Gate', null, 'TEXT'],
    ['2A', 'Route 2-A: Classic designed route', '2-A Classic', null, 'TEXT'],
    ['2B', 'Route 2-B: Lower terrace', '2-B Lower terrace', null, 'TEXT'],
    ['3A', 'Route 3-A: Huayna Picchu', '3-A Huayna Picchu', null, 'TEXT'],
    ['3B', 'Route 3-B: Royal Machu Picchu', '3-B Royal', null, 'TEXT'],
    ['3C', 'Route 3-C: Great Cavern', '3-C Great Cavern', null, 'TEXT'],
    ['3D', 'Route 3-D: Huchuy Picchu', '3-D Huchuy Picchu', null, 'TEXT'],
  ] },
  { code: 'ENTRY-TIME', name: 'Entry time', shortName: 'Entry', type: 'VARIANT', items: [
    ['0700', '07:00 entry', '07:00', '07:00', 'TIME'],
    ['0800', '08:00 entry', '08:00', '08:00', 'TIME'],
    ['0900', '09:00 entry', '09:00', '09:00', 'TIME'],
    ['1000', '10:00 entry', '10:00', '10:00', 'TIME'],
  ] },
  { code: 'BTC-CIRCUIT', name: 'Boleto Turístico circuit', shortName: 'BTC circuit', type: 'VARIANT', items: [
    ['FULL', 'Full ticket: 16 sites, 10 days', 'Full', '10 days', 'DURATION'],
    ['C1', 'Circuit I: Sacsayhuamán, Q’enqo, Puca Pucara, Tambomachay', 'Circuit I', '1 day', 'DURATION'],
    ['C2', 'Circuit II: museums of Cusco, Tipón, Pikillaqta', 'Circuit II', '2 days', 'DURATION'],
    ['C3', 'Circuit III: Pisac, Ollantaytambo, Chinchero, Moray', 'Circuit III', '2 days', 'DURATION'],
  ] },
];

/* Instance builders: the code and names follow from the subfeature items the variant is made of. */

const itemOf = (ref: string) => {
  const [feature, code] = ref.split('.');
  const item = SUBFEATURES.find((f) => f.code === feature)?.items.find((i) => i[0] === code);
  if (!item) throw new Error(`demo data: no subfeature item ${ref}`);
  return item;
};

/** Room and meal plan: 'DBL-BB', 'Double room, bed and breakfast'. */
const rooms = (...combos: string[]): DemoInstance[] => combos.map((combo) => {
  const [room, meal] = combo.split('-');
  const [, roomName, roomShort] = itemOf(`ROOM.${room}`);
  const [, mealName, mealShort] = itemOf(`MEAL.${meal}`);
  return [combo, `${roomName}, ${mealName.toLowerCase()}`, `${roomShort} ${mealShort}`, [`ROOM.${room}`, `MEAL.${meal}`]];
});

/** Service mode and guide language: 'SHR-EN', 'Shared service in English'. */
const services = (...combos: string[]): DemoInstance[] => combos.map((combo) => {
  const [mode, language] = combo.split('-');
  const [, modeName, modeShort] = itemOf(`MODE.${mode}`);
  const [, languageName] = itemOf(`LANG.${language}`);
  return [combo, `${modeName} in ${languageName}`, `${modeShort} ${language}`, [`MODE.${mode}`, `LANG.${language}`]];
});

/** One instance per item of a subfeature: 'VAN', 'Van (up to 8 passengers)'. */
const byItem = (subfeature: string, ...codes: string[]): DemoInstance[] => codes.map((code) => {
  const [, name, shortName] = itemOf(`${subfeature}.${code}`);
  return [code, name, shortName, [`${subfeature}.${code}`]];
});

/** Huayna Picchu by entry time: 'HP-0700'. */
const huaynaSlots = (...times: string[]): DemoInstance[] => times.map((time) => {
  const [, , shortName] = itemOf(`ENTRY-TIME.${time}`);
  return [`HP-${time}`, `Huayna Picchu, entry ${shortName}`, `HP ${shortName}`, ['MAPI-ROUTE.3A', `ENTRY-TIME.${time}`]];
});

const RUC = {
  plazaImperial: '20490123459', tamboValle: '20527788669', qorikancha: '20564433226', cloudForest: '20451239873',
  wayra: '20490876546', surAndino: '20431871808', miraVan: '20603344554', titicacaBoats: '20448877125',
  killaWasi: '20600987322', condorReceptivo: '20509876542', amazonia: '20493456718', casonaSanBlas: '20600111222',
  costaVerde: '20545566771', inkaExpress: '20538856674', culturaCusco: '20490345613', cosituc: '20527004714',
  inkaPath: '20601789052',
  // Guides are natural persons: their DNI.
  jcMamani: '23987456', rosaHuillca: '41236578', luciaParedes: '44556677',
};

/** UNSPSC codes (SUNAT catalog 25) by kind of service. */
const UNSPSC = {
  hotel: '90111500', tour: '90121500', road: '78111800', rail: '78111600', attraction: '90151500', meal: '90101500',
};

const hotel = (p: Omit<DemoProduct, 'type' | 'unit' | 'hasInventory' | 'taxCode'>): DemoProduct =>
  ({ type: 'HOTEL', unit: 'ROOM', hasInventory: true, taxCode: UNSPSC.hotel, ...p });
const tour = (p: Omit<DemoProduct, 'type' | 'unit' | 'taxCode' | 'hasInventory'> & { hasInventory?: boolean }): DemoProduct =>
  ({ type: 'TOUR', unit: 'PAX', hasInventory: false, taxCode: UNSPSC.tour, ...p });
const transfer = (p: Omit<DemoProduct, 'type' | 'unit' | 'hasInventory' | 'taxCode'>): DemoProduct =>
  ({ type: 'TRANSFER', unit: 'VEHICLE', hasInventory: false, taxCode: UNSPSC.road, ...p });
const ticket = (p: Omit<DemoProduct, 'type' | 'unit' | 'taxCode' | 'hasInventory'> & { hasInventory?: boolean }): DemoProduct =>
  ({ type: 'TICKET', unit: 'PAX', hasInventory: true, taxCode: UNSPSC.attraction, ...p });
const train = (p: Omit<DemoProduct, 'type' | 'unit' | 'hasInventory' | 'taxCode'>): DemoProduct =>
  ({ type: 'TRAIN', unit: 'PAX', hasInventory: true, taxCode: UNSPSC.rail, ...p });

const HOTEL_FEATURES = ['WIFI', 'HOTEL-TIMES', 'CANCEL-72H'];
const TRAIN_FEATURES = ['HAND-LUGGAGE', 'ONBOARD-SNACK', 'PASSPORT'];
const MAPI_TICKET = { supplier: RUC.culturaCusco, categories: ['Machu Picchu', 'Culture and history'], features: ['PASSPORT'] };

const DEMO_PRODUCTS: DemoProduct[] = [
  // Cusco: hotels.
  hotel({
    ou: 'CUZ', code: 'HTL-CUZ-PLAZAIMP', name: 'Plaza Imperial Hotel Cusco', shortName: 'Plaza Imperial',
    supplier: RUC.plazaImperial, operationalCode: 'PLAZA-IMP', categories: ['Cusco', 'Four-star hotels', 'Families'],
    features: [...HOTEL_FEATURES, 'OXYGEN', 'HEATING'],
    identifications: [['SUPPLIER_CODE', 'PIC-CUZ'], ['CHANNEL_CODE', 'CM-44721']],
    instances: rooms('SGL-BB', 'DBL-BB', 'TWN-BB', 'TPL-BB', 'DBL-HB'),
  }),
  hotel({
    ou: 'CUZ', code: 'HTL-CUZ-QORIKANCHA', name: 'Hostal Qorikancha', shortName: 'Qorikancha',
    supplier: RUC.qorikancha, operationalCode: 'QORIKANCHA', categories: ['Cusco', 'Three-star hotels'],
    features: ['WIFI', 'HOTEL-TIMES', 'OXYGEN'],
    identifications: [['SUPPLIER_CODE', 'HQK']],
    instances: rooms('SGL-BB', 'DBL-BB', 'TWN-BB'),
  }),
  hotel({
    ou: 'CUZ', code: 'HTL-CUZ-SANBLAS', name: 'Casona San Blas Boutique Hotel', shortName: 'Casona San Blas',
    supplier: RUC.casonaSanBlas, operationalCode: 'SANBLAS', categories: ['Cusco', 'Boutique hotels', 'Luxury travellers'],
    features: [...HOTEL_FEATURES, 'OXYGEN', 'HEATING'],
    identifications: [['SUPPLIER_CODE', 'CSB-01'], ['GDS_CODE', 'BQCUZCSB']],
    instances: rooms('DBL-BB', 'SUI-BB'),
  }),
  hotel({
    ou: 'CUZ', code: 'HTL-URB-TAMBO', name: 'Tambo del Valle Sagrado Lodge', shortName: 'Tambo del Valle',
    supplier: RUC.tamboValle, operationalCode: 'TAMBO-VS', categories: ['Sacred Valley of the Incas', 'Four-star hotels', 'Families'],
    features: [...HOTEL_FEATURES, 'HEATING'],
    identifications: [['SUPPLIER_CODE', 'TVS-URB'], ['CHANNEL_CODE', 'CM-51930']],
    instances: rooms('DBL-BB', 'DBL-HB', 'TPL-HB', 'SUI-HB'),
  }),
  hotel({
    ou: 'CUZ', code: 'HTL-MAP-CLOUDFOREST', name: 'Cloud Forest Hotel Machu Picchu', shortName: 'Cloud Forest',
    supplier: RUC.cloudForest, operationalCode: 'CLOUDFOREST', categories: ['Machu Picchu', 'Four-star hotels', 'Nature and wildlife'],
    features: HOTEL_FEATURES,
    identifications: [['SUPPLIER_CODE', 'CFH-AGC'], ['GDS_CODE', 'CFMAPCFH']],
    instances: rooms('DBL-BB', 'DBL-HB', 'TPL-HB'),
  }),
  // Cusco: tours.
  tour({
    ou: 'CUZ', code: 'TOUR-CUZ-CITY', name: 'Cusco City Tour and Four Nearby Ruins', shortName: 'City tour',
    supplier: RUC.inkaPath, operationalCode: 'CT4R', categories: ['Cusco', 'Culture and history', 'Families'],
    features: ['PICKUP', 'GUIDE', 'NO-ENTRANCE'], identifications: [['SUPPLIER_CODE', 'IP-CITY']],
    instances: services('SHR-EN', 'SHR-ES', 'PRV-EN', 'PRV-ES'),
  }),
  tour({
    ou: 'CUZ', code: 'TOUR-CUZ-SACVAL', name: 'Sacred Valley Full Day with Buffet Lunch', shortName: 'Sacred Valley',
    supplier: RUC.inkaPath, operationalCode: 'VS-FD', categories: ['Sacred Valley of the Incas', 'Culture and history'],
    features: ['PICKUP', 'GUIDE', 'LUNCH', 'NO-ENTRANCE'], identifications: [['SUPPLIER_CODE', 'IP-VSFD']],
    instances: services('SHR-EN', 'SHR-ES', 'PRV-EN', 'PRV-ES', 'PRV-PT'),
  }),
  tour({
    ou: 'CUZ', code: 'TOUR-CUZ-MARASMORAY', name: 'Maras Salt Ponds and Moray Half Day', shortName: 'Maras and Moray',
    supplier: RUC.inkaPath, operationalCode: 'MM-HD', categories: ['Sacred Valley of the Incas', 'Culture and history'],
    features: ['PICKUP', 'GUIDE'], identifications: [['SUPPLIER_CODE', 'IP-MM']],
    instances: services('SHR-EN', 'SHR-ES', 'PRV-EN'),
  }),
  tour({
    ou: 'CUZ', code: 'TOUR-CUZ-RAINBOW', name: 'Rainbow Mountain (Vinicunca) Full Day', shortName: 'Rainbow Mountain',
    supplier: RUC.inkaPath, operationalCode: 'VINI-FD', categories: ['Cusco', 'Adventure and trekking', 'Nature and wildlife'],
    features: ['PICKUP', 'GUIDE', 'HIGH-ALTITUDE'], identifications: [['SUPPLIER_CODE', 'IP-VINI']],
    instances: services('SHR-EN', 'SHR-ES', 'PRV-EN'),
  }),
  tour({
    ou: 'CUZ', code: 'TOUR-CUZ-HUMANTAY', name: 'Humantay Lake Full Day', shortName: 'Humantay Lake',
    supplier: RUC.inkaPath, operationalCode: 'HUMA-FD', categories: ['Cusco', 'Adventure and trekking', 'Nature and wildlife'],
    features: ['PICKUP', 'GUIDE'], identifications: [['SUPPLIER_CODE', 'IP-HUMA']],
    instances: services('SHR-EN', 'SHR-ES'),
  }),
  tour({
    ou: 'CUZ', code: 'TOUR-CUZ-SOUTHVAL', name: 'South Valley: Tipón, Pikillaqta and Andahuaylillas', shortName: 'South Valley',
    supplier: RUC.jcMamani, operationalCode: 'VSUR-HD', categories: ['Cusco', 'Culture and history'],
    features: ['GUIDE', 'NO-ENTRANCE'], identifications: [],
    instances: services('PRV-EN', 'PRV-ES', 'PRV-FR'),
  }),
  tour({
    ou: 'CUZ', code: 'TOUR-MAP-GUIDED', name: 'Machu Picchu Guided Visit', shortName: 'Machu Picchu guide',
    supplier: RUC.rosaHuillca, operationalCode: 'MAPI-GUIA', categories: ['Machu Picchu', 'Culture and history'],
    features: ['GUIDE', 'PASSPORT'], identifications: [],
    instances: services('SHR-EN', 'SHR-ES', 'PRV-EN', 'PRV-ES', 'PRV-FR', 'PRV-DE'),
  }),
  tour({
    ou: 'CUZ', code: 'TOUR-CUZ-INCATRAIL2D', name: 'Short Inca Trail to Machu Picchu (2 days)', shortName: 'Short Inca Trail',
    supplier: RUC.inkaPath, operationalCode: 'CI-2D', categories: ['Machu Picchu', 'Adventure and trekking'],
    features: ['GUIDE', 'PASSPORT', 'CANCEL-72H'], hasInventory: true,
    // The trail takes a fixed number of walkers a day: the permits are the inventory.
    identifications: [['PERMIT', 'SGCRAF-RC5-2026-118'], ['SUPPLIER_CODE', 'IP-CI2D']],
    instances: services('SHR-EN', 'SHR-ES', 'PRV-EN'),
  }),
  {
    ou: 'CUZ', code: 'MEAL-CUZ-KILLAWASI', name: 'Novo-Andean Dinner at Killa Wasi', shortName: 'Killa Wasi dinner',
    type: 'MEAL', unit: 'PAX', supplier: RUC.killaWasi, hasInventory: false, taxCode: UNSPSC.meal, operationalCode: 'KW-DIN',
    categories: ['Cusco', 'Gastronomy'], features: ['CANCEL-72H'], identifications: [],
    instances: [['SET', 'Three-course set menu', 'Set menu', []], ['VEG', 'Vegetarian set menu', 'Vegetarian', []]],
  },
  // Cusco: private transfers.
  transfer({
    ou: 'CUZ', code: 'TRF-CUZ-APT-HTL', name: 'Cusco Airport to Hotel Transfer', shortName: 'Airport to hotel',
    supplier: RUC.wayra, operationalCode: 'IN-CUZ', categories: ['Cusco'], features: ['PICKUP'],
    identifications: [['PERMIT', 'MTC-TUR-0452-2025']], instances: byItem('VEHICLE', 'CAR', 'VAN', 'MINIBUS'),
  }),
  transfer({
    ou: 'CUZ', code: 'TRF-CUZ-HTL-APT', name: 'Cusco Hotel to Airport Transfer', shortName: 'Hotel to airport',
    supplier: RUC.wayra, operationalCode: 'OUT-CUZ', categories: ['Cusco'], features: ['PICKUP'],
    identifications: [['PERMIT', 'MTC-TUR-0452-2025']], instances: byItem('VEHICLE', 'CAR', 'VAN', 'MINIBUS'),
  }),
  transfer({
    ou: 'CUZ', code: 'TRF-CUZ-HTL-OLL', name: 'Cusco Hotel to Ollantaytambo Station', shortName: 'Cusco to Ollantaytambo',
    supplier: RUC.wayra, operationalCode: 'CUZ-OLL', categories: ['Cusco', 'Sacred Valley of the Incas'], features: ['PICKUP'],
    identifications: [['PERMIT', 'MTC-TUR-0452-2025']], instances: byItem('VEHICLE', 'CAR', 'VAN', 'MINIBUS'),
  }),
  transfer({
    ou: 'CUZ', code: 'TRF-CUZ-HTL-POROY', name: 'Cusco Hotel to Poroy Station', shortName: 'Cusco to Poroy',
    // Trains leave from Poroy only in the dry season; the transfer is off the rest of the year.
    supplier: RUC.wayra, operationalCode: 'CUZ-POR', inactive: true, categories: ['Cusco'], features: ['PICKUP'],
    identifications: [], instances: byItem('VEHICLE', 'CAR', 'VAN'),
  }),
  transfer({
    ou: 'CUZ', code: 'TRF-URB-HTL-OLL', name: 'Sacred Valley Hotel to Ollantaytambo Station', shortName: 'Valley to Ollantaytambo',
    supplier: RUC.wayra, operationalCode: 'URB-OLL', categories: ['Sacred Valley of the Incas'], features: [],
    identifications: [], instances: byItem('VEHICLE', 'CAR', 'VAN'),
  }),
  // Cusco: tickets (Machu Picchu sells a fixed number of entries per route and day).
  ticket({
    ou: 'CUZ', code: 'TKT-MAP-CIRCUIT1', name: 'Machu Picchu Circuit 1: Panoramic Routes', shortName: 'MAPI circuit 1',
    operationalCode: 'MAPI-C1', ...MAPI_TICKET, identifications: [['SUPPLIER_CODE', 'LLAQTA-C1']],
    instances: byItem('MAPI-ROUTE', '1A', '1B', '1C'),
  }),
  ticket({
    ou: 'CUZ', code: 'TKT-MAP-CIRCUIT2', name: 'Machu Picchu Circuit 2: Classic Routes', shortName: 'MAPI circuit 2',
    operationalCode: 'MAPI-C2', ...MAPI_TICKET, identifications: [['SUPPLIER_CODE', 'LLAQTA-C2']],
    instances: byItem('MAPI-ROUTE', '2A', '2B'),
  }),
  ticket({
    ou: 'CUZ', code: 'TKT-MAP-CIRCUIT3', name: 'Machu Picchu Circuit 3: Royal Routes', shortName: 'MAPI circuit 3',
    operationalCode: 'MAPI-C3', ...MAPI_TICKET, identifications: [['SUPPLIER_CODE', 'LLAQTA-C3']],
    instances: byItem('MAPI-ROUTE', '3B', '3C', '3D'),
  }),
  ticket({
    ou: 'CUZ', code: 'TKT-MAP-HUAYNA', name: 'Machu Picchu and Huayna Picchu Mountain', shortName: 'Huayna Picchu',
    operationalCode: 'MAPI-HP', ...MAPI_TICKET, categories: ['Machu Picchu', 'Adventure and trekking'],
    identifications: [['SUPPLIER_CODE', 'LLAQTA-3A']], instances: huaynaSlots('0700', '0800', '0900', '1000'),
  }),
  ticket({
    ou: 'CUZ', code: 'TKT-CUZ-BTC', name: 'Boleto Turístico del Cusco', shortName: 'Boleto Turístico',
    // Sold without a daily limit.
    hasInventory: false, supplier: RUC.cosituc, operationalCode: 'BTC',
    categories: ['Cusco', 'Sacred Valley of the Incas', 'Culture and history'], features: [],
    identifications: [['SUPPLIER_CODE', 'BTC-2026']], instances: byItem('BTC-CIRCUIT', 'FULL', 'C1', 'C2', 'C3'),
  }),
  // Cusco: trains to Machu Picchu (Aguas Calientes).
  train({
    ou: 'CUZ', code: 'TRN-OLL-MAP-SAR', name: 'Sur Andino Rail: Ollantaytambo to Machu Picchu', shortName: 'SAR Ollanta-MAPI',
    supplier: RUC.surAndino, operationalCode: 'SAR-OLL-MAP', categories: ['Machu Picchu', 'Sacred Valley of the Incas'],
    features: TRAIN_FEATURES, identifications: [['SUPPLIER_CODE', 'SAR-31']], instances: byItem('TRAIN-CLASS', 'EXP', 'VIS', 'OBS'),
  }),
  train({
    ou: 'CUZ', code: 'TRN-MAP-OLL-SAR', name: 'Sur Andino Rail: Machu Picchu to Ollantaytambo', shortName: 'SAR MAPI-Ollanta',
    supplier: RUC.surAndino, operationalCode: 'SAR-MAP-OLL', categories: ['Machu Picchu', 'Sacred Valley of the Incas'],
    features: TRAIN_FEATURES, identifications: [['SUPPLIER_CODE', 'SAR-32']], instances: byItem('TRAIN-CLASS', 'EXP', 'VIS', 'OBS'),
  }),
  train({
    ou: 'CUZ', code: 'TRN-POR-MAP-SAR', name: 'Sur Andino Rail: Poroy to Machu Picchu', shortName: 'SAR Poroy-MAPI',
    supplier: RUC.surAndino, operationalCode: 'SAR-POR-MAP', categories: ['Machu Picchu', 'Cusco'],
    features: TRAIN_FEATURES, identifications: [['SUPPLIER_CODE', 'SAR-33']], instances: byItem('TRAIN-CLASS', 'EXP', 'VIS'),
  }),
  train({
    ou: 'CUZ', code: 'TRN-OLL-MAP-IER', name: 'Inka Express Rail: Ollantaytambo to Machu Picchu', shortName: 'IER Ollanta-MAPI',
    supplier: RUC.inkaExpress, operationalCode: 'IER-OLL-MAP', categories: ['Machu Picchu', 'Sacred Valley of the Incas'],
    features: TRAIN_FEATURES, identifications: [['SUPPLIER_CODE', 'IER-51']], instances: byItem('TRAIN-CLASS', 'VOY', '360', '1ST'),
  }),
  train({
    ou: 'CUZ', code: 'TRN-MAP-OLL-IER', name: 'Inka Express Rail: Machu Picchu to Ollantaytambo', shortName: 'IER MAPI-Ollanta',
    supplier: RUC.inkaExpress, operationalCode: 'IER-MAP-OLL', categories: ['Machu Picchu', 'Sacred Valley of the Incas'],
    features: TRAIN_FEATURES, identifications: [['SUPPLIER_CODE', 'IER-52']], instances: byItem('TRAIN-CLASS', 'VOY', '360', '1ST'),
  }),
  // Lima.
  hotel({
    ou: 'LIM', code: 'HTL-LIM-COSTAVERDE', name: 'Costa Verde Miraflores Hotel', shortName: 'Costa Verde',
    supplier: RUC.costaVerde, operationalCode: 'COSTAVERDE', categories: ['Lima', 'Four-star hotels'],
    features: HOTEL_FEATURES, identifications: [['SUPPLIER_CODE', 'CVM-LIM'], ['GDS_CODE', 'CVLIMCVM']],
    instances: rooms('SGL-BB', 'DBL-BB', 'SUI-BB'),
  }),
  tour({
    ou: 'LIM', code: 'TOUR-LIM-CITY', name: 'Lima Colonial and Modern City Tour', shortName: 'Lima city tour',
    supplier: RUC.luciaParedes, operationalCode: 'LIM-CT', categories: ['Lima', 'Culture and history'],
    features: ['PICKUP', 'GUIDE'], identifications: [], instances: services('SHR-EN', 'SHR-ES', 'PRV-EN'),
  }),
  tour({
    ou: 'LIM', code: 'TOUR-LIM-GASTRO', name: 'Lima Culinary Tour: Market, Ceviche and Pisco', shortName: 'Lima food tour',
    supplier: RUC.condorReceptivo, operationalCode: 'LIM-GASTRO', categories: ['Lima', 'Gastronomy'],
    features: ['PICKUP', 'GUIDE'], identifications: [['SUPPLIER_CODE', 'CR-GAS-01']], instances: services('PRV-EN', 'PRV-ES'),
  }),
  tour({
    ou: 'LIM', code: 'TOUR-LIM-PACHACAMAC', name: 'Pachacamac Archaeological Site Half Day', shortName: 'Pachacamac',
    supplier: RUC.luciaParedes, operationalCode: 'LIM-PCH', categories: ['Lima', 'Culture and history'],
    features: ['PICKUP', 'GUIDE'], identifications: [], instances: services('SHR-EN', 'PRV-EN', 'PRV-ES'),
  }),
  transfer({
    ou: 'LIM', code: 'TRF-LIM-APT-MIR', name: 'Lima Airport to Miraflores Hotel Transfer', shortName: 'Airport to Miraflores',
    supplier: RUC.miraVan, operationalCode: 'IN-LIM', categories: ['Lima'], features: ['PICKUP'],
    identifications: [['PERMIT', 'MTC-TUR-1187-2024']], instances: byItem('VEHICLE', 'CAR', 'VAN'),
  }),
  tour({
    ou: 'LIM', code: 'TOUR-PUN-UROS', name: 'Lake Titicaca: Uros and Taquile Islands Full Day', shortName: 'Uros and Taquile',
    supplier: RUC.titicacaBoats, operationalCode: 'PUN-UROS', categories: ['Puno and Lake Titicaca', 'Culture and history'],
    features: ['PICKUP', 'GUIDE', 'LUNCH'], identifications: [['SUPPLIER_CODE', 'TB-UT']], instances: services('SHR-EN', 'SHR-ES'),
  }),
  tour({
    ou: 'LIM', code: 'TOUR-IQT-LODGE', name: 'Amazon Lodge Program from Iquitos (3 days)', shortName: 'Amazon lodge 3D',
    supplier: RUC.amazonia, operationalCode: 'IQT-3D', categories: ['Amazon rainforest', 'Nature and wildlife', 'Families'],
    // The lodge has a fixed number of bungalows.
    features: ['GUIDE', 'CANCEL-72H'], hasInventory: true, identifications: [['SUPPLIER_CODE', 'AE-L3D']],
    instances: services('SHR-EN', 'SHR-ES'),
  }),
];

interface SeededProduct {
  idProduct: string;
  instances: Record<string, string>;
}

/** Catalog value ids by catalog and value code (what seedGeneralParameters returns). */
type CatalogIds = Record<string, Record<string, string>>;

function catalogValue(catalogs: CatalogIds, catalog: string, code: string) {
  const id = catalogs[catalog]?.[code];
  if (!id) throw new Error(`demo data: no ${catalog} value ${code}`);
  return id;
}

/** The OU's categories, features and subfeatures; answers their ids (categories by name, items by 'FEATURE.ITEM'). */
async function seedCatalogParts(tx: Queryable, idOu: string, catalogs: CatalogIds) {
  const categories = new Map<string, string>();
  for (const [name, shortName, type] of CATEGORIES) {
    const [row] = await tx.query<{ id: string }>(
      `insert into product_category (id_ou, name, short_name, id_category_type) values ($1, $2, $3, $4)
       returning id_product_category as id`,
      [idOu, name, shortName, catalogValue(catalogs, CATALOG.productCategoryType, type)],
    );
    categories.set(name, row.id);
  }
  const features = new Map<string, string>();
  const items = new Map<string, string>();
  for (const [kind, list] of [['FEATURE', FEATURES], ['SUBFEATURE', SUBFEATURES]] as const) {
    for (const feature of list) {
      const [row] = await tx.query<{ id: string }>(
        `insert into product_feature (id_ou, kind, code, name, short_name, id_feature_type) values ($1, $2, $3, $4, $5, $6)
         returning id_product_feature as id`,
        [idOu, kind, feature.code, feature.name, feature.shortName, catalogValue(catalogs, CATALOG.featureType, feature.type)],
      );
      if (kind === 'FEATURE') features.set(feature.code, row.id);
      for (const [order, [code, name, shortName, value, type]] of feature.items.entries()) {
        const [item] = await tx.query<{ id: string }>(
          `insert into product_feature_item (id_product_feature, code, name, short_name, value, id_item_type, sort_order)
           values ($1, $2, $3, $4, $5, $6, $7) returning id_product_feature_item as id`,
          [row.id, code, name, shortName, value, catalogValue(catalogs, CATALOG.featureItemType, type), order],
        );
        if (kind === 'SUBFEATURE') items.set(`${feature.code}.${code}`, item.id);
      }
    }
  }
  return { categories, features, items };
}

type CatalogParts = Awaited<ReturnType<typeof seedCatalogParts>>;

const lookUp = (map: Map<string, string>, key: string, what: string) => {
  const id = map.get(key);
  if (!id) throw new Error(`demo data: no ${what} ${key}`);
  return id;
};

async function seedProduct(
  tx: Queryable, idOu: string, p: DemoProduct, parts: CatalogParts, suppliers: Map<string, string>, catalogs: CatalogIds,
): Promise<SeededProduct> {
  const [row] = await tx.query<{ id: string }>(
    `insert into product (id_ou, code, name, short_name, id_product_type, id_product_unit, id_supplier, has_inventory,
       tax_international_code, operational_code, id_status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id_product as id`,
    [idOu, p.code, p.name, p.shortName, catalogValue(catalogs, CATALOG.productType, p.type),
      catalogValue(catalogs, CATALOG.productUnit, p.unit), lookUp(suppliers, p.supplier, 'supplier'), p.hasInventory,
      p.taxCode, p.operationalCode, p.inactive ? 'INACTIVE' : 'ACTIVE'],
  );
  const link = (table: string, column: string, ids: string[]) => tx.query(
    `insert into ${table} (id_product, ${column}) select $1, unnest($2::uuid[])`, [row.id, ids],
  );
  await link('product_category_link', 'id_product_category', p.categories.map((name) => lookUp(parts.categories, name, 'category')));
  await link('product_feature_link', 'id_product_feature', p.features.map((code) => lookUp(parts.features, code, 'feature')));
  // The product is offered in exactly the subfeature items its instances are made of.
  const itemRefs = [...new Set(p.instances.flatMap(([, , , refs]) => refs))];
  await link('product_subfeature_item_link', 'id_product_feature_item', itemRefs.map((ref) => lookUp(parts.items, ref, 'item')));
  for (const [order, [type, value]] of p.identifications.entries()) {
    await tx.query(
      'insert into product_identification (id_product, id_identification_type, value, sort_order) values ($1, $2, $3, $4)',
      [row.id, catalogValue(catalogs, CATALOG.productIdentificationType, type), value, order],
    );
  }
  const instances: Record<string, string> = {};
  for (const [order, [code, name, shortName, refs]] of p.instances.entries()) {
    const [instance] = await tx.query<{ id: string }>(
      `insert into product_instance (id_product, code, name, short_name, sort_order) values ($1, $2, $3, $4, $5)
       returning id_product_instance as id`,
      [row.id, code, name, shortName, order],
    );
    await tx.query(
      'insert into product_instance_item (id_product_instance, id_product_feature_item) select $1, unnest($2::uuid[])',
      [instance.id, refs.map((ref) => lookUp(parts.items, ref, 'item'))],
    );
    instances[code] = instance.id;
  }
  return { idProduct: row.id, instances };
}

/**
 * Loads the demo catalog of both OUs. Answers productCode -> { idProduct, instances: instanceCode -> id } for the
 * seeds that build on it (inventory, packages).
 */
export async function seedDemoProducts(tx: Queryable, ous: Record<OuCode, string>, catalogs: CatalogIds) {
  const suppliers = new Map(
    (await tx.query<{ document: string; id: string }>(
      'select identity_document_number as document, id_entity as id from entity where identity_document_number is not null',
    )).map((row) => [row.document, row.id]),
  );
  const seeded: Record<string, SeededProduct> = {};
  for (const ou of ['CUZ', 'LIM'] as const) {
    const parts = await seedCatalogParts(tx, ous[ou], catalogs);
    for (const product of DEMO_PRODUCTS.filter((p) => p.ou === ou)) {
      seeded[product.code] = await seedProduct(tx, ous[ou], product, parts, suppliers, catalogs);
    }
  }
  return seeded;
}
