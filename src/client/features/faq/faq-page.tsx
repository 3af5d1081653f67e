import { ChevronDown, Mail } from "lucide-react";
import { FAQ_GROUPS } from "../../../shared/faq";
import { LinkButton } from "../../components/link-button";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";

/**
 * /faq: questions in an accordion made of <details> and <summary>, which browsers make
 * keyboard- and screen-reader-friendly without any script; the server adds the same text as
 * FAQPage structured data (server/seo/faq-meta.ts).
 */
export function FaqPage() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="Help"
        title="Frequently Asked Questions"
        description="Quick answers about accounts, points, the forum, the newsletter and your privacy."
      />
      <div className="mt-10 grid gap-10">
        {FAQ_GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={`faq-${group.title}`}>
            <h2
              id={`faq-${group.title}`}
              className="mb-4 font-bold font-display text-2xl text-foreground uppercase tracking-wide"
            >
              {group.title}
            </h2>
            <div className="grid gap-3">
              {group.entries.map((entry) => (
                <details
                  key={entry.question}
                  className="group rounded-[var(--radius-card)] border border-border bg-card shadow-lg backdrop-blur-md open:border-primary/60"
                >
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-[var(--radius-card)] p-5 font-semibold text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary [&::-webkit-details-marker]:hidden">
                    {entry.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="h-5 w-5 shrink-0 text-primary transition group-open:rotate-180"
                    />
                  </summary>
                  <p className="px-5 pb-5 text-foreground/85 leading-relaxed">{entry.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
      <Card className="mt-12 flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-bold font-display text-foreground text-xl uppercase">
            Still have a question?
          </h2>
          <p className="mt-1 text-muted-foreground">Write to us; we respond within 24 hours.</p>
        </div>
        <LinkButton to="/contact" icon={Mail}>
          Contact Us
        </LinkButton>
      </Card>
    </div>
  );
}
