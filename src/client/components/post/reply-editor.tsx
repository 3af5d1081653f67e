import { Quote, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { lazyZodResolver } from "../../lib/lazy-zod-resolver";
import { toast } from "../../lib/toast";
import { MarkdownField } from "./markdown-field";
import { PostFormError, PostSubmitRow, serverMessageOf } from "./post-form-parts";

/** The reply being quoted: its id is sent, its author and start are shown above the editor. */
export interface QuoteTarget {
  replyId: number;
  author: string;
  excerpt: string;
  /** Changes with every press of Quote, so pressing it again focuses the editor again. */
  nonce: number;
}

export interface ReplyEditorProps {
  quote: QuoteTarget | null;
  onClearQuote: () => void;
  /** Posts the reply; a rejection (429 too fast, 403 locked…) keeps the text. */
  onSubmit: (input: { content: string; quoteReplyId?: number }) => Promise<void>;
}

const resolver = lazyZodResolver(() =>
  import("../../../shared/forum").then((m) => m.createReplySchema),
);

/** Signed-in readers' reply form: Markdown with a preview, and the reply being quoted. */
export function ReplyEditor({ quote, onClearQuote, onSubmit }: ReplyEditorProps) {
  const form = useForm({ resolver, defaultValues: { content: "" } });
  const { errors, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const content = form.watch("content") ?? "";

  useEffect(() => {
    if (!quote) return;
    textareaRef.current?.focus();
    textareaRef.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [quote]);

  const handleSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit({ content: values.content, quoteReplyId: quote?.replyId });
      form.reset({ content: "" });
      onClearQuote();
    } catch (error) {
      const message = serverMessageOf(error, "Failed to post reply");
      setServerError(message);
      toast({ title: "Error", description: message, variant: "destructive" });
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-3" aria-label="Reply">
      {quote ? (
        <div
          data-testid="quote-marker"
          className="flex items-start gap-3 rounded-lg border border-primary/40 bg-primary/10 p-3 text-sm"
        >
          <Quote aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
          <p className="min-w-0 flex-1">
            <span className="font-semibold">Quoting {quote.author}:</span>{" "}
            <span className="line-clamp-2 text-muted-foreground">{quote.excerpt}</span>
          </p>
          <button
            type="button"
            onClick={onClearQuote}
            aria-label="Remove quote"
            className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      ) : null}
      <MarkdownField
        label="Your reply"
        placeholder="Share your thoughts… Markdown works here."
        value={content}
        error={errors.content?.message}
        textareaRef={textareaRef}
        {...form.register("content")}
      />
      <PostFormError message={serverError} />
      <PostSubmitRow isSubmitting={isSubmitting}>Post Reply</PostSubmitRow>
    </form>
  );
}
