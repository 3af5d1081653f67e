import { MailCheck } from "lucide-react";
import { NewsletterLinkPage } from "./newsletter-link-page";

export function NewsletterConfirmPage() {
  return (
    <NewsletterLinkPage
      Icon={MailCheck}
      title="Confirm your subscription"
      intro="Press the button to start receiving the GameHub newsletter."
      action="Confirm subscription"
      busy="Confirming..."
      done="Thanks! Your subscription is confirmed."
      url="/api/newsletter/confirm"
    />
  );
}
