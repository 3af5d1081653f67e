import { Link } from "../../lib/router";
import type { LegalSection } from "./legal-section";

export const PRIVACY_SUMMARY = (
  <p>
    GameHub is a community for gamers and streamers. This policy explains what we collect when you
    read the news, create an account, post in the forum or subscribe to our newsletter, why we
    collect it, and the choices you have. The short version: we collect only what we need to run the
    community, we never sell your data, and we do not use advertising trackers.
  </p>
);

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    content: (
      <>
        <p>
          GameHub ("GameHub", "we", "us") runs this website and is responsible for the personal data
          described in this policy. It applies to everyone who visits the site, whether or not they
          have an account.
        </p>
        <p>
          You can reach us about anything in this policy through our{" "}
          <Link to="/contact">contact page</Link>.
        </p>
      </>
    ),
  },
  {
    id: "information-we-collect",
    title: "Information we collect",
    content: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account details:</strong> your username, email address and password when you
            register, and optionally a display name and avatar. Passwords are stored only as a
            strong one-way hash; nobody at GameHub can read them.
          </li>
          <li>
            <strong>Security settings:</strong> whether two-factor authentication is switched on,
            and the secret your authenticator app uses to generate codes.
          </li>
          <li>
            <strong>Community content:</strong> forum discussions and replies, comments, community
            feedback and the votes, likes and shares you make.
          </li>
          <li>
            <strong>Newsletter:</strong> the email address (and, if you give it, your name) you
            subscribe with.
          </li>
          <li>
            <strong>Messages to us:</strong> the name, email address, subject and message you send
            through the contact form.
          </li>
        </ul>
        <h3>Information created while you use GameHub</h3>
        <ul>
          <li>
            <strong>Progress data:</strong> your level, points, experience, achievements, daily
            check-in streak and the articles you read or share, which power gamification and the
            leaderboard.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address, browser type and the pages you
            request, recorded in short-lived server logs so we can keep the service secure, stop
            abuse and fix errors.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use-it",
    title: "How we use your information",
    content: (
      <>
        <p>We use personal data only to:</p>
        <ul>
          <li>create and run your account, sign you in and keep you signed in;</li>
          <li>
            send service emails you need, such as password reset links and verification codes;
          </li>
          <li>publish the content you choose to post and show your profile and progress;</li>
          <li>send the newsletter, but only if you subscribed to it;</li>
          <li>answer your messages and feedback;</li>
          <li>protect GameHub and its members against spam, cheating, fraud and attacks;</li>
          <li>understand which features are used so we can improve the site.</li>
        </ul>
        <p>
          We do not sell your personal data, we do not build advertising profiles, and we do not
          make decisions about you based solely on automated processing.
        </p>
      </>
    ),
  },
  {
    id: "legal-bases",
    title: "Legal bases",
    content: (
      <>
        <p>Where data protection law requires a legal basis, we rely on:</p>
        <ul>
          <li>
            <strong>Contract:</strong> to provide the account and community features you signed up
            for;
          </li>
          <li>
            <strong>Consent:</strong> for the newsletter, which you can withdraw at any time;
          </li>
          <li>
            <strong>Legitimate interests:</strong> to keep the site secure, prevent abuse and
            improve our service, always balanced against your rights;
          </li>
          <li>
            <strong>Legal obligation:</strong> where the law requires us to keep or disclose
            information.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "public-information",
    title: "What other members can see",
    content: (
      <p>
        GameHub is a community, so some information is public by design: your username, display name
        and avatar, your forum posts, comments and feedback, your level, featured achievements and
        leaderboard position. Your email address is never shown to other members. Think before you
        share personal details in public posts.
      </p>
    ),
  },
  {
    id: "sharing",
    title: "When we share information",
    content: (
      <>
        <p>We share personal data only in these cases:</p>
        <ul>
          <li>
            <strong>Service providers</strong> who host the site or deliver our emails, bound by
            contract to use the data only on our instructions and to protect it;
          </li>
          <li>
            <strong>Legal reasons,</strong> when we must comply with the law or a valid request from
            an authority, or to protect the rights and safety of our members;
          </li>
          <li>
            <strong>A change of ownership,</strong> if GameHub is merged or sold, in which case this
            policy continues to protect your data.
          </li>
        </ul>
        <p>
          Share buttons on articles send nothing to social networks until you click one; the network
          then opens in a new window under its own privacy policy.
        </p>
      </>
    ),
  },
  {
    id: "cookies-and-storage",
    title: "Cookies and local storage",
    content: (
      <p>
        We set a single session cookie, and only when you sign in. Your theme and appearance choices
        are kept in your browser's local storage and never leave your device. We use no third-party
        advertising cookies. Our <Link to="/cookies">Cookie Policy</Link> has the details.
      </p>
    ),
  },
  {
    id: "retention",
    title: "How long we keep data",
    content: (
      <ul>
        <li>Account and progress data: for as long as your account exists.</li>
        <li>
          After you delete your account: your personal data is erased within 30 days; posts you made
          in public discussions may remain but are no longer linked to you.
        </li>
        <li>Newsletter address: until you unsubscribe.</li>
        <li>Contact messages: up to 12 months after the conversation ends.</li>
        <li>Server logs: up to 30 days, unless needed to investigate an incident.</li>
      </ul>
    ),
  },
  {
    id: "security",
    title: "How we protect your data",
    content: (
      <p>
        Connections to GameHub are encrypted, passwords are hashed with a modern algorithm, sign-in
        attempts are rate-limited and you can add two-factor authentication to your account. Access
        to personal data is limited to the people who need it to run the service. No system is
        perfectly secure, so please use a unique password and tell us through the{" "}
        <Link to="/contact">contact page</Link> if you notice anything suspicious.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    content: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>access the personal data we hold about you and receive a copy of it;</li>
          <li>correct data that is wrong or incomplete;</li>
          <li>
            delete your account and data, which you can do yourself from your account settings;
          </li>
          <li>object to or restrict certain processing;</li>
          <li>withdraw consent, for example by unsubscribing from the newsletter;</li>
          <li>complain to your local data protection authority.</li>
        </ul>
        <p>
          To use any of these rights, reach out through the <Link to="/contact">contact page</Link>.
          We answer within one month.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children",
    content: (
      <p>
        GameHub is not meant for children under 13, and we do not knowingly collect their data. If
        you are under the age of digital consent in your country, ask a parent or guardian before
        creating an account. If you believe a child has given us personal data, contact us and we
        will delete it.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    content: (
      <p>
        We may update this policy as GameHub grows. We will change the "Last updated" date at the
        top of this page and, for significant changes, let members know by email or with a notice on
        the site before the changes take effect.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    content: (
      <p>
        Questions, requests or concerns about your privacy? Send us a message through the{" "}
        <Link to="/contact">contact page</Link> and we will get back to you within 24 hours.
      </p>
    ),
  },
];
