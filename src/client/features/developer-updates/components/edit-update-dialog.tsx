import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import {
  type DeveloperUpdate,
  updateDeveloperUpdateSchema,
} from "../../../../shared/developer-updates";
import type { DeferredPartProps } from "../../../components/ui/deferred-part";
import { FormDialogFrame } from "../../../components/ui/form-dialog-frame";
import { sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { EditUpdateTrigger } from "./update-admin-triggers";
import {
  changedPayloadOf,
  formValuesOf,
  schemaResolver,
  serverMessageOf,
  UpdateForm,
} from "./update-form-dialog";

type EditUpdate = z.output<typeof updateDeveloperUpdateSchema>;

export interface EditUpdateDialogProps extends DeferredPartProps {
  update: DeveloperUpdate;
}

/** 'Edit' on an update's page: the same form, filled in; only the changed fields are sent. */
export function EditUpdateDialog({ update }: EditUpdateDialogProps) {
  const [isOpen, setIsOpen] = useState(true);
  const [formKey, setFormKey] = useState(0);
  const queryClient = useQueryClient();
  const initial = formValuesOf(update);
  const edit = useMutation({
    mutationFn: (input: EditUpdate) =>
      sendJson<DeveloperUpdate>("PATCH", `/api/developer-updates/${update.id}`, input),
  });

  function handleOpenChange(next: boolean) {
    setIsOpen(next);
    if (!next) {
      // Opened again, the form starts from the update as it is now.
      setFormKey((key) => key + 1);
      edit.reset();
    }
  }

  function handleValid(input: EditUpdate) {
    edit.mutate(input, {
      onSuccess: (saved) => {
        toast({ title: "Update Saved", description: "Your changes are live." });
        queryClient.setQueryData(queryKeys.developerUpdates.one(saved.slug), saved);
        void queryClient.invalidateQueries({ queryKey: queryKeys.developerUpdates.lists });
        void queryClient.invalidateQueries({ queryKey: queryKeys.roadmap });
        handleOpenChange(false);
      },
      onError: (error) =>
        toast({
          title: "Error",
          description: serverMessageOf(error, "Failed to save the update"),
          variant: "destructive",
        }),
    });
  }

  return (
    <FormDialogFrame
      className="max-w-3xl"
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<EditUpdateTrigger />}
      title="Edit Update"
      description="Change what readers see. The address of the update stays the same."
    >
      <UpdateForm
        key={formKey}
        defaultValues={initial}
        resolver={schemaResolver(updateDeveloperUpdateSchema, (values) =>
          changedPayloadOf(values, initial),
        )}
        submitLabel="Save Changes"
        isPending={edit.isPending}
        onValid={handleValid}
      />
    </FormDialogFrame>
  );
}
