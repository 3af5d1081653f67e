/** What other features use of streamer-applications: they import it from here, never from its files. */
export {
  findApplicationById,
  findWatchedChannels,
  savePlatformChannelId,
} from "./streamer-applications.repo";
