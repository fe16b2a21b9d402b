import { ENDPOINTS, endpointPath, type InvoiceStage, type TaxDocument, type TaxDocumentList } from '@vastra/domain/api';
import { taxDocumentFileName } from '@vastra/domain/tax';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { downloadFile } from '../../../lib/download-file';
import { msg, useI18n, type Message } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-context';
import { cn } from '../../../components/ui/cn';
import { SECTION_CARD } from '../components/section-card';

/** GET /api/orders/{id}/tax-documents (bearer): the invoice (issued at dispatch), then credit notes. */
export function getMyTaxDocuments(token: string, orderId: string): Promise<TaxDocumentList> {
  return callEndpoint(ENDPOINTS.myTaxDocuments, { params: { id: orderId }, token });
}

export const taxDocumentKeys = {
  mine: (orderId: string, userId: string | null) => ['tax-documents', userId, orderId] as const,
};

/** Where the invoice stands while none is listed: the domain's TAX_DOCUMENT_MESSAGES.stage, word for word. */
const STAGE_MESSAGES: Readonly<Record<Exclude<InvoiceStage, 'issued'>, Message>> = {
  at_dispatch: msg('Your tax invoice will be issued when your order is dispatched.'),
  being_issued: msg('Your order is on its way: its tax invoice will be ready shortly.'),
  never: msg('No tax invoice: the order was cancelled before dispatch.'),
};

/**
 * The order page's "Tax invoice": a download button per document (the PDF is fetched with the shopper's token and
 * saved), or a note saying when the invoice comes (at dispatch).
 */
export function TaxDocumentsSection({ orderId }: { orderId: string }) {
  const { t, tm } = useI18n();
  const { token, user } = useSession();
  const headingId = useId();
  const documents = useQuery({
    queryKey: taxDocumentKeys.mine(orderId, user?._id ?? null),
    queryFn: () => getMyTaxDocuments(token ?? '', orderId),
    enabled: Boolean(token),
  });
  return (
    // A card as the order page's other sections (order-sections.tsx), beside Order Info and Customer.
    <section aria-labelledby={headingId} className={cn('min-w-0', SECTION_CARD)}>
      <h2 id={headingId} className="mb-3 font-display text-xl text-ink">
        {t('Tax invoice')}
      </h2>
      {documents.isPending ? (
        <Spinner label={t('Loading the tax invoice')} />
      ) : documents.isError ? (
        <p className="text-sm text-muted">{t('Your tax invoice will be ready shortly.')}</p>
      ) : documents.data.documents.length === 0 ? (
        <p className="text-sm text-muted">
          {tm(STAGE_MESSAGES[documents.data.invoice === 'issued' ? 'being_issued' : documents.data.invoice])}
        </p>
      ) : (
        <DocumentButtons
          documents={documents.data.documents}
          pathOf={(doc) => endpointPath(ENDPOINTS.myTaxDocumentPdf.path, { id: orderId, docId: doc._id })}
          token={token}
        />
      )}
    </section>
  );
}

function DocumentButtons({
  documents,
  pathOf,
  token,
}: {
  documents: TaxDocument[];
  pathOf: (doc: TaxDocument) => string;
  token: string | null;
}) {
  const { t } = useI18n();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (doc: TaxDocument) => {
    setBusy(doc._id);
    setFailed(false);
    try {
      await downloadFile(pathOf(doc), { token, fallbackName: taxDocumentFileName(doc.number) });
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <ul className="flex flex-col gap-3">
        {documents.map((doc) => {
          const label = doc.kind === 'invoice' ? t('Download tax invoice') : t('Download credit note');
          return (
            // The number above its button, which reads it too: a label and a number in one pill wrapped in two lines.
            <li key={doc._id} className="flex flex-col items-start gap-1">
              <span className="font-mono text-xs text-muted">{doc.number}</span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`${label} ${doc.number}`}
                loading={busy === doc._id}
                onClick={() => void download(doc)}
              >
                {label}
              </Button>
            </li>
          );
        })}
      </ul>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t('The document could not be downloaded. Please try again.')}
        </p>
      )}
    </>
  );
}
