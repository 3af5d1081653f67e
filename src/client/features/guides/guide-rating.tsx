import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { useState } from "react";
import type { Guide } from "../../../shared/guides";
import { useUser } from "../../app/session/use-user";
import { ApiError, sendJson } from "../../lib/api";
import { cn } from "../../lib/cn";
import { queryKeys } from "../../lib/query-keys";
import { Link } from "../../lib/router";
import { toast } from "../../lib/toast";

interface RatingReply {
  rating: number;
  ratingCount: number;
  myRating: number;
}

/** Members rate a guide 1 to 5 (once, changeable); visitors are asked to sign in. */
export function GuideRating({ guide }: { guide: Guide }) {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const [hovered, setHovered] = useState(0);
  const rate = useMutation({
    mutationFn: (rating: number) =>
      sendJson<RatingReply>("PUT", `/api/guides/${guide.id}/rating`, { rating }),
    onSuccess: (reply) => {
      queryClient.setQueryData<Guide>(queryKeys.guides.one(guide.id), (old) =>
        old ? { ...old, ...reply } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.guides.all, refetchType: "none" });
      toast({
        title: "Thanks for rating",
        description: `You rated this guide ${reply.myRating} out of 5.`,
      });
    },
    onError: (error) => {
      toast({
        title: "Rating failed",
        description: (error instanceof ApiError && error.serverMessage) || "Please try again later",
        variant: "destructive",
      });
    },
  });

  if (!user) {
    return (
      <p className="text-muted-foreground text-sm">
        <Link to="/auth" className="font-semibold text-primary hover:underline">
          Sign in
        </Link>{" "}
        to rate this guide.
      </p>
    );
  }

  const shown = hovered || guide.myRating || 0;
  return (
    <fieldset className="grid gap-2" disabled={rate.isPending}>
      <legend className="mb-1 font-semibold text-foreground text-sm">
        {guide.myRating ? `Your rating: ${guide.myRating} of 5` : "Rate this guide"}
      </legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            aria-label={`Rate ${value} out of 5`}
            aria-pressed={guide.myRating === value}
            onMouseEnter={() => setHovered(value)}
            onMouseLeave={() => setHovered(0)}
            onFocus={() => setHovered(value)}
            onBlur={() => setHovered(0)}
            onClick={() => rate.mutate(value)}
            className="rounded p-1 transition hover:scale-110 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <Star
              aria-hidden="true"
              className={cn(
                "h-6 w-6",
                value <= shown ? "fill-yellow-400 text-yellow-400" : "text-muted-foreground",
              )}
            />
          </button>
        ))}
      </div>
    </fieldset>
  );
}
