import { useEffect, useRef } from "react";
import type { LeaderboardPeriod } from "../../../shared/gamification";
import { KEEP_SCROLL_POSITION } from "../../app/scroll-restoration";
import { useUser } from "../../app/session/use-user";
import type { User } from "../../app/session/user";
import { PageFallback } from "../../components/page-fallback";
import { useLocation, useSearchParams } from "../../lib/router";
import { AchievementsCard } from "../gamification/components/achievements-card";
import { ActivityStats } from "../gamification/components/activity-stats";
import { DailyActions } from "../gamification/components/daily-actions";
import { FeaturedAchievements } from "../gamification/components/featured-achievements";
import { LeaderboardCard } from "../gamification/components/leaderboard-card";
import { LevelCard } from "../gamification/components/level-card";
import { useToggleFeatured } from "../gamification/hooks/use-gamification-actions";
import {
  useAchievements,
  useLevelData,
  usePublicProfile,
  useRanking,
} from "../gamification/hooks/use-gamification-queries";
import { parseLeaderboardPeriod } from "../gamification/leaderboard";
import { ProfileShell } from "./profile-shell";
import { SavedArticlesCard } from "./saved-articles-card";

/** The leaderboard period lives in ?period, so a shared link shows the same board. */
function useLeaderboardPeriod(): [LeaderboardPeriod, (period: LeaderboardPeriod) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const period = parseLeaderboardPeriod(searchParams.get("period"));
  const setPeriod = (next: LeaderboardPeriod) =>
    setSearchParams(
      (params) => {
        if (next === "all") params.delete("period");
        else params.set("period", next);
        return params;
      },
      { replace: true, state: KEEP_SCROLL_POSITION },
    );
  return [period, setPeriod];
}

/** /profile/achievements opens the overview at the achievements card (the user menu's link). */
function useScrollToAchievements(isAchievementsPath: boolean) {
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isAchievementsPath) target.current?.scrollIntoView({ block: "start" });
  }, [isAchievementsPath]);
  return target;
}

function ProfileOverview({ user }: { user: User }) {
  const { pathname } = useLocation();
  const [period, setPeriod] = useLeaderboardPeriod();
  const level = useLevelData(user.id);
  const achievements = useAchievements(user.id);
  const ranking = useRanking(user.id, period);
  const profile = usePublicProfile(user.id);
  const toggleFeatured = useToggleFeatured();
  const achievementsRef = useScrollToAchievements(
    pathname.replace(/\/+$/, "") === "/profile/achievements",
  );

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="grid content-start gap-6 lg:col-span-2">
        <LevelCard
          data={level.data}
          isLoading={level.isLoading}
          isSignedIn
          footer={<DailyActions profile={profile.data} />}
        />
        <ActivityStats
          experience={user.experience}
          points={user.points}
          achievementsUnlocked={achievements.data.achievements.length}
          isLoading={achievements.isLoading}
        />
        <FeaturedAchievements
          achievements={achievements.data.achievements}
          isLoading={achievements.isLoading}
        />
        <div ref={achievementsRef} className="scroll-mt-24">
          <AchievementsCard
            data={achievements.data}
            isLoading={achievements.isLoading}
            isSignedIn
            featureToggle={{
              onToggle: (achievement) => toggleFeatured.mutate(achievement),
              isBusy: toggleFeatured.isPending,
              pendingId: toggleFeatured.isPending ? toggleFeatured.variables?.id : undefined,
            }}
          />
        </div>
      </div>
      <div className="grid content-start gap-6">
        <LeaderboardCard
          ranking={ranking.data}
          isLoading={ranking.isLoading}
          currentUserId={user.id}
          period={period}
          onPeriodChange={setPeriod}
        />
        <SavedArticlesCard />
      </div>
    </div>
  );
}

/** /profile and /profile/achievements: the signed-in user's overview (the guard ensures a user). */
export function ProfilePage() {
  const { user } = useUser();
  if (!user) return <PageFallback />;
  const name = user.displayName ?? user.username;
  return (
    <ProfileShell title="Your Profile" description={`Signed in as ${name}.`}>
      <ProfileOverview user={user} />
    </ProfileShell>
  );
}
