/**
 * JSON to put inside a <script> element: `<`, `>` and `&` are escaped, so no string in the data
 * can close the element or open a comment, whatever users wrote.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}
