import { LogIn } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { LoginInput } from "../../../shared/auth";
import { Alert } from "../../components/ui/alert";
import { Checkbox } from "../../components/ui/checkbox";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { PasswordInput } from "../../components/ui/password-input";
import { lazyZodResolver } from "../../lib/lazy-zod-resolver";
import { Link } from "../../lib/router";
import { CaptchaWidget } from "../captcha/captcha";
import {
  errorMessage,
  isCaptchaRequired,
  isTwoFactorChallenge,
  type SignedInHandler,
  useLogin,
} from "./auth-mutations";
import { SubmitButton } from "./submit-button";
import { TwoFactorCodeView } from "./two-factor-code-view";

/** Checks the form with the shared schema, loaded on its first check. */
const loginResolver = lazyZodResolver(() =>
  import("../../../shared/auth").then((m) => m.loginSchema),
);

const LOGIN_FAILED = "Login failed. Please try again.";

/**
 * The login tab: username (or e-mail), password and "remember me", replaced by the code view
 * when the server asks for a second factor. The form's state lives here so the typed username
 * survives Cancel. After too many failed sign-ins for an account the server answers 429 with `captchaRequired`:
 * the form then shows the security check and, once it is solved, signs in again with the
 * solution. Each solution is good for one try, so every failed try brings a fresh challenge.
 */
export function LoginTab({ onSignedIn }: { onSignedIn: SignedInHandler }) {
  const [isAwaitingCode, setIsAwaitingCode] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [isCaptchaShown, setIsCaptchaShown] = useState(false);
  // A new key mounts a fresh widget (with a fresh challenge).
  const [captchaKey, setCaptchaKey] = useState(0);
  const login = useLogin(onSignedIn);
  const form = useForm({
    resolver: loginResolver,
    defaultValues: { username: "", password: "", rememberMe: false },
  });

  const signIn = (values: LoginInput, captchaToken?: string) => {
    setNotice(null);
    login.mutate(captchaToken === undefined ? values : { ...values, captchaToken }, {
      onSuccess: (reply) => {
        setIsCaptchaShown(false);
        if (isTwoFactorChallenge(reply)) {
          form.resetField("password");
          setIsAwaitingCode(true);
        }
      },
      onError: (error) => {
        if (isCaptchaRequired(error) || isCaptchaShown || captchaToken !== undefined) {
          setIsCaptchaShown(true);
          setCaptchaKey((key) => key + 1);
        }
      },
    });
  };

  const handleSubmit = form.handleSubmit((values: LoginInput) => signIn(values));
  const handleCaptchaSolved = (payload: string) => {
    void form.handleSubmit((values: LoginInput) => signIn(values, payload))();
  };

  const handleLeaveCodeView = (message?: string) => {
    login.reset();
    setNotice(message ?? null);
    setIsAwaitingCode(false);
  };

  if (isAwaitingCode) {
    return <TwoFactorCodeView onSignedIn={onSignedIn} onLeave={handleLeaveCodeView} />;
  }

  const { errors } = form.formState;
  const serverError = login.isError ? errorMessage(login.error, LOGIN_FAILED) : notice;

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5" aria-label="Login">
      {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
      <FormField label="Username or email" error={errors.username?.message}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register("username")}
        />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        labelAside={
          <Link
            to="/auth/forgot-password"
            className="font-medium text-primary text-sm hover:underline focus-visible:underline"
          >
            Forgot password?
          </Link>
        }
      >
        <PasswordInput autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <div className="flex items-center gap-2.5">
        <Controller
          control={form.control}
          name="rememberMe"
          render={({ field }) => (
            <Checkbox
              id="login-remember-me"
              name={field.name}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor="login-remember-me" className="font-normal text-muted-foreground">
          Remember me
        </Label>
      </div>
      {isCaptchaShown ? (
        <CaptchaWidget
          key={captchaKey}
          onSolved={handleCaptchaSolved}
          isChecking={login.isPending}
        />
      ) : null}
      <SubmitButton isPending={login.isPending} Icon={LogIn}>
        Sign in
      </SubmitButton>
      <p className="text-center text-muted-foreground text-xs">
        By signing in, you agree to our{" "}
        <Link to="/terms" className="text-primary hover:underline">
          Terms of Service
        </Link>
        .
      </p>
    </form>
  );
}
