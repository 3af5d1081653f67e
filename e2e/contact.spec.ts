import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mail";
import { expectToast } from "./support/toasts";

const ADMIN_EMAIL = "e2e.admin@example.com";

test("the contact page is server-rendered under the anchor #contact, with the 24-hour promise", async ({
  page,
}) => {
  const response = await page.request.get("/contact");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('id="contact"');
  expect(html).toContain("Get In Touch");
  expect(html).toContain("<title>Contact Us | GameHub</title>");

  await page.goto("/contact#contact");
  await expect(page.getByRole("heading", { name: "Get In Touch" })).toBeVisible();
  await expect(page.getByText(/respond within\s*24 hours/)).toBeVisible();
});

test("the empty form shows the spec's messages and keeps what was typed", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("R");
  await form.getByLabel("Email").fill("not-an-address");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByLabel("Name")).toHaveAccessibleDescription(
    "Name must be at least 2 characters",
  );
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription(
    "Please enter a valid email address",
  );
  await expect(form.getByLabel("Subject")).toHaveAccessibleDescription(
    "Subject must be at least 5 characters",
  );
  await expect(form.getByLabel("Message")).toHaveAccessibleDescription(
    "Message must be at least 10 characters",
  );
  await expect(form.getByLabel("Email")).toHaveValue("not-an-address");
});

test("a visitor sends the form with the newsletter box checked: success toast, empty form, mail to the admin and a confirmation", async ({
  page,
}) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `contact.${stamp}@example.com`;
  const subject = `Tournament question ${stamp}`;
  const subscribeCalls: unknown[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/subscribe")) subscribeCalls.push(request.postDataJSON());
  });

  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("Riley Quinn");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("When does the next community tournament start?");
  await form.getByLabel(/Subscribe to our newsletter/).check();
  await form.getByRole("button", { name: "Send Message" }).click();

  await expectToast(page, "Message sent successfully", "We'll get back to you as soon as possible");
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(form.getByLabel("Subject")).toHaveValue("");
  await expect(form.getByLabel(/Subscribe to our newsletter/)).not.toBeChecked();
  expect(subscribeCalls).toEqual([{ email, name: "Riley Quinn" }]);

  const adminMail = await waitForMail(ADMIN_EMAIL, subject);
  expect(adminMail).toMatch(new RegExp(`^Reply-To: ${email.replace(/\./g, "\\.")}`, "m"));
  expect(adminMail).not.toMatch(new RegExp(`^From: .*${email.replace(/\./g, "\\.")}`, "m"));
  await waitForMail(email, "Confirm your GameHub newsletter subscription");
});

test("a refused send shows 'Error sending message' with the server's message and keeps the form", async ({
  page,
}) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      headers: { "Retry-After": "600" },
      body: JSON.stringify({
        error:
          "You have sent several messages in a short time. Please wait before sending another.",
      }),
    }),
  );
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("Riley Quinn");
  await form.getByLabel("Email").fill("riley@example.com");
  await form.getByLabel("Subject").fill("A second question");
  await form.getByLabel("Message").fill("Another question about the tournament rules.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expectToast(
    page,
    "Error sending message",
    "You have sent several messages in a short time. Please wait before sending another.",
  );
  await expect(form.getByLabel("Subject")).toHaveValue("A second question");
});

test("a signed-in member finds their name and e-mail filled in, and can change them", async ({
  signedInPage: page,
  user,
}) => {
  const sent: unknown[] = [];
  await page.route("**/api/contact", async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({ status: 200, contentType: "application/json", body: '{"sent":true}' });
  });
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form.getByLabel("Name")).toHaveValue(user.displayName ?? user.username);
  await expect(form.getByLabel("Email")).toHaveValue(user.email ?? "");

  await form.getByLabel("Name").fill("Riley Quinn");
  await form.getByLabel("Subject").fill("A question from a member");
  await form.getByLabel("Message").fill("When does the next community tournament start?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Message sent successfully");
  expect(sent).toEqual([
    expect.objectContaining({ name: "Riley Quinn", email: user.email, newsletter: false }),
  ]);
  // The next message starts from the member's own details again.
  await expect(form.getByLabel("Name")).toHaveValue(user.displayName ?? user.username);
  await expect(form.getByLabel("Email")).toHaveValue(user.email ?? "");
  await expect(form.getByLabel("Subject")).toHaveValue("");
});
