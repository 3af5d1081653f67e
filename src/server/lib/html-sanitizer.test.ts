import { describe, expect, it } from "vitest";
import { htmlToPlainText, sanitizePostHtml } from "./html-sanitizer";

/** Classic stored-XSS payloads (OWASP filter evasion cheat sheet and friends). */
const XSS_PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  '<img src="x" onerror="alert(1)">',
  "<img src=x onerror=alert(1)//",
  '<IMG SRC="javascript:alert(1);">',
  "<IMG SRC=JaVaScRiPt:alert(1)>",
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JAVASCRIPT:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="&#x6A;avascript:alert(1)">click</a>',
  '<a href="java\nscript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="vbscript:msgbox(1)">click</a>',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1));">x</div>',
  "<style>@import 'https://evil.example/x.css';</style>",
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload="alert(1)">',
  '<input autofocus onfocus="alert(1)">',
  '<details open ontoggle="alert(1)">',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '<p onclick="alert(1)">hi</p>',
  "<!--<img src=x onerror=alert(1)>-->",
  "<![CDATA[<script>alert(1)</script>]]>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="//evil.example/x">protocol-relative</a>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  "&lt;script&gt;alert(1)&lt;/script&gt;",
];

/** Inert: no executable element, no event handler, no script-capable URL, no style. */
function expectInert(html: string): void {
  const lower = html.toLowerCase();
  expect(lower).not.toMatch(
    /<\s*(script|style|iframe|object|embed|svg|math|form|input|meta|base|link|body|details|noscript)\b/,
  );
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/style\s*=/);
  expect(lower).not.toMatch(/(href|src)\s*=\s*"(?!https?:|mailto:)/);
  expect(lower).not.toMatch(/javascript:|vbscript:|data:/);
  // Every tag left is one of the allow-list.
  for (const match of lower.matchAll(/<\/?\s*([a-z0-9]+)/g)) {
    expect([
      "p",
      "h2",
      "h3",
      "h4",
      "ul",
      "ol",
      "li",
      "strong",
      "em",
      "b",
      "i",
      "a",
      "blockquote",
      "code",
      "pre",
      "img",
      "br",
      "hr",
      "figure",
      "figcaption",
    ]).toContain(match[1]);
  }
}

describe("sanitizePostHtml", () => {
  it("has a corpus of at least 20 payloads", () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(XSS_PAYLOADS)("makes %s inert", (payload) => {
    expectInert(sanitizePostHtml(payload));
    expectInert(sanitizePostHtml(`<p>before</p>${payload}<p>after</p>`));
  });

  it("stays inert when sanitised output is sanitised again", () => {
    for (const payload of XSS_PAYLOADS) {
      const once = sanitizePostHtml(payload);
      expect(sanitizePostHtml(once)).toBe(once);
    }
  });

  it("keeps the allowed formatting", () => {
    const html =
      "<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p><strong>bold</strong> <em>em</em> <b>b</b> <i>i</i><br /></p>" +
      "<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><pre><code>x = 1</code></pre><hr />" +
      '<figure><img src="https://img.example/a.png" alt="A" width="640" height="360" /><figcaption>Cap</figcaption></figure>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it("forces safe link attributes and keeps http, https and mailto links", () => {
    expect(
      sanitizePostHtml(
        '<a href="https://example.com/a" title="T" target="_self" rel="opener">x</a>',
      ),
    ).toBe(
      '<a href="https://example.com/a" title="T" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizePostHtml('<a href="mailto:hi@example.com">mail</a>')).toContain(
      'href="mailto:hi@example.com"',
    );
    expect(sanitizePostHtml('<a href="http://example.com">x</a>')).toContain(
      'href="http://example.com"',
    );
  });

  it("drops images that are not absolute http(s) URLs or the site's /media/ copies", () => {
    expect(sanitizePostHtml('<img src="/local.png" alt="x">')).toBe("");
    expect(sanitizePostHtml('<img src="mailto:a@b.c">')).toBe("");
    for (const src of [
      "/media/../x.webp",
      "/media/1.webp/../../x",
      "/media/1.png",
      "//media/1.webp",
    ]) {
      expect(sanitizePostHtml(`<img src="${src}" alt="x">`), src).toBe("");
    }
    expect(sanitizePostHtml('<img src="/media/12.webp" alt="x">')).toBe(
      '<img src="/media/12.webp" alt="x" />',
    );
    expect(sanitizePostHtml('<img src="/media/12.webp?w=480">')).toBe(
      '<img src="/media/12.webp?w=480" />',
    );
  });

  it("drops unknown tags but keeps their text, and escapes stray markup characters", () => {
    expect(sanitizePostHtml("<div><span>text</span></div>")).toBe("text");
    expect(sanitizePostHtml("<p>1 < 2 & 3 > 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
  });
});

describe("htmlToPlainText", () => {
  it("removes markup and scripts and collapses whitespace", () => {
    expect(htmlToPlainText("<p>Hello   <b>world</b></p>\n<script>alert(1)</script>")).toBe(
      "Hello world",
    );
  });
});
