import { expect, type Browser, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { closeToasts, mailedLink } from './AdminPages';
import { graphqlData, isoDay } from './RatePages';
import { createUsdReservation } from './ReservationPages';
import { SignInPage, freshTotpCode, rememberTotpSecret } from './SignInPage';

/**
 * A new ADMIN cashier, created by the demo administrator and activated through the mailed link, signed in on a page
 * of its own: the journey closes its day, which the demo users' days in the other cashier specs must not see.
 */
export async function newCashier(admin: Page, browser: Browser, name: string) {
  const roles = await graphqlData<{ getAllRoles: { idRole: string; code: string }[] }>(admin, 'query { getAllRoles { idRole code } }');
  const entity = await graphqlData<{ searchEntityList: { data: { idEntity: string }[] } }>(admin,
    'query ($input: EntitySearchInput!) { searchEntityList(input: $input) { data { idEntity } } }', { input: { status: 'ACTIVE', take: 1 } });
  const email = `cashier.${Date.now()}@tourdesk.test`;
  await graphqlData(admin, 'mutation ($data: CreateUserInput!) { createUser(data: $data) { idUser } }', {
    data: {
      name, shortName: name.split(' ')[0], code: `CSH${Date.now() % 100000}`, idEntity: entity.searchEntityList.data[0].idEntity, email,
      idRoles: [roles.getAllRoles.find((r) => r.code === 'ADMIN')!.idRole],
    },
  });
  const password = 'Cashier#2026-e2e';
  const page = await (await browser.newContext()).newPage();
  await page.goto(await mailedLink(email));
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed')).toBeVisible();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(email, password);
  // Someone who can take payments sets up the authenticator right after the password (issue 11).
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').innerText()).replace(/\s+/g, '');
  rememberTotpSecret(email, secret);
  await page.getByLabel('Code', { exact: true }).fill(await freshTotpCode(email, secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Save your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await closeToasts(page);
  await page.getByRole('button', { name: 'I saved them, continue' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  return page;
}

/** A confirmed USD reservation with `count` confirmed, priced demo services; answers its code, customer and item amounts. */
export async function payableReservation(page: Page, fileNumber: string, count: number) {
  const reservation = await createUsdReservation(page, fileNumber);
  const serviceDate = isoDay(12);
  const services = await graphqlData<{ searchBookableServices: { instance: { idProductInstance: string } | null; availability: { bookable: boolean } | null; quote: { found: boolean } | null }[] }>(page,
    `query ($input: BookableServiceSearchInput!) { searchBookableServices(input: $input) {
      instance { idProductInstance } availability { bookable } quote { found } } }`,
    { input: { text: '', serviceDate, quantity: 1, idEntity: reservation.idEntity, take: 50 } });
  const bookable = services.searchBookableServices.filter((s) => s.instance && s.availability?.bookable && s.quote?.found);
  expect(bookable.length, 'bookable, priced demo services').toBeGreaterThanOrEqual(count);
  const amounts: string[] = [];
  for (const service of bookable.slice(0, count)) {
    const { addReservationItem: item } = await graphqlData<{ addReservationItem: { amount: string } }>(page,
      'mutation ($data: ReservationItemInput!) { addReservationItem(data: $data) { amount } }',
      { data: { idReservation: reservation.idReservation, idProductInstance: service.instance!.idProductInstance, serviceDate, quantity: 1, confirm: true } });
    amounts.push(item.amount);
  }
  await graphqlData(page, 'mutation ($id: ID!) { confirmReservation(idReservation: $id) { status } }', { id: reservation.idReservation });
  const { getEntityById } = await graphqlData<{ getEntityById: { name: string } }>(page,
    'query ($id: ID!) { getEntityById(id: $id) { name } }', { id: reservation.idEntity });
  return { ...reservation, customer: getEntityById.name, amounts };
}

/** Cents of a Decimal string and back: the tests work money out without floats. */
export const cents = (amount: string) => BigInt(amount.split('.')[0]) * 100n + BigInt((amount.split('.')[1] ?? '').padEnd(2, '0').slice(0, 2));
export const decimal = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

/** Keeps every blob the page turns into an address, so the test can read the PDF a tab opened (the CSP forbids fetching blob:). */
export const KEEP_BLOBS = () => {
  const kept = new Map<string, Blob>();
  (window as unknown as { __blobs: Map<string, Blob> }).__blobs = kept;
  const create = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = create(blob);
    if (blob instanceof Blob) kept.set(url, blob);
    return url;
  };
};

/** The text of a PDF the page opened in a tab, read from the blob KEEP_BLOBS kept. */
export async function pdfText(page: Page, url: string) {
  const bytes = await page.evaluate(async (address) => {
    const blob = (window as unknown as { __blobs: Map<string, Blob> }).__blobs.get(address)!;
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  }, url);
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}
