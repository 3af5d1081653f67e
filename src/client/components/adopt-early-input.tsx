import { type RefObject, useEffect, useRef } from "react";
import { useIsHydrating } from "./use-is-hydrating";

/**
 * A visitor may type into a server-rendered form before React has taken its section over: on a
 * slow phone the page is readable seconds before its scripts run, and a pasted or autofilled
 * value arrives without a key press that would make React take the section over first. React
 * then keeps the text on screen, but its state (a search box's, a form library's) still holds
 * what the server rendered, and it notes the typed text as the value it already knows, so no
 * change is ever reported: sending the form would send the server's empty value.
 *
 * Rendered last inside a section (a Suspense boundary that React takes over in a pass of its
 * own), this hands every field of the section that differs from the server's HTML to React as
 * if it had just been typed, once, right after that pass.
 */
export function AdoptEarlyInput({ scope }: { scope: RefObject<HTMLElement | null> }) {
  const isHydrating = useIsHydrating();
  // Decided by the first render: a section drawn by the app itself has nothing to adopt.
  const tookOverServerHtml = useRef(isHydrating);
  useEffect(() => {
    if (tookOverServerHtml.current && scope.current) adoptEarlyInput(scope.current);
  }, [scope]);
  return null;
}

/** Fields whose value is text the visitor types (not boxes, files or buttons). */
const TEXT_FIELDS =
  "textarea, input:not([type=checkbox],[type=radio],[type=file],[type=hidden],[type=submit],[type=button],[type=reset],[type=image])";

/** Reports each changed field of `scope` to React as a fresh `input` or `change` event. */
export function adoptEarlyInput(scope: Element): void {
  for (const field of scope.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    // `defaultValue` is the server's: the `value` attribute, or a textarea's text.
    if (field.value !== field.defaultValue) reportTyped(field);
  }
  // An event on a select that is being dispatched now (the one that made React take the section
  // over) reaches React itself, right after: reporting its change as well would report it twice,
  // and the first report's handling would set the select back before the second is read.
  const selectInEvent = window.event?.target;
  for (const select of scope.querySelectorAll("select")) {
    if (select === selectInEvent) continue;
    if (select.multiple ? isMultipleChanged(select) : isSingleChanged(select)) {
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
}

function reportTyped(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  const writeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  if (!writeValue) return;
  const caret = caretOf(field);
  // React watches the field's own `value` property: writing the server's value through it makes
  // React believe the field still holds that; the typed text then goes back in past the watcher,
  // so the event below reads as a change.
  field.value = field.defaultValue;
  writeValue.call(field, typed);
  if (caret) field.setSelectionRange(caret.start, caret.end);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Where the caret is in a field being typed into (a field type without one has none). */
function caretOf(
  field: HTMLInputElement | HTMLTextAreaElement,
): { start: number; end: number } | null {
  if (field !== document.activeElement) return null;
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null
      ? null
      : { start: selectionStart, end: selectionEnd };
  } catch {
    return null;
  }
}

function isSingleChanged(select: HTMLSelectElement): boolean {
  const options = [...select.options];
  // With no option marked selected in the HTML, the browser shows the first one.
  const serverIndex = Math.max(
    0,
    options.findIndex((option) => option.defaultSelected),
  );
  return options.length > 0 && select.selectedIndex !== serverIndex;
}

function isMultipleChanged(select: HTMLSelectElement): boolean {
  return [...select.options].some((option) => option.selected !== option.defaultSelected);
}
