/** The question Search rates asks, as kept in the address so a result can be reloaded and shared. */
export interface RateQuestion {
  idProduct: string | null;
  /** null: every active instance of the product. */
  idProductInstance: string | null;
  serviceDate: string | null;
  purchaseDate: string | null;
  /** null: rates for all customers only. */
  idEntity: string | null;
  /** PASSENGER_TYPE value id → how many; types with 0 are left out. */
  passengers: Record<string, number>;
  units: number | null;
  nights: number | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_COUNT = 999;
/** The server's limit on nights (rateSearch.ts MAX_NIGHTS). */
export const NIGHTS_MAX = 365;

const count = (text: string | null): number | null => {
  if (text == null || !/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_COUNT ? n : null;
};
const day = (text: string | null) => (text && DAY.test(text) ? text : null);

/** `?product=…&instance=…&service=2026-07-01&purchase=…&customer=…&pax=ADT-ID:2,CHD-ID:1&units=1&nights=3`. */
export function parseRateQuestion(search: URLSearchParams): RateQuestion {
  const passengers: Record<string, number> = {};
  for (const part of (search.get('pax') ?? '').split(',')) {
    const at = part.lastIndexOf(':');
    if (at <= 0) continue;
    const n = count(part.slice(at + 1));
    if (n) passengers[part.slice(0, at)] = n;
  }
  const nights = count(search.get('nights'));
  return {
    idProduct: search.get('product') || null,
    idProductInstance: search.get('instance') || null,
    serviceDate: day(search.get('service')),
    purchaseDate: day(search.get('purchase')),
    idEntity: search.get('customer') || null,
    passengers,
    units: count(search.get('units')),
    nights: nights != null && nights <= NIGHTS_MAX ? nights : null,
  };
}

/** The address for a question; empty parts are left out. */
export function rateQuestionParams(question: RateQuestion): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | null) => {
    if (value != null && value !== '') params.set(key, String(value));
  };
  put('product', question.idProduct);
  put('instance', question.idProductInstance);
  put('service', question.serviceDate);
  put('purchase', question.purchaseDate);
  put('customer', question.idEntity);
  const pax = Object.entries(question.passengers).filter(([, n]) => n > 0).map(([type, n]) => `${type}:${n}`).join(',');
  put('pax', pax);
  put('units', question.units);
  put('nights', question.nights);
  return params;
}

/** A question the server can answer: a product (or instance) and a service date. */
export const isAskable = (question: RateQuestion) => question.idProduct != null && question.serviceDate != null;

/** The CheckRatesInput of schema.graphql. The instance, when chosen, narrows the product. */
export function toCheckRatesInput(question: RateQuestion) {
  const passengers = Object.entries(question.passengers)
    .filter(([, n]) => n > 0)
    .map(([idPassengerType, n]) => ({ idPassengerType, count: n }));
  return {
    idProduct: question.idProductInstance ? null : question.idProduct,
    idProductInstance: question.idProductInstance,
    serviceDate: question.serviceDate,
    purchaseDate: question.purchaseDate,
    idEntity: question.idEntity,
    passengers: passengers.length ? passengers : null,
    units: question.units,
    nights: question.nights,
  };
}

/** Limits of the counts the form takes (the server accepts more; nobody books a thousand rooms at this desk). */
export const COUNT_MAX = MAX_COUNT;

/** The form's own check before asking: product and service date required, counts in range. Paths name the fields. */
export function validateRateQuestion(question: RateQuestion): Record<string, 'required' | 'countRange' | 'countRangeMin'> {
  const errors: Record<string, 'required' | 'countRange' | 'countRangeMin'> = {};
  if (!question.idProduct) errors.idProduct = 'required';
  if (!question.serviceDate) errors.serviceDate = 'required';
  for (const [type, n] of Object.entries(question.passengers)) {
    if (!Number.isInteger(n) || n < 0 || n > MAX_COUNT) errors[`passengers.${type}`] = 'countRange';
  }
  for (const [field, max] of [['units', MAX_COUNT], ['nights', NIGHTS_MAX]] as const) {
    const n = question[field];
    if (n != null && (!Number.isInteger(n) || n < 1 || n > max)) errors[field] = 'countRangeMin';
  }
  return errors;
}
