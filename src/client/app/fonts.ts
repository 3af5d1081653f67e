// Self-hosted fonts (nothing is hot-linked, so the site looks finished offline), Latin only,
// all with `font-display: swap`. Inter is a variable font for body text (./fonts.css); Rajdhani
// is the display face, in the two weights the headings, navigation and buttons use (600, 700).
// The files the first view needs are preloaded from the page's head: see ./font-preloads.ts.
import "./fonts.css";
import "@fontsource/rajdhani/latin-600.css";
import "@fontsource/rajdhani/latin-700.css";
