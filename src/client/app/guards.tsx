import type { ReactNode } from "react";
import { PageFallback } from "../components/page-fallback";
import { Navigate, useLocation } from "../lib/router";
import { AdminAccessRequired } from "./admin-access-required";
import { useUser } from "./session/use-user";

/**
 * Route guard around the page of every `user` or `admin` route:
 * a spinner while the user loads, /auth when signed out, a notice for non-admins on admin pages.
 */
export function RequireAccess({
  access,
  children,
}: {
  access: "user" | "admin";
  children: ReactNode;
}) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <PageFallback />;
  if (!user) {
    // After signing in, the auth page returns to the page that was asked for.
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/auth?redirect=${redirect}`} replace />;
  }
  if (access === "admin" && !user.isAdmin) return <AdminAccessRequired />;
  return <>{children}</>;
}
