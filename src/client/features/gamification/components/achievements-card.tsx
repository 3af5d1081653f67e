import { Award } from "lucide-react";
import type { ReactNode } from "react";
import type { AchievementsReply, UserAchievement } from "../../../../shared/gamification";
import { SectionCard } from "../../../components/section-card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { AchievementItem, type FeatureToggle } from "./achievement-item";
import { SignInPrompt } from "./sign-in-prompt";

function AchievementsSkeleton() {
  return (
    <div role="status" aria-label="Loading achievements" className="grid gap-3">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-20 w-full rounded-xl" />
      ))}
    </div>
  );
}

function EmptyText({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-border border-dashed px-4 py-8 text-center text-muted-foreground text-sm">
      {children}
    </p>
  );
}

function AchievementList({
  label,
  items,
  isInProgress = false,
  featureToggle,
}: {
  label: string;
  items: readonly UserAchievement[];
  isInProgress?: boolean;
  featureToggle?: FeatureToggle;
}) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {items.map((achievement) => (
        <AchievementItem
          key={achievement.id}
          achievement={achievement}
          isInProgress={isInProgress}
          featureToggle={featureToggle}
        />
      ))}
    </ul>
  );
}

/** The achievements card signed out: 'Log in to view your achievements'. */
function SignedOut() {
  return (
    <SignInPrompt>
      <p className="font-semibold">Log in to view your achievements</p>
      <p className="text-muted-foreground text-sm">Sign in to unlock and track achievements</p>
    </SignInPrompt>
  );
}

const EARNED_EMPTY = "You haven't earned any achievements yet. Keep exploring!";
const IN_PROGRESS_EMPTY = "No achievements in progress. Start engaging with the site!";

interface AchievementsCardProps {
  data: AchievementsReply;
  isLoading: boolean;
  isSignedIn: boolean;
  /** The own profile: Earned and In Progress tabs, and the feature toggles on earned ones. */
  featureToggle?: FeatureToggle;
  /** Another user's profile shows only what they earned. */
  earnedOnly?: boolean;
  className?: string;
}

/** Tabs 'Earned' and 'In Progress'. */
export function AchievementsCard({
  data,
  isLoading,
  isSignedIn,
  featureToggle,
  earnedOnly = false,
  className,
}: AchievementsCardProps) {
  const earned = data.achievements;
  const inProgress = data.inProgress;

  let body: ReactNode;
  if (!isSignedIn) body = <SignedOut />;
  else if (isLoading) body = <AchievementsSkeleton />;
  else if (earnedOnly) {
    body =
      earned.length === 0 ? (
        <EmptyText>No achievements earned yet.</EmptyText>
      ) : (
        <AchievementList label="Earned achievements" items={earned} />
      );
  } else {
    body = (
      <Tabs defaultValue="earned" className="gap-4">
        <TabsList aria-label="Achievements" className="grid grid-cols-2">
          <TabsTrigger value="earned">
            Earned
            <span
              aria-hidden="true"
              className="rounded-full bg-black/25 px-2 py-0.5 text-xs tabular-nums"
            >
              {earned.length}
            </span>
          </TabsTrigger>
          <TabsTrigger value="in-progress">
            In Progress
            <span
              aria-hidden="true"
              className="rounded-full bg-black/25 px-2 py-0.5 text-xs tabular-nums"
            >
              {inProgress.length}
            </span>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="earned">
          {earned.length === 0 ? (
            <EmptyText>{EARNED_EMPTY}</EmptyText>
          ) : (
            <AchievementList
              label="Earned achievements"
              items={earned}
              featureToggle={featureToggle}
            />
          )}
        </TabsContent>
        <TabsContent value="in-progress">
          {inProgress.length === 0 ? (
            <EmptyText>{IN_PROGRESS_EMPTY}</EmptyText>
          ) : (
            <AchievementList label="Achievements in progress" items={inProgress} isInProgress />
          )}
        </TabsContent>
      </Tabs>
    );
  }

  return (
    <SectionCard Icon={Award} title="Achievements" className={className}>
      {body}
    </SectionCard>
  );
}
