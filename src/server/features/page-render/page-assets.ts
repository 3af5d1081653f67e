import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { escapeHtml } from "../../lib/escape-html";
import { jsonForScript } from "../../lib/json-for-script";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The id of the data block that names the scripts start-app.js starts after the first paint. */
export const APP_SCRIPTS_ID = "app-scripts";

/** What start-app.js (src/client/public) reads from the page to start the app. */
export interface AppScripts {
  /** The client's entry module. */
  entry: string;
  /** Every other module the page's first view runs, fetched in parallel with the entry. */
  preload: string[];
}

/**
 * The scripts and styles a page needs, read from Vite's build manifest.
 *
 * The page's JavaScript is not named in the HTML for the browser to fetch at once: a phone on a
 * slow network would share its bandwidth between 150 KB of scripts and the stylesheet, fonts
 * and pictures of the first paint, while the server's HTML already shows the whole page.
 * Instead the page carries a data block listing the entry and every module of the page's first
 * view, and start-app.js adds them once the page has loaded (all fetched in parallel, so the
 * app starts one round trip after `load`).
 */
export interface PageAssets {
  /** The built index.html without the entry's script and module preloads (Vite writes them). */
  template: string;
  /** The page's head tags: its own stylesheets and the data block of its scripts. */
  headFor(pageModule: string): string;
  /** The entry and the modules the page's first view runs, for start-app.js. */
  scriptsFor(pageModule: string): AppScripts;
}

export function loadPageAssets(clientDir: string, template: string): PageAssets {
  const manifestFile = join(clientDir, ".vite", "manifest.json");
  const manifest: Manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest)
    : {};
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loadedByEntry = new Set<string>();
  if (entryKey) collectImports(manifest, entryKey, loadedByEntry);
  const entryStyles = new Set([...loadedByEntry].flatMap((key) => manifest[key]?.css ?? []));
  const entryFiles = [...loadedByEntry].map((key) => `/${manifest[key]?.file}`);
  const headCache = new Map<string, string>();
  const scriptsCache = new Map<string, AppScripts>();

  const scriptsFor = (pageModule: string): AppScripts => {
    let scripts = scriptsCache.get(pageModule);
    if (!scripts) {
      const [entry = "", ...entryImports] = entryFiles;
      const pageFiles = pageChunks(manifest, pageModule, loadedByEntry).map(
        (chunk) => `/${chunk.file}`,
      );
      scripts = { entry, preload: [...entryImports, ...pageFiles] };
      scriptsCache.set(pageModule, scripts);
    }
    return scripts;
  };

  return {
    template: entryKey ? withoutEntryScripts(template, entryFiles) : template,
    scriptsFor,
    headFor(pageModule) {
      let head = headCache.get(pageModule);
      if (head === undefined) {
        const styles = new Set<string>();
        for (const chunk of pageChunks(manifest, pageModule, loadedByEntry)) {
          for (const css of chunk.css ?? []) if (!entryStyles.has(css)) styles.add(css);
        }
        head = [
          ...[...styles].map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}" />`),
          entryKey
            ? `<script type="application/json" id="${APP_SCRIPTS_ID}">${jsonForScript(scriptsFor(pageModule))}</script>`
            : "",
        ]
          .filter(Boolean)
          .join("\n    ");
        headCache.set(pageModule, head);
      }
      return head;
    },
  };
}

function collectImports(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collectImports(manifest, imported, into);
}

/** The page module's chunk and its static imports that the entry does not already load. */
function pageChunks(
  manifest: Manifest,
  pageModule: string,
  loadedByEntry: ReadonlySet<string>,
): ManifestChunk[] {
  const keys = new Set<string>();
  collectImports(manifest, pageModule, keys);
  return [...keys]
    .filter((key) => !loadedByEntry.has(key))
    .map((key) => manifest[key])
    .filter((chunk): chunk is ManifestChunk => Boolean(chunk));
}

/**
 * Takes out the tag by which Vite's build loads the entry (its module script), and the
 * modulepreload links of its imports if the build wrote any (vite.config.ts turns them off).
 * start-app.js loads the entry and preloads those imports after the first paint.
 */
function withoutEntryScripts(template: string, entryFiles: readonly string[]): string {
  const [entry, ...imports] = entryFiles;
  const entryTag = `<script type="module" crossorigin src="${entry}"></script>`;
  if (!template.includes(entryTag)) {
    throw new Error(`index.html does not load ${entryTag} as expected: rebuild the client`);
  }
  let result = template.replace(entryTag, () => "");
  for (const file of imports) {
    result = result.replace(`<link rel="modulepreload" crossorigin href="${file}">`, () => "");
  }
  return result;
}
