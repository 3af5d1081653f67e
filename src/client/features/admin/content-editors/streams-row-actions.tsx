import { CircleStop, Radio } from "lucide-react";
import type { LiveStream } from "../../../../shared/live-streams";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { errorText } from "../admin-format";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { DeleteRowButton, useDeleteDialog } from "./editor-frame";
import { EditStreamDialog } from "./streams-form-dialogs";
import { useDeleteStream, useUpdateStream } from "./streams-queries";

/** Go Live on a scheduled stream, End on a live one: the change happens now. */
function StatusButton({ stream }: { stream: LiveStream }) {
  const update = useUpdateStream();
  if (stream.status === "ended") return null;
  const next = stream.status === "scheduled" ? "live" : "ended";
  function handleClick() {
    update.mutate(
      { id: stream.id, changes: { status: next } },
      {
        onSuccess: () =>
          toast({
            title: next === "live" ? "Stream is live" : "Stream ended",
            description: `“${stream.title}” moved to ${next === "live" ? "Live" : "Recent"}.`,
          }),
        onError: (error) =>
          toast({
            title: "The stream could not be changed",
            description: errorText(error, "Please try again."),
            variant: "destructive",
          }),
      },
    );
  }
  const Icon = next === "live" ? Radio : CircleStop;
  return (
    <Button size="sm" variant="outline" disabled={update.isPending} onClick={handleClick}>
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {next === "live" ? "Go live" : "End"}
      <span className="sr-only"> “{stream.title}”</span>
    </Button>
  );
}

function DeleteStreamButton({ stream }: { stream: LiveStream }) {
  const remove = useDeleteStream();
  const { isOpen, onOpenChange: handleOpenChange } = useDeleteDialog(remove);
  return (
    <ConfirmDeleteDialog
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<DeleteRowButton name={`“${stream.title}”`} />}
      title={`Delete “${stream.title}”?`}
      description={`${stream.streamerName}'s stream leaves /live-streams and its game's hub. This cannot be undone.`}
      confirmLabel="Delete stream"
      isPending={remove.isPending}
      error={remove.error}
      onConfirm={() =>
        remove.mutate(stream.id, {
          onSuccess: () => {
            toast({ title: "Stream deleted", description: `“${stream.title}” is gone.` });
            handleOpenChange(false);
          },
        })
      }
    />
  );
}

/** A stream row's buttons: Edit, Go live or End, Delete (after a confirmation). */
export function StreamRowActions({ stream }: { stream: LiveStream }) {
  return (
    <span className="flex gap-2">
      <EditStreamDialog stream={stream} />
      <StatusButton stream={stream} />
      <DeleteStreamButton stream={stream} />
    </span>
  );
}
