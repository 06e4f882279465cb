import type { Queryable } from './database.ts';
import { CATALOG } from './generalParameterData.ts';

type OuCode = 'LIM' | 'CUZ';
/** [address type, address, state, city, country code, postal code]. */
type Address = [string, string, string, string, string, string?];
/** [contact type, purpose, value]. */
type Contact = [string, string, string];

interface DemoEntity {
  name: string;
  commercialName: string;
  /** [entity type, role, market, channel, sector, business type] value codes. */
  kind: [string, string, string, string, string, string];
  document: [string, string];
  nationality: string;
  deferredDocs?: boolean;
  inactive?: boolean;
  addresses: Address[];
  contacts: Contact[];
  /** Defaults to Lima only. */
  ous?: OuCode[];
}

const agency = (market: string, channel = 'AGENCY', business = 'TRAVEL_AGENCY') =>
  ['COMPANY', 'CUSTOMER', market, channel, 'TOURISM', business] as DemoEntity['kind'];
const corporate = (sector: string, type = 'COMPANY') => [type, 'CUSTOMER', 'DOMESTIC', 'CORPORATE', sector, 'CORPORATE'] as DemoEntity['kind'];
const supplier = (sector: string, business: string, type = 'COMPANY') =>
  [type, 'SUPPLIER', 'DOMESTIC', 'DIRECT', sector, business] as DemoEntity['kind'];

