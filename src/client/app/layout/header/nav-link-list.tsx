import { Link } from "../../../lib/router";
import { isNavLinkActive, NAV_LINKS, type NavLinkItem } from "./nav-links";

interface NavLinkListProps {
  pathname: string;
  className: string;
  /** The link's classes, which differ for the page being shown. */
  linkClassName: (isActive: boolean) => string;
  label?: (link: NavLinkItem) => string;
}

/** The header's navigation links, the current page's marked with aria-current. */
export function NavLinkList({
  pathname,
  className,
  linkClassName,
  label = (link) => link.label,
}: NavLinkListProps) {
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => {
        const isActive = isNavLinkActive(link.to, pathname);
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={isActive ? "page" : undefined}
              className={linkClassName(isActive)}
            >
              {label(link)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
