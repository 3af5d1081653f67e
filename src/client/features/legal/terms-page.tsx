import { Scale } from "lucide-react";
import { LegalPage } from "./legal-page";
import { TERMS_SECTIONS, TERMS_SUMMARY } from "./terms-content";

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      Icon={Scale}
      summary={TERMS_SUMMARY}
      sections={TERMS_SECTIONS}
    />
  );
}
