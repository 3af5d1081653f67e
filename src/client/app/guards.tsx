import { Navigate, Outlet, useLocation } from "react-router";
import { useUser } from "../features/auth/use-user";
import { AdminAccessRequired } from "./admin-access-required";
import { PageFallback } from "./layout/page-fallback";

/**
 * Route guard, used as the parent of every `user` or `admin` route:
 * a spinner while the user loads, /auth when signed out, a notice for non-admins on admin pages.
 */
export function RequireAccess({ access }: { access: "user" | "admin" }) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <PageFallback />;
  if (!user) {
    // After signing in, the auth page returns to the page that was asked for.
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/auth?redirect=${redirect}`} replace />;
  }
  if (access === "admin" && !user.isAdmin) return <AdminAccessRequired />;
  return <Outlet />;
}
