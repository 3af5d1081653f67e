import { Send } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { ContactInput, ContactMessageInput } from "../../../shared/contact";
import { CONTACT_LIMITS } from "../../../shared/contact-limits";
import { useUser } from "../../app/session/use-user";
import type { User } from "../../app/session/user";
import { FormField } from "../../components/ui/form-field";
import { Input, inputClassName } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { lazyZodResolver } from "../../lib/lazy-zod-resolver";
import { queueToast, toast } from "../../lib/toast";
import { SubmitButton } from "../auth/submit-button";
import { useSendContact } from "./use-send-contact";

/** Checks the form with the shared schema, loaded on its first check. */
const contactResolver = lazyZodResolver(() =>
  import("../../../shared/contact").then((m) => m.contactSchema),
);

const EMPTY: ContactInput = { name: "", email: "", subject: "", message: "", newsletter: false };

/** A signed-in member's form starts with their name and e-mail (both stay editable). */
function startingValues(user: User | null): ContactInput {
  if (!user) return EMPTY;
  return { ...EMPTY, name: user.displayName ?? user.username, email: user.email ?? "" };
}

/**
 * The contact form: 'Sending...' while the request runs, a
 * success toast and an empty form after it, an error toast and the typed text kept after a
 * failure. Validation uses the shared schema, loaded on the first submit. A signed-in member
 * finds their name and e-mail filled in, and after a send the form starts from them again.
 */
export function ContactForm() {
  const send = useSendContact();
  const { user } = useUser();
  const form = useForm<ContactInput, unknown, ContactMessageInput>({
    resolver: contactResolver,
    defaultValues: startingValues(user),
  });
  const { errors } = form.formState;

  // Who is signed in may be known only after the form first drew (or change while it is open):
  // fill in what the member has not typed themselves.
  useEffect(() => {
    const starting = startingValues(user);
    for (const field of ["name", "email"] as const) {
      if (!form.getFieldState(field).isDirty && form.getValues(field) !== starting[field]) {
        form.resetField(field, { defaultValue: starting[field] });
      }
    }
  }, [user, form]);

  const handleSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: (result) => {
        form.reset(startingValues(user));
        toast({
          title: "Message sent successfully",
          description: "We'll get back to you as soon as possible",
        });
        if (result.subscribed === false)
          queueToast({
            title: "Newsletter",
            description:
              "Your message was sent, but the newsletter subscription failed. Please try again from the footer.",
            variant: "destructive",
          });
      },
      onError: (error) => {
        toast({
          title: "Error sending message",
          description:
            (error instanceof ApiError && error.serverMessage) || "Please try again later",
          variant: "destructive",
        });
      },
    }),
  );

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Contact form" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          <Input
            autoComplete="name"
            maxLength={CONTACT_LIMITS.nameMax}
            placeholder="Your name"
            {...form.register("name")}
          />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            spellCheck={false}
            placeholder="you@example.com"
            {...form.register("email")}
          />
        </FormField>
      </div>
      <FormField label="Subject" error={errors.subject?.message}>
        <Input
          maxLength={CONTACT_LIMITS.subjectMax}
          placeholder="What is it about?"
          {...form.register("subject")}
        />
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        <textarea
          rows={6}
          maxLength={CONTACT_LIMITS.messageMax}
          placeholder="Tell us more..."
          className={cn(inputClassName, "h-auto min-h-36 resize-y")}
          {...form.register("message")}
        />
      </FormField>
      <label className="flex cursor-pointer items-start gap-3 text-muted-foreground text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-[var(--color-primary)]"
          {...form.register("newsletter")}
        />
        <span>Subscribe to our newsletter for the latest gaming news and updates</span>
      </label>
      <SubmitButton isPending={send.isPending} Icon={Send}>
        {send.isPending ? "Sending..." : "Send Message"}
      </SubmitButton>
    </form>
  );
}
