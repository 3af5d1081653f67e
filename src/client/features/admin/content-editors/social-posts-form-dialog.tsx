import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  createSocialPostSchema,
  SOCIAL_HASHTAGS_MAX,
  SOCIAL_PLATFORMS,
} from "../../../../shared/social";
import { Alert } from "../../../components/ui/alert";
import { DialogActions, FormDialogFrame } from "../../../components/ui/form-dialog-frame";
import { FormField } from "../../../components/ui/form-field";
import { Input, inputClassName } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";
import { errorText } from "../admin-format";
import { payloadResolver } from "./content-form-resolver";
import { NewItemButton } from "./editor-frame";
import { EMPTY_SOCIAL_POST_VALUES, socialPostPayloadOf } from "./social-posts-form-values";
import { useCreateSocialPost } from "./social-posts-queries";

const resolver = payloadResolver(createSocialPostSchema, socialPostPayloadOf);

/** Every field of createSocialPostSchema, checked with it before the post is sent. */
function SocialPostForm({ onCreated }: { onCreated: () => void }) {
  const create = useCreateSocialPost();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver, defaultValues: EMPTY_SOCIAL_POST_VALUES });

  const onSubmit = handleSubmit((input) => {
    if (create.isPending) return;
    create.mutate(input, {
      onSuccess: (post) => {
        toast({
          title: "Post added",
          description: `${post.author}'s ${post.platform} post is on the Social Hub.`,
        });
        onCreated();
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Platform" error={errors.platform?.message}>
          <select className={cn(inputClassName, "cursor-pointer")} {...register("platform")}>
            <option value="">Select a platform</option>
            {SOCIAL_PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {platform}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Author" error={errors.author?.message}>
          <Input maxLength={60} placeholder="e.g. GameHub" {...register("author")} />
        </FormField>
      </div>
      <FormField label="Content" error={errors.content?.message}>
        <textarea
          rows={4}
          maxLength={1000}
          className={cn(inputClassName, "h-auto min-h-24 resize-y")}
          {...register("content")}
        />
      </FormField>
      <FormField
        label="Link to the post"
        error={errors.url?.message}
        description="Where “View post” on the hub leads."
      >
        <Input type="url" inputMode="url" placeholder="https://…" {...register("url")} />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label="Hashtags (optional)"
          error={errors.hashtags?.message}
          description={`Up to ${SOCIAL_HASHTAGS_MAX}, separated by commas or spaces.`}
        >
          <Input placeholder="#esports, #patchday" {...register("hashtags")} />
        </FormField>
        <FormField label="Author avatar (optional)" error={errors.authorAvatar?.message}>
          <Input placeholder="/images/… or https://…" {...register("authorAvatar")} />
        </FormField>
      </div>
      <div className="grid grid-cols-3 items-start gap-3">
        <FormField label="Likes" error={errors.likes?.message}>
          <Input type="number" inputMode="numeric" min={0} {...register("likes")} />
        </FormField>
        <FormField label="Comments" error={errors.comments?.message}>
          <Input type="number" inputMode="numeric" min={0} {...register("comments")} />
        </FormField>
        <FormField label="Shares" error={errors.shares?.message}>
          <Input type="number" inputMode="numeric" min={0} {...register("shares")} />
        </FormField>
      </div>
      {create.isError ? (
        <Alert variant="destructive" title="The post was not added">
          {errorText(create.error, "Please try again.")}
        </Alert>
      ) : null}
      <DialogActions isPending={create.isPending}>Add post</DialogActions>
    </form>
  );
}

/** "New post": a post for the forum's Social Hub, which shows the five newest. */
export function CreateSocialPostDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <FormDialogFrame
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      trigger={<NewItemButton label="New post" />}
      title="Add a social post"
      description="The newest post comes first on the forum's Social Hub, which shows five."
    >
      <SocialPostForm onCreated={() => setIsOpen(false)} />
    </FormDialogFrame>
  );
}
