import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys";

/**
 * After an admin write: refresh what it changed, the dashboard's numbers and the audit log
 * (every write adds an entry there). The reads are not waited for: the write's own callbacks
 * (a toast, closing a dialog) run first, before a fresh read can redraw the part that asked
 * (a Send button that turns into 'Sent' would take the dialog's callbacks with it).
 */
export function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return (...changed: QueryKey[]): void => {
    for (const queryKey of [...changed, queryKeys.admin.stats, queryKeys.admin.audit]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

/** Admin reads are asked again when a screen is opened anew, after this long. */
export const ADMIN_STALE_TIME_MS = 5_000;
