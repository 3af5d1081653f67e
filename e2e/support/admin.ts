import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { openHydrated } from "./hydration";
import { escapeRegExp } from "./text";

/**
 * What the admin panel's browser tests share: the audit log filtered by an action, and admin
 * screens opened until their reads are done.
 */

/** /admin/audit filtered by an action through its form (the filter lands in the address): the entries. */
export async function openAuditFor(page: Page, action: string): Promise<Locator> {
  await openHydrated(page, "/admin/audit");
  const filters = page.getByRole("search", { name: "Filter the audit log" });
  await filters.getByLabel("Action").fill(action);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]action=${escapeRegExp(action)}`));
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    `/api/admin/audit.csv?action=${encodeURIComponent(action)}`,
  );
  return page.getByTestId("audit-entry");
}

/** Opens an admin screen and waits for its reads: no loading placeholders left. */
export async function openAdminScreen(page: Page, path: string): Promise<void> {
  await openHydrated(page, path);
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.locator('main [role="status"][aria-label^="Loading"]')).toHaveCount(0, {
    timeout: 15_000,
  });
}
