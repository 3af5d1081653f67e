import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { verificationCodeSchema } from "../../../../shared/auth";
import { Button } from "../../../components/ui/button";
import { CodeInput } from "../../../components/ui/code-input";
import { FormField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";

interface DeletionCodeFormProps {
  email: string | null;
  isVerifying: boolean;
  onVerify: (code: string) => void;
  onCancel: () => void;
}

/** The 6-character code mailed for account deletion. */
export function DeletionCodeForm({
  email,
  isVerifying,
  onVerify,
  onCancel,
}: DeletionCodeFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(verificationCodeSchema), defaultValues: { code: "" } });

  useEffect(() => setFocus("code"), [setFocus]);

  return (
    <form
      onSubmit={handleSubmit(({ code }) => onVerify(code))}
      noValidate
      className="grid max-w-md gap-4 rounded-xl border border-border bg-background/40 p-4 sm:p-5"
    >
      <FormField
        label="Verification code"
        error={errors.code?.message}
        description={
          email
            ? `Enter the 6-digit code we sent to ${email}.`
            : "Enter the 6-digit code we sent you."
        }
      >
        <CodeInput {...register("code")} />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" disabled={isVerifying}>
          {isVerifying ? <Spinner className="h-4 w-4 text-current" label="Verifying" /> : null}
          Verify Code
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
