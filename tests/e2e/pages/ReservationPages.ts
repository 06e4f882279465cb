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
