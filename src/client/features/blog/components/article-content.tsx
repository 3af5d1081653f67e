// Tailwind has no typography plugin here; these descendant styles give the article's HTML its rhythm.
const PROSE = [
  "text-base text-foreground/90 leading-8 break-words",
  "[&>*:first-child]:mt-0",
  "[&_p]:mt-5",
  "[&_h2]:mt-10 [&_h2]:font-bold [&_h2]:font-display [&_h2]:text-2xl [&_h2]:text-foreground [&_h2]:tracking-tight sm:[&_h2]:text-3xl",
  "[&_h3]:mt-8 [&_h3]:font-display [&_h3]:font-semibold [&_h3]:text-foreground [&_h3]:text-xl",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-primary",
  "[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ol]:marker:text-primary",
  "[&_li]:pl-1",
  "[&_blockquote]:mt-6 [&_blockquote]:rounded-r-lg [&_blockquote]:border-primary [&_blockquote]:border-l-4 [&_blockquote]:bg-primary/10 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:text-foreground [&_blockquote]:italic",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:brightness-125",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_img]:border [&_img]:border-border",
  "[&_strong]:font-semibold [&_strong]:text-foreground",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm",
  "[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4",
  "[&_hr]:my-8 [&_hr]:border-border",
].join(" ");

/** The article body. The server sanitises it with an allow-list before storing. */
export function ArticleContent({ html }: { html: string }) {
  return (
    <div
      data-testid="article-content"
      className={PROSE}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with an allow-list before it is stored.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
