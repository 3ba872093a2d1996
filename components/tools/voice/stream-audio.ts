/**
 * Plays an MP3 answer while it arrives (Media Source Extensions), and resolves with the whole file for the
 * download. Browsers without MSE for audio/mpeg get the file once it is complete.
 */
export async function playWhileArriving(response: Response, play: (url: string) => void): Promise<Blob> {
  const reader = response.body?.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  if (!reader) return response.blob();
  const streaming =
    typeof MediaSource !== "undefined" &&
    MediaSource.isTypeSupported("audio/mpeg") &&
    !response.headers.get("content-length");
  if (!streaming) {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parts.push(value as Uint8Array<ArrayBuffer>);
    }
    return new Blob(parts, { type: "audio/mpeg" });
  }

  const source = new MediaSource();
  const opened = new Promise((resolve) => source.addEventListener("sourceopen", resolve, { once: true }));
  play(URL.createObjectURL(source));
  await opened;
  const buffer = source.addSourceBuffer("audio/mpeg");
  // The pieces are separate MP3s one after another: their timestamps follow each other.
  buffer.mode = "sequence";
  const appended = () => new Promise((resolve) => buffer.addEventListener("updateend", resolve, { once: true }));
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parts.push(value as Uint8Array<ArrayBuffer>);
    buffer.appendBuffer(value as Uint8Array<ArrayBuffer>);
    await appended();
  }
  if (source.readyState === "open") source.endOfStream();
  return new Blob(parts, { type: "audio/mpeg" });
}
