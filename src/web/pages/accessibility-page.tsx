import { LegalDocument } from "@web/features/legal/components/legal-document";

/** The accessibility statement the footer links to. */
export default function AccessibilityPage() {
  return <LegalDocument doc="accessibility" />;
}
