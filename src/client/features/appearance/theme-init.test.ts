import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveTheme, THEME_STORAGE_KEY, THEMES } from "../../../shared/themes";
import {
  ANIMATION_SPEED_OPTIONS,
  APPEARANCE_STORAGE_KEY,
  type AppearanceRoot,
  applyAppearance,
  CONTRAST_OPTIONS,
  FONT_FAMILY_OPTIONS,
  loadAppearanceSettings,
} from "./appearance-settings";

/*
 * public/theme-init.js applies the stored theme and appearance before the first paint with its
 * own copy of the rules (it runs before any module). These tests run that file against the
 * app's own code and fail when the two drift apart.
 */

const script = readFileSync(
  fileURLToPath(new URL("../../public/theme-init.js", import.meta.url)),
  "utf8",
);

/** The state of <html> that both sides write: inline style, attributes and classes. */
interface RootState {
  styles: Record<string, string>;
  attributes: Record<string, string>;
  classes: string[];
}

function memoryStorage(items: Record<string, string>) {
  return { getItem: (key: string) => items[key] ?? null };
}

/** Runs theme-init.js on a fake <html> that starts as the server sends it. */
function runThemeInit(storage: unknown): RootState {
  const styles = new Map<string, string>();
  const attributes = new Map<string, string>();
  let classes = ["theme-battleroyal"];
  const documentElement = {
    get className() {
      return classes.join(" ");
    },
    set className(value: string) {
      classes = value.split(/\s+/).filter(Boolean);
    },
    classList: {
      add: (name: string) => {
        if (!classes.includes(name)) classes.push(name);
      },
    },
    style: { setProperty: (name: string, value: string) => styles.set(name, value) },
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  const window = {};
  Object.defineProperty(window, "localStorage", {
    get() {
      if (storage === "blocked") throw new Error("SecurityError");
      return storage;
    },
  });
  runInNewContext(script, { window, document: { documentElement } });
  return {
    styles: Object.fromEntries(styles),
    attributes: Object.fromEntries(attributes),
    classes: [...classes].sort(),
  };
}

/** What the app itself puts on <html> for the same storage, theme class included. */
function expectedState(items: Record<string, string>): RootState {
  const styles = new Map<string, string>();
  const attributes = new Map<string, string>();
  const classes = new Set<string>();
  const root: AppearanceRoot = {
    style: {
      setProperty: (name: string, value: string | null) => {
        styles.set(name, value ?? "");
      },
      removeProperty: (name: string) => {
        styles.delete(name);
        return "";
      },
    },
    classList: {
      toggle: (name: string, force?: boolean) => {
        const on = force ?? !classes.has(name);
        if (on) classes.add(name);
        else classes.delete(name);
        return on;
      },
    },
    setAttribute: (name, value) => {
      attributes.set(name, value);
    },
    removeAttribute: (name) => {
      attributes.delete(name);
    },
  };
  applyAppearance(loadAppearanceSettings(memoryStorage(items)), root);
  classes.add(`theme-${resolveTheme(items[THEME_STORAGE_KEY] ?? null)}`);
  return {
    styles: Object.fromEntries(styles),
    attributes: Object.fromEntries(attributes),
    classes: [...classes].sort(),
  };
}

const validSettings = fc.record({
  fontSize: fc.integer({ min: 15, max: 30 }).map((step) => step * 5),
  fontFamily: fc.constantFrom(...FONT_FAMILY_OPTIONS.map((option) => option.id)),
  animationSpeed: fc.constantFrom(...ANIMATION_SPEED_OPTIONS.map((option) => option.id)),
  contrast: fc.constantFrom(...CONTRAST_OPTIONS.map((option) => option.id)),
  reducedMotion: fc.boolean(),
  darkMode: fc.boolean(),
});

/** Valid settings with some fields missing or replaced by junk, as storage may hold. */
const storedSettings = fc.oneof(
  validSettings,
  fc.tuple(validSettings, fc.dictionary(fc.string(), fc.jsonValue())).map(([valid, junk]) => ({
    ...valid,
    ...junk,
  })),
  fc.record(
    {
      fontSize: fc.oneof(fc.integer({ min: 0, max: 200 }), fc.double(), fc.string()),
      fontFamily: fc.oneof(fc.string(), fc.constant("toString")),
      animationSpeed: fc.oneof(fc.string(), fc.constant("constructor"), fc.constant("off")),
      contrast: fc.oneof(fc.string(), fc.constant("__proto__"), fc.constant("max")),
      reducedMotion: fc.jsonValue(),
      darkMode: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
);

const storedTheme = fc.oneof(fc.constantFrom(...THEMES.map((theme) => theme.id)), fc.string());

describe("theme-init.js", () => {
  it("puts the same theme and appearance on <html> as the app does, whatever is stored", () => {
    fc.assert(
      fc.property(
        fc.option(storedTheme, { nil: undefined }),
        fc.option(storedSettings, { nil: undefined }),
        (theme, settings) => {
          const items: Record<string, string> = {};
          if (theme !== undefined) items[THEME_STORAGE_KEY] = theme;
          if (settings !== undefined) items[APPEARANCE_STORAGE_KEY] = JSON.stringify(settings);
          expect(runThemeInit(memoryStorage(items))).toEqual(expectedState(items));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("applies every non-default setting", () => {
    const items = {
      [THEME_STORAGE_KEY]: "fantasy",
      [APPEARANCE_STORAGE_KEY]: JSON.stringify({
        fontSize: 125,
        fontFamily: "mono",
        animationSpeed: "off",
        contrast: "high",
        reducedMotion: true,
        darkMode: false,
      }),
    };
    expect(runThemeInit(memoryStorage(items))).toEqual({
      styles: { "font-size": "125%", "--animation-speed": "0", filter: "contrast(1.2)" },
      attributes: { "data-font-family": "mono" },
      classes: ["animations-off", "light-mode", "reduce-motion", "theme-fantasy"],
    });
    expect(runThemeInit(memoryStorage(items))).toEqual(expectedState(items));
  });

  it("leaves the defaults untouched for broken JSON and blocked storage", () => {
    const defaults = { styles: {}, attributes: {}, classes: ["theme-battleroyal"] };
    expect(runThemeInit(memoryStorage({ [APPEARANCE_STORAGE_KEY]: "{not json" }))).toEqual(
      defaults,
    );
    expect(runThemeInit("blocked")).toEqual(defaults);
    expect(
      runThemeInit({
        getItem: () => {
          throw new Error("SecurityError");
        },
      }),
    ).toEqual(defaults);
  });
});
