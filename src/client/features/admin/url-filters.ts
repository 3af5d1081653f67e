import { KEEP_SCROLL_POSITION } from "../../app/scroll-restoration";
import { useSearchParams } from "../../lib/router";

/**
 * A screen's filters live in the address (`?q=&sort=`), so a link or a reload shows the same
 * list and Back returns to the previous one. Empty values and defaults are left out.
 */
export function useUrlFilters<K extends string>(
  names: readonly K[],
  defaults: Partial<Record<K, string>> = {},
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = Object.fromEntries(
    names.map((name) => [name, (searchParams.get(name) ?? defaults[name] ?? "").trim()]),
  ) as Record<K, string>;

  function setFilters(next: Partial<Record<K, string>>) {
    setSearchParams(
      (params) => {
        for (const [name, value] of Object.entries(next) as [K, string | undefined][]) {
          const trimmed = value?.trim() ?? "";
          if (!trimmed || trimmed === defaults[name]) params.delete(name);
          else params.set(name, trimmed);
        }
        return params;
      },
      { state: KEEP_SCROLL_POSITION },
    );
  }

  return [values, setFilters] as const;
}
