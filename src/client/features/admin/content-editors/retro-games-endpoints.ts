/** The retro arcade's API addresses the editor calls (src/server/features/retro-games). */

export interface RetroGameFilters {
  /** Matches title, developer or genre. */
  q: string;
  /** One genre, or "" for every genre. */
  genre: string;
}

export const retroGamesEndpoints = {
  /** GET the library, narrowed by the filters given; POST a new game. */
  list(filters: Partial<RetroGameFilters> = {}): string {
    const params = new URLSearchParams();
    if (filters.q) params.set("q", filters.q);
    if (filters.genre) params.set("genre", filters.genre);
    const query = params.toString();
    return query ? `/api/retro-games?${query}` : "/api/retro-games";
  },
  /** PATCH or DELETE one game. */
  game: (id: number) => `/api/retro-games/${id}`,
  /** POST a js-dos bundle as multipart form data (field "bundle"). */
  bundle: (id: number) => `/api/retro-games/${id}/bundle`,
} as const;
