import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currentAnimationPlaybackRate } from "./animation-playback";
import {
  ANIMATION_SPEED_OPTIONS,
  APPEARANCE_STORAGE_KEY,
  type AppearanceRoot,
  type AppearanceSettings,
  applyAppearance,
  CONTRAST_OPTIONS,
  DEFAULT_APPEARANCE,
  FONT_FAMILY_OPTIONS,
  loadAppearanceSettings,
  parseAppearanceSettings,
  resetAppearanceSettings,
  saveAppearanceSettings,
  snapFontSize,
} from "./appearance-settings";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

/** Just enough of <html> for applyAppearance: inline style properties, attributes, classes. */
function fakeRoot(ownerDocument?: Document) {
  const styles = new Map<string, string>();
  const attributes = new Map<string, string>();
  const classes = new Set<string>();
  const root: AppearanceRoot = {
    style: {
      setProperty: (name: string, value: string | null) => {
        styles.set(name, value ?? "");
      },
      removeProperty: (name: string) => {
        const old = styles.get(name) ?? "";
        styles.delete(name);
        return old;
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
    ownerDocument,
  };
  return { root, styles, attributes, classes };
}

const CUSTOM: AppearanceSettings = {
  fontSize: 125,
  fontFamily: "serif",
  animationSpeed: "fast",
  contrast: "high",
  reducedMotion: true,
  darkMode: false,
};

describe("parseAppearanceSettings", () => {
  it("keeps valid stored settings", () => {
    expect(parseAppearanceSettings(CUSTOM)).toEqual(CUSTOM);
  });

  it("gives the spec defaults for missing or non-object values", () => {
    const defaults = {
      fontSize: 100,
      fontFamily: "default",
      animationSpeed: "normal",
      contrast: "normal",
      reducedMotion: false,
      darkMode: true,
    };
    for (const value of [undefined, null, 42, "large", [], {}]) {
      expect(parseAppearanceSettings(value)).toEqual(defaults);
    }
  });

  it("replaces only the invalid fields with their defaults", () => {
    expect(
      parseAppearanceSettings({
        ...CUSTOM,
        fontSize: 160,
        contrast: "extreme",
        reducedMotion: "yes",
      }),
    ).toEqual({ ...CUSTOM, fontSize: 100, contrast: "normal", reducedMotion: false });
  });

  it("rejects font sizes outside 75 to 150 or off the 5 % step", () => {
    for (const fontSize of [70, 155, 102, 100.5, "110", Number.NaN]) {
      expect(parseAppearanceSettings({ fontSize }).fontSize).toBe(100);
    }
    for (const fontSize of [75, 95, 150]) {
      expect(parseAppearanceSettings({ fontSize }).fontSize).toBe(fontSize);
    }
  });

  it("always gives settings inside the spec's ranges, whatever was stored", () => {
    const ids = (options: readonly { id: string }[]) => options.map((option) => option.id);
    fc.assert(
      fc.property(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue()), (value, extra) => {
        for (const input of [value, { ...extra, ...CUSTOM, ...extra }]) {
          const settings = parseAppearanceSettings(input);
          expect(settings.fontSize % 5).toBe(0);
          expect(settings.fontSize).toBeGreaterThanOrEqual(75);
          expect(settings.fontSize).toBeLessThanOrEqual(150);
          expect(ids(FONT_FAMILY_OPTIONS)).toContain(settings.fontFamily);
          expect(ids(ANIMATION_SPEED_OPTIONS)).toContain(settings.animationSpeed);
          expect(ids(CONTRAST_OPTIONS)).toContain(settings.contrast);
          expect(typeof settings.reducedMotion).toBe("boolean");
          expect(typeof settings.darkMode).toBe("boolean");
          expect(Object.keys(settings).sort()).toEqual(Object.keys(DEFAULT_APPEARANCE).sort());
        }
      }),
    );
  });

  it("drops unknown keys", () => {
    expect(parseAppearanceSettings({ ...CUSTOM, colour: "red" })).toEqual(CUSTOM);
  });
});

describe("loadAppearanceSettings and saveAppearanceSettings", () => {
  it("round-trips settings through storage under one key", () => {
    const storage = memoryStorage();
    saveAppearanceSettings(CUSTOM, storage);
    expect([...storage.items.keys()]).toEqual([APPEARANCE_STORAGE_KEY]);
    expect(loadAppearanceSettings(storage)).toEqual(CUSTOM);
  });

  it("gives the defaults when nothing is stored or the JSON is broken", () => {
    expect(loadAppearanceSettings(memoryStorage())).toEqual(DEFAULT_APPEARANCE);
    expect(
      loadAppearanceSettings(memoryStorage({ [APPEARANCE_STORAGE_KEY]: "{not json" })),
    ).toEqual(DEFAULT_APPEARANCE);
  });

  it("keeps the valid fields of a partly broken stored value", () => {
    const stored = JSON.stringify({ fontSize: 90, fontFamily: "comic", darkMode: false });
    expect(loadAppearanceSettings(memoryStorage({ [APPEARANCE_STORAGE_KEY]: stored }))).toEqual({
      ...DEFAULT_APPEARANCE,
      fontSize: 90,
      darkMode: false,
    });
  });

  it("gives the defaults when storage is blocked", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(loadAppearanceSettings(blocked)).toEqual(DEFAULT_APPEARANCE);
  });

  it("removes the key when every setting is back to its default", () => {
    const storage = memoryStorage();
    saveAppearanceSettings(CUSTOM, storage);
    saveAppearanceSettings({ ...DEFAULT_APPEARANCE }, storage);
    expect(storage.items.size).toBe(0);
  });

  it("does not throw when storage refuses to write", () => {
    const full = {
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    expect(() => saveAppearanceSettings(CUSTOM, full)).not.toThrow();
  });
});

describe("resetAppearanceSettings", () => {
  it("restores 100 %, normal speed and contrast, the default font and motion, keeping dark mode", () => {
    expect(resetAppearanceSettings(CUSTOM)).toEqual({ ...DEFAULT_APPEARANCE, darkMode: false });
    expect(resetAppearanceSettings({ ...CUSTOM, darkMode: true })).toEqual(DEFAULT_APPEARANCE);
  });
});

describe("snapFontSize", () => {
  it("clamps to 75-150 and rounds to the 5 % step", () => {
    expect(snapFontSize(50)).toBe(75);
    expect(snapFontSize(200)).toBe(150);
    expect(snapFontSize(103)).toBe(105);
    expect(snapFontSize(101)).toBe(100);
    expect(snapFontSize(Number.NaN)).toBe(100);
  });
});

describe("applyAppearance", () => {
  it("leaves no trace on the root for the defaults", () => {
    const { root, styles, attributes, classes } = fakeRoot();
    applyAppearance(DEFAULT_APPEARANCE, root);
    expect(styles.size).toBe(0);
    expect(attributes.size).toBe(0);
    expect(classes.size).toBe(0);
  });

  it("sets font size, font family, speed, contrast, reduced motion and light mode", () => {
    const { root, styles, attributes, classes } = fakeRoot();
    applyAppearance(CUSTOM, root);
    expect(Object.fromEntries(styles)).toEqual({
      "font-size": "125%",
      "--animation-speed": "1.5",
      filter: "contrast(1.2)",
    });
    expect(Object.fromEntries(attributes)).toEqual({ "data-font-family": "serif" });
    expect([...classes].sort()).toEqual(["light-mode", "reduce-motion"]);
  });

  it("marks animation speed Off with its own class and a speed of 0", () => {
    const { root, styles, classes } = fakeRoot();
    applyAppearance({ ...DEFAULT_APPEARANCE, animationSpeed: "off" }, root);
    expect(styles.get("--animation-speed")).toBe("0");
    expect([...classes]).toEqual(["animations-off"]);
  });

  it("undoes earlier settings when they go back to the defaults", () => {
    const { root, styles, attributes, classes } = fakeRoot();
    applyAppearance(CUSTOM, root);
    applyAppearance({ ...DEFAULT_APPEARANCE, contrast: "low" }, root);
    expect(Object.fromEntries(styles)).toEqual({ filter: "contrast(0.8)" });
    expect(attributes.size).toBe(0);
    expect(classes.size).toBe(0);
  });

  it("leaves the animations alone at the default speed (asking for them costs a style pass)", () => {
    let asked = 0;
    const doc = {
      getAnimations: () => {
        asked += 1;
        return [];
      },
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as Document;
    const { root } = fakeRoot(doc);
    applyAppearance(DEFAULT_APPEARANCE, root);
    expect(asked).toBe(0);
    applyAppearance({ ...DEFAULT_APPEARANCE, animationSpeed: "fast" }, root);
    expect(asked).toBe(1);
    applyAppearance(DEFAULT_APPEARANCE, root);
    expect(asked).toBe(2);
    expect(currentAnimationPlaybackRate()).toBe(1);
  });

  it("gives running animations the chosen playback rate", () => {
    const animations = [{ playbackRate: 1 }, { playbackRate: 1 }];
    const listeners = new Map<string, unknown>();
    const doc = {
      getAnimations: () => animations,
      addEventListener: (type: string, listener: unknown) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    } as unknown as Document;
    const { root } = fakeRoot(doc);

    applyAppearance({ ...DEFAULT_APPEARANCE, animationSpeed: "slow" }, root);
    expect(animations.map((animation) => animation.playbackRate)).toEqual([0.5, 0.5]);
    expect([...listeners.keys()].sort()).toEqual(["animationstart", "transitionrun"]);

    // Off is done in CSS; a rate of 0 would freeze animations half way.
    applyAppearance({ ...DEFAULT_APPEARANCE, animationSpeed: "off" }, root);
    expect(currentAnimationPlaybackRate()).toBe(1);
    expect(animations.map((animation) => animation.playbackRate)).toEqual([1, 1]);
    expect(listeners.size).toBe(0);
  });
});
