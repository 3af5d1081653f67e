// Self-hosted fonts (nothing is hot-linked, so the site looks finished offline), Latin only,
// all with `font-display: swap`, declared in ./fonts.css: Inter, a variable font for body text,
// and Rajdhani, the display face of headings, navigation and buttons.
// The files the first view needs are preloaded from the page's head: see ./font-preloads.ts.
import "./fonts.css";
