import {
  cloneElement,
  type FocusEvent,
  isValidElement,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";

/** Tooltips open after 700 ms; following ones open at once within 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** When the last tooltip closed: the next one opening within the skip delay opens at once. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

const GAP_PX = 8;
const EDGE_PX = 8;

interface TooltipProps {
  /** The text shown; keep the trigger's aria-label too, tooltips are not read on touch screens. */
  content: ReactNode;
  /** One focusable element (a button or link) that accepts a ref. */
  children: ReactNode;
  side?: "top" | "bottom";
}

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  "aria-describedby"?: string;
};

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * A hover and focus label for an icon button, with the Radix Tooltip timings (700 ms delay, 300 ms
 * skip) and behaviour (mouse only, opens at once on keyboard focus, closes on leave, blur, press
 * and Escape, described-by while shown). Small and dependency-free, so the header's icon buttons
 * carry no positioning library in the first view; it renders nothing but its trigger on the
 * server, and the label itself only after a hover or focus.
 */
export function Tooltip({ content, children, side = "bottom" }: TooltipProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pressedRef = useRef(false);
  const tipId = useId();

  function clearTimer() {
    clearTimeout(timerRef.current);
    timerRef.current = undefined;
  }

  function open() {
    clearTimer();
    setIsOpen(true);
  }

  function close() {
    clearTimer();
    setIsOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  }

  useEffect(() => () => clearTimeout(timerRef.current), []);

  useEffect(() => {
    if (!isOpen) return;
    function dismiss() {
      lastClosedAt = Date.now();
      setIsOpen(false);
    }
    function handleKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key === "Escape") dismiss();
    }
    document.addEventListener("keydown", handleKeyDown);
    window.addEventListener("scroll", dismiss, { passive: true, capture: true });
    return () => {
      document.removeEventListener("keydown", handleKeyDown);
      window.removeEventListener("scroll", dismiss, { capture: true });
    };
  }, [isOpen]);

  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    const tip = tipRef.current;
    if (!isOpen || !trigger || !tip) {
      setPosition(null);
      return;
    }
    const anchor = trigger.getBoundingClientRect();
    const size = tip.getBoundingClientRect();
    const centred = anchor.left + anchor.width / 2 - size.width / 2;
    const left = Math.min(Math.max(centred, EDGE_PX), window.innerWidth - size.width - EDGE_PX);
    const top = side === "top" ? anchor.top - GAP_PX - size.height : anchor.bottom + GAP_PX;
    setPosition({ top, left });
  }, [isOpen, side]);

  if (!isValidElement<TriggerProps>(children)) return children;
  const child = children as ReactElement<TriggerProps>;
  const own = child.props;

  const trigger = cloneElement(child, {
    ref: (node: HTMLElement | null) => {
      triggerRef.current = node;
      setRef(own.ref, node);
    },
    "aria-describedby": isOpen ? tipId : own["aria-describedby"],
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== "mouse" || pressedRef.current) return;
      if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) open();
      else {
        clearTimer();
        timerRef.current = setTimeout(open, TOOLTIP_DELAY_MS);
      }
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      pressedRef.current = false;
      close();
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      pressedRef.current = true;
      close();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      // A focus that follows a press is the pointer's, not the keyboard's.
      if (!pressedRef.current && event.currentTarget.matches(":focus-visible")) open();
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      pressedRef.current = false;
      close();
    },
  });

  return (
    <>
      {trigger}
      {isOpen
        ? createPortal(
            <div
              ref={tipRef}
              id={tipId}
              role="tooltip"
              style={{
                position: "fixed",
                top: position?.top ?? 0,
                left: position?.left ?? 0,
                visibility: position ? "visible" : "hidden",
              }}
              className="animate-pop-in pointer-events-none z-50 rounded-md border border-border bg-popover px-2.5 py-1.5 font-medium text-foreground text-xs shadow-xl"
            >
              {content}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
