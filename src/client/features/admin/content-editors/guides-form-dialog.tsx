import { useState } from "react";
import type { GuideChanges, GuideSummary, NewGuide } from "../../../../shared/guides";
import type { DeferredPartProps } from "../../../components/ui/deferred-part";
import { FormDialogFrame } from "../../../components/ui/form-dialog-frame";
import { toast } from "../../../lib/toast";
import { AdminError, AdminLoading } from "../components/admin-states";
import { useEditorGames } from "./games-editor-api";
import { useCreateGuide, useEditorGuide, useUpdateGuide } from "./guides-editor-api";
import { type GameChoice, GuideForm } from "./guides-form";
import { GuideFormTrigger } from "./guides-form-trigger";

/** The catalogue's games by title, for the form's select; null while they load. */
function useGameChoices() {
  const games = useEditorGames();
  const choices: GameChoice[] | null = games.data
    ? games.data.games
        .map(({ slug, title }) => ({ slug, title }))
        .sort((a, b) => a.title.localeCompare(b.title))
    : null;
  return { choices, query: games };
}

function NewGuideBody({ onDone }: { onDone: () => void }) {
  const { choices, query } = useGameChoices();
  const create = useCreateGuide();
  if (query.isError)
    return <AdminError error={query.error} what="The games" onRetry={() => void query.refetch()} />;
  if (!choices) return <AdminLoading label="Loading the form" rows={5} />;

  function handleCreate(input: NewGuide) {
    create.mutate(input, {
      onSuccess: (created) => {
        toast({ title: "Guide created", description: `“${created.title}” is published.` });
        onDone();
      },
    });
  }

  return (
    <GuideForm
      guide={null}
      games={choices}
      isPending={create.isPending}
      failure={create.isError ? create.error : null}
      onCreate={handleCreate}
      onUpdate={() => undefined}
    />
  );
}

function EditGuideBody({ id, onDone }: { id: number; onDone: () => void }) {
  const { choices, query } = useGameChoices();
  const guide = useEditorGuide(id);
  const update = useUpdateGuide();
  const failed = guide.isError ? guide : query.isError ? query : null;
  if (failed)
    return (
      <AdminError error={failed.error} what="The guide" onRetry={() => void failed.refetch()} />
    );
  if (!choices || !guide.data) return <AdminLoading label="Loading the guide" rows={6} />;

  function handleUpdate(changes: GuideChanges) {
    update.mutate(
      { id, changes },
      {
        onSuccess: (saved) => {
          toast({ title: "Guide saved", description: `“${saved.title}” has been updated.` });
          onDone();
        },
      },
    );
  }

  return (
    <GuideForm
      guide={guide.data}
      games={choices}
      isPending={update.isPending}
      failure={update.isError ? update.error : null}
      onCreate={() => undefined}
      onUpdate={handleUpdate}
    />
  );
}

/**
 * Writes a new guide, or edits `guide` (its sections, mod links, tips and tricks read fresh
 * when the dialog opens). The form and its write live inside the dialog's content, so each
 * opening starts from what the server has.
 */
export function GuideFormDialog({ guide }: { guide: GuideSummary | null } & DeferredPartProps) {
  const [isOpen, setIsOpen] = useState(true);
  const close = () => setIsOpen(false);

  return (
    <FormDialogFrame
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      trigger={<GuideFormTrigger guide={guide} />}
      title={guide ? `Edit “${guide.title}”` : "New guide"}
      description={
        guide
          ? "Change any field; only what you change is saved."
          : "Write a guide for a game of the catalogue; it is published at once on /game-guides."
      }
      className="max-w-3xl"
    >
      {guide ? <EditGuideBody id={guide.id} onDone={close} /> : <NewGuideBody onDone={close} />}
    </FormDialogFrame>
  );
}
