import { feedbackFlagSchema } from "../../../shared/feedback";
import type { ReportTexts } from "./post-dialogs";

/** The report dialog's words on a feedback page (the dialog itself is the forum's). */
export const FEEDBACK_REPORT_TEXTS: ReportTexts = {
  verb: "Report",
  title: "Report",
  description:
    "Tell the team what is wrong. Something reported by several members is hidden until the team reviews it.",
  failure: "Failed to send the report",
  schema: feedbackFlagSchema,
};
