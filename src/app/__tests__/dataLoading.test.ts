import { join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOf, sourceFiles } from './sourceFiles';

/**
 * Issue 20 item 3, one way to load data: a route declares its query (the navigation loads it), a dialog or panel
 * loads its query on the press that opens it (useQueryLoader / useDialogQuery) and reads it with usePreloadedQuery.
 * Nothing reads data with useLazyLoadQuery (a request started by rendering) or fetchQuery (outside Relay's
 * render-as-you-fetch, usually in an effect), except the places below, each with why.
 */
const ROOT = normalize(join(__dirname, '../../..'));

const ALLOWED: Record<string, string> = {
  // Downloads on a press: the file goes to the browser, not to a screen, so nothing renders from the store.
  'src/app/documents/documentPdf.ts': 'a fiscal document PDF downloaded on a press',
  'src/features/users/mail-outbox/MailOutboxRoute.tsx': 'a mail attachment downloaded on a press',
  // Options that follow typing (debounced searches of a picker), not a screen's data.
  'src/app/useServerOptions.ts': 'a picker searching the server as the person types',
  'src/features/reservations/ItemServicePicker.tsx': 'the item dialog\'s service search as the person types',
  'src/features/reservations/useItemRates.ts': 'the rates of the service and date picked in the item dialog',
  'src/features/rates/useRatePricing.ts': 'the rate form\'s price check as the person types',
  'src/features/products/availability/useProductLabels.ts': 'the names of the products picked in the availability filter',
  // Binary content turned into an object URL that is revoked when the dialog closes: kept out of the Relay store.
  'src/features/reservations/documents/DocumentViewerDialog.tsx': 'a document\'s file content shown in the viewer',
  // Machine services: the machines ask through them (reservation editor reloads, the day's cashier).
  'src/features/reservations/useReservationEditorActors.ts': 'the editor machine\'s reload after a conflict or retry',
  'src/features/cashier/daily-cashier/useDailyCashierActors.ts': 'the daily cashier machine\'s services',
};


const files = [...sourceFiles(join(ROOT, 'src/features')), ...sourceFiles(join(ROOT, 'src/app'))].map((file) => relative(ROOT, file));
const fetching = files.filter((file) => /\buseLazyLoadQuery\b|\bfetchQuery\s*(<[^>]*>)?\s*\(/.test(codeOf(join(ROOT, file))));

describe('data loading (issue 20)', () => {
  it('is read by the check (sanity)', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(fetching).toContain('src/app/documents/documentPdf.ts');
  });

  it('reads no data with useLazyLoadQuery or fetchQuery outside the commented list', () => {
    expect(fetching.filter((file) => !(file in ALLOWED))).toEqual([]);
  });

  it('keeps the list true: every listed file still does (else remove it)', () => {
    expect(Object.keys(ALLOWED).filter((file) => !fetching.includes(file))).toEqual([]);
  });
});
