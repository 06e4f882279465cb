/**
 * The Latin American Spanish names of the shipped catalog values (issue 21 item 10), by catalog code and value code.
 * The seed writes them; migration 0026 wrote the same names into databases seeded before it. A value created later
 * gets its Spanish name from an administrator (the general parameter editor); without one, Spanish screens show the
 * English name.
 */
export const CATALOG_NAMES_ES: Record<string, Record<string, string>> = {
  IDENTITY_DOCUMENT_TYPE: {
    DNI: 'Documento nacional de identidad', RUC: 'Registro único de contribuyentes', PASSPORT: 'Pasaporte',
    CEX: 'Carné de extranjería', TAX_ID: 'Identificación tributaria extranjera',
  },
  ENTITY_TYPE: { COMPANY: 'Empresa', PERSON: 'Persona natural', GOVERNMENT: 'Entidad pública', NONPROFIT: 'Organización sin fines de lucro' },
  ENTITY_ROLE: { CUSTOMER: 'Cliente', SUPPLIER: 'Proveedor', BOTH: 'Cliente y proveedor' },
  MARKET: {
    DOMESTIC: 'Nacional (Perú)', LATAM: 'Latinoamérica', NORTH_AMERICA: 'Norteamérica', EUROPE: 'Europa', ASIA_PACIFIC: 'Asia Pacífico',
  },
  CHANNEL: {
    DIRECT: 'Directo', AGENCY: 'Agencia de viajes (B2B)', OTA: 'Agencia de viajes en línea', WHOLESALER: 'Mayorista',
    CORPORATE: 'Cuenta corporativa', WEB: 'Sitio web',
  },
  SECTOR: {
    TOURISM: 'Turismo y viajes', HOSPITALITY: 'Hotelería', TRANSPORT: 'Transporte', MINING: 'Minería y energía',
    EDUCATION: 'Educación', FINANCE: 'Finanzas y seguros', HEALTH: 'Salud', TECHNOLOGY: 'Tecnología', PUBLIC: 'Sector público',
  },
  BUSINESS_TYPE: {
    TOUR_OPERATOR: 'Operador turístico', TRAVEL_AGENCY: 'Agencia de viajes', HOTEL: 'Hotel', TRANSPORT: 'Empresa de transporte',
    RAILWAY: 'Ferrocarril', GUIDE: 'Guía de turismo', RESTAURANT: 'Restaurante', CORPORATE: 'Cliente corporativo',
    INDIVIDUAL: 'Viajero individual',
  },
  ADDRESS_TYPE: { FISCAL: 'Domicilio fiscal', OFFICE: 'Oficina', BRANCH: 'Sucursal', BILLING: 'Dirección de facturación', HOME: 'Domicilio' },
  CONTACT_TYPE: { EMAIL: 'Correo electrónico', PHONE: 'Teléfono', MOBILE: 'Celular', WHATSAPP: 'WhatsApp', WEB: 'Sitio web' },
  CONTACT_PURPOSE: {
    RESERVATIONS: 'Reservas', BILLING: 'Facturación y cobranzas', SALES: 'Ventas', OPERATIONS: 'Operaciones',
    MANAGEMENT: 'Gerencia', EMERGENCY: 'Emergencias (24 h)',
  },
  CURRENCY: { USD: 'Dólar estadounidense', EUR: 'Euro', PEN: 'Sol peruano' },
  PAYMENT_TYPE: {
    CASH: 'Efectivo', CARD: 'Tarjeta de crédito o débito', TRANSFER: 'Transferencia bancaria', DEPOSIT: 'Depósito bancario',
    CHECK: 'Cheque', ADVANCE: 'Anticipo del cliente',
  },
  BANK: {
    BCP: 'Banco de Crédito del Perú', BBVA: 'BBVA Perú', IBK: 'Interbank', SCOTIABANK: 'Scotiabank Perú', BNA: 'Banco de la Nación',
    BIF: 'BanBif',
  },
  DOCUMENT_TYPE: { INVOICE: 'Factura', RECEIPT: 'Boleta de venta', CREDIT_NOTE: 'Nota de crédito', DEBIT_NOTE: 'Nota de débito' },
  PRODUCT_TYPE: {
    TOUR: 'Tour', HOTEL: 'Alojamiento', TRANSFER: 'Traslado', TRAIN: 'Tren', FLIGHT: 'Vuelo', TICKET: 'Entrada',
    GUIDE: 'Servicio de guía', MEAL: 'Comida',
  },
  PRODUCT_UNIT: {
    PAX: 'Por persona', ROOM: 'Por habitación', NIGHT: 'Por noche', SERVICE: 'Por servicio', VEHICLE: 'Por vehículo', DAY: 'Por día',
  },
  PASSENGER_TYPE: { ADULT: 'Adulto', CHILD: 'Niño', INFANT: 'Infante', SENIOR: 'Adulto mayor', STUDENT: 'Estudiante' },
  GENDER: { FEMALE: 'Femenino', MALE: 'Masculino', UNSPECIFIED: 'No indicado' },
  RESERVATION_STATUS: {
    QUOTE: 'Cotización', PENDING: 'Pendiente de confirmación', CONFIRMED: 'Confirmada', PAID: 'Pagada', CANCELLED: 'Anulada',
    COMPLETED: 'Completada',
  },
  PRODUCT_CATEGORY_TYPE: { DESTINATION: 'Destino', THEME: 'Tema o actividad', HOTEL_CLASS: 'Categoría de hotel', SEGMENT: 'Segmento de mercado' },
  FEATURE_TYPE: {
    AMENITY: 'Comodidad', INCLUSION: 'Incluye', EXCLUSION: 'No incluye', POLICY: 'Política', CHARACTERISTIC: 'Característica',
    VARIANT: 'Dimensión de variante',
  },
  FEATURE_ITEM_TYPE: { TEXT: 'Texto', NUMBER: 'Número', BOOLEAN: 'Sí o no', TIME: 'Hora del día', DURATION: 'Duración' },
  PRODUCT_IDENTIFICATION_TYPE: {
    SUPPLIER_CODE: 'Código del proveedor', GDS_CODE: 'Código GDS', CHANNEL_CODE: 'Código del channel manager',
    PERMIT: 'Permiso oficial', BARCODE: 'Código de barras',
  },
  RATE_FEATURE_TYPE: {
    SEASON: 'Temporada', PASSENGER: 'Tipo de pasajero', OCCUPANCY: 'Ocupación', MEAL_PLAN: 'Plan de comidas',
    SERVICE_MODE: 'Modalidad del servicio', OTHER: 'Otro',
  },
  PRICE_TYPE: { PER_PERSON: 'Por persona', PER_UNIT: 'Por unidad', PER_NIGHT: 'Por noche' },
};

/** The Spanish names of the shipped languages, by the language's ISO 639-2 code. */
export const LANGUAGE_NAMES_ES: Record<string, string> = {
  eng: 'Inglés', spa: 'Español', por: 'Portugués', fra: 'Francés', deu: 'Alemán', ita: 'Italiano', jpn: 'Japonés', que: 'Quechua',
};

/** The Spanish short names of the shipped values whose short name a screen writes beside a number (migration 0032). */
export const CATALOG_SHORT_NAMES_ES: Record<string, Record<string, string>> = {
  IDENTITY_DOCUMENT_TYPE: { DNI: 'DNI', RUC: 'RUC', PASSPORT: 'Pasaporte', CEX: 'CE', TAX_ID: 'ID tributario' },
};

/** The Spanish descriptions of the seeded roles, by role code (migration 0032 wrote them into older databases). */
export const ROLE_DESCRIPTIONS_ES: Record<string, string> = {
  ADMIN: 'Administrador', RESADM: 'Administrador de reservas', RESCREATE: 'Reservas: crear', RESVIEW: 'Reservas: consultar',
  RESEDIT: 'Reservas: editar', RESDEL: 'Reservas: eliminar', STG: 'Cambio de unidad organizativa',
};
