import { Inbox } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Link } from "../../lib/router";

export function NewsEmpty() {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary/15 text-primary">
        <Inbox aria-hidden="true" className="h-6 w-6" />
      </span>
      <div className="space-y-1">
        <h3 className="font-bold font-display text-xl">No news yet</h3>
        <p className="text-muted-foreground text-sm">
          Fresh stories are on their way. Check back soon or visit the newsroom.
        </p>
      </div>
      <Button asChild variant="outline">
        <Link to="/blog">Go to the newsroom</Link>
      </Button>
    </Card>
  );
}
