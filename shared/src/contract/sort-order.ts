/** Lists the API sends with a `sortOrder` (categories, FAQ, fun ideas) are shown in that order. */
export function sortBySortOrder<T extends { sortOrder: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sortOrder - b.sortOrder);
}
