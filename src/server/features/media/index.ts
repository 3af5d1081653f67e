/** What other features use of media: they import it from here, never from its files. */
export { localizeContentImages, localizeImage } from "./media.service";
