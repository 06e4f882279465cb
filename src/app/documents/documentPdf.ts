import { fetchQuery, graphql, type Environment } from 'relay-runtime';
import type { documentPdfQuery, DocumentRefInput } from '../../__generated__/documentPdfQuery.graphql';

export type { DocumentRefInput };

/** The server renders every document (server/src/domain/documents); the PDF comes back as base64 with its name. */
export const documentPdfQueryNode = graphql`
  query documentPdfQuery($document: DocumentRefInput!) {
    renderDocument(document: $document) { fileName mimeType contentBase64 title language suggestedRecipients }
  }
`;

export type RenderedDocument = documentPdfQuery['response']['renderDocument'];

export function fetchDocument(environment: Environment, document: DocumentRefInput): Promise<RenderedDocument> {
  return fetchQuery<documentPdfQuery>(environment, documentPdfQueryNode, { document }, { fetchPolicy: 'network-only' })
    .toPromise()
    .then((data) => data!.renderDocument);
}

function pdfBlob(rendered: RenderedDocument) {
  const binary = atob(rendered.contentBase64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: rendered.mimeType });
}

/**
 * Opens the PDF in the browser's viewer in a new tab; where the browser refuses the tab (a pop-up blocker after the
 * wait), it is downloaded instead. Answers whether it was downloaded.
 */
export function showPdf(rendered: RenderedDocument): 'opened' | 'downloaded' {
  const url = URL.createObjectURL(pdfBlob(rendered));
  // The tab reads the blob when it loads; the address is given back a minute later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  const tab = window.open(url, '_blank');
  if (tab) return 'opened';
  const link = document.createElement('a');
  link.href = url;
  link.download = rendered.fileName;
  link.click();
  return 'downloaded';
}
