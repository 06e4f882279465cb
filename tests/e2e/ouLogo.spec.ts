import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { toast } from './pages/AdminPages';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';

/** A real PNG: a brand-red square with a white band, enough to see in the preview. */
function png(size: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const head = Buffer.alloc(4); head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4); tail.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0); ihdr.writeUInt32BE(size, 4); ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: size }, (_, y) => Buffer.from([0, ...Array.from({ length: size }, () =>
    (Math.abs(y - size / 2) < size / 8 ? [255, 255, 255] : [123, 30, 58])).flat()]));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

test('an administrator gives Lima a logo, a disguised GIF is refused, and the logo is removed (en, es)', async ({ page }) => {
  await new SignInPage(page).signInAs('ADMIN');
  await page.setViewportSize({ width: 760, height: 1000 });
  await page.goto('/en/users/organizational-units');
  await page.getByRole('searchbox', { name: 'Search' }).fill('LIM');
  await page.getByRole('grid', { name: 'Organizational units' }).getByRole('row', { name: /Tourdesk Lima/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit organizational unit' })).toBeVisible();
  await expect(page.getByText("No logo: documents show the unit's code instead.")).toBeVisible();

  await page.getByLabel('Logo image file').setInputFiles({ name: 'lima.png', mimeType: 'image/png', buffer: png(64) });
  await expect(toast(page, 'Logo saved')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo of Tourdesk Lima' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ou-logo-760.png`, fullPage: true });

  await page.getByLabel('Logo image file').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a0000') });
  await expect(page.getByRole('alert').filter({ hasText: 'Only PNG, JPEG images' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo of Tourdesk Lima' })).toBeVisible();

  // The same page in Spanish keeps the logo saved above.
  const idOu = page.url().match(/organizational-units\/([^/]+)\/edit/)![1];
  await page.goto(`/es/users/organizational-units/${idOu}/edit`);
  await expect(page.getByRole('img', { name: 'Logo de Tourdesk Lima' })).toBeVisible();
  await page.getByLabel('Archivo de imagen del logo').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png(2001) });
  await expect(page.getByRole('alert').filter({ hasText: 'Como máximo 2000 x 2000 píxeles' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ou-logo-es-760.png`, fullPage: true });
  await page.getByRole('button', { name: 'Quitar logo' }).click();
  await expect(toast(page, 'Logo quitado')).toBeVisible();
  await expect(page.getByText('Sin logo: los documentos muestran el código de la unidad.')).toBeVisible();
});
