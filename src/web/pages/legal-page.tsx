import { useLocation } from "@web/lib/router";
import { LegalDocument, type LegalDocumentId } from "@web/features/legal/components/legal-document";

const DOCUMENT_BY_PATH: Record<string, LegalDocumentId> = {
  "/privacy-policy": "privacy",
  "/terms-conditions": "terms",
  "/cookie-policy": "cookies",
};

/** /privacy-policy, /terms-conditions and /cookie-policy (spec section 2). */
export default function LegalPage() {
  const { pathname } = useLocation();
  const doc = DOCUMENT_BY_PATH[pathname.replace(/\/+$/, "")] ?? "privacy";
  return <LegalDocument key={doc} doc={doc} />;
}
