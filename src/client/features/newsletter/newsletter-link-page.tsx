import { ArrowLeft, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ApiError, sendJson } from "../../lib/api";
import { Link, useSearchParams } from "../../lib/router";

interface NewsletterLinkPageProps {
  Icon: LucideIcon;
  title: string;
  intro: string;
  action: string;
  busy: string;
  done: string;
  /** The API that takes the link's token. */
  url: string;
}

/**
 * A newsletter e-mail's link opens this page; only its button (a POST) acts, so a mail
 * scanner that follows links cannot subscribe or unsubscribe anyone. It is drawn like the
 * site's other single-card pages (sign-in, password reset), inside the layout's <main>.
 */
export function NewsletterLinkPage({
  Icon,
  title,
  intro,
  action,
  busy,
  done,
  url,
}: NewsletterLinkPageProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  const [error, setError] = useState<string | null>(null);

  async function handleClick() {
    setState("busy");
    setError(null);
    try {
      await sendJson("POST", url, { token });
      setState("done");
    } catch (caught) {
      setError(
        caught instanceof ApiError ? (caught.serverMessage ?? caught.message) : String(caught),
      );
      setState("idle");
    }
  }

  return (
    <div className="relative mx-auto w-full max-w-lg px-4 py-8 sm:px-6 sm:py-12 lg:py-16">
      <div
        aria-hidden="true"
        className="-z-10 pointer-events-none absolute top-10 right-0 h-72 w-72 rounded-full bg-primary/20 blur-3xl"
      />
      <Card className="relative w-full overflow-hidden" data-testid="newsletter-link-card">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-primary via-secondary to-primary"
        />
        <div className="grid gap-5 p-5 sm:p-8">
          <header className="flex items-center gap-4">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary shadow-[0_0_24px_-8px_var(--primary)]">
              <Icon aria-hidden="true" className="h-6 w-6" />
            </span>
            <div className="min-w-0">
              <h1 className="font-bold font-display text-3xl uppercase leading-tight tracking-wide">
                {title}
              </h1>
              {state === "done" ? null : <p className="text-muted-foreground text-sm">{intro}</p>}
            </div>
          </header>
          {state === "done" ? (
            <Alert variant="success">{done}</Alert>
          ) : (
            <>
              {error && <Alert variant="destructive">{error}</Alert>}
              {token ? (
                <Button
                  type="button"
                  size="lg"
                  className="w-full"
                  onClick={handleClick}
                  disabled={state === "busy"}
                >
                  {state === "busy" ? busy : action}
                </Button>
              ) : (
                <Alert variant="destructive">This link is invalid or has expired.</Alert>
              )}
            </>
          )}
          <p className="text-center text-sm">
            <Link
              to="/blog"
              className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Back to the news
            </Link>
          </p>
        </div>
      </Card>
    </div>
  );
}
