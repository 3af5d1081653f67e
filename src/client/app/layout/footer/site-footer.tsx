import { NewsletterForm } from "../../../features/newsletter/newsletter-form";
import { Link } from "../../../lib/router";
import LOGO_SVG from "../brand/logo.svg?no-inline";
import { POLICY_LINKS, QUICK_LINKS } from "./footer-links";
import { SocialLinks } from "./social-links";

const LINK_CLASS =
  "rounded text-muted-foreground text-sm transition-colors hover:text-primary focus-visible:text-primary";

/** Brand, newsletter, quick links, policy links, social links. */
function FooterLinkList({
  links,
  className,
}: {
  links: ReadonlyArray<{ to: string; label: string }>;
  className: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={LINK_CLASS}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  // The year in UTC, as the server (in UTC) renders it; it can still differ from the browser's
  // for the few seconds a cached page spans New Year, hence suppressHydrationWarning below.
  const year = new Date().getUTCFullYear();
  return (
    <footer className="relative mt-16 border-border border-t bg-background/80 backdrop-blur-xl">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-primary/60 to-transparent"
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:px-8">
        <section aria-labelledby="footer-brand" className="lg:col-span-4">
          <h2 id="footer-brand">
            <img
              src={LOGO_SVG}
              alt="GameHub"
              width={160}
              height={40}
              // Far below the fold: lazy, so the server does not preload it beside the page's picture.
              loading="lazy"
              decoding="async"
              className="h-10 w-auto"
            />
          </h2>
          <p className="mt-3 max-w-sm text-muted-foreground text-sm leading-relaxed">
            Your home for gaming news, guides, retro classics and a community of players and
            streamers who live for the next match.
          </p>
          <div className="mt-6">
            <SocialLinks />
          </div>
        </section>

        <nav aria-labelledby="footer-quick-links" className="lg:col-span-4">
          <h2 id="footer-quick-links" className="footer-heading">
            Quick Links
          </h2>
          <FooterLinkList links={QUICK_LINKS} className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2.5" />
        </nav>

        <section aria-labelledby="footer-newsletter" className="md:col-span-2 lg:col-span-4">
          <h2 id="footer-newsletter" className="footer-heading">
            Newsletter
          </h2>
          <p className="mt-4 mb-4 text-muted-foreground text-sm">
            The week's biggest gaming stories, guides and community events, straight to your inbox.
          </p>
          <NewsletterForm />
        </section>
      </div>

      <div className="border-border border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-muted-foreground text-xs sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p suppressHydrationWarning>© {year} GameHub. All rights reserved.</p>
          <nav aria-label="Legal">
            <FooterLinkList links={POLICY_LINKS} className="flex flex-wrap gap-x-5 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
