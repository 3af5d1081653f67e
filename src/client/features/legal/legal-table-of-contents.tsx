import { ListOrdered } from "lucide-react";
import type { LegalSection } from "./legal-section";

export function LegalTableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav
      aria-labelledby="legal-toc-heading"
      // Sticks beside the text on wide screens so readers can jump around long policies.
      className="h-fit rounded-[var(--radius-card)] border border-border bg-card p-5 backdrop-blur-md lg:sticky lg:top-32"
    >
      <h2
        id="legal-toc-heading"
        className="flex items-center gap-2 font-bold font-display text-muted-foreground text-sm uppercase tracking-[0.18em]"
      >
        <ListOrdered aria-hidden="true" className="h-4 w-4 text-primary" />
        Contents
      </h2>
      <ol className="mt-3 space-y-0.5 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex gap-2 rounded-md px-2 py-1.5 text-foreground/80 transition hover:bg-primary/10 hover:text-primary"
            >
              <span className="font-mono text-muted-foreground text-xs leading-5">
                {String(index + 1).padStart(2, "0")}
              </span>
              <span>{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
