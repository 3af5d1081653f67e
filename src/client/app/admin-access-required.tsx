import { ArrowLeft, ShieldAlert } from "lucide-react";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { useNavigate } from "../lib/router";

/** A signed-in user without the admin flag on an admin page. */
export function AdminAccessRequired() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-7xl justify-center px-4 py-20 sm:px-6 lg:px-8">
      <Card className="w-full max-w-lg p-8 text-center sm:p-10">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full border border-red-500/40 bg-red-500/15 text-red-400 shadow-[0_0_32px_-6px_rgb(239_68_68/0.6)]">
          <ShieldAlert className="h-8 w-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 font-bold font-display text-3xl uppercase tracking-wide sm:text-4xl">
          Admin Access Required
        </h1>
        <p className="mt-4 text-foreground/90">
          You don't have permission to access this page. This area is restricted to administrators
          only.
        </p>
        <p className="mt-3 text-muted-foreground text-sm">
          If you believe you should have access to this page, please contact an administrator for
          assistance.
        </p>
        <Button variant="outline" className="mt-8" onClick={() => navigate(-1)}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Go Back
        </Button>
      </Card>
    </div>
  );
}
