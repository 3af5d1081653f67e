import { cn } from "../../lib/cn";
import { inputClassName } from "../ui/input";

/** The hint under every Markdown field; the placeholder shows it too, so both wrap alike. */
export const MARKDOWN_HINT =
  "Markdown: **bold**, _italic_, `code`, > quote, - list, [link](https://…), @username";

/**
 * Holds the place of a member's Markdown editor while its chunk loads: the same label, tab row,
 * text box, hint and send row, with pulsing blocks where the controls will be. Built from the
 * same classes as markdown-field.tsx and post-form-parts.tsx, it has the editor's height at
 * every width (the hint wraps the same way), so nothing below it moves when the editor arrives.
 */
export function MarkdownEditorPlaceholder({ label }: { label: string }) {
  return (
    <div aria-hidden="true" data-testid="editor-placeholder" className="grid gap-3">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold text-sm">{label}</span>
          <span className="flex gap-1">
            <span className="h-8 w-[4.5rem] animate-pulse rounded-md bg-muted" />
            <span className="h-8 w-[5.5rem] animate-pulse rounded-md bg-muted" />
          </span>
        </div>
        <div className={cn(inputClassName, "h-auto min-h-36")} />
        <p className="text-muted-foreground text-xs">{MARKDOWN_HINT}</p>
      </div>
      <div className="flex justify-end">
        <span className="h-10 w-36 animate-pulse rounded-lg bg-muted" />
      </div>
    </div>
  );
}
