import { type RetroGame, retroGameReplySchema } from "../../../../shared/retro-games";
import { BUNDLE_MAX_BYTES } from "../../../../shared/retro-games-limits";
import { ApiError, parseReply } from "../../../lib/api";
import { retroGamesEndpoints } from "./retro-games-endpoints";

/** What the file picker offers: the extensions the server takes. */
export const BUNDLE_ACCEPT = ".jsdos,.zip";

const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;

/** "2.1 KB", "3.4 MB": a file's size for the admin. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return megabytes(bytes);
}

/** The size limit as the server words it. */
export const BUNDLE_LIMIT_TEXT = `${BUNDLE_MAX_BYTES / 1024 / 1024} MB`;

/**
 * What the server would refuse about the file before its contents are read (its name and
 * size), in the server's words, so a 25 MB file is not sent only to be turned away. The
 * contents (a zip with .jsdos/dosbox.conf) are checked by the server.
 */
export function bundleFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(jsdos|zip)$/i.test(file.name)) {
    return "The bundle must be a .jsdos file (a zip with .jsdos/dosbox.conf)";
  }
  if (file.size > BUNDLE_MAX_BYTES) {
    return `The bundle must be ${BUNDLE_LIMIT_TEXT} or smaller (this file is ${megabytes(file.size)})`;
  }
  if (file.size === 0) return "The bundle is empty: choose the .jsdos file again";
  return null;
}

/** The reason an upload failed: the server's own message when it sent one. */
export function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage ?? `The bundle was not uploaded (${error.message}).`;
  }
  return error instanceof Error && error.message
    ? error.message
    : "The bundle was not uploaded. Please try again.";
}

/**
 * POST /api/retro-games/:id/bundle as multipart form data, through XMLHttpRequest because
 * fetch cannot report how much of the body has been sent. A refusal becomes an ApiError with
 * the server's reply, like every other request; the reply is checked with the shared schema.
 */
export function uploadRetroBundle(input: {
  id: number;
  file: File;
  onProgress: (fraction: number) => void;
}): Promise<RetroGame> {
  const url = retroGamesEndpoints.bundle(input.id);
  const body = new FormData();
  body.append("bundle", input.file, input.file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.responseText, request.statusText));
        return;
      }
      try {
        const reply: unknown = JSON.parse(request.responseText);
        resolve(parseReply(url, retroGameReplySchema, reply).game);
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () =>
      reject(new Error("The connection was lost during the upload. Please try again."));
    request.send(body);
  });
}
