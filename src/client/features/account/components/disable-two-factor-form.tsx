import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { disableTwoFactorSchema } from "../../../../shared/auth";
import { useUser } from "../../../app/session/use-user";
import { Button } from "../../../components/ui/button";
import { CodeInput } from "../../../components/ui/code-input";
import { FormField } from "../../../components/ui/form-field";
import { PasswordInput } from "../../../components/ui/password-input";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../lib/toast";
import { serverMessageOr } from "../account-errors";
import { useDisableTwoFactor } from "../hooks/use-two-factor";

/** Turning 2FA off takes the password and a current code, so a stolen session alone cannot. */
export function DisableTwoFactorForm({ onDone }: { onDone: () => void }) {
  const disableTwoFactor = useDisableTwoFactor();
  const username = useUser().user?.username ?? "";
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(disableTwoFactorSchema),
    defaultValues: { password: "", code: "" },
  });

  useEffect(() => setFocus("password"), [setFocus]);

  const handleDisable = handleSubmit((input) =>
    disableTwoFactor.mutate(input, {
      onSuccess: () => {
        toast({
          title: "Two-factor authentication disabled",
          description: "Signing in now needs only your password.",
        });
        onDone();
      },
      onError: (error) =>
        toast({
          title: "Failed to disable 2FA",
          description: serverMessageOr(error, "An unknown error occurred"),
          variant: "destructive",
        }),
    }),
  );

  return (
    <form
      onSubmit={handleDisable}
      noValidate
      className="grid gap-4 rounded-xl border border-border bg-background/40 p-4"
    >
      {/* Tells password managers which account the password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...register("password")} />
      </FormField>
      <FormField
        label="Authenticator code"
        error={errors.code?.message}
        description="The 6-digit code your authenticator app shows now."
      >
        <CodeInput className="text-base tracking-[0.3em]" {...register("code")} />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" disabled={disableTwoFactor.isPending}>
          {disableTwoFactor.isPending ? (
            <Spinner className="h-4 w-4 text-current" label="Disabling" />
          ) : null}
          Disable 2FA
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
