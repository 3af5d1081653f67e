// Self-hosted fonts (nothing is hot-linked, so the site looks finished offline). Inter is a
// variable font for body text; Rajdhani is the display face, in the weights the headings use.
import "@fontsource-variable/inter/wght.css";
import "@fontsource/rajdhani/latin-500.css";
import "@fontsource/rajdhani/latin-600.css";
import "@fontsource/rajdhani/latin-700.css";
