import { Send } from "lucide-react";
import { type Resolver, useForm } from "react-hook-form";
import type { CommentInput } from "../../../../shared/blog";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { inputClassName } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";

/**
 * The shared comment schema through zodResolver, loaded on the first check (the first submit)
 * so zod is not part of the article's first view; the messages are the schema's as before.
 */
const commentResolver: Resolver<CommentInput> = async (values, context, options) => {
  const [{ zodResolver }, { commentSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("../../../../shared/blog"),
  ]);
  return zodResolver(commentSchema)(values, context, options);
};

export interface CommentFormProps {
  /** Posts the comment and says so; a rejection (429 too fast, 400…) keeps the text. */
  onSubmit: (input: CommentInput) => Promise<void>;
}

/**
 * Signed-in readers only; the shared schema gives the messages. A failure keeps what was typed
 * and shows the server's reason (for example how long to wait before commenting again).
 */
export function CommentFormFields({ onSubmit }: CommentFormProps) {
  const form = useForm<CommentInput>({
    resolver: commentResolver,
    defaultValues: { content: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      form.reset({ content: "" });
    } catch (error) {
      toast({
        title: "Error",
        description: (error instanceof ApiError && error.serverMessage) || "Failed to post comment",
        variant: "destructive",
      });
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-3">
      <FormField label="Add a comment" error={errors.content?.message}>
        <textarea
          rows={4}
          placeholder="Share your thoughts…"
          className={cn(inputClassName, "h-auto min-h-28 resize-y py-3")}
          {...form.register("content")}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <Spinner className="h-4 w-4 text-current" label="Posting" />
          ) : (
            <Send aria-hidden="true" className="h-4 w-4" />
          )}
          Post Comment
        </Button>
      </div>
    </form>
  );
}
