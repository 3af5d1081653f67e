import { AccountPageShell } from "../account/account-page-shell";
import { useUser } from "../auth/use-user";
import { SavedArticlesCard } from "./saved-articles-card";

/** /profile: the signed-in user's page (the guard guarantees a user). */
export function ProfilePage() {
  const { user } = useUser();
  const name = user?.displayName ?? user?.username ?? "";
  return (
    <AccountPageShell title="Your Profile" description={`Signed in as ${name}.`}>
      <SavedArticlesCard />
    </AccountPageShell>
  );
}
