import { useState } from "react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ApiError, sendJson } from "../../lib/api";
import { Link, useSearchParams } from "../../lib/router";

interface NewsletterLinkPageProps {
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
 * scanner that follows links cannot subscribe or unsubscribe anyone.
 */
export function NewsletterLinkPage({
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
    <main className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-16">
      <h1 className="font-bold text-3xl">{title}</h1>
      {state === "done" ? (
        <Alert variant="success">{done}</Alert>
      ) : (
        <>
          <p className="text-muted-foreground">{intro}</p>
          {error && <Alert variant="destructive">{error}</Alert>}
          {token ? (
            <Button type="button" onClick={handleClick} disabled={state === "busy"}>
              {state === "busy" ? busy : action}
            </Button>
          ) : (
            <Alert variant="destructive">This link is invalid or has expired.</Alert>
          )}
        </>
      )}
      <Link to="/blog" className="text-primary hover:underline">
        Back to the news
      </Link>
    </main>
  );
}
