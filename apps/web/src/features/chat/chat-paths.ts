/** A chat page with a room open (`/chat?room=…`, `/seller-panel/chat?room=…`). */
export function roomHref(basePath: string, roomId: string): string {
  return `${basePath}?${new URLSearchParams({ room: roomId })}`;
}
