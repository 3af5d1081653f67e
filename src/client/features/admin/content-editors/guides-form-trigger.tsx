import { Pencil, Plus } from "lucide-react";
import type { ComponentProps } from "react";
import type { GuideSummary } from "../../../../shared/guides";
import { Button } from "../../../components/ui/button";

/** 'New guide' or a row's 'Edit' (the light button and the dialog's trigger look the same). */
export function GuideFormTrigger({
  guide,
  ...props
}: ComponentProps<typeof Button> & { guide: GuideSummary | null }) {
  if (!guide) {
    return (
      <Button {...props}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        New guide
      </Button>
    );
  }
  return (
    <Button size="sm" variant="outline" {...props}>
      <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
      Edit<span className="sr-only"> “{guide.title}”</span>
    </Button>
  );
}
