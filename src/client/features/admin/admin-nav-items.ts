// Icons the public pages already load as chunks of their own: icons used only by the panel and
// one public page would be split out of that page's chunk, and every visitor would pay for it.
import {
  BookOpen,
  House,
  Inbox,
  type LucideIcon,
  Mail,
  Newspaper,
  Shield,
  Users,
} from "lucide-react";

export interface AdminNavItem {
  to: string;
  label: string;
  Icon: LucideIcon;
}

/** The admin panel's screens, in the order of the nav. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: "/admin", label: "Dashboard", Icon: House },
  { to: "/admin/users", label: "Users", Icon: Users },
  { to: "/admin/content", label: "Content", Icon: BookOpen },
  { to: "/admin/newsletter", label: "Newsletter", Icon: Newspaper },
  { to: "/admin/contact", label: "Contact", Icon: Inbox },
  { to: "/admin/mail", label: "Mail", Icon: Mail },
  { to: "/admin/audit", label: "Audit log", Icon: Shield },
];

/** The nav item a path belongs to: /admin only itself, the others their whole subtree. */
export function isCurrentAdminItem(item: AdminNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (item.to === "/admin") return path === "/admin";
  return path === item.to || path.startsWith(`${item.to}/`);
}
