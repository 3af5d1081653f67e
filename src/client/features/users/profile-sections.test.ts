import { describe, expect, it } from "vitest";
import { profileSectionLinks, profileSectionOf } from "./profile-sections";

describe("profileSectionOf", () => {
  it("treats /profile and /profile/achievements as the overview", () => {
    expect(profileSectionOf("/profile")).toBe("overview");
    expect(profileSectionOf("/profile/achievements")).toBe("overview");
    expect(profileSectionOf("/profile/")).toBe("overview");
  });

  it("names the appearance, security and 2FA sections by their paths", () => {
    expect(profileSectionOf("/profile/appearance")).toBe("appearance");
    expect(profileSectionOf("/profile/security/")).toBe("security");
    expect(profileSectionOf("/profile/2fa-setup")).toBe("2fa");
  });
});

describe("profileSectionLinks", () => {
  it("hides the 2FA tab unless it is the selected section", () => {
    expect(profileSectionLinks("overview").map((link) => link.label)).toEqual([
      "Overview",
      "Appearance",
      "Security",
    ]);
    expect(profileSectionLinks("security").map((link) => link.to)).not.toContain(
      "/profile/2fa-setup",
    );
  });

  it("shows the 2FA tab while 2FA setup is open", () => {
    expect(profileSectionLinks("2fa").map((link) => link.label)).toEqual([
      "Overview",
      "Appearance",
      "Security",
      "2FA",
    ]);
  });
});
