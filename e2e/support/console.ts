import type { Page } from "@playwright/test";

/**
 * Console errors and warnings (React's hydration mismatches among them), page errors and
 * failed requests of a page, except those that match `expected` (a refusal the test provokes on
 * purpose). The console's "Failed to load resource" does not say which: the failed response is
 * listed by its address.
 */
export function watchConsole(page: Page, expected?: RegExp): string[] {
  const problems: string[] = [];
  const keep = (line: string) => {
    if (!expected?.test(line)) problems.push(line);
  };
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      keep(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) keep(`${response.status()}: ${response.url()}`);
  });
  return problems;
}
