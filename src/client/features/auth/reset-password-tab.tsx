import { KeyRound, LinkIcon } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { ResetPasswordFormInput } from "../../../shared/auth";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { PasswordInput } from "../../components/ui/password-input";
import { lazyZodResolver } from "../../lib/lazy-zod-resolver";
import { Link, useNavigate } from "../../lib/router";
import { errorMessage, useResetPassword } from "./auth-mutations";
import { SubmitButton } from "./submit-button";

/** Checks the form with the shared schema, loaded on its first check. */
const resetPasswordFormResolver = lazyZodResolver(() =>
  import("../../../shared/auth").then((m) => m.resetPasswordFormSchema),
);

// After a successful reset the login page follows 3 seconds later.
const RESET_SUCCESS =
  "Your password has been reset successfully. You will be redirected to the login page.";
export const RESET_REDIRECT_DELAY_MS = 3000;
const UNEXPECTED_ERROR = "An unexpected error occurred. Please try again.";

/** The reset-password tab: the token comes from the e-mailed link. */
export function ResetPasswordTab({ token }: { token: string | null }) {
  if (!token) return <MissingToken />;
  return <ResetPasswordForm token={token} />;
}

function MissingToken() {
  return (
    <div className="grid gap-5">
      <Alert variant="destructive" title="Reset link incomplete">
        This page needs the reset token from your password reset e-mail. Open the link from the
        e-mail again, or request a new one.
      </Alert>
      <Button asChild size="lg" variant="outline" className="font-display uppercase tracking-wider">
        <Link to="/auth/forgot-password">
          <LinkIcon aria-hidden="true" className="h-5 w-5" />
          Request a new reset link
        </Link>
      </Button>
    </div>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({
    resolver: resetPasswordFormResolver,
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate("/auth"), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const handleSubmit = form.handleSubmit(({ password }: ResetPasswordFormInput) =>
    reset.mutate({ token, password }),
  );

  if (reset.isSuccess) return <Alert variant="success">{RESET_SUCCESS}</Alert>;

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5" aria-label="Reset password">
      {reset.isError ? (
        <Alert variant="destructive">
          {errorMessage(reset.error, UNEXPECTED_ERROR)}{" "}
          <Link to="/auth/forgot-password" className="font-semibold underline">
            Request a new link
          </Link>
        </Alert>
      ) : null}
      <FormField
        label="New password"
        error={errors.password?.message}
        description="8 to 100 characters with an uppercase letter, a lowercase letter, a number and one of ! @ # $ % ^ & *."
      >
        <PasswordInput autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <SubmitButton isPending={reset.isPending} Icon={KeyRound}>
        Reset password
      </SubmitButton>
    </form>
  );
}
