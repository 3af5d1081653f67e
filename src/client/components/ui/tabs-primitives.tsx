import {
  Children,
  type ComponentProps,
  createContext,
  isValidElement,
  type KeyboardEvent,
  use,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";

/**
 * Unstyled tabs following the WAI-ARIA tabs pattern, with the behaviour Radix Tabs had here:
 * arrow keys (and Home, End) move along the tab list and wrap; with `activationMode="automatic"`
 * a focused tab opens, with "manual" Enter or Space opens it; a pressed mouse button opens a tab
 * at once; the panels of closed tabs stay in the page, hidden and empty (unless `forceMount`).
 * They are written here because Radix Tabs brought its roving focus, collection and presence
 * modules along: about 8 KB gzipped on every page with tabs, sign-in and the forum among them.
 * `tabs.tsx` gives them the site's look.
 */
interface TabsState {
  value: string | undefined;
  activationMode: "automatic" | "manual";
  select: (value: string) => void;
  idFor: (part: "tab" | "panel", value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

/** Whether the list holding a tab has a tab for the open value (else its first tab takes focus). */
const TabListContext = createContext<{ firstValue: string | undefined; hasOpenTab: boolean }>({
  firstValue: undefined,
  hasOpenTab: true,
});

function useTabs(): TabsState {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error("A tab or tab panel must be inside <TabsRoot>.");
  return tabs;
}

export interface TabsRootProps extends Omit<ComponentProps<"div">, "defaultValue" | "dir"> {
  /** The open tab, when the parent holds it; otherwise `defaultValue` starts it. */
  value?: string;
  defaultValue?: string;
  /** Called with a tab's value when it is opened and was not open already. */
  onValueChange?: (value: string) => void;
  activationMode?: "automatic" | "manual";
}

export function TabsRoot({
  value,
  defaultValue,
  onValueChange,
  activationMode = "automatic",
  ...props
}: TabsRootProps) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const openValue = value ?? ownValue;
  const tabs: TabsState = {
    value: openValue,
    activationMode,
    select: (next) => {
      if (next === openValue) return;
      if (value === undefined) setOwnValue(next);
      onValueChange?.(next);
    },
    // A value may hold spaces ("Live Now"); an id may not.
    idFor: (part, tabValue) => `${baseId}-${part}-${tabValue.replace(/\s+/g, "-")}`,
  };
  return (
    <TabsContext value={tabs}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

/**
 * The row of tabs. Its children are the tabs themselves (a `.map` of them is fine): it reads
 * their values so that, when the open value has no tab here (the sign-in card's "forgot
 * password" view), the first tab is still reachable with the Tab key.
 */
export function TabList({ children, ...props }: ComponentProps<"div">) {
  const { value } = useTabs();
  const values = Children.toArray(children).flatMap((child) =>
    isValidElement<{ value?: unknown }>(child) && typeof child.props.value === "string"
      ? [child.props.value]
      : [],
  );
  const list = { firstValue: values[0], hasOpenTab: value !== undefined && values.includes(value) };
  return (
    <TabListContext value={list}>
      <div role="tablist" aria-orientation="horizontal" data-orientation="horizontal" {...props}>
        {children}
      </div>
    </TabListContext>
  );
}

/** Which tab an arrow, Home or End key moves to, by its place among the enabled tabs. */
function targetIndex(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
    case "PageUp":
      return 0;
    case "End":
    case "PageDown":
      return count - 1;
    default:
      return undefined;
  }
}

function moveFocusAlongList(event: KeyboardEvent<HTMLButtonElement>): void {
  if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
  const list = event.currentTarget.closest('[role="tablist"]');
  if (!list) return;
  const enabledTabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = enabledTabs.indexOf(event.currentTarget);
  const target = targetIndex(event.key, index, enabledTabs.length);
  if (index === -1 || target === undefined) return;
  event.preventDefault();
  enabledTabs[target]?.focus();
}

export interface TabProps extends ComponentProps<"button"> {
  value: string;
}

export function Tab({ value, disabled, onMouseDown, onKeyDown, onFocus, ...props }: TabProps) {
  const tabs = useTabs();
  const list = use(TabListContext);
  const isOpen = tabs.value === value;
  const isTabStop = isOpen || (!list.hasOpenTab && list.firstValue === value);
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idFor("tab", value)}
      aria-selected={isOpen}
      aria-controls={tabs.idFor("panel", value)}
      data-state={isOpen ? "active" : "inactive"}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      tabIndex={isTabStop ? 0 : -1}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (event.defaultPrevented) return;
        // A main-button press opens the tab; any other press must not focus it (focus would
        // open it in automatic mode).
        if (!disabled && event.button === 0 && !event.ctrlKey) tabs.select(value);
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        if (event.key === " " || event.key === "Enter") tabs.select(value);
        else moveFocusAlongList(event);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!isOpen && !disabled && tabs.activationMode === "automatic") tabs.select(value);
      }}
      {...props}
    />
  );
}

export interface TabPanelProps extends ComponentProps<"div"> {
  value: string;
  /** Keep the panel's content rendered while its tab is closed (style it hidden yourself). */
  forceMount?: boolean;
}

export function TabPanel({ value, forceMount = false, children, style, ...props }: TabPanelProps) {
  const tabs = useTabs();
  const isOpen = tabs.value === value;
  const isRendered = forceMount || isOpen;
  // The panel open on the first render does not play its opening animation (it would fade in
  // the server-rendered page); panels opened later do.
  const skipsAnimation = useRef(isOpen);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      skipsAnimation.current = false;
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div
      role="tabpanel"
      id={tabs.idFor("panel", value)}
      aria-labelledby={tabs.idFor("tab", value)}
      data-state={isOpen ? "active" : "inactive"}
      data-orientation="horizontal"
      hidden={!isRendered}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel is the next stop after the tab list.
      tabIndex={0}
      style={skipsAnimation.current ? { ...style, animationDuration: "0s" } : style}
      {...props}
    >
      {isRendered ? children : null}
    </div>
  );
}
