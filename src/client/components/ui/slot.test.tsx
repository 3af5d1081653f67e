import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { FormField } from "./form-field";
import { Slot } from "./slot";

describe("slot", () => {
  it("draws a link as a button: the link keeps its address and both class lists", () => {
    const html = renderToString(
      <Button asChild variant="outline">
        <a href="/blog" className="mine">
          News
        </a>
      </Button>,
    );
    expect(html).toMatch(/^<a /);
    expect(html).toContain('href="/blog"');
    expect(html).toMatch(/class="[^"]*inline-flex[^"]*border[^"]* mine"/);
    expect(html).not.toContain("type=");
  });

  it("gives a form field's control its id and ARIA attributes", () => {
    const html = renderToString(
      <FormField label="E-mail" id="email" error="Enter an e-mail address">
        <input name="email" />
      </FormField>,
    );
    expect(html).toContain('for="email"');
    const input = /<input[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('id="email"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="email-error"');
    expect(input).toContain('name="email"');
  });

  it("lets the child's own props win, styles merged", () => {
    const html = renderToString(
      <Slot id="from-slot" title="slot" style={{ color: "red", margin: 0 }}>
        <span title="child" style={{ color: "blue" }} />
      </Slot>,
    );
    expect(html).toContain('id="from-slot"');
    expect(html).toContain('title="child"');
    expect(html).toContain("color:blue");
    expect(html).toContain("margin:0");
  });

  it("renders nothing for text alone", () => {
    expect(renderToString(<Slot>just text</Slot>)).toBe("");
  });
});