/** Customers (agencies here and abroad, corporate accounts, travellers) and suppliers (Cusco hotels, transport, guides). */
const DEMO_ENTITIES: DemoEntity[] = [
  {
    name: 'Andes Explorer Travel S.A.C.', commercialName: 'Andes Explorer', kind: agency('DOMESTIC'),
    document: ['RUC', '20512345671'], nationality: 'PER', deferredDocs: true,
    addresses: [['FISCAL', 'Av. José Larco 1232, Of. 501', 'Lima', 'Miraflores', 'PER', '15074']],
    contacts: [['EMAIL', 'RESERVATIONS', 'reservas@andesexplorer.pe'], ['PHONE', 'SALES', '+51 1 445 2310']],
  },
  {
    name: 'Inca Trails Journeys LLC', commercialName: 'Inca Trails Journeys', kind: agency('NORTH_AMERICA'),
    document: ['TAX_ID', '84-3921657'], nationality: 'USA', deferredDocs: true,
    addresses: [['OFFICE', '455 Market Street, Suite 1200', 'California', 'San Francisco', 'USA', '94105']],
    contacts: [['EMAIL', 'RESERVATIONS', 'bookings@incatrailsjourneys.com'], ['PHONE', 'SALES', '+1 415 555 0142']],
  },
  {
    name: 'Viajes Cóndor Andino S.L.', commercialName: 'Cóndor Andino', kind: agency('EUROPE', 'WHOLESALER', 'TOUR_OPERATOR'),
    document: ['TAX_ID', 'B87654321'], nationality: 'ESP', deferredDocs: true,
    addresses: [['OFFICE', 'Calle de Alcalá 85, 3º', 'Madrid', 'Madrid', 'ESP', '28009']],
    contacts: [['EMAIL', 'RESERVATIONS', 'reservas@condorandino.es'], ['PHONE', 'OPERATIONS', '+34 914 352 210']],
  },
  {
    name: 'Südamerika Reisen GmbH', commercialName: 'Südamerika Reisen', kind: agency('EUROPE', 'WHOLESALER', 'TOUR_OPERATOR'),
    document: ['TAX_ID', 'DE298765432'], nationality: 'DEU',
    addresses: [['OFFICE', 'Friedrichstraße 123', 'Berlin', 'Berlin', 'DEU', '10117']],
    contacts: [['EMAIL', 'RESERVATIONS', 'peru@suedamerika-reisen.de'], ['PHONE', 'SALES', '+49 30 2091 4455']],
  },
  {
    name: 'Voyages Altiplano SARL', commercialName: 'Voyages Altiplano', kind: agency('EUROPE'), inactive: true,
    document: ['TAX_ID', 'FR40812345678'], nationality: 'FRA',
    addresses: [['OFFICE', '18 Rue de Rivoli', 'Île-de-France', 'Paris', 'FRA', '75004']],
    contacts: [['EMAIL', 'RESERVATIONS', 'contact@voyages-altiplano.fr']],
  },
  {
    name: 'Pacific Rim Adventures Pty Ltd', commercialName: 'Pacific Rim Adventures', kind: agency('ASIA_PACIFIC'),
    document: ['TAX_ID', '51 824 753 556'], nationality: 'AUS',
    addresses: [['OFFICE', '200 George Street, Level 8', 'New South Wales', 'Sydney', 'AUS', '2000']],
    contacts: [['EMAIL', 'RESERVATIONS', 'southamerica@pacificrimadventures.com.au'], ['PHONE', 'SALES', '+61 2 9251 7700']],
  },
  {
    name: 'Nikko Travel Service Co., Ltd.', commercialName: 'Nikko Travel', kind: agency('ASIA_PACIFIC', 'WHOLESALER', 'TOUR_OPERATOR'),
    document: ['TAX_ID', '1010401089234'], nationality: 'JPN', deferredDocs: true,
    addresses: [['OFFICE', '2-4-1 Shibakoen, Minato-ku', 'Tokyo', 'Tokyo', 'JPN', '105-0011']],
    contacts: [['EMAIL', 'OPERATIONS', 'latam-ops@nikkotravel.co.jp'], ['PHONE', 'RESERVATIONS', '+81 3 5401 2200']],
  },
  {
    name: 'Maple Leaf Expeditions Inc.', commercialName: 'Maple Leaf Expeditions', kind: agency('NORTH_AMERICA'),
    document: ['TAX_ID', '872345612RC0001'], nationality: 'CAN',
    addresses: [['OFFICE', '150 King Street West, Suite 900', 'Ontario', 'Toronto', 'CAN', 'M5H 1J9']],
    contacts: [['EMAIL', 'RESERVATIONS', 'trips@mapleleafexpeditions.ca'], ['PHONE', 'SALES', '+1 416 555 0198']],
  },
  {
    name: 'Patagonia Viajes S.A.', commercialName: 'Patagonia Viajes', kind: agency('LATAM'),
    document: ['TAX_ID', '30-71234567-8'], nationality: 'ARG',
    addresses: [['OFFICE', 'Av. Santa Fe 1845, Piso 4', 'Buenos Aires', 'Buenos Aires', 'ARG', 'C1123']],
    contacts: [['EMAIL', 'RESERVATIONS', 'reservas@patagoniaviajes.com.ar'], ['WHATSAPP', 'SALES', '+54 9 11 5555 0134']],
  },
  {
    name: 'Destinos Mágicos Perú E.I.R.L.', commercialName: 'Destinos Mágicos', kind: agency('DOMESTIC'),
    document: ['RUC', '20601234565'], nationality: 'PER',
    addresses: [['FISCAL', 'Calle Mercaderes 212', 'Arequipa', 'Arequipa', 'PER', '04001']],
    contacts: [['EMAIL', 'RESERVATIONS', 'ventas@destinosmagicos.pe'], ['MOBILE', 'SALES', '+51 959 321 654']],
  },
  {
    name: 'Travelnest Online Ltd.', commercialName: 'Travelnest', kind: ['COMPANY', 'CUSTOMER', 'EUROPE', 'OTA', 'TECHNOLOGY', 'TRAVEL_AGENCY'],
    document: ['TAX_ID', 'GB123456789'], nationality: 'GBR', deferredDocs: true,
    addresses: [['OFFICE', '1 Canada Square, Canary Wharf', 'London', 'London', 'GBR', 'E14 5AB']],
    contacts: [['EMAIL', 'OPERATIONS', 'supplier-support@travelnest.example'], ['WEB', 'SALES', 'https://www.travelnest.example']],
  },
  {
    name: 'Minera Cordillera Blanca S.A.A.', commercialName: 'Minera Cordillera', kind: corporate('MINING'),
    document: ['RUC', '20100234565'], nationality: 'PER', deferredDocs: true,
    addresses: [
      ['FISCAL', 'Av. Javier Prado Este 4200', 'Lima', 'Santiago de Surco', 'PER', '15023'],
      ['OFFICE', 'Jr. San Martín 610', 'Áncash', 'Huaraz', 'PER', '02001'],
    ],
    contacts: [['EMAIL', 'BILLING', 'facturacion@mineracordillera.com.pe'], ['PHONE', 'MANAGEMENT', '+51 1 611 4000']],
  },
  {
    name: 'Banco Andino de Inversiones S.A.', commercialName: 'Banco Andino', kind: corporate('FINANCE'),
    document: ['RUC', '20100987652'], nationality: 'PER', deferredDocs: true,
    addresses: [['FISCAL', 'Av. Canaval y Moreyra 380', 'Lima', 'San Isidro', 'PER', '15047']],
    contacts: [['EMAIL', 'RESERVATIONS', 'viajes.corporativos@bancoandino.com.pe'], ['PHONE', 'BILLING', '+51 1 513 2000']],
  },
  {
    name: 'Universidad del Pacífico Sur', commercialName: 'UPS', kind: corporate('EDUCATION', 'NONPROFIT'),
    document: ['RUC', '20155443325'], nationality: 'PER',
    addresses: [['FISCAL', 'Jr. Sánchez Cerro 2050', 'Lima', 'Jesús María', 'PER', '15072']],
    contacts: [['EMAIL', 'MANAGEMENT', 'logistica@ups.edu.pe'], ['PHONE', 'BILLING', '+51 1 219 0100']],
  },
  {
    name: 'Clínica Santa Lucía S.A.C.', commercialName: 'Clínica Santa Lucía', kind: corporate('HEALTH'),
    document: ['RUC', '20517788997'], nationality: 'PER',
    addresses: [['FISCAL', 'Av. Arequipa 2450', 'Lima', 'Lince', 'PER', '15073']],
    contacts: [['EMAIL', 'BILLING', 'cuentasporpagar@clinicasantalucia.pe'], ['PHONE', 'MANAGEMENT', '+51 1 706 5000']],
  },
  {
    name: 'Dirección Regional de Comercio Exterior y Turismo', commercialName: 'DIRCETUR', kind: corporate('PUBLIC', 'GOVERNMENT'),
    document: ['RUC', '20527141231'], nationality: 'PER',
    addresses: [['FISCAL', 'Av. de la Cultura 732', 'Cusco', 'Wanchaq', 'PER', '08003']],
    contacts: [['EMAIL', 'MANAGEMENT', 'mesadepartes@dircetur.example.pe'], ['PHONE', 'MANAGEMENT', '+51 84 223 701']],
    ous: ['LIM', 'CUZ'],
  },
  {
    name: 'María Fernanda Quispe Huamán', commercialName: 'María Fernanda Quispe',
    kind: ['PERSON', 'CUSTOMER', 'DOMESTIC', 'DIRECT', 'TOURISM', 'INDIVIDUAL'],
    document: ['DNI', '45872136'], nationality: 'PER',
    addresses: [['HOME', 'Calle Los Pinos 145', 'Lima', 'San Borja', 'PER', '15036']],
    contacts: [['EMAIL', 'RESERVATIONS', 'mfquispe@gmail.com'], ['MOBILE', 'EMERGENCY', '+51 987 654 321']],
  },
  {
    name: 'John Michael Carter', commercialName: 'John Carter',
    kind: ['PERSON', 'CUSTOMER', 'NORTH_AMERICA', 'WEB', 'TOURISM', 'INDIVIDUAL'],
    document: ['PASSPORT', '548812376'], nationality: 'USA',
    addresses: [['HOME', '2200 Pine Street, Apt 4B', 'Washington', 'Seattle', 'USA', '98101']],
    contacts: [['EMAIL', 'RESERVATIONS', 'jm.carter@outlook.com'], ['MOBILE', 'EMERGENCY', '+1 206 555 0187']],
  },
  {
    name: 'Hotel Plaza Imperial Cusco S.A.C.', commercialName: 'Plaza Imperial Hotel', kind: supplier('HOSPITALITY', 'HOTEL'),
    document: ['RUC', '20490123459'], nationality: 'PER',
    addresses: [['FISCAL', 'Calle Plateros 334', 'Cusco', 'Cusco', 'PER', '08002']],
    contacts: [['EMAIL', 'RESERVATIONS', 'reservas@plazaimperialcusco.pe'], ['PHONE', 'OPERATIONS', '+51 84 231 500']],
    ous: ['LIM', 'CUZ'],
  },
  {
    name: 'Tambo del Valle Sagrado Lodge S.A.C.', commercialName: 'Tambo del Valle Lodge', kind: supplier('HOSPITALITY', 'HOTEL'),
    document: ['RUC', '20527788669'], nationality: 'PER',
    addresses: [
      ['FISCAL', 'Calle Garcilaso 265', 'Cusco', 'Cusco', 'PER', '08002'],
      ['BRANCH', 'Km 69 Carretera Urubamba–Ollantaytambo', 'Cusco', 'Urubamba', 'PER', '08660'],
    ],
    contacts: [['EMAIL', 'RESERVATIONS', 'reservations@tambodelvalle.pe'], ['WHATSAPP', 'OPERATIONS', '+51 974 220 118']],
    ous: ['LIM', 'CUZ'],
  },
  {
    name: 'Hostal Qorikancha E.I.R.L.', commercialName: 'Hostal Qorikancha', kind: supplier('HOSPITALITY', 'HOTEL'),
    document: ['RUC', '20564433226'], nationality: 'PER',
    addresses: [['FISCAL', 'Av. El Sol 612', 'Cusco', 'Cusco', 'PER', '08002']],
    contacts: [['EMAIL', 'RESERVATIONS', 'hostalqorikancha@gmail.com'], ['PHONE', 'RESERVATIONS', '+51 84 252 914']],
    ous: ['CUZ'],
  },
  {
    name: 'Machu Picchu Cloud Forest Hotel S.A.', commercialName: 'Cloud Forest Hotel', kind: supplier('HOSPITALITY', 'HOTEL'),
    document: ['RUC', '20451239873'], nationality: 'PER',
    addresses: [['FISCAL', 'Av. Pachacútec 140', 'Cusco', 'Machu Picchu', 'PER', '08681']],
    contacts: [['EMAIL', 'RESERVATIONS', 'sales@cloudforesthotel.pe'], ['PHONE', 'EMERGENCY', '+51 84 211 032']],
    ous: ['LIM', 'CUZ'],
  },
  {
    name: 'Transportes Turísticos Wayra S.A.C.', commercialName: 'Wayra Transportes', kind: supplier('TRANSPORT', 'TRANSPORT'),
    document: ['RUC', '20490876546'], nationality: 'PER',
    addresses: [['FISCAL', 'Av. de la Cultura 1820', 'Cusco', 'Wanchaq', 'PER', '08003']],
    contacts: [['PHONE', 'OPERATIONS', '+51 84 246 810'], ['EMAIL', 'BILLING', 'facturas@wayratransportes.pe']],
    ous: ['LIM', 'CUZ'],
  },
  {
    name: 'Ferrocarril Sur Andino S.A.', commercialName: 'Sur Andino Rail', kind: supplier('TRANSPORT', 'RAILWAY'),
    document: ['RUC', '20431871808'], nationality: 'PER',
    addresses: [['FISCAL', 'Av. Pachacútec s/n, Estación Wanchaq', 'Cusco', 'Cusco', 'PER', '08003']],
    contacts: [['EMAIL', 'RESERVATIONS', 'agencias@surandinorail.pe'], ['PHONE', 'RESERVATIONS', '+51 84 581 414']],
    ous: ['LIM', 'CUZ'],
  },
  {
    name: 'MiraVan Transfers S.R.L.', commercialName: 'MiraVan Transfers', kind: supplier('TRANSPORT', 'TRANSPORT'),
    document: ['RUC', '20603344554'], nationality: 'PER',
    addresses: [['FISCAL', 'Calle Schell 343', 'Lima', 'Miraflores', 'PER', '15074']],
    contacts: [['MOBILE', 'OPERATIONS', '+51 998 877 665'], ['EMAIL', 'RESERVATIONS', 'traslados@miravan.pe']],
  },
  {
    name: 'Titicaca Navegación S.A.C.', commercialName: 'Titicaca Boats', kind: supplier('TRANSPORT', 'TRANSPORT'),
    document: ['RUC', '20448877125'], nationality: 'PER',
    addresses: [['FISCAL', 'Jr. Lima 345', 'Puno', 'Puno', 'PER', '21001']],
    contacts: [['WHATSAPP', 'OPERATIONS', '+51 951 443 210'], ['EMAIL', 'RESERVATIONS', 'reservas@titicacaboats.pe']],
  },
  {
    name: 'Juan Carlos Mamani Condori', commercialName: 'Juan Carlos Mamani (guide)', kind: supplier('TOURISM', 'GUIDE', 'PERSON'),
    document: ['DNI', '23987456'], nationality: 'PER',
    addresses: [['HOME', 'Calle Saphi 720', 'Cusco', 'Cusco', 'PER', '08002']],
    contacts: [['MOBILE', 'OPERATIONS', '+51 984 112 233'], ['EMAIL', 'OPERATIONS', 'jc.mamani.guia@gmail.com']],
    ous: ['LIM', 'CUZ'],
  },
  {
    name: 'Rosa Elena Huillca Ttito', commercialName: 'Rosa Huillca (guide)', kind: supplier('TOURISM', 'GUIDE', 'PERSON'),
    document: ['DNI', '41236578'], nationality: 'PER',
    addresses: [['HOME', 'Urb. Magisterio K-12', 'Cusco', 'Cusco', 'PER', '08003']],
    contacts: [['MOBILE', 'OPERATIONS', '+51 984 556 781']],
    ous: ['CUZ'],
  },
  {
    name: 'Lucía Paredes Soto', commercialName: 'Lucía Paredes (guide)', kind: supplier('TOURISM', 'GUIDE', 'PERSON'),
    document: ['DNI', '44556677'], nationality: 'PER',
    addresses: [['HOME', 'Av. Brasil 2150, Dpto. 302', 'Lima', 'Pueblo Libre', 'PER', '15084']],
    contacts: [['MOBILE', 'OPERATIONS', '+51 955 667 788'], ['EMAIL', 'OPERATIONS', 'lucia.paredes.guia@gmail.com']],
  },
  {
    name: 'Restaurante Killa Wasi S.A.C.', commercialName: 'Killa Wasi', kind: supplier('HOSPITALITY', 'RESTAURANT'),
    document: ['RUC', '20600987322'], nationality: 'PER',
    addresses: [['FISCAL', 'Calle Triunfo 393, 2do piso', 'Cusco', 'Cusco', 'PER', '08002']],
    contacts: [['PHONE', 'RESERVATIONS', '+51 84 240 118'], ['EMAIL', 'BILLING', 'administracion@killawasi.pe']],
    ous: ['LIM', 'CUZ'],
  },
  {
    name: 'Cóndor Receptivo Perú S.A.C.', commercialName: 'Cóndor Receptivo',
    kind: ['COMPANY', 'BOTH', 'DOMESTIC', 'AGENCY', 'TOURISM', 'TOUR_OPERATOR'],
    document: ['RUC', '20509876542'], nationality: 'PER', deferredDocs: true,
    addresses: [['FISCAL', 'Av. Alfredo Benavides 1555, Of. 302', 'Lima', 'Miraflores', 'PER', '15048']],
    contacts: [['EMAIL', 'OPERATIONS', 'operaciones@condorreceptivo.pe'], ['PHONE', 'SALES', '+51 1 242 7788']],
  },
  {
    name: 'Amazonia Expeditions Iquitos S.A.C.', commercialName: 'Amazonia Expeditions',
    kind: ['COMPANY', 'BOTH', 'DOMESTIC', 'AGENCY', 'TOURISM', 'TOUR_OPERATOR'],
    document: ['RUC', '20493456718'], nationality: 'PER',
    addresses: [['FISCAL', 'Calle Putumayo 180', 'Loreto', 'Iquitos', 'PER', '16001']],
    contacts: [['EMAIL', 'RESERVATIONS', 'reservas@amazoniaexpeditions.pe'], ['WHATSAPP', 'EMERGENCY', '+51 965 789 012']],
  },
  // Suppliers of the demo product catalog (productDemoData.ts).
  {
    name: 'Casona San Blas Boutique Hotel S.A.C.', commercialName: 'Casona San Blas', kind: supplier('HOSPITALITY', 'HOTEL'),
    document: ['RUC', '20600111222'], nationality: 'PER',
    addresses: [['FISCAL', 'Cuesta de San Blas 580', 'Cusco', 'Cusco', 'PER', '08002']],
    contacts: [['EMAIL', 'RESERVATIONS', 'reservas@casonasanblas.pe'], ['PHONE', 'RESERVATIONS', '+51 84 254 320']],
    ous: ['CUZ'],
  },
  {
    name: 'Inversiones Hoteleras Costa Verde S.A.C.', commercialName: 'Costa Verde Miraflores', kind: supplier('HOSPITALITY', 'HOTEL'),
    document: ['RUC', '20545566771'], nationality: 'PER',
    addresses: [['FISCAL', 'Malecón de la Reserva 615', 'Lima', 'Miraflores', 'PER', '15074']],
    contacts: [['EMAIL', 'RESERVATIONS', 'reservas@costaverdemiraflores.pe'], ['PHONE', 'SALES', '+51 1 617 1000']],
  },
  {
    name: 'Ferrocarril Transandino Inka S.A.C.', commercialName: 'Inka Express Rail', kind: supplier('TRANSPORT', 'RAILWAY'),
    document: ['RUC', '20538856674'], nationality: 'PER',
    addresses: [['FISCAL', 'Av. El Sol 803', 'Cusco', 'Cusco', 'PER', '08002']],
    contacts: [['EMAIL', 'RESERVATIONS', 'agencias@inkaexpressrail.pe'], ['PHONE', 'RESERVATIONS', '+51 84 233 030']],
    ous: ['LIM', 'CUZ'],
  },
  {
    name: 'Dirección Desconcentrada de Cultura de Cusco', commercialName: 'Cultura Cusco (Machu Picchu tickets)',
    kind: ['GOVERNMENT', 'SUPPLIER', 'DOMESTIC', 'DIRECT', 'PUBLIC', 'CORPORATE'],
    document: ['RUC', '20490345613'], nationality: 'PER',
    addresses: [['FISCAL', 'Av. de la Cultura 238, Condominio Huáscar', 'Cusco', 'Wanchaq', 'PER', '08003']],
    contacts: [['EMAIL', 'RESERVATIONS', 'boletaje.agencias@culturacusco.example.pe'], ['PHONE', 'OPERATIONS', '+51 84 582 030']],
    ous: ['LIM', 'CUZ'],
  },
  {
    name: 'Comité de Servicios Integrados Turísticos Culturales del Cusco', commercialName: 'COSITUC (Boleto Turístico)',
    kind: ['NONPROFIT', 'SUPPLIER', 'DOMESTIC', 'DIRECT', 'TOURISM', 'CORPORATE'],
    document: ['RUC', '20527004714'], nationality: 'PER',
    addresses: [['FISCAL', 'Av. El Sol 103, Of. 102', 'Cusco', 'Cusco', 'PER', '08002']],
    contacts: [['EMAIL', 'RESERVATIONS', 'ventas@cosituc.example.pe'], ['PHONE', 'RESERVATIONS', '+51 84 261 465']],
    ous: ['CUZ'],
  },
  {
    name: 'Inka Path Operadora de Turismo S.A.C.', commercialName: 'Inka Path', kind: supplier('TOURISM', 'TOUR_OPERATOR'),
    document: ['RUC', '20601789052'], nationality: 'PER',
    addresses: [['FISCAL', 'Calle Procuradores 351', 'Cusco', 'Cusco', 'PER', '08002']],
    contacts: [['EMAIL', 'OPERATIONS', 'operaciones@inkapath.pe'], ['WHATSAPP', 'RESERVATIONS', '+51 984 730 215']],
    ous: ['CUZ'],
  },
];

