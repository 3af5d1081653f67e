import { zodResolver } from "@hookform/resolvers/zod";
import { Check, Send } from "lucide-react";
import { useForm } from "react-hook-form";
import {
  type ContactReplyInput,
  contactReplyMessageSchema,
} from "../../../../shared/admin-contact";
import type { ContactMessage } from "../../../../shared/contact";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { inputClassName } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";
import { errorText, formatDateTime } from "../admin-format";
import { useMarkHandled, useReplyToContact } from "../hooks/use-admin-contact";

const replyResolver = zodResolver(contactReplyMessageSchema);

/** The answer by e-mail; what was typed stays when sending fails. */
function ReplyForm({
  message,
  reply,
}: {
  message: ContactMessage;
  reply: ReturnType<typeof useReplyToContact>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactReplyInput>({ resolver: replyResolver, defaultValues: { message: "" } });

  const onSubmit = handleSubmit((input) =>
    reply.mutate(input, {
      onSuccess: () => {
        toast({
          title: "Reply sent",
          description: `Your answer is on its way to ${message.email}.`,
        });
        reset({ message: "" });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Reply by e-mail">
      {reply.isError ? (
        <Alert variant="destructive" title="The reply was not sent">
          {errorText(reply.error, "Please try again.")}
        </Alert>
      ) : null}
      <FormField
        label={`Reply to ${message.email}`}
        error={errors.message?.message}
        description="Sent by e-mail through the outbox; the message is marked handled."
      >
        <textarea
          rows={6}
          className={cn(inputClassName, "h-auto min-h-32 resize-y")}
          {...register("message")}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? (
            <Spinner className="h-4 w-4 text-current" label="Sending" />
          ) : (
            <Send aria-hidden="true" className="h-4 w-4" />
          )}
          Send reply
        </Button>
      </div>
    </form>
  );
}

/** One message in full, with Mark handled and the reply form. */
export function ContactMessagePanel({ message: listed }: { message: ContactMessage }) {
  const markHandled = useMarkHandled();
  const reply = useReplyToContact(listed.id);
  // The server's latest word on it: a handled message may already have left the list.
  const message = reply.data?.message ?? markHandled.data?.message ?? listed;
  return (
    <Card
      className="grid gap-4 p-5"
      role="region"
      aria-labelledby="contact-message-heading"
      data-testid="contact-message"
    >
      <div>
        <h2 id="contact-message-heading" className="font-bold font-display text-xl">
          {message.subject}
        </h2>
        <p className="text-muted-foreground text-sm">
          From {message.name} &lt;{message.email}&gt; · {formatDateTime(message.createdAt)}
          {message.newsletter ? " · asked for the newsletter" : ""}
        </p>
      </div>
      <p className="whitespace-pre-wrap break-words rounded-lg border border-border bg-background/40 p-3 text-sm">
        {message.message}
      </p>
      {message.handledAt ? (
        <p className="text-emerald-300 text-sm">
          Handled {message.handledBy ? `by ${message.handledBy} ` : ""}on{" "}
          {formatDateTime(message.handledAt)}
        </p>
      ) : (
        <div className="grid gap-2">
          {markHandled.isError ? (
            <Alert variant="destructive">{errorText(markHandled.error, "Please try again.")}</Alert>
          ) : null}
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={markHandled.isPending}
            onClick={() => markHandled.mutate(message.id)}
          >
            <Check aria-hidden="true" className="h-4 w-4" />
            Mark handled
          </Button>
        </div>
      )}
      <ReplyForm message={message} reply={reply} />
    </Card>
  );
}
