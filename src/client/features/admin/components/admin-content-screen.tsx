import { Link } from "../../../lib/router";
import { StreamerApplicationsPanel } from "../../live-streams/live-streams-admin";
import { AdminLayout } from "./admin-layout";
import { AdminPostsSection } from "./admin-posts-section";
import { ContentLinks } from "./content-links";
import { FeedbackTriageSection } from "./feedback-triage-section";
import { FlagsSection } from "./flags-section";

const SECTIONS = [
  { id: "news-posts", label: "News posts" },
  { id: "flags", label: "Flag queue" },
  { id: "feedback", label: "Feedback triage" },
  { id: "streamers", label: "Streamer applications" },
  { id: "editors", label: "Editors" },
] as const;

/**
 * /admin/content: the news posts (#news-posts), the moderation queues (#flags, #feedback,
 * #streamers) and links to the editors that live on their own pages (#editors). The
 * dashboard links to each queue.
 */
export function AdminContentScreen() {
  return (
    <AdminLayout
      title="Content"
      description="News posts, flags to resolve, feedback to answer, streamers to approve, and the site's editors."
    >
      <nav aria-label="Sections" className="mb-8">
        <ul className="flex flex-wrap gap-2 text-sm">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <Link
                to={`#${section.id}`}
                className="inline-flex rounded-full border border-border px-3 py-1 outline-none transition hover:border-primary hover:text-primary focus-visible:ring-2 focus-visible:ring-primary"
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid grid-cols-1 gap-12">
        <AdminPostsSection />
        <FlagsSection />
        <FeedbackTriageSection />
        <section id="streamers" aria-label="Streamer applications" className="scroll-mt-32">
          <StreamerApplicationsPanel />
        </section>
        <ContentLinks />
      </div>
    </AdminLayout>
  );
}
