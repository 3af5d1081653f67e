import { THEME_STORAGE_KEY } from "../../../shared/themes";
import { Link } from "../../lib/router";
import type { LegalSection } from "./legal-section";

export const COOKIES_SUMMARY = (
  <p>
    GameHub keeps cookies to a minimum. We set one session cookie, and only when you sign in. Your
    theme and appearance choices stay in your own browser's local storage. There are no third-party
    advertising cookies and no cross-site tracking.
  </p>
);

interface StorageItem {
  name: string;
  kind: string;
  purpose: string;
  lifetime: string;
}

const STORAGE_ITEMS: readonly StorageItem[] = [
  {
    name: "Session cookie",
    kind: "Cookie, first-party, strictly necessary",
    purpose:
      "Keeps you signed in and protects your account. Set only when you sign in; it holds a random token, not your password.",
    lifetime:
      "Until you log out or close the browser, or longer if you tick “Remember me” when signing in.",
  },
  {
    name: THEME_STORAGE_KEY,
    kind: "Local storage",
    purpose:
      "Remembers the site theme you picked (Battle Royale, Fantasy RPG, Sci-Fi or Industrial).",
    lifetime: "Until you clear your browser's site data.",
  },
  {
    name: "Appearance settings",
    kind: "Local storage",
    purpose:
      "Remembers font size, font family, animation speed, contrast, reduced motion and dark mode.",
    lifetime: "Until you reset them or clear your browser's site data.",
  },
];

function StorageTable() {
  return (
    // Below 640 px each row becomes a stacked block, so the table never needs sideways scrolling.
    <div className="mt-4 overflow-hidden rounded-xl border border-border">
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">Cookies and browser storage used by GameHub</caption>
        <thead className="bg-black/30 text-muted-foreground text-xs uppercase tracking-wider max-sm:sr-only">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Purpose
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              How long
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border max-sm:block">
          {STORAGE_ITEMS.map((item) => (
            <tr key={item.name} className="align-top max-sm:block max-sm:space-y-2 max-sm:p-4">
              <th scope="row" className="px-4 py-3 font-normal max-sm:block max-sm:p-0">
                <span className="block whitespace-nowrap font-mono font-semibold text-foreground">
                  {item.name}
                </span>
                <span className="block text-muted-foreground text-xs">{item.kind}</span>
              </th>
              <td className="px-4 py-3 max-sm:block max-sm:p-0">{item.purpose}</td>
              <td className="px-4 py-3 text-muted-foreground max-sm:block max-sm:p-0 max-sm:before:font-semibold max-sm:before:text-foreground/80 max-sm:before:content-['How_long:_']">
                {item.lifetime}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const COOKIES_SECTIONS: readonly LegalSection[] = [
  {
    id: "what-are-cookies",
    title: "What cookies and local storage are",
    content: (
      <>
        <p>
          Cookies are small text files a website asks your browser to keep and send back on later
          visits. Local storage is a similar space in your browser where a site can keep settings;
          unlike cookies, it is never sent to the server automatically.
        </p>
        <p>
          This policy explains how GameHub uses both. It works together with our{" "}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: "what-we-use",
    title: "What we use",
    content: (
      <>
        <p>This is the complete list of what GameHub stores in your browser:</p>
        <StorageTable />
      </>
    ),
  },
  {
    id: "session-cookie",
    title: "The session cookie",
    content: (
      <>
        <p>
          When you sign in, we set one first-party cookie so that you stay signed in as you move
          between pages. It is strictly necessary for accounts to work, so it does not need your
          consent, and it is never set for visitors who only read the site.
        </p>
        <ul>
          <li>It contains a random token; your password and personal details are not in it.</li>
          <li>Scripts running on the page cannot read it.</li>
          <li>Logging out ends the session on our side and removes the cookie.</li>
        </ul>
      </>
    ),
  },
  {
    id: "local-storage",
    title: "Theme and appearance choices",
    content: (
      <p>
        The theme you choose and your appearance settings, such as font size, contrast and reduced
        motion, are kept in your browser's local storage so the site looks the way you like on your
        next visit. They stay on your device and are not used to identify or track you.
      </p>
    ),
  },
  {
    id: "what-we-dont-use",
    title: "What we do not use",
    content: (
      <ul>
        <li>No third-party advertising cookies.</li>
        <li>No cross-site tracking, fingerprinting or selling of browsing data.</li>
        <li>No social-network tracking pixels: share buttons do nothing until you click them.</li>
      </ul>
    ),
  },
  {
    id: "third-party-content",
    title: "Third-party content",
    content: (
      <p>
        Some features open or embed services run by others, such as the external archive player in
        the Retro Arcade, live streams and the social networks behind our share buttons. When you
        start one of them, that service may set its own cookies under its own cookie policy, which
        we do not control.
      </p>
    ),
  },
  {
    id: "managing-cookies",
    title: "Managing cookies",
    content: (
      <>
        <p>
          You can view, block or delete cookies and site data in your browser's settings at any
          time. Keep in mind:
        </p>
        <ul>
          <li>If you block the session cookie, you can still read GameHub but cannot sign in.</li>
          <li>
            If you clear local storage, your theme returns to Battle Royale and your appearance
            settings return to their defaults.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    content: (
      <p>
        If we start using a new cookie or storage item, we will update this page and its "Last
        updated" date first. We will ask for your consent before using anything that is not strictly
        necessary.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    content: (
      <p>
        Questions about cookies or your data? Reach us through the{" "}
        <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];
