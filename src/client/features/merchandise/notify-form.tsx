import { useMutation } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/form-field";
import { inputClassName } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { ApiError, sendJson } from "../../lib/api";
import { cn } from "../../lib/cn";

const SENT =
  "Check your inbox: open the link we sent to confirm, and we'll write once when the store opens.";

/** "Notify me": one e-mail when the store opens, after the address is confirmed (double opt-in). */
export function NotifyForm() {
  const [email, setEmail] = useState("");
  const inputId = useId();
  const errorId = useId();
  const notify = useMutation({
    mutationFn: (address: string) =>
      sendJson("POST", "/api/merchandise/notify", { email: address }),
  });
  const error =
    notify.error instanceof ApiError
      ? (notify.error.serverMessage ?? "Please try again later")
      : notify.error
        ? "Please try again later"
        : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address || notify.isPending) return;
    notify.mutate(address);
  }

  if (notify.isSuccess) {
    return (
      <p
        role="status"
        className="rounded-lg border border-green-500/40 bg-green-500/10 p-4 text-green-300"
      >
        {SENT}
      </p>
    );
  }
  return (
    <form onSubmit={handleSubmit} aria-label="Notify me" className="grid gap-2">
      <label htmlFor={inputId} className="font-semibold text-foreground text-sm">
        Your e-mail address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(inputClassName, "sm:flex-1")}
        />
        <Button type="submit" disabled={notify.isPending} className="h-11">
          {notify.isPending ? (
            <Spinner className="h-4 w-4 text-current" label="Sending" />
          ) : (
            <BellRing aria-hidden="true" className="h-4 w-4" />
          )}
          Notify me
        </Button>
      </div>
      <FieldError id={errorId} message={error} />
    </form>
  );
}
