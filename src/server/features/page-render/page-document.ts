import { jsonForScript } from "../../lib/json-for-script";

/** Where index.html (src/client/index.html) takes the page's parts. */
export const HEAD_PLACEHOLDER = "<!--app-head-->";
export const HTML_PLACEHOLDER = "<!--app-html-->";
export const STATE_PLACEHOLDER = "<!--app-state-->";
/** The id main.tsx reads the page's state from. */
export const PAGE_STATE_ID = "page-state";

export interface PageParts {
  head: string;
  /** The rendered page inside #root; empty when the page was not rendered on the server. */
  html: string;
  /** The client's starting state; absent when the page was not rendered on the server. */
  state?: unknown;
}

/**
 * The page's HTML: index.html with its parts written in. The state is a JSON data block, not a
 * script the browser runs (the CSP allows no inline script), read by the client before it
 * hydrates.
 */
export function renderDocument(template: string, parts: PageParts): string {
  const state =
    parts.state === undefined
      ? ""
      : `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(parts.state)}</script>`;
  return fillPlaceholders(template, [
    [HEAD_PLACEHOLDER, parts.head],
    [HTML_PLACEHOLDER, parts.html],
    [STATE_PLACEHOLDER, state],
  ]);
}

/**
 * Puts each text where its placeholder is, in one pass over the template. Not `String.replace`:
 * its replacement patterns (`$&`, `$'`, `` $` ``) would turn a title or article containing them
 * into pieces of the page, and a later placeholder must never be looked for inside user text
 * already written in.
 */
export function fillPlaceholders(
  template: string,
  replacements: ReadonlyArray<readonly [placeholder: string, text: string]>,
): string {
  let output = "";
  let from = 0;
  const found = replacements
    .map(([placeholder, text]) => ({ at: template.indexOf(placeholder), placeholder, text }))
    .filter((entry) => entry.at !== -1)
    .sort((a, b) => a.at - b.at);
  for (const { at, placeholder, text } of found) {
    output += template.slice(from, at) + text;
    from = at + placeholder.length;
  }
  return output + template.slice(from);
}
