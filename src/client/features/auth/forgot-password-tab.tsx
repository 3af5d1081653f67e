import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import type { ForgotPasswordInput } from "../../../shared/auth";
import { Alert } from "../../components/ui/alert";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { lazyZodResolver } from "../../lib/lazy-zod-resolver";
import { errorMessage, useForgotPassword } from "./auth-mutations";
import { SubmitButton } from "./submit-button";

/** Checks the form with the shared schema, loaded on its first check. */
const forgotPasswordResolver = lazyZodResolver(() =>
  import("../../../shared/auth").then((m) => m.forgotPasswordSchema),
);

// The same notice whether or not the account exists.
const SENT_NOTICE =
  "If an account with that email exists, we've sent a password reset link. Please check your email.";
const UNEXPECTED_ERROR = "An unexpected error occurred. Please try again.";

/** The forgot-password tab. */
export function ForgotPasswordTab() {
  const request = useForgotPassword();
  const form = useForm({
    resolver: forgotPasswordResolver,
    defaultValues: { email: "" },
  });

  const handleSubmit = form.handleSubmit((values: ForgotPasswordInput) => request.mutate(values));

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5" aria-label="Forgot password">
      {request.isSuccess ? <Alert variant="success">{SENT_NOTICE}</Alert> : null}
      {request.isError ? (
        <Alert variant="destructive">{errorMessage(request.error, UNEXPECTED_ERROR)}</Alert>
      ) : null}
      <FormField label="Email" error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" spellCheck={false} {...form.register("email")} />
      </FormField>
      <SubmitButton isPending={request.isPending} Icon={Send}>
        Send reset link
      </SubmitButton>
    </form>
  );
}
