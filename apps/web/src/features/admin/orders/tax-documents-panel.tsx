import { ENDPOINTS, endpointPath, type TaxDocument } from '@vastra/domain/api';
import { TAX_DOCUMENT_MESSAGES as M, taxDocumentFileName } from '@vastra/domain/tax';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { adminCall } from '../api/admin-api';
import { downloadAsStaff } from '../api/download-as-staff';
import { orderKey } from './api/orders-api';
import { Section } from './detail/order-sections';

/** Saves one document's PDF. */
function downloadDocument(orderId: string, doc: TaxDocument) {
  const path = endpointPath(ENDPOINTS.adminTaxDocumentPdf.path, { id: orderId, docId: doc._id });
  return downloadAsStaff(path, taxDocumentFileName(doc.number));
}

/** The back office's order screen: the order's tax invoice and credit notes, each downloadable as a PDF. */
export function TaxDocumentsPanel({ orderId, className }: { orderId: string; className?: string }) {
  const documents = useQuery({
    queryKey: [...orderKey(orderId), 'tax-documents'],
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminTaxDocuments, { params: { id: orderId }, signal }),
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (doc: TaxDocument) => {
    setBusy(doc._id);
    setFailed(false);
    try {
      await downloadDocument(orderId, doc);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Section title={M.heading} {...(className ? { className } : {})}>
      {documents.isPending ? (
        <Spinner label="Loading the tax invoice" />
      ) : documents.isError ? (
        <p className="text-sm text-muted">{M.empty}</p>
      ) : documents.data.documents.length === 0 ? (
        <p className="text-sm text-muted">
          {M.staffStage[documents.data.invoice === 'issued' ? 'being_issued' : documents.data.invoice]}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {documents.data.documents.map((doc) => (
            <li key={doc._id}>
              <Button
                variant="secondary"
                size="sm"
                className="max-w-full whitespace-normal text-left"
                loading={busy === doc._id}
                onClick={() => void download(doc)}
              >
                <span>
                  {/* One child: the button lays its children out as flex items; the number never breaks. */}
                  {M.downloadWhat(doc.kind)} <span className="whitespace-nowrap">{doc.number}</span>
                </span>
              </Button>
              {doc.reason && <p className="mt-1 text-xs text-muted">{doc.reason}</p>}
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {M.downloadFailed}
        </p>
      )}
    </Section>
  );
}
