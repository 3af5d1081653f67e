import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import {
  createDeveloperUpdateSchema,
  type DeveloperUpdate,
  developerUpdatePath,
} from "../../../../shared/developer-updates";
import type { DeferredPartProps } from "../../../components/ui/deferred-part";
import { FormDialogFrame } from "../../../components/ui/form-dialog-frame";
import { sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useNavigate } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import { NewUpdateTrigger } from "./new-update-trigger";
import {
  EMPTY_VALUES,
  payloadOf,
  schemaResolver,
  serverMessageOf,
  UpdateForm,
} from "./update-form-dialog";

type CreateUpdate = z.output<typeof createDeveloperUpdateSchema>;

const createResolver = schemaResolver(createDeveloperUpdateSchema, payloadOf);

/**
 * 'New Update': publishes an update now. A refused publish keeps the dialog open with what was
 * typed; success refreshes every list of updates (and the roadmap) and opens the new update.
 */
export function CreateUpdateDialog(_props: DeferredPartProps) {
  const [isOpen, setIsOpen] = useState(true);
  // A new key empties the form when the dialog is closed and opened again.
  const [formKey, setFormKey] = useState(0);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: (input: CreateUpdate) =>
      sendJson<DeveloperUpdate>("POST", "/api/developer-updates", input),
  });

  function handleOpenChange(next: boolean) {
    setIsOpen(next);
    if (!next) {
      setFormKey((key) => key + 1);
      create.reset();
    }
  }

  function handleValid(input: CreateUpdate) {
    create.mutate(input, {
      onSuccess: (created) => {
        toast({ title: "Update Published", description: `“${created.title}” is live.` });
        queryClient.setQueryData(queryKeys.developerUpdates.one(created.slug), created);
        void queryClient.invalidateQueries({ queryKey: queryKeys.developerUpdates.lists });
        void queryClient.invalidateQueries({ queryKey: queryKeys.roadmap });
        handleOpenChange(false);
        void navigate(developerUpdatePath(created.slug));
      },
      onError: (error) =>
        toast({
          title: "Error",
          description: serverMessageOf(error, "Failed to publish the update"),
          variant: "destructive",
        }),
    });
  }

  return (
    <FormDialogFrame
      className="max-w-3xl"
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<NewUpdateTrigger />}
      title="New Developer Update"
      description="Publish a roadmap, a behind-the-scenes story, an announcement or patch notes. It goes live at once."
    >
      <UpdateForm
        key={formKey}
        defaultValues={EMPTY_VALUES}
        resolver={createResolver}
        submitLabel="Publish Update"
        isPending={create.isPending}
        onValid={handleValid}
      />
    </FormDialogFrame>
  );
}
