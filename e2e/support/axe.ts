import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * An axe run on the page (or inside `selector`) that details only the violations: the tests
 * read nothing else, and axe then records one example node per passing or inapplicable rule
 * instead of every node, which took about a fifth of each scan's time on a long discussion.
 */
export function violationsScan(page: Page, selector?: string): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  return selector ? builder.include(selector) : builder;
}

/** Serious or critical axe violations on the page (or inside `selector`), listed for the assertion. */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const results = await violationsScan(page, selector).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    );
}
