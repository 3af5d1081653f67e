import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html";
import { slugify } from "./slugify";

describe("slugify", () => {
  it("keeps letters and digits, drops accents and joins the rest with single hyphens", () => {
    expect(slugify("  Pokémon Légendes: Z-A!! 2025 ")).toBe("pokemon-legendes-z-a-2025");
    expect(slugify("PC Gaming")).toBe("pc-gaming");
  });

  it("is empty when nothing usable is left", () => {
    expect(slugify("!!! ???")).toBe("");
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters that matter in content and quoted attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;",
    );
  });

  it("writes replacement patterns such as $& and $' literally", () => {
    expect(escapeHtml("$& $' $` $$")).toBe("$&amp; $&#39; $` $$");
  });
});
