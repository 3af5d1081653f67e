import { lazy, Suspense } from "react";
import { useUser } from "../../session/use-user";

// Only members see a bell: visitors, most of the first views, do not download it.
const SignedInBell = lazy(() =>
  import("../../../features/notifications/signed-in-bell").then((module) => ({
    default: module.SignedInBell,
  })),
);

/**
 * The header's notification bell for signed-in members. A page rendered on the server for a
 * member already shows it; until its chunk arrives, React keeps that HTML as it is.
 */
export function NotificationBell() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block h-9 w-9" />}>
      <SignedInBell userId={user.id} />
    </Suspense>
  );
}
