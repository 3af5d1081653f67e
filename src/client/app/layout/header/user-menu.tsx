import { Button } from "../../../components/ui/button";
import { loadOnce, menuTriggerProps, useDeferredPart } from "../../../components/ui/deferred-part";
import { Spinner } from "../../../components/ui/spinner";
import { Link } from "../../../lib/router";
import { useUser } from "../../session/use-user";
import type { User } from "../../session/user";
import { AccountMenuButton } from "./account-menu-button";

const loadAccountMenu = loadOnce(() =>
  import("./account-menu").then((module) => module.AccountMenu),
);

/** The account area of the header. */
export function UserMenu() {
  const { user, isLoading } = useUser();
  if (isLoading) return <Spinner className="mx-2.5" label="Loading account" />;
  if (!user) {
    return (
      <Button
        asChild
        size="sm"
        className="h-9 px-3.5 font-display text-base uppercase tracking-wider"
      >
        <Link to="/auth">Login</Link>
      </Button>
    );
  }
  return <SignedInMenu user={user} />;
}

function SignedInMenu({ user }: { user: User }) {
  const menu = useDeferredPart(loadAccountMenu);
  if (menu.Loaded) return <menu.Loaded user={user} openedWith={menu.openedWith} />;
  return <AccountMenuButton user={user} {...menuTriggerProps(menu)} />;
}
