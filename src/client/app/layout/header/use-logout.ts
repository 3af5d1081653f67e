import { useMutation, useQueryClient } from "@tanstack/react-query";
import { USER_QUERY_KEY } from "../../../features/auth/use-user";
import { sendJson } from "../../../lib/api";
import { toast } from "../../../lib/toast";

/**
 * POST /api/logout with an empty object (spec 000 §7). Afterwards the cached user is cleared
 * and fetched again (§4 "Auth"), and the toasts of §8 "Logout" tell how it went.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<unknown>("POST", "/api/logout", {}),
    onSuccess: async () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      toast({
        title: "Logged out successfully",
        description: "You have been logged out of your account.",
      });
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
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
