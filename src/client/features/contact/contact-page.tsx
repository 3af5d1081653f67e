import { Clock, HelpCircle, Lightbulb, Mail, MessageSquare } from "lucide-react";
import { SocialLinks } from "../../app/layout/footer/social-links";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { Link } from "../../lib/router";
import { ContactForm } from "./contact-form";

const OTHER_WAYS = [
  {
    to: "/faq",
    Icon: HelpCircle,
    title: "Frequently asked questions",
    text: "Accounts, points, the forum and privacy, answered.",
  },
  {
    to: "/community-feedback",
    Icon: Lightbulb,
    title: "Report a bug or suggest an idea",
    text: "Post it on the feedback hub, where the team answers in public.",
  },
  {
    to: "/forum",
    Icon: MessageSquare,
    title: "Ask the community",
    text: "Players often answer game questions faster than we can.",
  },
] as const;

/** /contact: the form and the 'Get In Touch' panel, under the anchor id `contact`. */
export function ContactPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="Contact"
        title="Contact Us"
        description="Questions, partnership ideas, a problem with your account or a story tip: write to the GameHub team."
      />
      <section
        id="contact"
        aria-label="Contact"
        className="mt-10 grid scroll-mt-24 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <Card className="p-5 sm:p-7">
          <h2 className="mb-5 font-bold font-display text-2xl text-foreground uppercase tracking-wide">
            Send us a message
          </h2>
          <ContactForm />
        </Card>
        <aside aria-labelledby="get-in-touch" className="grid content-start gap-6">
          <Card className="p-5 sm:p-7">
            <h2
              id="get-in-touch"
              className="mb-4 font-bold font-display text-2xl text-foreground uppercase tracking-wide"
            >
              Get In Touch
            </h2>
            <p className="flex items-start gap-3 text-muted-foreground text-sm">
              <Clock className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                We read every message and respond within{" "}
                <strong className="text-foreground">24 hours</strong>.
              </span>
            </p>
            <p className="mt-3 flex items-start gap-3 text-muted-foreground text-sm">
              <Mail className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
              <span>Our answer comes by e-mail to the address you give in the form.</span>
            </p>
            <h3 className="mt-6 mb-3 font-display font-semibold text-foreground text-sm uppercase tracking-wider">
              Follow GameHub
            </h3>
            <SocialLinks />
          </Card>
          <Card className="p-5 sm:p-7">
            <h2 className="mb-4 font-bold font-display text-foreground text-xl uppercase tracking-wide">
              Other ways to get help
            </h2>
            <ul className="grid gap-4">
              {OTHER_WAYS.map(({ to, Icon, title, text }) => (
                <li key={to}>
                  <Link to={to} className="group flex items-start gap-3 rounded-lg">
                    <Icon className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
                    <span>
                      <span className="block font-semibold text-foreground text-sm group-hover:text-primary">
                        {title}
                      </span>
                      <span className="block text-muted-foreground text-sm">{text}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </aside>
      </section>
    </div>
  );
}
