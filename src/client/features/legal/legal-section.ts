import type { ReactNode } from "react";

/** One numbered part of a legal text; `id` is its anchor in the table of contents. */
export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}
