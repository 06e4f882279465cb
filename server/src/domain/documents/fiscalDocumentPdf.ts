/*
 * Invoice, receipt and credit note (SUNAT's comprobantes): series-correlative, customer and identity document, lines,
 * taxable base, IGV, total in words, currency; a credit note names the document it corrects. Written in the language
 * of the reservations it covers (fiscalDocumentData.ts), English otherwise.
 */
import { amountInWords } from './amountInWords.ts';
import { identityLine } from './entityDetails.ts';
import { amount, currencyWords, labelsOf, longDate, paymentTypeName, shortDate, type DocumentLanguage } from './documentText.ts';
import type { FiscalDocumentForPdf, FiscalLine } from './fiscalDocumentData.ts';
import type { OperatorHeader } from './operatorHeader.ts';
import { PdfSheet } from './pdfSheet.ts';

const lineText = (language: DocumentLanguage, line: FiscalLine) => {
  const t = labelsOf(language);
  if (line.kind === 'ADVANCE') return [t('advance'), line.description].filter(Boolean).join(': ');
  if (line.kind === 'ADVANCE_APPLIED') return `${t('advance')} (-)`;
  return line.description;
};

/** A card shows as its brand and last four digits, never more. */
const paymentText = (language: DocumentLanguage, p: FiscalDocumentForPdf['payments'][number]) =>
  [paymentTypeName(language, p.method, p.method), p.cardBrand, p.cardLast4 ? `•••• ${p.cardLast4}` : null].filter(Boolean).join(' ');

export function renderFiscalDocument(operator: OperatorHeader, doc: FiscalDocumentForPdf): Promise<Buffer> {
  const { language } = doc;
  const t = labelsOf(language);
  const title = t(doc.documentType);
  const sheet = new PdfSheet({ operator, language, title: `${title} ${doc.number}`, date: doc.issueDate });
  sheet.title(`${title} ${doc.number}`, operator.taxId ? `${operator.taxIdLabel ?? ''} ${operator.taxId}`.trim() : undefined);
  sheet.facts([
    [t('issueDate'), longDate(language, doc.issueDate)],
    [t('customer'), doc.customer.name],
    [t('identityDocument'), identityLine(doc.customer)],
    [t('address'), doc.customer.address],
    [t('currency'), `${doc.currencyCode} · ${currencyWords(language, doc.currencyCode, doc.currencyName)}`],
    [t('transaction'), doc.transactionNumber != null ? String(doc.transactionNumber) : null],
    ...(doc.original ? [[t('originalDocument'), `${t(doc.original.documentType)} ${doc.original.number} · ${t('originalIssued')} ${shortDate(doc.original.issueDate)}`] as [string, string]] : []),
    [t('reason'), doc.reason],
  ]);
  sheet.table(
    [
      { label: '#', width: 0.5 },
      { label: t('description'), width: 5.4 },
      { label: t('reservation'), width: 1.9 },
      { label: t('date'), width: 1.4 },
      { label: `${t('amount')} (${doc.currencyCode})`, width: 1.9, align: 'right' },
    ],
    doc.lines.map((line, i) => [String(i + 1), lineText(language, line), line.reference ?? '', line.serviceDate ? shortDate(line.serviceDate) : '', amount(line.amount)]),
  );
  sheet.totals([
    [t('taxableBase'), `${doc.currencyCode} ${amount(doc.subtotal)}`],
    [t('igv'), `${doc.currencyCode} ${amount(doc.tax)}`],
    [t('total'), `${doc.currencyCode} ${amount(doc.total)}`],
  ]);
  sheet.paragraph(`${t('inWords')}: ${amountInWords(language, doc.total, currencyWords(language, doc.currencyCode, doc.currencyName))}`, { bold: true });
  if (doc.payments.length) {
    sheet.heading(t('payments'));
    sheet.table(
      [{ label: t('method'), width: 6 }, { label: t('amount'), width: 2, align: 'right' }],
      doc.payments.map((p) => [paymentText(language, p), `${p.currencyCode} ${amount(p.amount)}`]),
    );
  }
  return sheet.end();
}
