import { cn } from "../../lib/cn";

// The forum's Markdown as HTML: the same rhythm as an article, a little tighter for replies.
export const POST_PROSE = [
  "text-[0.95rem] text-foreground/90 leading-7 break-words",
  "[&>*:first-child]:mt-0",
  "[&_p]:mt-3",
  "[&_h1]:mt-6 [&_h1]:font-bold [&_h1]:font-display [&_h1]:text-2xl [&_h1]:text-foreground",
  "[&_h2]:mt-6 [&_h2]:font-bold [&_h2]:font-display [&_h2]:text-xl [&_h2]:text-foreground",
  "[&_h3]:mt-5 [&_h3]:font-display [&_h3]:font-semibold [&_h3]:text-foreground [&_h3]:text-lg",
  "[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ul]:marker:text-primary",
  "[&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_ol]:marker:text-primary",
  "[&_blockquote]:mt-3 [&_blockquote]:border-primary/60 [&_blockquote]:border-l-4 [&_blockquote]:bg-primary/5 [&_blockquote]:px-4 [&_blockquote]:py-2 [&_blockquote]:text-foreground/80",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:brightness-125",
  "[&_a.mention]:no-underline [&_a.mention]:font-semibold",
  "[&_strong]:font-semibold [&_strong]:text-foreground",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm",
  "[&_pre]:mt-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_table]:mt-3 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-border [&_th]:px-2 [&_th]:py-1",
  "[&_hr]:my-5 [&_hr]:border-border",
].join(" ");

/** A post's body. The server rendered the Markdown and sanitised it with an allow-list. */
export function PostContent({ html, className }: { html: string; className?: string }) {
  return (
    <div
      data-testid="post-content"
      className={cn(POST_PROSE, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitised with an allow-list on the server.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
