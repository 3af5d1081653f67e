import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { sendJson } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { NEWS_REFRESH_DELAY_MS } from "../blog-home-constants";

/**
 * When the unfiltered list fails or comes back empty, ask the server for fresh
 * news after 2 s; on success refetch and toast, on failure only log. Asked once per visit: the
 * server refuses repeats within 5 minutes anyway.
 */
export function useNewsRefresh(shouldRefresh: boolean, refetch: () => unknown) {
  const hasAsked = useRef(false);
  const refresh = useMutation({
    mutationFn: () => sendJson<{ added: number }>("POST", "/api/news/refresh"),
    onSuccess: () => {
      void refetch();
      toast({ title: "News feed refreshed", description: "Latest gaming news has been loaded" });
    },
    onError: (error) => {
      console.error("News refresh failed", error);
    },
  });
  const { mutate } = refresh;

  useEffect(() => {
    if (!shouldRefresh || hasAsked.current) return;
    const timer = setTimeout(() => {
      hasAsked.current = true;
      mutate();
    }, NEWS_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shouldRefresh, mutate]);
}
