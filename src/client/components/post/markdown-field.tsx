import { Eye, PenLine } from "lucide-react";
import { type ComponentProps, type Ref, useEffect, useId, useState } from "react";
import { cn } from "../../lib/cn";
import { inputClassName } from "../ui/input";
import { Tab, TabList, TabPanel, TabsRoot } from "../ui/tabs-primitives";
import { MARKDOWN_HINT } from "./markdown-editor-placeholder";
import { POST_PROSE } from "./post-content";

interface MarkdownFieldProps extends Omit<ComponentProps<"textarea">, "value"> {
  label: string;
  /** The text as typed (the form's watched value), for the preview. */
  value: string;
  error?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

const TAB_CLASS =
  "inline-flex h-8 items-center gap-1.5 rounded-md px-3 font-semibold text-muted-foreground text-sm outline-none transition hover:text-foreground focus-visible:ring-2 focus-visible:ring-primary data-[state=active]:bg-primary/15 data-[state=active]:text-foreground";

/**
 * A Markdown text area with Write and Preview tabs. The preview renders in the browser
 * (markdown-preview.ts, loaded the first time Preview is opened).
 */
export function MarkdownField({
  label,
  value,
  error,
  textareaRef,
  className,
  ref,
  ...textareaProps
}: MarkdownFieldProps) {
  const id = useId();
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);

  useEffect(() => {
    if (tab !== "preview") return;
    let isCurrent = true;
    void import("./markdown-preview").then(({ renderPreview }) => {
      if (isCurrent) setPreviewHtml(renderPreview(value));
    });
    return () => {
      isCurrent = false;
    };
  }, [tab, value]);

  return (
    <TabsRoot
      value={tab}
      onValueChange={(next) => setTab(next === "preview" ? "preview" : "write")}
      className="grid gap-2"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="font-semibold text-sm">
          {label}
        </label>
        <TabList aria-label={`${label}: write or preview`} className="flex gap-1">
          <Tab value="write" className={TAB_CLASS}>
            <PenLine aria-hidden="true" className="h-3.5 w-3.5" />
            Write
          </Tab>
          <Tab value="preview" className={TAB_CLASS}>
            <Eye aria-hidden="true" className="h-3.5 w-3.5" />
            Preview
          </Tab>
        </TabList>
      </div>
      {/* The text area stays in the page while previewing, so nothing typed is lost. */}
      <TabPanel value="write" forceMount className="data-[state=inactive]:hidden">
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className={cn(inputClassName, "h-auto min-h-36 resize-y py-3 font-mono", className)}
          ref={(element) => {
            if (typeof ref === "function") ref(element);
            if (typeof textareaRef === "function") textareaRef(element);
            else if (textareaRef) textareaRef.current = element;
          }}
          {...textareaProps}
        />
      </TabPanel>
      <TabPanel
        value="preview"
        className="min-h-36 rounded-lg border border-border bg-background/40 p-4"
        data-testid="markdown-preview"
      >
        {previewHtml === null ? (
          <p className="text-muted-foreground text-sm">Loading preview…</p>
        ) : previewHtml.trim() === "" ? (
          <p className="text-muted-foreground text-sm">Nothing to preview yet.</p>
        ) : (
          <div
            className={POST_PROSE}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with raw HTML off, then cut to the allow-list (markdown-preview.ts).
            dangerouslySetInnerHTML={{ __html: previewHtml }}
          />
        )}
      </TabPanel>
      {error ? (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {MARKDOWN_HINT}
        </p>
      )}
    </TabsRoot>
  );
}
