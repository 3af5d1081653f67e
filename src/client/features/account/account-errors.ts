import { ApiError } from "../../lib/api";

/** The server's `{ error }` text of a failed call, or `fallback`. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

export function isStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
