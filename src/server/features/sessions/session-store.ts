import type { SessionStore } from "../../plugins/session";
import { findLiveSession, findSuspendedSession, touchSession } from "./sessions.repo";

/** What the session plugin reads a request's session with (handed to it in buildApp). */
export const sessionStore: SessionStore = { findLiveSession, findSuspendedSession, touchSession };
