import { MessageCircleHeart } from "lucide-react";
import { useUser } from "../../../app/session/use-user";
import { HubHero } from "../../../components/hub-hero";
import { SubmitFeedbackButton } from "./submit-feedback-button";

/** The hub's welcome: what it is for and, for members, the way to send feedback. */
export function FeedbackHero() {
  const { user } = useUser();
  return (
    <HubHero
      id="feedback-hub-title"
      icon={MessageCircleHeart}
      eyebrow="Your voice"
      title="Community Feedback Hub"
      text="Report bugs, request features and vote on the ideas that matter to you. The team reads every item and answers here."
      actions={
        user ? (
          <div className="flex lg:justify-end">
            <SubmitFeedbackButton />
          </div>
        ) : null
      }
    />
  );
}
