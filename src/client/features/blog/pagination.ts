/** At most 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5;

/**
 * The page numbers to offer: a window of up to `maxButtons` pages around `current`, shifted so
 * it stays inside 1..totalPages (1 2 [3] 4 5, then 4 5 [6] 7 8, ending at 6 7 8 9 [10]).
 */
export function pageWindow(
  current: number,
  totalPages: number,
  maxButtons: number = MAX_PAGE_BUTTONS,
): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(maxButtons, totalPages);
  const clamped = Math.min(Math.max(1, current), totalPages);
  const start = Math.min(Math.max(1, clamped - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** `?page=` as a whole number of at least 1; anything else means page 1. */
export function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
