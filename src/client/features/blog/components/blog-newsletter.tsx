import { Mail, Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useBlogSubscribe } from "../hooks/use-blog-subscribe";

/** The blog-home box only checks for a non-empty address containing @. */
export function isAcceptableEmail(email: string): boolean {
  return email.trim() !== "" && email.includes("@");
}

/**
 * The toast of a subscription taken: a fixed title; the description says what comes next,
 * since the address is on the list only once the link in the confirmation e-mail is opened
 * (double opt-in), so "You've been added" would not be true yet.
 */
export const BLOG_SUBSCRIBED_TOAST = {
  title: "Subscription successful!",
  description:
    "Check your inbox: open the link in our confirmation e-mail to confirm your subscription.",
} as const;

/** 'Join Our Newsletter'. */
export function BlogNewsletter() {
  const [email, setEmail] = useState("");
  const subscribe = useBlogSubscribe();
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (subscribe.isPending) return;
    if (!isAcceptableEmail(email)) {
      toast({
        title: "Invalid email",
        description: "Please enter a valid email address",
        variant: "destructive",
      });
      return;
    }
    subscribe.mutate(email.trim(), {
      onSuccess: () => {
        setEmail("");
        toast(BLOG_SUBSCRIBED_TOAST);
      },
      onError: (error) => {
        toast({
          title: "Subscription failed",
          description:
            (error instanceof ApiError ? error.serverMessage : undefined) ??
            "Please try again later",
          variant: "destructive",
        });
      },
    });
  }

  return (
    <Card
      className="relative overflow-hidden p-5"
      role="region"
      aria-labelledby="blog-newsletter-heading"
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -top-10 -right-10 h-32 w-32 rounded-full bg-primary/20 blur-2xl"
      />
      <h2
        id="blog-newsletter-heading"
        className="flex items-center gap-2 font-bold font-display text-xl uppercase"
      >
        <Mail aria-hidden="true" className="h-5 w-5 text-primary" />
        Join Our Newsletter
      </h2>
      <p className="mt-1 mb-4 text-muted-foreground text-sm">
        The week's biggest gaming stories, straight to your inbox.
      </p>
      {/* noValidate: the box's own rule (non-empty, contains @) and its toast decide, not the browser's bubble. */}
      <form onSubmit={handleSubmit} noValidate className="space-y-3">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <Input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={subscribe.isPending} className="w-full">
          {subscribe.isPending ? (
            <Spinner className="h-4 w-4 text-current" label="Subscribing" />
          ) : (
            <Send aria-hidden="true" className="h-4 w-4" />
          )}
          Subscribe
        </Button>
      </form>
    </Card>
  );
}
