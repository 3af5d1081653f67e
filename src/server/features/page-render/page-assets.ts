import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { escapeHtml } from "../../lib/escape-html";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The files a page's own chunk needs beyond what index.html already loads (the entry and its
 * imports), read from Vite's build manifest. The server names them in the page's head, so the
 * browser fetches the page's code in parallel with the entry instead of after it.
 */
export interface PageAssets {
  /** `<link>` tags for the page module's chunk, its imports and its CSS. */
  linksFor(pageModule: string): string;
}

export function loadPageAssets(clientDir: string): PageAssets {
  const manifestFile = join(clientDir, ".vite", "manifest.json");
  const manifest: Manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest)
    : {};
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collectImports(manifest, key, loadedByEntry);
  }
  const entryStyles = new Set([...loadedByEntry].flatMap((key) => manifest[key]?.css ?? []));
  const cache = new Map<string, string>();
  return {
    linksFor(pageModule) {
      let links = cache.get(pageModule);
      if (links === undefined) {
        links = renderLinks(manifest, pageModule, loadedByEntry, entryStyles);
        cache.set(pageModule, links);
      }
      return links;
    },
  };
}

function collectImports(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collectImports(manifest, imported, into);
}

function renderLinks(
  manifest: Manifest,
  pageModule: string,
  loadedByEntry: ReadonlySet<string>,
  entryStyles: ReadonlySet<string>,
): string {
  const keys = new Set<string>();
  collectImports(manifest, pageModule, keys);
  const scripts: string[] = [];
  const styles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || loadedByEntry.has(key)) continue;
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!entryStyles.has(css)) styles.add(css);
  }
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}" />`),
    ...scripts.map(
      (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`,
    ),
  ].join("\n    ");
}
