import { Flame, Lock, Pin, Star, TrendingUp } from "lucide-react";

/** The status badges of a discussion, in the order the list and the discussion page show them. */
export const THREAD_STATUS_BADGES = [
  {
    key: "isSticky",
    label: "Pinned",
    Icon: Pin,
    className: "border-sky-500/50 bg-sky-500/15 text-sky-400",
  },
  {
    key: "isLocked",
    label: "Locked",
    Icon: Lock,
    className: "border-zinc-400/50 bg-zinc-500/15 text-zinc-300",
  },
  {
    key: "isFeatured",
    label: "Featured",
    Icon: Star,
    className: "border-amber-400/50 bg-amber-400/15 text-amber-300",
  },
  {
    key: "isTrending",
    label: "Trending",
    Icon: TrendingUp,
    className: "border-emerald-500/50 bg-emerald-500/15 text-emerald-400",
  },
  {
    key: "isHotTopic",
    label: "Hot Topic",
    Icon: Flame,
    className: "border-orange-500/50 bg-orange-500/15 text-orange-400",
  },
] as const;
