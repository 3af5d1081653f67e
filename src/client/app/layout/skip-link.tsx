export const MAIN_CONTENT_ID = "main-content";

/** First focusable element: lets keyboard users jump over the header. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-lg bg-primary px-4 py-2.5 font-semibold text-primary-foreground shadow-xl transition-transform focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}
