/*
 * The article page's prose (blog/components/article-content.tsx), so an update reads like an article.
 * A copy rather than an import: importing the article's module would split it out of the
 * article page's chunk, one more file for that page to download.
 */
const UPDATE_PROSE = [
  "text-base text-foreground/90 leading-8 break-words",
  "[&>*:first-child]:mt-0",
  "[&_p]:mt-5",
  "[&_h1]:mt-10 [&_h1]:font-bold [&_h1]:font-display [&_h1]:text-3xl [&_h1]:text-foreground [&_h1]:tracking-tight",
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
  "[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_table]:mt-5 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-border [&_td]:px-3 [&_td]:py-1.5 [&_th]:border [&_th]:border-border [&_th]:px-3 [&_th]:py-1.5",
  "[&_hr]:my-8 [&_hr]:border-border",
].join(" ");

/** The update's body: Markdown the server rendered once and cut to its allow-list when it was written. */
export function UpdateContent({ html }: { html: string }) {
  return (
    <div
      data-testid="update-content"
      className={UPDATE_PROSE}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitised with an allow-list on the server.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
