import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MemoryRouter } from "../../lib/router";
import { NewsletterConfirmPage } from "./newsletter-confirm-page";
import { NewsletterUnsubscribePage } from "./newsletter-unsubscribe-page";

const render = (page: ReactNode, path: string) =>
  renderToString(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);

describe("the newsletter link pages", () => {
  it.each([
    [
      <NewsletterConfirmPage key="c" />,
      "/newsletter/confirm?token=abc",
      "Confirm your subscription",
    ],
    [<NewsletterUnsubscribePage key="u" />, "/newsletter/unsubscribe?token=abc", "Unsubscribe"],
  ])(
    "draw one card inside the layout's main, like the site's other single-card pages (%#)",
    (page, path, title) => {
      const html = render(page, path);
      // The layout already has the page's <main>; a second one breaks landmarks.
      expect(html).not.toContain("<main");
      expect(html).toContain('data-testid="newsletter-link-card"');
      expect(html).toMatch(
        new RegExp(`<h1 class="[^"]*font-display[^"]*uppercase[^"]*">${title}</h1>`),
      );
      expect(html.match(/<h1/g)).toHaveLength(1);
      expect(html).toContain("<button");
    },
  );
});
