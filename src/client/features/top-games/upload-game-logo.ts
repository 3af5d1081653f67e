/**
 * POST /api/upload/game-logo as multipart form data. A refusal
 * becomes an Error with the server's message, or 'Upload failed: {status text}' when the
 * server sent none.
 */
export async function uploadGameLogo(input: {
  file: File;
  gameName: string;
  gameId: number;
}): Promise<{ path: string }> {
  const body = new FormData();
  body.append("gameName", input.gameName);
  body.append("gameId", String(input.gameId));
  body.append("gameLogo", input.file);
  const response = await fetch("/api/upload/game-logo", {
    method: "POST",
    body,
    credentials: "include",
  });
  if (!response.ok) {
    const reply = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new Error(
      typeof reply?.error === "string" ? reply.error : `Upload failed: ${response.statusText}`,
    );
  }
  return (await response.json()) as { path: string };
}
