import { PlannedPage } from "../planned/planned-page";

/** Stand-in until this page is built. */
export function AboutPage() {
  return <PlannedPage />;
}
