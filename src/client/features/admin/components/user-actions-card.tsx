import { BadgeCheck, LogOut, ShieldMinus, ShieldPlus, Undo2 } from "lucide-react";
import { useState } from "react";
import type { AdminUserDetailReply } from "../../../../shared/admin-users";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { errorText, plural } from "../admin-format";
import type { AdminUserActions } from "../hooks/use-admin-user";
import { DeleteUserButton } from "./delete-user-button";
import { SuspendUserButton } from "./suspend-user-button";

type Member = AdminUserDetailReply["user"];

/** What the last action said: done, or the server's reason for refusing (the last-admin rule). */
type Outcome = { tone: "success" | "destructive"; text: string } | null;

/**
 * A member's actions. The server has the last word on every rule (an admin cannot demote or
 * delete the last administrator, nor themself): a refused action shows its message here.
 */
export function UserActionsCard({
  user,
  actions,
  isSelf,
}: {
  user: Member;
  actions: AdminUserActions;
  isSelf: boolean;
}) {
  const [outcome, setOutcome] = useState<Outcome>(null);

  /** Runs one action and says how it went, in the page. */
  function report(action: Promise<string>) {
    setOutcome(null);
    action.then(
      (text) => setOutcome({ tone: "success", text }),
      (error: unknown) =>
        setOutcome({ tone: "destructive", text: errorText(error, "The action failed.") }),
    );
  }

  const name = user.username;
  const isBusy =
    actions.verifyEmail.isPending ||
    actions.setRole.isPending ||
    actions.unsuspend.isPending ||
    actions.revokeSessions.isPending;

  return (
    <Card
      className="grid content-start gap-4 p-5"
      role="region"
      aria-labelledby="user-actions-heading"
    >
      <h2 id="user-actions-heading" className="font-bold font-display text-xl uppercase">
        Actions
      </h2>
      {outcome ? (
        <Alert variant={outcome.tone} title={outcome.tone === "success" ? "Done" : "Not done"}>
          {outcome.text}
        </Alert>
      ) : null}
      {isSelf ? (
        <p className="text-muted-foreground text-sm">
          This is your own account. Another administrator has to demote, suspend or delete it.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {user.isVerified ? null : (
          <Button
            variant="outline"
            disabled={isBusy}
            onClick={() =>
              report(actions.verifyEmail.mutateAsync().then(() => `${name}'s e-mail is verified.`))
            }
          >
            <BadgeCheck aria-hidden="true" className="h-4 w-4" />
            Verify e-mail
          </Button>
        )}
        {user.isAdmin ? (
          <Button
            variant="outline"
            disabled={isBusy}
            onClick={() =>
              report(actions.setRole.mutateAsync("user").then(() => `${name} is now a member.`))
            }
          >
            <ShieldMinus aria-hidden="true" className="h-4 w-4" />
            Demote to member
          </Button>
        ) : (
          <Button
            variant="outline"
            disabled={isBusy}
            onClick={() =>
              report(
                actions.setRole.mutateAsync("admin").then(() => `${name} is now an administrator.`),
              )
            }
          >
            <ShieldPlus aria-hidden="true" className="h-4 w-4" />
            Promote to admin
          </Button>
        )}
        {user.suspendedUntil ? (
          <Button
            variant="outline"
            disabled={isBusy}
            onClick={() =>
              report(actions.unsuspend.mutateAsync().then(() => `${name}'s suspension is lifted.`))
            }
          >
            <Undo2 aria-hidden="true" className="h-4 w-4" />
            Lift suspension
          </Button>
        ) : (
          <SuspendUserButton username={name} suspend={actions.suspend} />
        )}
        <Button
          variant="outline"
          disabled={isBusy}
          onClick={() =>
            report(
              actions.revokeSessions
                .mutateAsync()
                .then((reply) => `Ended ${plural(reply.revoked, "session")} of ${name}.`),
            )
          }
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          End all sessions
        </Button>
        <DeleteUserButton username={name} remove={actions.remove} />
      </div>
    </Card>
  );
}
