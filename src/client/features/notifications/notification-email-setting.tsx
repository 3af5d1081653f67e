import { Label } from "../../components/ui/label";
import { Switch } from "../../components/ui/switch";
import { toast } from "../../lib/toast";
import { useNotificationSettings, useSaveNotificationSettings } from "./use-notifications";

const SWITCH_ID = "notification-emails";

/** Account settings: whether replies, quotes and mentions are also sent by e-mail. */
export function NotificationEmailSetting({ isVerified }: { isVerified: boolean }) {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const checked = save.isPending
    ? (save.variables?.emailNotifications ?? false)
    : (settings.data?.emailNotifications ?? false);

  const handleChange = (emailNotifications: boolean) =>
    save.mutate(
      { emailNotifications },
      {
        onSuccess: () =>
          toast({
            title: "Settings saved",
            description: emailNotifications
              ? "We will e-mail you about replies, quotes and mentions."
              : "We will no longer e-mail you about notifications.",
          }),
        onError: () =>
          toast({
            title: "Error",
            description: "Failed to save your notification settings",
            variant: "destructive",
          }),
      },
    );

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={SWITCH_ID}>Email me about replies, quotes and mentions</Label>
        <Switch
          id={SWITCH_ID}
          checked={checked}
          disabled={settings.isPending || settings.isError || save.isPending}
          onCheckedChange={handleChange}
        />
      </div>
      {settings.isError ? (
        <p className="text-red-400 text-sm">Failed to load your notification settings</p>
      ) : null}
      {isVerified ? null : (
        <p className="text-muted-foreground text-sm">
          E-mail is sent only to a verified address: verify yours to receive it.
        </p>
      )}
    </div>
  );
}
