import { zodResolver } from "@hookform/resolvers/zod";
import { Flag, Trash2, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { FLAG_REASON_MAX, flagSchema } from "../../../shared/forum";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import type { DeferredPartProps } from "../ui/deferred-part";
import { DialogActions } from "../ui/form-dialog-frame";
import { FormField } from "../ui/form-field";
import { inputClassName } from "../ui/input";
import { PostActionButton } from "./post-action-button";

function errorText(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

function DialogFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
      <Dialog.Content className="animate-pop-in -translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md gap-4 rounded-2xl border border-border bg-popover p-6 shadow-2xl">
        <div className="flex items-start justify-between gap-4">
          <div>
            <Dialog.Title className="font-bold font-display text-xl uppercase tracking-tight">
              {title}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-muted-foreground text-sm">
              {description}
            </Dialog.Description>
          </div>
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" className="-mt-2 -mr-2" aria-label="Close">
              <X aria-hidden="true" className="h-5 w-5" />
            </Button>
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** What the report dialog says; the forum's words unless a page (feedback) has its own. */
export interface ReportTexts {
  /** The trigger's word: "Flag" or "Report". */
  verb: string;
  title: string;
  description: string;
  failure: string;
  /** The reason's schema (the forum's or the feedback hub's, each with its own messages). */
  schema: typeof flagSchema;
}

const FORUM_REPORT_TEXTS: ReportTexts = {
  verb: "Flag",
  title: "Flag post",
  description:
    "Tell the moderators what is wrong. A post flagged by three members is hidden until a moderator reviews it.",
  failure: "Failed to flag the post",
  schema: flagSchema,
};

export interface FlagDialogProps extends DeferredPartProps {
  /** "this reply by alice", for the button's name. */
  subject: string;
  /** Sends the report; a rejection (already flagged: 409) is shown in the dialog. */
  onFlag: (reason: string) => Promise<void>;
  texts?: ReportTexts;
}

/** Report a post to the moderators (or the feedback team) with a reason. */
export function FlagDialog({ subject, onFlag, texts = FORUM_REPORT_TEXTS }: FlagDialogProps) {
  const [isOpen, setIsOpen] = useState(true);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(texts.schema), defaultValues: { reason: "" } });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async ({ reason }) => {
    setServerError(null);
    try {
      await onFlag(reason);
      form.reset();
      setIsOpen(false);
    } catch (error) {
      setServerError(errorText(error, texts.failure));
    }
  });

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger asChild>
        <PostActionButton icon={Flag} aria-label={`${texts.verb} ${subject}`}>
          <span className="hidden sm:inline">{texts.verb}</span>
        </PostActionButton>
      </Dialog.Trigger>
      <DialogFrame title={texts.title} description={texts.description}>
        <form onSubmit={handleSubmit} noValidate className="grid gap-4">
          <FormField label="Reason" error={errors.reason?.message ?? serverError ?? undefined}>
            <textarea
              rows={3}
              maxLength={FLAG_REASON_MAX}
              placeholder="Spam, abuse, off-topic…"
              className={cn(inputClassName, "h-auto min-h-24 resize-y py-2")}
              {...form.register("reason")}
            />
          </FormField>
          <DialogActions
            isPending={isSubmitting}
            variant="destructive"
            icon={Flag}
            pendingLabel="Sending"
            look="confirm"
          >
            Send report
          </DialogActions>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}

export interface DeleteDialogProps extends DeferredPartProps {
  /** A forum reply or discussion, or a comment on feedback. */
  what: "reply" | "discussion" | "comment";
  subject: string;
  onDelete: () => Promise<void>;
}

/** Asks before a post is deleted (a discussion takes its replies with it). */
export function DeleteDialog({ what, subject, onDelete }: DeleteDialogProps) {
  const [isOpen, setIsOpen] = useState(true);
  const [isDeleting, setIsDeleting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function handleDelete() {
    setIsDeleting(true);
    setServerError(null);
    try {
      await onDelete();
      setIsOpen(false);
    } catch (error) {
      setServerError(errorText(error, `Failed to delete the ${what}`));
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger asChild>
        <PostActionButton icon={Trash2} aria-label={`Delete ${subject}`}>
          <span className="hidden sm:inline">Delete</span>
        </PostActionButton>
      </Dialog.Trigger>
      <DialogFrame
        title={`Delete ${what}?`}
        description={
          what === "discussion"
            ? "The discussion and all its replies are removed for everyone. This cannot be undone."
            : `The ${what} is removed for everyone. This cannot be undone.`
        }
      >
        {serverError ? (
          <p role="alert" className="text-error text-sm">
            {serverError}
          </p>
        ) : null}
        <DialogActions
          isPending={isDeleting}
          onAction={handleDelete}
          variant="destructive"
          icon={Trash2}
          pendingLabel="Deleting"
          look="confirm"
        >
          Delete
        </DialogActions>
      </DialogFrame>
    </Dialog.Root>
  );
}
