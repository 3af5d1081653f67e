import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Serious or critical axe violations on the page (or inside `selector`), listed for the assertion. */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    );
}
