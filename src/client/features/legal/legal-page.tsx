import { ArrowLeft, CalendarDays, Mail } from "lucide-react";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Link } from "../../lib/router";
import { LEGAL_LAST_UPDATED } from "./legal-constants";
import type { LegalSection } from "./legal-section";
import { LegalTableOfContents } from "./legal-table-of-contents";

interface LegalPageProps {
  title: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** A plain-language summary shown under the heading. */
  summary: ReactNode;
  sections: readonly LegalSection[];
}

// Tailwind has no typography plugin here; these descendant styles give the texts readable rhythm.
const PROSE =
  "text-[15px] text-foreground/85 leading-7 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:brightness-125 [&_h3]:mt-6 [&_h3]:font-display [&_h3]:font-semibold [&_h3]:text-foreground [&_h3]:text-lg [&_li]:pl-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-primary";

/** The shared layout of the Privacy, Terms and Cookie pages. */
export function LegalPage({ title, Icon, summary, sections }: LegalPageProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8 lg:py-12">
      <Breadcrumb current={title} className="mb-4" />

      <Card className="relative overflow-hidden p-6 sm:p-10">
        <div
          aria-hidden="true"
          className="-top-20 -right-20 absolute h-56 w-56 rounded-full bg-primary/20 blur-3xl"
        />
        <div className="relative flex flex-col gap-5 sm:flex-row sm:items-start">
          <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-primary/15 text-primary">
            <Icon aria-hidden="true" className="h-7 w-7" />
          </span>
          <div className="min-w-0">
            <h1 className="font-bold font-display text-4xl uppercase tracking-tight sm:text-5xl">
              {title}
            </h1>
            <p className="mt-2 flex items-center gap-2 text-muted-foreground text-sm">
              <CalendarDays aria-hidden="true" className="h-4 w-4" />
              <span>
                Last updated:{" "}
                <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.label}</time>
              </span>
            </p>
            <div className="mt-4 max-w-3xl text-foreground/85 leading-7">{summary}</div>
          </div>
        </div>
      </Card>

      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <LegalTableOfContents sections={sections} />
        <Card className="min-w-0 p-6 sm:p-10">
          <div className={`max-w-3xl ${PROSE}`}>
            {sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="scroll-mt-36 border-border border-b pb-8 not-first:pt-8 last:border-b-0 last:pb-0"
              >
                <h2
                  id={`${section.id}-heading`}
                  className="flex items-baseline gap-3 font-bold font-display text-2xl text-foreground"
                >
                  <span className="font-mono text-base text-primary">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  {section.title}
                </h2>
                {section.content}
              </section>
            ))}
          </div>
        </Card>
      </div>

      <Card className="mt-8 flex flex-col items-start justify-between gap-4 p-6 sm:flex-row sm:items-center">
        <p className="flex items-center gap-3 text-muted-foreground text-sm">
          <Mail aria-hidden="true" className="h-5 w-5 shrink-0 text-primary" />
          <span>
            Questions about this page?{" "}
            <Link to="/contact" className="font-medium text-primary underline underline-offset-2">
              Contact us
            </Link>{" "}
            and we will get back to you within 24 hours.
          </span>
        </p>
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link to="/">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Return to Home
          </Link>
        </Button>
      </Card>
    </div>
  );
}
