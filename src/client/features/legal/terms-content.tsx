import { Link } from "../../lib/router";
import { MATERIAL_CHANGE_NOTICE_DAYS } from "./legal-constants";
import type { LegalSection } from "./legal-section";

export const TERMS_SUMMARY = (
  <p>
    These terms are the rules for using GameHub: reading the news, joining the community, posting in
    the forum and taking part in gamification. Please read them; by using GameHub you agree to them.
    In short: be respectful, post only what you have the right to share, keep your account safe, and
    remember that points and achievements are just for fun.
  </p>
);

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: "acceptance",
    title: "Accepting these terms",
    content: (
      <p>
        By visiting GameHub or creating an account you agree to these Terms of Service, our{" "}
        <Link to="/privacy">Privacy Policy</Link> and our <Link to="/cookies">Cookie Policy</Link>.
        If you do not agree, please do not use the site.
      </p>
    ),
  },
  {
    id: "eligibility",
    title: "Who can use GameHub",
    content: (
      <p>
        You must be at least 13 years old to create an account. If you are under the age of majority
        where you live, you need permission from a parent or guardian, who also accepts these terms
        on your behalf.
      </p>
    ),
  },
  {
    id: "your-account",
    title: "Your account",
    content: (
      <ul>
        <li>Give accurate information when you register and keep your email address up to date.</li>
        <li>
          Keep your password secret and use a unique one. We strongly recommend turning on
          two-factor authentication.
        </li>
        <li>
          You are responsible for what happens under your account. Tell us straight away through the{" "}
          <Link to="/contact">contact page</Link> if you think someone else has access to it.
        </li>
        <li>
          One account per person. Accounts are personal and may not be sold, traded or shared.
        </li>
        <li>
          Usernames must not impersonate other people, brands or GameHub staff, and must not be
          offensive.
        </li>
      </ul>
    ),
  },
  {
    id: "community-rules",
    title: "Community rules",
    content: (
      <>
        <p>GameHub should be a fun place for everyone. When you use it, you must not:</p>
        <ul>
          <li>harass, threaten, bully or discriminate against anyone;</li>
          <li>post hate speech, sexually explicit material or graphic violence;</li>
          <li>share other people's personal information without their permission;</li>
          <li>post links to pirated games, cracks, cheats or exploits that harm other players;</li>
          <li>spam, advertise without permission or manipulate votes, likes and rankings;</li>
          <li>upload malware or try to break, overload or get around the site's security;</li>
          <li>scrape the site or collect other members' data;</li>
          <li>break any law or encourage others to do so.</li>
        </ul>
        <p>
          Friendly trash talk about a match is fine. Attacking the person behind the gamertag is
          not.
        </p>
      </>
    ),
  },
  {
    id: "your-content",
    title: "Content you post",
    content: (
      <>
        <p>
          You keep ownership of the discussions, comments, feedback and other content you post. By
          posting, you give GameHub a worldwide, non-exclusive, royalty-free licence to host,
          display, reproduce and share that content on GameHub and its channels, for as long as it
          stays on the service.
        </p>
        <p>
          You are responsible for your content and confirm you have the right to post it. We may
          remove content or limit its visibility when it breaks these terms or the law, but we do
          not review everything before it is published.
        </p>
      </>
    ),
  },
  {
    id: "our-content",
    title: "Our content and trademarks",
    content: (
      <p>
        The GameHub name, logo, design, articles and guides belong to GameHub or its licensors and
        may not be copied or reused without permission, beyond sharing links and short quotes with
        attribution. Game titles, artwork and trademarks mentioned on the site belong to their
        respective owners; GameHub is not affiliated with or endorsed by them unless we say so.
      </p>
    ),
  },
  {
    id: "third-party-services",
    title: "Third-party links and embedded games",
    content: (
      <p>
        GameHub links to official game sites, stores, streams and social networks, and the Retro
        Arcade plays classic games through an embedded player from an external archive. These
        services are run by others under their own terms and privacy policies, and we are not
        responsible for their content or availability.
      </p>
    ),
  },
  {
    id: "gamification",
    title: "Points, levels and achievements",
    content: (
      <p>
        Points, experience, levels, achievements and leaderboard ranks are a way to celebrate taking
        part in the community. They have no monetary value, cannot be sold, exchanged or
        transferred, and we may adjust, reset or remove them, for example to fix errors or undo
        progress gained by cheating or abuse.
      </p>
    ),
  },
  {
    id: "newsletter",
    title: "Newsletter",
    content: (
      <p>
        If you subscribe to the newsletter we will send you gaming news and community updates from
        time to time. Every issue contains a way to unsubscribe, and you can also ask us to remove
        you through the <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
  {
    id: "suspension-and-termination",
    title: "Suspension and closing your account",
    content: (
      <>
        <p>
          You can delete your account at any time from your account settings. We may warn, suspend
          or close accounts that break these terms, put other members at risk or expose GameHub to
          legal liability. Where reasonable, we will tell you why and give you a chance to respond.
        </p>
        <p>
          Sections that by their nature should survive, such as the licence for content already
          shared and the limits on liability, remain in force after an account is closed.
        </p>
      </>
    ),
  },
  {
    id: "disclaimers",
    title: "Disclaimers",
    content: (
      <p>
        We work hard to keep news, guides and game information accurate and the site available, but
        GameHub is provided "as is" and "as available". We do not promise that it will be
        uninterrupted or error-free, or that information from third-party sources is complete or up
        to date. Release dates, prices and player numbers can change without notice.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Limitation of liability",
    content: (
      <p>
        To the extent the law allows, GameHub is not liable for indirect or consequential losses,
        lost data or lost profits arising from your use of the site, or for content posted by other
        members or third parties. Nothing in these terms limits liability that cannot be limited by
        law, or your statutory rights as a consumer.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    content: (
      <>
        <p>
          We may update these terms as GameHub evolves. For material changes we will give you at
          least <strong>{MATERIAL_CHANGE_NOTICE_DAYS} days' notice before they take effect</strong>,
          by email to the address on your account and with a notice on the site. Minor changes, such
          as clearer wording or fixed typos, take effect when they are published, and the "Last
          updated" date at the top of this page always shows the current version.
        </p>
        <p>
          If you keep using GameHub after the changes take effect, you accept the new terms. If you
          do not agree with them, you can delete your account before that date.
        </p>
      </>
    ),
  },
  {
    id: "governing-law",
    title: "Governing law",
    content: (
      <p>
        These terms are governed by the laws of the place where GameHub is operated. If you live
        elsewhere as a consumer, you also keep the protection of the mandatory laws of your country.
        If any part of these terms is found unenforceable, the rest remains in effect.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    content: (
      <p>
        Questions about these terms, or want to report content that breaks them? Send us a message
        through the <Link to="/contact">contact page</Link> and we will get back to you within 24
        hours.
      </p>
    ),
  },
];
