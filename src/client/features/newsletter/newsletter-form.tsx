import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../lib/toast";
import { useNewsletterSubscription } from "./use-newsletter-subscription";

const SUCCESS_DESCRIPTION =
  "You've been subscribed to our newsletter. A confirmation e-mail is on its way: open its link to confirm your subscription.";

/**
 * Footer newsletter: blank after trimming is ignored; while submitting the button is disabled
 * with a spinner; success clears the field, failure keeps it.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const subscription = useNewsletterSubscription();
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || subscription.isPending) return;
    subscription.mutate(
      { email: trimmed },
      {
        onSuccess: () => {
          setEmail("");
          // The subscription starts only once its link is opened, so say the e-mail is coming.
          toast({ title: "Success!", description: SUCCESS_DESCRIPTION });
        },
        onError: () => {
          toast({
            title: "Error",
            description: "Failed to subscribe. Please try again.",
            variant: "destructive",
          });
        },
      },
    );
  }

  return (
    <form
      onSubmit={handleSubmit}
      aria-label="Newsletter"
      className="flex flex-col gap-2 sm:flex-row"
    >
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        placeholder="Enter your email"
        className="h-11 w-full min-w-0 rounded-lg border border-border bg-black/30 px-3.5 text-foreground text-sm transition placeholder:text-muted-foreground/80 hover:border-white/20 focus:border-primary sm:flex-1"
      />
      <Button type="submit" disabled={subscription.isPending} className="h-11 px-5">
        {subscription.isPending ? (
          <Spinner className="h-4 w-4 text-current" label="Subscribing" />
        ) : (
          <Send className="h-4 w-4" aria-hidden="true" />
        )}
        Subscribe
      </Button>
    </form>
  );
}
