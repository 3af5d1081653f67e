import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";

/**
 * POST /api/logout with an empty object. Afterwards the cached user is cleared and fetched
 * again, and a toast tells how it went.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<unknown>("POST", "/api/logout", {}),
    onSuccess: async () => {
      queryClient.setQueryData(queryKeys.user, null);
      toast({
        title: "Logged out successfully",
        description: "You have been logged out of your account.",
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
    onError: (error) => {
      toast({
        title: "Logout failed",
        description: error.message || "Failed to log out. Please try again.",
        variant: "destructive",
      });
    },
  });
}
