import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { changePasswordFormSchema } from "../../../../shared/auth";
import { useUser } from "../../../app/session/use-user";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { PasswordInput } from "../../../components/ui/password-input";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../lib/toast";
import { isStatus, serverMessageOr } from "../account-errors";
import { useChangePassword } from "../hooks/use-change-password";

interface ChangePasswordFormProps {
  /** The server no longer sees a solved captcha in this session: show the captcha again. */
  onCaptchaRequired: () => void;
}

/** Current, new and confirmed password with the outcome shown as a toast. */
export function ChangePasswordForm({ onCaptchaRequired }: ChangePasswordFormProps) {
  const changePassword = useChangePassword();
  const username = useUser().user?.username ?? "";
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  // The form replaces the captcha the user just solved: continue where they are.
  useEffect(() => setFocus("currentPassword"), [setFocus]);

  const handleChangePassword = handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast({
            title: "Password changed successfully",
            description: "Your password has been updated",
          });
          reset();
        },
        onError: (error) => {
          toast({
            title: "Failed to change password",
            description: serverMessageOr(error, "An unknown error occurred"),
            variant: "destructive",
          });
          if (isStatus(error, 403)) onCaptchaRequired();
        },
      },
    ),
  );

  return (
    <form onSubmit={handleChangePassword} noValidate className="grid max-w-md gap-4">
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...register("currentPassword")} />
      </FormField>
      <FormField
        label="New password"
        error={errors.newPassword?.message}
        description="At least 8 characters."
      >
        <PasswordInput autoComplete="new-password" {...register("newPassword")} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register("confirmPassword")} />
      </FormField>
      <div>
        <Button type="submit" disabled={changePassword.isPending}>
          {changePassword.isPending ? (
            <Spinner className="h-4 w-4 text-current" label="Changing password" />
          ) : null}
          Change Password
        </Button>
      </div>
    </form>
  );
}
