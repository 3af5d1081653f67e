/**
 * Each item once, in order: an item can come again on a later page between two reads (a vote
 * moves it, a reply appended live is also on the next page).
 */
export function uniqueById<Item extends { id: number }>(items: Iterable<Item>): Item[] {
  const seen = new Set<number>();
  const list: Item[] = [];
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    list.push(item);
  }
  return list;
}
