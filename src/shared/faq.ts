/**
 * The questions of /faq. Plain data (no zod), read by the page and by the server, which writes
 * the same questions and answers as FAQPage structured data into the page's head.
 */
export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqGroup {
  title: string;
  entries: readonly FaqEntry[];
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    title: "Your account",
    entries: [
      {
        question: "Do I need an account to read GameHub?",
        answer:
          "No. News, guides, the forum, developer updates, the roadmap and live streams are open to everyone. An account lets you post in the forum, comment, vote on feedback, rate guides and earn points.",
      },
      {
        question: "How do I turn on two-factor authentication?",
        answer:
          "Open Account Settings, choose Security and follow the steps: scan the code with an authenticator app and enter the six-digit code it shows. From then on, signing in asks for a fresh code after your password.",
      },
      {
        question: "I forgot my password. What now?",
        answer:
          "Use 'Forgot password?' on the sign-in page. We e-mail a link that lets you choose a new password; it works once and expires after an hour.",
      },
      {
        question: "Can I delete my account?",
        answer:
          "Yes, from Account Settings. Your profile, points and private data are removed; posts you wrote in public discussions stay, shown under 'Deleted user'.",
      },
    ],
  },
  {
    title: "Points, levels and achievements",
    entries: [
      {
        question: "How do I earn points?",
        answer:
          "By taking part: a daily check-in, reading articles, starting discussions, replying, receiving upvotes and sending feedback. Each kind of action has a daily cap, so points reward regular play rather than spam.",
      },
      {
        question: "What do levels and achievements give me?",
        answer:
          "Experience raises your level, from 1 to 50, each with its own name and badge. Achievements mark milestones; you can feature up to three on your profile.",
      },
    ],
  },
  {
    title: "Forum and community",
    entries: [
      {
        question: "What are the forum rules?",
        answer:
          "Be kind, stay on topic, no cheating tools, no personal data of others and no spam. Moderators may hide posts that break the rules; report a post with the flag button and the team will look at it.",
      },
      {
        question: "How do I suggest a feature or report a bug?",
        answer:
          "Post it on the Community Feedback hub. Others can vote for it, and the team answers there and moves it through the roadmap: planned, in progress, done.",
      },
      {
        question: "Can I write a guide?",
        answer:
          "Guides are written by the GameHub team and trusted contributors. If you have one in mind, send it to us through the contact form with a short outline.",
      },
    ],
  },
  {
    title: "Newsletter, contact and privacy",
    entries: [
      {
        question: "How does the newsletter work?",
        answer:
          "Enter your address in the footer; we send a confirmation link first, and nothing else until you open it. Every newsletter has an unsubscribe link that works in one click.",
      },
      {
        question: "How quickly do you answer messages?",
        answer: "We respond to every message sent through the contact form within 24 hours.",
      },
      {
        question: "What data do you keep about me?",
        answer:
          "Only what the site needs to work: your account details, what you post and the points you earn. The Privacy Policy lists everything, how long we keep it and how to get a copy.",
      },
    ],
  },
];

export const FAQ_ENTRIES: readonly FaqEntry[] = FAQ_GROUPS.flatMap((group) => group.entries);
