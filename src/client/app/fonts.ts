// Self-hosted fonts (GUIDE "Browser tests and images": nothing is hot-linked). Inter is a
// variable font for body text; Rajdhani is the display face, in the weights the headings use.
import "@fontsource-variable/inter/wght.css";
import "@fontsource/rajdhani/latin-500.css";
import "@fontsource/rajdhani/latin-600.css";
import "@fontsource/rajdhani/latin-700.css";
