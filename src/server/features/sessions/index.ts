/** What other features use of sessions: they import it from here, never from its files. */
export {
  deleteSession,
  deleteUserSessions,
  endSessionsForSuspension,
  findLiveSession,
  findSuspendedSession,
  forgetSuspendedSessions,
  markCaptchaVerified,
} from "./sessions.repo";
export {
  type ClientInfo,
  isSecureSite,
  type StartedSession,
  startSession,
} from "./sessions.service";
