import { ShieldCheck, X } from "lucide-react";
import { useForm } from "react-hook-form";
import type { TwoFactorCodeInput } from "../../../shared/auth";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { CodeInput } from "../../components/ui/code-input";
import { FormField } from "../../components/ui/form-field";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { lazyZodResolver } from "../../lib/lazy-zod-resolver";
import {
  errorMessage,
  type SignedInHandler,
  useCancelTwoFactorLogin,
  useVerifyTwoFactorLogin,
} from "./auth-mutations";
import { SubmitButton } from "./submit-button";

/** Checks the form with the shared schema, loaded on its first check. */
const twoFactorCodeResolver = lazyZodResolver(() =>
  import("../../../shared/auth").then((m) => m.twoFactorCodeSchema),
);

// Shown inline under the code field, not as toasts.
const INVALID_CODE = "Invalid verification code. Please try again.";
const CANCEL_FAILED = "Failed to cancel verification. Please try again.";

interface TwoFactorCodeViewProps {
  onSignedIn: SignedInHandler;
  /** Back to the login form; with a message when the pending sign-in is gone (it expired). */
  onLeave: (message?: string) => void;
}

/** Replaces the login form when the server answers `{ requiresTwoFactor: true }`. */
export function TwoFactorCodeView({ onSignedIn, onLeave }: TwoFactorCodeViewProps) {
  const verify = useVerifyTwoFactorLogin(onSignedIn);
  const cancel = useCancelTwoFactorLogin();
  const form = useForm({
    resolver: twoFactorCodeResolver,
    defaultValues: { code: "" },
  });

  const handleSubmit = form.handleSubmit((values: TwoFactorCodeInput) => {
    cancel.reset();
    verify.mutate(values, {
      onError: (error) => {
        // 400: the pending sign-in expired, so a code can no longer help; start again.
        if (error instanceof ApiError && error.status === 400) {
          onLeave(errorMessage(error, INVALID_CODE));
        } else {
          form.setFocus("code");
        }
      },
    });
  });

  const handleCancel = () => {
    verify.reset();
    cancel.mutate(undefined, { onSuccess: () => onLeave() });
  };

  const inlineError = verify.isError
    ? errorMessage(verify.error, INVALID_CODE)
    : cancel.isError
      ? CANCEL_FAILED
      : null;
  const isBusy = verify.isPending || cancel.isPending;

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="grid gap-5"
      aria-label="Two-factor verification"
    >
      <div className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/10 p-3.5">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
        <div>
          <h3 className="font-display font-semibold text-lg uppercase tracking-wide">
            Two-factor authentication
          </h3>
          <p className="text-muted-foreground text-sm">
            Enter the 6-digit code from your authenticator app to finish signing in.
          </p>
        </div>
      </div>
      {inlineError ? <Alert variant="destructive">{inlineError}</Alert> : null}
      <FormField label="Verification code" error={form.formState.errors.code?.message}>
        <CodeInput
          autoFocus
          className="h-14 max-w-none text-center text-2xl tracking-[0.5em] sm:text-2xl"
          {...form.register("code")}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button
          variant="outline"
          size="lg"
          onClick={handleCancel}
          disabled={isBusy}
          className="order-2 font-display uppercase tracking-wider sm:order-1"
        >
          {cancel.isPending ? (
            <span aria-hidden="true" className="inline-flex">
              <Spinner className="h-5 w-5 text-current" />
            </span>
          ) : (
            <X aria-hidden="true" className="h-5 w-5" />
          )}
          Cancel
        </Button>
        <SubmitButton
          isPending={verify.isPending}
          disabled={cancel.isPending}
          Icon={ShieldCheck}
          className="order-1 sm:order-2"
        >
          Verify
        </SubmitButton>
      </div>
    </form>
  );
}