/** Loads the demo entities with their addresses, contacts and (per OU) accounts. */
export async function seedDemoEntities(
  tx: Queryable,
  ous: Record<OuCode, string>,
  values: Record<string, Record<string, string>>,
) {
  const countries = new Map(
    (await tx.query<{ code: string; id: string }>('select code, id_country as id from country')).map((c) => [c.code, c.id]),
  );
  const value = (catalog: string, code: string) => {
    const id = values[catalog]?.[code];
    if (!id) throw new Error(`demo data: no ${catalog} value ${code}`);
    return id;
  };
  for (const [i, e] of DEMO_ENTITIES.entries()) {
    const [type, role, market, channel, sector, business] = e.kind;
    const [entity] = await tx.query<{ id: string }>(
      `insert into entity (name, commercial_name, id_status, id_entity_type, id_entity_role, id_market, id_channel,
         id_sector, id_business_type, deferred_docs, id_identity_document_type, identity_document_number, id_nationality)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id_entity as id`,
      [e.name, e.commercialName, e.inactive ? 'INACTIVE' : 'ACTIVE', value(CATALOG.entityType, type),
        value(CATALOG.entityRole, role), value(CATALOG.market, market), value(CATALOG.channel, channel),
        value(CATALOG.sector, sector), value(CATALOG.businessType, business), e.deferredDocs ?? false,
        value(CATALOG.identityDocumentType, e.document[0]), e.document[1], countries.get(e.nationality) ?? null],
    );
    for (const [order, [kind, address, state, city, country, postal]] of e.addresses.entries()) {
      await tx.query(
        `insert into entity_address (id_entity, id_address_type, address, state, city, id_country, postal_code, sort_order)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [entity.id, value(CATALOG.addressType, kind), address, state, city, countries.get(country), postal ?? null, order],
      );
    }
    for (const [order, [kind, purpose, text]] of e.contacts.entries()) {
      await tx.query(
        `insert into entity_contact (id_entity, id_contact_type, id_contact_purpose, value, sort_order)
         values ($1, $2, $3, $4, $5)`,
        [entity.id, value(CATALOG.contactType, kind), value(CATALOG.contactPurpose, purpose), text, order],
      );
    }
    // Peruvian chart of accounts: 1212 receivables (customers), 4212 payables (suppliers), one sub-account each.
    const sub = String(i + 1).padStart(3, '0');
    for (const ou of e.ous ?? ['LIM']) {
      await tx.query('insert into entity_ou (id_entity, id_ou) values ($1, $2)', [entity.id, ous[ou]]);
      await tx.query(
        'insert into entity_info (id_entity, id_ou, checking_account, paidout_checking_account) values ($1, $2, $3, $4)',
        [entity.id, ous[ou], `121201${sub}`, `421201${sub}`],
      );
    }
  }
  return DEMO_ENTITIES.length;
}
