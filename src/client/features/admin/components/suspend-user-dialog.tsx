import { zodResolver } from "@hookform/resolvers/zod";
import { Ban } from "lucide-react";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import {
  formatSuspensionEnd,
  SUSPENSION_REASON_MAX,
  type SuspendUserInput,
  suspendUserFormSchema,
} from "../../../../shared/admin-users";
import { Alert } from "../../../components/ui/alert";
import type { DeferredPartProps } from "../../../components/ui/deferred-part";
import { DialogActions, FormDialogFrame } from "../../../components/ui/form-dialog-frame";
import { FormField } from "../../../components/ui/form-field";
import { Input, inputClassName } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";
import { errorText, isoToLocalDateTime, localDateTimeToIso } from "../admin-format";
import type { AdminUserActions } from "../hooks/use-admin-user";
import { SuspendUserTrigger } from "./suspend-user-trigger";

interface SuspendValues {
  /** The browser's `datetime-local` value. */
  until: string;
  reason: string;
}

interface SuspendUserDialogProps extends DeferredPartProps {
  username: string;
  suspend: AdminUserActions["suspend"];
}

/**
 * The shared schema, checked on the local date and time made an ISO time with its offset; built
 * at each check, so "in the future" means after the moment of the check.
 */
const resolver: Resolver<SuspendValues, unknown, SuspendUserInput> = (values, context, options) =>
  zodResolver(suspendUserFormSchema(new Date()))(
    { ...values, until: localDateTimeToIso(values.until) },
    context,
    options as never,
  ) as never;

/** A week from now, at the same minute: the form's starting value. */
function aWeekFromNow(): string {
  return isoToLocalDateTime(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000));
}

/**
 * Suspends a member until a date and time, with an optional reason the member is shown at
 * sign-in. Their sessions end at once (the server does it in the same transaction).
 */
export function SuspendUserDialog({ username, suspend }: SuspendUserDialogProps) {
  const [isOpen, setIsOpen] = useState(true);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SuspendValues, unknown, SuspendUserInput>({
    resolver,
    defaultValues: { until: aWeekFromNow(), reason: "" },
  });

  function handleOpenChange(next: boolean) {
    setIsOpen(next);
    if (!next) {
      reset({ until: aWeekFromNow(), reason: "" });
      suspend.reset();
    }
  }

  const onSubmit = handleSubmit((input) =>
    suspend.mutate(input, {
      onSuccess: ({ user }) => {
        toast({
          title: "Member suspended",
          description: `${user.username} is suspended until ${formatSuspensionEnd(user.suspendedUntil ?? input.until)}.`,
        });
        handleOpenChange(false);
      },
    }),
  );

  return (
    <FormDialogFrame
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<SuspendUserTrigger />}
      title={`Suspend ${username}`}
      description="A suspended member cannot sign in, post or vote until the date below, and is told until when. Their sessions end now."
      className="max-w-lg"
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {suspend.isError ? (
          <Alert variant="destructive" title="The member was not suspended">
            {errorText(suspend.error, "Please try again.")}
          </Alert>
        ) : null}
        <FormField
          label="Suspended until"
          error={errors.until?.message}
          description="In your own time zone; the member is told the time in UTC."
        >
          <Input type="datetime-local" {...register("until")} />
        </FormField>
        <FormField
          label="Reason (optional)"
          error={errors.reason?.message}
          description="Shown to the member when they try to sign in."
        >
          <textarea
            rows={3}
            maxLength={SUSPENSION_REASON_MAX}
            className={cn(inputClassName, "h-auto min-h-20 resize-y")}
            {...register("reason")}
          />
        </FormField>
        <DialogActions
          isPending={suspend.isPending}
          variant="destructive"
          icon={Ban}
          pendingLabel="Suspending"
        >
          Suspend member
        </DialogActions>
      </form>
    </FormDialogFrame>
  );
}
