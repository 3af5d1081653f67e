import { FileArchive, Upload } from "lucide-react";
import { type ChangeEvent, type FormEvent, useState } from "react";
import type { RetroGame } from "../../../../shared/retro-games";
import { BUNDLE_CONFIG_PATH } from "../../../../shared/retro-games-limits";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { DialogActions, FormDialogFrame } from "../../../components/ui/form-dialog-frame";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Progress } from "../../../components/ui/progress";
import { toast } from "../../../lib/toast";
import { useUploadRetroBundle } from "./retro-games-queries";
import {
  BUNDLE_ACCEPT,
  BUNDLE_LIMIT_TEXT,
  bundleFileProblem,
  formatFileSize,
  uploadErrorText,
} from "./retro-games-upload";

/** Where the game's bundle stands now, above the file picker. */
function CurrentBundle({ game }: { game: RetroGame }) {
  if (game.bundleUrl) {
    return (
      <Alert variant="success" title="A bundle is attached">
        The arcade plays it with the site's DOS player.{" "}
        <a href={game.bundleUrl} download className="font-semibold underline">
          Download the current bundle
        </a>
        . A new upload replaces it.
      </Alert>
    );
  }
  return (
    <Alert title="No bundle yet">
      {game.embedUrl
        ? "The arcade plays this game in the external player of its embed address until a bundle is uploaded."
        : "The game cannot be played until its bundle is uploaded."}
    </Alert>
  );
}

/**
 * A row's "Upload bundle" / "Replace bundle": picks a .jsdos file, checks its name and size
 * before sending it (the server checks the zip itself), shows the upload's progress, and the
 * server's refusal when there is one.
 */
export function RetroBundleDialog({ game }: { game: RetroGame }) {
  const [isOpen, setIsOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadRetroBundle(game.id);
  const action = game.bundleUrl ? "Replace bundle" : "Upload bundle";

  function close() {
    setIsOpen(false);
    setFile(null);
    setProblem(null);
    setProgress(0);
    upload.reset();
  }

  function handleOpenChange(next: boolean) {
    if (next) setIsOpen(true);
    // An upload under way finishes first: closing would hide its outcome.
    else if (!upload.isPending) close();
  }

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    upload.reset();
    setProgress(0);
    setFile(chosen);
    setProblem(chosen ? bundleFileProblem(chosen) : null);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setProblem("Choose a .jsdos bundle to upload");
      return;
    }
    const refusal = bundleFileProblem(file);
    setProblem(refusal);
    if (refusal) return;
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (saved) => {
          toast({
            title: "Bundle attached",
            description: `${saved.title} now plays from ${file.name} (${formatFileSize(file.size)}).`,
          });
          close();
        },
      },
    );
  }

  return (
    <FormDialogFrame
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      trigger={
        <Button variant="outline" size="sm">
          <Upload aria-hidden="true" className="h-3.5 w-3.5" />
          {action}
          <span className="sr-only"> of {game.title}</span>
        </Button>
      }
      title={`${action} of ${game.title}`}
      description={`A js-dos bundle: a .jsdos file (a zip holding ${BUNDLE_CONFIG_PATH} and the game's files), at most ${BUNDLE_LIMIT_TEXT}.`}
      className="max-w-lg"
    >
      <form onSubmit={handleSubmit} noValidate className="grid gap-4">
        <CurrentBundle game={game} />
        <FormField
          label="Bundle file"
          error={problem ?? undefined}
          description={`.jsdos or .zip, ${BUNDLE_LIMIT_TEXT} at most.`}
        >
          <Input
            type="file"
            accept={BUNDLE_ACCEPT}
            onChange={handleFile}
            disabled={upload.isPending}
            className="h-auto cursor-pointer py-2 file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1 file:font-semibold file:text-foreground file:text-sm"
          />
        </FormField>
        {file && !problem ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <FileArchive aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span className="min-w-0 break-all">
              {file.name}, {formatFileSize(file.size)}
            </span>
          </p>
        ) : null}
        {upload.isPending ? (
          <div className="grid gap-1.5">
            <Progress value={progress * 100} aria-label="Upload progress" />
            <p className="text-muted-foreground text-xs" aria-live="polite">
              {progress < 1
                ? `Uploading… ${Math.round(progress * 100)}%`
                : "Uploaded; the server is checking the bundle…"}
            </p>
          </div>
        ) : null}
        {upload.isError ? (
          <Alert variant="destructive" title="The bundle was not accepted">
            {uploadErrorText(upload.error)}
          </Alert>
        ) : null}
        <DialogActions
          isPending={upload.isPending}
          isDisabled={problem !== null}
          icon={Upload}
          pendingLabel="Uploading"
          isCancelDisabled
        >
          {action}
        </DialogActions>
      </form>
    </FormDialogFrame>
  );
}
