import { FAQ_ENTRIES } from "../../../shared/faq";

/** The FAQ's questions as schema.org FAQPage, the same text the page shows. */
export function faqStructuredData(): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: FAQ_ENTRIES.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}
