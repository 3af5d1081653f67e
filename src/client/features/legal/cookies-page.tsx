import { Cookie } from "lucide-react";
import { COOKIES_SECTIONS, COOKIES_SUMMARY } from "./cookies-content";
import { LegalPage } from "./legal-page";

export function CookiesPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      Icon={Cookie}
      summary={COOKIES_SUMMARY}
      sections={COOKIES_SECTIONS}
    />
  );
}
