import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MoveLeft, ShieldCheck, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import {
  GAME_LOGO_ACCEPT,
  NO_LOGO_FILE,
  NO_LOGO_FILE_DESCRIPTION,
} from "../../../shared/game-logos";
import type { TopGame } from "../../../shared/top-games";
import { GameLogo } from "../../components/game-logo";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { Skeleton } from "../../components/ui/skeleton";
import { Spinner } from "../../components/ui/spinner";
import { queryKeys } from "../../lib/query-keys";
import { Link } from "../../lib/router";
import { toast } from "../../lib/toast";
import { uploadGameLogo } from "./upload-game-logo";
import { useTopGames } from "./use-top-games";

/** One game's row: the logo as the list shows it, a file picker and the upload button. */
function LogoUploadRow({ game }: { game: TopGame }) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [logo, setLogo] = useState(game.logo);
  const upload = useMutation({
    mutationFn: uploadGameLogo,
    onSuccess: ({ path }) => {
      setLogo(path);
      setFile(null);
      if (inputRef.current) inputRef.current.value = "";
      void queryClient.invalidateQueries({ queryKey: queryKeys.topGames });
      toast({
        title: "Logo uploaded successfully",
        description: `${game.title} now shows its new logo.`,
      });
    },
    onError: (error) => {
      toast({
        title: "Upload failed",
        description:
          error instanceof Error && error.message ? error.message : "Unknown error occurred",
        variant: "destructive",
      });
    },
  });

  function handleUpload() {
    if (!file) {
      toast({ title: NO_LOGO_FILE, description: NO_LOGO_FILE_DESCRIPTION, variant: "destructive" });
      return;
    }
    upload.mutate({ file, gameName: game.title, gameId: game.id });
  }

  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
        <GameLogo
          key={logo ?? "none"}
          title={game.title}
          logo={logo}
          image={game.image}
          fallbackImage={game.fallbackImage}
        />
        <div className="min-w-0 flex-1">
          <h2 className="font-bold font-display text-foreground text-lg">
            #{game.metrics.ranking} {game.title}
          </h2>
          <label htmlFor={inputId} className="mt-1 block text-muted-foreground text-sm">
            Logo file for {game.title} (SVG, PNG or JPEG, up to 2 MB)
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={GAME_LOGO_ACCEPT}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="mt-2 block w-full text-foreground text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-white/10 file:px-3 file:py-2 file:font-semibold file:text-foreground"
          />
          <p className="mt-1 text-muted-foreground text-xs" aria-live="polite">
            {file ? `Selected: ${file.name}` : NO_LOGO_FILE}
          </p>
        </div>
        <Button
          type="button"
          onClick={handleUpload}
          disabled={upload.isPending}
          aria-busy={upload.isPending || undefined}
        >
          {upload.isPending ? (
            <Spinner className="h-4 w-4 text-current" label="Uploading" />
          ) : (
            <Upload aria-hidden="true" className="h-4 w-4" />
          )}
          {upload.isPending ? "Uploading..." : "Upload"}
          <span className="sr-only"> logo for {game.title}</span>
        </Button>
      </Card>
    </li>
  );
}

/** /admin-top-games, for administrators: a logo per top game. */
export function AdminTopGamesPage() {
  const query = useTopGames();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-4">
        <Link to="/top-games">
          <MoveLeft aria-hidden="true" className="h-4 w-4" />
          Back to Top Games
        </Link>
      </Button>
      <PageHeader
        eyebrow={
          <>
            <ShieldCheck aria-hidden="true" className="h-4 w-4" />
            Administrators
          </>
        }
        title="Manage Top Game Logos"
        description="Upload a logo for each game of the top games list. Logos are checked, cleaned and shown on /top-games at once."
      />
      <section aria-label="Game logos" className="mt-8">
        {query.isPending ? (
          <Skeleton className="h-64 w-full rounded-[var(--radius-card)]" />
        ) : query.isError ? (
          <p role="alert" className="text-error">
            The games could not be loaded. Please try again in a moment.
          </p>
        ) : (
          <ul className="grid gap-4">
            {query.data.games.map((game) => (
              <LogoUploadRow key={game.id} game={game} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
