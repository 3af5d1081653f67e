import { MailX } from "lucide-react";
import { NewsletterLinkPage } from "./newsletter-link-page";

export function NewsletterUnsubscribePage() {
  return (
    <NewsletterLinkPage
      Icon={MailX}
      title="Unsubscribe"
      intro="Press the button to stop receiving the GameHub newsletter."
      action="Unsubscribe"
      busy="Unsubscribing..."
      done="You are unsubscribed. You will not receive the newsletter any more."
      url="/api/newsletter/unsubscribe"
    />
  );
}
