import { Clock, Eye, Star } from "lucide-react";
import type { GuideSummary } from "../../../shared/guides";
import { guidePath } from "../../../shared/guides-limits";
import { ResponsiveImage } from "../../components/responsive-image";
import { Card } from "../../components/ui/card";
import { formatCountOf } from "../../lib/format-number";
import { Link } from "../../lib/router";
import { DifficultyBadge } from "./difficulty-badge";

const CARD_IMAGE_SIZES = "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, calc(100vw - 2rem)";

/** A guide in the /game-guides list: picture, difficulty, title, game, read time, rating, views. */
export function GuideCard({ guide, priority }: { guide: GuideSummary; priority: boolean }) {
  return (
    <Card className="group relative flex h-full flex-col overflow-hidden p-0">
      <div className="relative overflow-hidden">
        <ResponsiveImage
          src={guide.thumbnail}
          alt=""
          width={1200}
          height={630}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          className="aspect-[40/21] h-auto w-full object-cover transition duration-300 group-hover:scale-105"
        />
        <DifficultyBadge
          difficulty={guide.difficulty}
          className="absolute top-3 left-3 bg-black/70 backdrop-blur"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="font-semibold text-primary text-xs uppercase tracking-wider">{guide.game}</p>
        <h2 className="font-bold font-display text-foreground text-xl leading-tight">
          <Link
            to={guidePath(guide.id)}
            className="after:absolute after:inset-0 hover:text-primary"
          >
            {guide.title}
          </Link>
        </h2>
        <p className="line-clamp-2 text-muted-foreground text-sm">{guide.description}</p>
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-muted-foreground text-xs">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="h-3.5 w-3.5" />
            {guide.readTime} min read
          </span>
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden="true" className="h-3.5 w-3.5 fill-yellow-400 text-yellow-400" />
            {guide.ratingCount > 0 ? guide.rating.toFixed(1) : "Not rated"}
            <span className="sr-only"> out of 5</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="h-3.5 w-3.5" />
            {formatCountOf(guide.views, "view")}
          </span>
        </p>
      </div>
    </Card>
  );
}
