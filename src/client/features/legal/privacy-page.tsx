import { ShieldCheck } from "lucide-react";
import { LegalPage } from "./legal-page";
import { PRIVACY_SECTIONS, PRIVACY_SUMMARY } from "./privacy-content";

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      Icon={ShieldCheck}
      summary={PRIVACY_SUMMARY}
      sections={PRIVACY_SECTIONS}
    />
  );
}
