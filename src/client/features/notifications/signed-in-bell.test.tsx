import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BellButton, unreadBadgeText } from "./bell-button";

describe("the notification bell's badge", () => {
  it("shows nothing at zero, the number up to nine and 9+ above", () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(1)).toBe("1");
    expect(unreadBadgeText(9)).toBe("9");
    expect(unreadBadgeText(10)).toBe("9+");
    expect(unreadBadgeText(250)).toBe("9+");
  });

  it("renders 9+ for twelve unread and names the count for screen readers", () => {
    const html = renderToString(<BellButton count={12} />);
    expect(html).toContain('aria-label="Notifications, 12 unread"');
    expect(html).toMatch(/data-testid="notification-count"[^>]*>9\+<\/span>/);
  });

  it("renders no badge when everything is read", () => {
    const html = renderToString(<BellButton count={0} />);
    expect(html).toContain('aria-label="Notifications"');
    expect(html).not.toContain("notification-count");
  });
});
