import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectToast, toastRegion } from "./support/toasts";

/**
 * Where toasts show: above a dialog's backdrop (a toast about the dialog must be read, not
 * dimmed under it), and never over the control that was just used.
 */

/** Whether the element drawn at `locator`'s centre is `locator` itself or inside it. */
async function isTopmostAtCentre(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function openToast(page: Page): Locator {
  return toastRegion(page).locator("li[data-state='open']");
}

/** A seeded discussion: the member answering it has posted nothing yet, so no posting pause. */
async function seededThreadId(page: Page): Promise<number> {
  const reply = (await (await page.request.get("/api/forum/threads")).json()) as {
    threads: { id: number; isLocked: boolean }[];
  };
  const open = reply.threads.find((thread) => !thread.isLocked);
  if (!open) throw new Error("no open seeded discussion");
  return open.id;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a toast about a dialog shows above its backdrop", async ({ signedInPage: page }) => {
      await page.goto("/forum");
      await page.getByRole("button", { name: "New Discussion" }).click();
      const dialog = page.getByRole("dialog", { name: "Start a New Discussion" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Create Discussion" }).click();
      await expectToast(page, "Missing Information");
      const toast = openToast(page);
      await expect(toast).toBeVisible();
      // Wait for its slide-in to end, then nothing (the backdrop) may be drawn over it.
      await expect.poll(() => isTopmostAtCentre(toast)).toBe(true);
      // Closing the toast with its button leaves the dialog open.
      await toast.getByRole("button", { name: "Close notification" }).click();
      await expect(toast).toHaveCount(0);
      await expect(dialog).toBeVisible();
    });

    test("the toast of a posted reply does not cover Post Reply", async ({
      signedInPage: page,
    }) => {
      const threadId = await seededThreadId(page);
      await page.goto(`/forum/thread/${threadId}`);
      const editor = page.getByRole("textbox", { name: "Your reply" });
      await editor.fill("Agreed, and here is a reply long enough to be accepted by the forum.");
      const postReply = page.getByRole("button", { name: "Post Reply" });
      // Where a member who scrolled down to the form has it: near the bottom of the screen.
      await postReply.evaluate((element) => {
        window.scrollBy(0, element.getBoundingClientRect().bottom - (window.innerHeight - 24));
      });
      const pressedAt = await postReply.boundingBox();
      await postReply.click();
      await expectToast(page, "Reply posted");
      const toast = await openToast(page).boundingBox();
      const nowAt = await postReply.boundingBox();
      if (!pressedAt || !toast || !nowAt) throw new Error("no box");
      // Neither where the member pressed it nor where it is now (the new reply may push it down).
      expect(overlap(pressedAt, toast)).toBe(false);
      expect(overlap(nowAt, toast)).toBe(false);
    });
  });
}
