import type { CSSProperties } from "react";
import { SOCIAL_LINKS } from "./footer-links";

/** Icon links to the social platforms; they open in a new tab without leaking the opener. */
export function SocialLinks() {
  return (
    <ul className="flex gap-2.5">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.platform}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            style={{ "--brand": link.color } as CSSProperties}
            className="flex h-10 w-10 items-center justify-center rounded-lg border border-border bg-white/5 text-foreground/80 transition hover:-translate-y-0.5 hover:border-[var(--brand)] hover:bg-[var(--brand)] hover:text-white hover:shadow-[0_6px_20px_-6px_var(--brand)]"
          >
            <span
              aria-hidden="true"
              className="h-[18px] w-[18px] bg-current"
              style={{ mask: `url("${link.mark}") center / contain no-repeat` }}
            />
            <span className="sr-only">GameHub on {link.platform} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
