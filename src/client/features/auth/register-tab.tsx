import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { RegisterFormInput } from "../../../shared/auth";
import { Alert } from "../../components/ui/alert";
import { Checkbox } from "../../components/ui/checkbox";
import { FieldError, FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { PasswordInput } from "../../components/ui/password-input";
import { ApiError } from "../../lib/api";
import { lazyZodResolver } from "../../lib/lazy-zod-resolver";
import { Link } from "../../lib/router";
import { errorMessage, type SignedInHandler, useRegister } from "./auth-mutations";
import { SubmitButton } from "./submit-button";

/** Checks the form with the shared schema, loaded on its first check. */
const registerFormResolver = lazyZodResolver(() =>
  import("../../../shared/auth").then((m) => m.registerFormSchema),
);

const REGISTER_FAILED = "Registration failed. Please try again.";

/** Which field a 409 answer is about: "That username is already taken" / "An account with that email...". */
function conflictField(message: string): "username" | "email" | null {
  if (/user ?name/i.test(message)) return "username";
  if (/e-?mail/i.test(message)) return "email";
  return null;
}

/** The register tab; success signs the new user in. */
export function RegisterTab({ onSignedIn }: { onSignedIn: SignedInHandler }) {
  const register = useRegister(onSignedIn);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: registerFormResolver,
    defaultValues: {
      username: "",
      email: "",
      password: "",
      confirmPassword: "",
      acceptTerms: false,
    },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(({ username, email, password }: RegisterFormInput) => {
    setServerError(null);
    register.mutate(
      { username, email, password },
      {
        onError: (error) => {
          const message = errorMessage(error, REGISTER_FAILED);
          const field =
            error instanceof ApiError && error.status === 409 ? conflictField(message) : null;
          // The typed values stay; the message goes on the field it is about.
          if (field) form.setError(field, { type: "server", message }, { shouldFocus: true });
          else setServerError(message);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5" aria-label="Register">
      {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Username" error={errors.username?.message}>
          <Input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register("username")}
          />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" spellCheck={false} {...form.register("email")} />
        </FormField>
      </div>
      <FormField
        label="Password"
        error={errors.password?.message}
        description="At least 8 characters with an uppercase letter, a lowercase letter and a number."
      >
        <PasswordInput autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <div className="grid gap-2">
        <div className="flex items-start gap-2.5">
          <Controller
            control={form.control}
            name="acceptTerms"
            render={({ field, fieldState }) => (
              <Checkbox
                id="register-accept-terms"
                name={field.name}
                ref={field.ref}
                className="mt-0.5"
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={fieldState.error ? "register-accept-terms-error" : undefined}
              />
            )}
          />
          <Label
            htmlFor="register-accept-terms"
            className="font-normal text-muted-foreground leading-snug"
          >
            I accept the{" "}
            <Link to="/terms" className="text-primary hover:underline">
              Terms of Service
            </Link>{" "}
            and the{" "}
            <Link to="/privacy" className="text-primary hover:underline">
              Privacy Policy
            </Link>
          </Label>
        </div>
        <FieldError id="register-accept-terms-error" message={errors.acceptTerms?.message} />
      </div>
      <SubmitButton isPending={register.isPending} Icon={UserPlus}>
        Create account
      </SubmitButton>
    </form>
  );
}
