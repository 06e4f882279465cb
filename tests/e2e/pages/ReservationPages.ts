import { expect, type Page } from '@playwright/test';
import { catalogValue, graphqlData, isoDay } from './RatePages';

/**
 * A USD reservation dated today for the first active customer, set up through GraphQL with the reservations' own
 * entity search (RESADM may not list entities for maintenance).
 */
export async function createUsdReservation(page: Page, fileNumber: string) {
  const usd = await catalogValue(page, 'CURRENCY', 'USD');
  const entities = await graphqlData<{ searchEntities: { data: { idEntity: string; entityRole: { code: string } | null }[] } }>(page,
    'query ($input: SearchInput!) { searchEntities(input: $input) { data { idEntity entityRole { code } } } }',
    { input: { status: 'ACTIVE', take: 50 } });
  const customer = entities.searchEntities.data.find((e) => e.entityRole?.code === 'CUSTOMER');
  expect(customer, 'an active customer').toBeTruthy();
  const { createReservation } = await graphqlData<{ createReservation: { idReservation: string; code: string } }>(page,
    'mutation ($data: ReservationInput!) { createReservation(data: $data) { idReservation code } }',
    { data: { reservationDate: isoDay(0), idEntity: customer!.idEntity, passengerCount: 1, idCurrency: usd, fileNumber } });
  return { ...createReservation, idEntity: customer!.idEntity, usd };
}

/** A USD reservation of an active customer with one confirmed, priced demo service, set up through GraphQL. */
export async function confirmedReservation(page: Page) {
  const reservation = await createUsdReservation(page, 'E2E-PAY');
  const serviceDate = isoDay(10);
  const services = await graphqlData<{ searchBookableServices: { instance: { idProductInstance: string } | null; availability: { bookable: boolean } | null; quote: { found: boolean } | null }[] }>(page,
    `query ($input: BookableServiceSearchInput!) { searchBookableServices(input: $input) {
      instance { idProductInstance } availability { bookable } quote { found } } }`,
    { input: { text: '', serviceDate, quantity: 1, idEntity: reservation.idEntity, take: 50 } });
  const service = services.searchBookableServices.find((s) => s.instance && s.availability?.bookable && s.quote?.found);
  expect(service, 'a bookable, priced demo service').toBeTruthy();
  const { addReservationItem: item } = await graphqlData<{ addReservationItem: { amount: string; status: string } }>(page,
    'mutation ($data: ReservationItemInput!) { addReservationItem(data: $data) { amount status } }',
    { data: { idReservation: reservation.idReservation, idProductInstance: service!.instance!.idProductInstance, serviceDate, quantity: 1, confirm: true } });
  expect(item.status).toBe('CONFIRMED');
  const { confirmReservation: confirmed } = await graphqlData<{ confirmReservation: { status: string } }>(page,
    'mutation ($id: ID!) { confirmReservation(idReservation: $id) { status } }', { id: reservation.idReservation });
  expect(confirmed.status).toBe('CONFIRMED');
  return { code: reservation.code, amount: item.amount, usd: reservation.usd };
}
