/** What other parts of the server use of feedback: they import it from here, never from its files. */
export { feedbackSearchSource } from "./feedback-search-source";
