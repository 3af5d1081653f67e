import { ArrowLeft, BadgeCheck, CalendarDays, Flame, Star, UserX } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import type { PublicProfile } from "../../../shared/gamification";
import { SITE_NAME } from "../../../shared/routes";
import { useUser } from "../../app/session/use-user";
import { LinkButton } from "../../components/link-button";
import { MessageCard } from "../../components/message-card";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { UserAvatar } from "../../components/user-avatar";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { formatLongDate } from "../../lib/format-date";
import { formatNumber } from "../../lib/format-number";
import { levelColorClass } from "../../lib/level-color";
import { Navigate, useParams } from "../../lib/router";
import { AchievementsCard } from "../gamification/components/achievements-card";
import { FeaturedAchievements } from "../gamification/components/featured-achievements";
import { LevelCard } from "../gamification/components/level-card";
import {
  useAchievements,
  useLevelData,
  usePublicProfile,
} from "../gamification/hooks/use-gamification-queries";
import { parseUserId } from "./user-id";

function PageFrame({ current, children }: { current: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:py-12">
      <Breadcrumb current={current} className="mb-4" />
      {children}
    </div>
  );
}

function UserNotFound() {
  return (
    <PageFrame current="User not found">
      <MessageCard role="alert" icon={UserX} title="User not found">
        <p className="mt-3 text-foreground/85">
          This player does not exist or has deleted their account.
        </p>
        <LinkButton to="/profile" icon={ArrowLeft} className="mt-8">
          Back to your profile
        </LinkButton>
      </MessageCard>
    </PageFrame>
  );
}

function ProfileUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <PageFrame current="Player Profile">
      <Card role="alert" className="mx-auto max-w-xl px-6 py-12 text-center sm:px-12">
        <h1 className="font-bold font-display text-3xl uppercase tracking-tight">
          Profile unavailable
        </h1>
        <p className="mt-3 text-foreground/85">This profile could not be loaded right now.</p>
        <Button className="mt-8" onClick={onRetry}>
          Try again
        </Button>
      </Card>
    </PageFrame>
  );
}

function HeaderSkeleton() {
  return (
    <Card role="status" aria-label="Loading profile" className="flex items-center gap-5 p-5 sm:p-7">
      <Skeleton className="h-20 w-20 rounded-full" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-4 w-32" />
      </div>
    </Card>
  );
}

function Stat({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="rounded-xl border border-border bg-background/40 px-3 py-2.5 text-center">
      <dt className="text-[0.7rem] text-muted-foreground uppercase tracking-wider">{label}</dt>
      <dd className={cn("font-bold font-display text-2xl tabular-nums leading-tight", className)}>
        {children}
      </dd>
    </div>
  );
}

function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const name = profile.displayName || profile.username;
  return (
    <Card className="grid gap-5 p-5 sm:p-7 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="flex min-w-0 items-center gap-4 sm:gap-5">
        <UserAvatar
          user={profile}
          className="h-16 w-16 sm:h-20 sm:w-20"
          fallbackClassName="text-xl sm:text-2xl"
        />
        <div className="min-w-0">
          <p className="font-display font-semibold text-primary text-xs uppercase tracking-[0.2em]">
            Player Profile
          </p>
          <h1 className="flex items-center gap-2 font-bold font-display text-3xl uppercase leading-tight tracking-wide sm:text-4xl">
            <span className="truncate">{name}</span>
            {profile.isVerified ? (
              <BadgeCheck className="h-6 w-6 shrink-0 text-primary" aria-label="Verified" />
            ) : null}
          </h1>
          {profile.displayName ? (
            <p className="truncate text-muted-foreground text-sm">@{profile.username}</p>
          ) : null}
          <p className="mt-1 flex items-center gap-1.5 text-muted-foreground text-sm">
            <CalendarDays aria-hidden="true" className="h-4 w-4" />
            Member since {formatLongDate(profile.createdAt)}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 md:w-80">
        <Stat label="Level" className={levelColorClass(profile.level)}>
          {formatNumber(profile.level)}
        </Stat>
        <Stat label="Points">
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden="true" className="h-4 w-4 text-primary" />
            {formatNumber(profile.points)}
          </span>
        </Stat>
        <Stat label="Streak">
          <span className="inline-flex items-center gap-1">
            <Flame
              aria-hidden="true"
              className={cn(
                "h-4 w-4",
                profile.loginStreak > 0 ? "text-orange-400" : "text-muted-foreground",
              )}
            />
            {formatNumber(profile.loginStreak)}
          </span>
        </Stat>
      </dl>
    </Card>
  );
}

function PublicProfileView({ userId }: { userId: number }) {
  const profile = usePublicProfile(userId);
  const level = useLevelData(userId);
  const achievements = useAchievements(userId);
  const name = profile.data ? profile.data.displayName || profile.data.username : undefined;

  useEffect(() => {
    if (name) document.title = `${name} | ${SITE_NAME}`;
  }, [name]);

  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <UserNotFound />;
    return <ProfileUnavailable onRetry={() => void profile.refetch()} />;
  }

  return (
    <PageFrame current={name ?? "Player Profile"}>
      <div className="grid gap-6">
        {profile.data ? <ProfileHeader profile={profile.data} /> : <HeaderSkeleton />}
        <div className="grid gap-6 lg:grid-cols-2">
          <LevelCard data={level.data} isLoading={level.isLoading} isSignedIn />
          <FeaturedAchievements
            achievements={achievements.data.achievements}
            isLoading={achievements.isLoading}
            emptyText="No featured achievements yet."
          />
        </div>
        <AchievementsCard
          data={achievements.data}
          isLoading={achievements.isLoading}
          isSignedIn
          earnedOnly
        />
      </div>
    </PageFrame>
  );
}

/** /user/{userId}: another player's profile, read-only (login required). */
export function UserProfilePage() {
  const { userId } = useParams();
  const { user } = useUser();
  const id = parseUserId(userId);
  if (id === undefined) return <UserNotFound />;
  // The own profile has the owner's controls (check-in, feature toggles).
  if (user && id === user.id) return <Navigate to="/profile" replace />;
  return <PublicProfileView key={id} userId={id} />;
}
