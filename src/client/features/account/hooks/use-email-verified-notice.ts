import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { queryKeys } from "../../../lib/query-keys";
import { useSearchParams } from "../../../lib/router";
import { toast } from "../../../lib/toast";

/**
 * The e-mail verification link lands on `/settings?emailVerified=1` (or `=0` when the link was
 * invalid): say how it went once, refresh the user, and drop the parameter so a reload is quiet.
 */
export function useEmailVerifiedNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = searchParams.get("emailVerified");
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (outcome === null || handled.current === outcome) return;
    handled.current = outcome;
    if (outcome === "1") {
      toast({ title: "E-mail verified", description: "Your e-mail address has been verified." });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    } else {
      toast({
        title: "Verification failed",
        description: "This verification link is invalid or has expired.",
        variant: "destructive",
      });
    }
    setSearchParams(
      (params) => {
        params.delete("emailVerified");
        return params;
      },
      { replace: true },
    );
  }, [outcome, queryClient, setSearchParams]);
}
