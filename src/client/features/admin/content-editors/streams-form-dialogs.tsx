import { useMemo, useState } from "react";
import {
  createLiveStreamSchema,
  type LiveStream,
  updateLiveStreamSchema,
} from "../../../../shared/live-streams";
import { FormDialogFrame } from "../../../components/ui/form-dialog-frame";
import { toast } from "../../../lib/toast";
import { AdminError } from "../components/admin-states";
import { payloadResolver } from "./content-form-resolver";
import { EditRowButton, NewItemButton } from "./editor-frame";
import { StreamForm } from "./streams-form";
import {
  emptyStreamValues,
  newStreamPayloadOf,
  type StreamFormValues,
  streamChangesOf,
  streamValuesOf,
} from "./streams-form-values";
import { useApprovedStreamers, useCreateStream, useUpdateStream } from "./streams-queries";

const createResolver = payloadResolver(createLiveStreamSchema, newStreamPayloadOf);

/** The new-stream form's list of approved streamers (read when the dialog opens). */
function NewStreamForm({ onCreated }: { onCreated: () => void }) {
  const streamers = useApprovedStreamers();
  const create = useCreateStream();
  const defaultValues = useMemo(() => emptyStreamValues(), []);
  return (
    <div className="grid gap-4">
      {streamers.isError ? (
        <AdminError
          error={streamers.error}
          what="The approved streamers"
          onRetry={() => void streamers.refetch()}
        />
      ) : null}
      <StreamForm
        defaultValues={defaultValues}
        resolver={createResolver}
        streamers={streamers.data?.applications ?? []}
        submitLabel="Schedule stream"
        isPending={create.isPending}
        error={create.error}
        onValid={(input) =>
          create.mutate(input, {
            onSuccess: ({ stream }) => {
              toast({
                title: stream.status === "scheduled" ? "Stream scheduled" : "Stream added",
                description: `“${stream.title}” is on /live-streams.`,
              });
              onCreated();
            },
          })
        }
      />
    </div>
  );
}

/** "New stream": schedules a stream, for an approved streamer's channel or the site's own. */
export function CreateStreamDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <FormDialogFrame
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      trigger={<NewItemButton label="New stream" />}
      title="Schedule a stream"
      description="Scheduled streams appear under Upcoming on /live-streams until they go live."
    >
      <NewStreamForm onCreated={() => setIsOpen(false)} />
    </FormDialogFrame>
  );
}

function EditStreamForm({ stream, onSaved }: { stream: LiveStream; onSaved: () => void }) {
  const update = useUpdateStream();
  const initial = useMemo<StreamFormValues>(() => streamValuesOf(stream), [stream]);
  const resolver = useMemo(
    () =>
      payloadResolver(updateLiveStreamSchema, (values: StreamFormValues) =>
        streamChangesOf(values, initial),
      ),
    [initial],
  );
  return (
    <StreamForm
      defaultValues={initial}
      resolver={resolver}
      submitLabel="Save changes"
      isPending={update.isPending}
      error={update.error}
      onValid={(changes) =>
        update.mutate(
          { id: stream.id, changes },
          {
            onSuccess: ({ stream: saved }) => {
              toast({ title: "Stream saved", description: `“${saved.title}” is up to date.` });
              onSaved();
            },
          },
        )
      }
    />
  );
}

/** A row's Edit: every field of the stream; only what changed is sent. */
export function EditStreamDialog({ stream }: { stream: LiveStream }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <FormDialogFrame
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      trigger={<EditRowButton name={`“${stream.title}”`} />}
      title={`Edit “${stream.title}”`}
      description="Marking it live starts it now; marking it ended ends it now and keeps its peak viewers."
    >
      <EditStreamForm stream={stream} onSaved={() => setIsOpen(false)} />
    </FormDialogFrame>
  );
}
