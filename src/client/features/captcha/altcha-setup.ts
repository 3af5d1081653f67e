/**
 * Loads the ALTCHA widget (it registers `<altcha-widget>`) in its CSP-friendly build: the
 * "external" bundle ships no inline workers (no blob: URLs) and no injected styles, so the
 * proof-of-work workers are separate same-origin files (Vite `?worker`) and the styles a CSS file.
 * Imported lazily by `Captcha`, so only pages that show a captcha download it.
 */
import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import ShaWorker from "altcha/workers/sha?worker";

const PBKDF2_ALGORITHMS = ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"];
const SHA_ALGORITHMS = ["SHA-256", "SHA-384", "SHA-512"];

for (const algorithm of PBKDF2_ALGORITHMS) {
  $altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of SHA_ALGORITHMS) {
  $altcha.algorithms.set(algorithm, () => new ShaWorker());
}
