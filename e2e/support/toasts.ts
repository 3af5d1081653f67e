import { expect, type Page } from "@playwright/test";

/**
 * The toast viewport. Radix also mirrors each toast's text into a hidden
 * live region for screen readers, so a bare `getByText` on a toast message
 * can match twice; scoping to the viewport keeps assertions unambiguous.
 */
export function toastRegion(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

export async function expectToast(page: Page, title: string, description?: string) {
  await expect(toastRegion(page)).toContainText(title);
  if (description) await expect(toastRegion(page)).toContainText(description);
}
