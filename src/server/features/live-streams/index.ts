/** What other features use of live-streams: they import it from here, never from its files. */

export { findGameStreams } from "./live-streams.repo";
export { liveStreamsSearchSource } from "./live-streams-search-source";
