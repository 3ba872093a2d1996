/**
 * Plays an MP3 answer while it arrives (Media Source Extensions), and resolves with the whole file for the
 * download. Browsers without MSE for audio/mpeg get the file once it is complete.
 */
export async function playWhileArriving(
  body: ReadableStream<Uint8Array>,
  lengthKnown: boolean,
  play: (url: string) => void,
): Promise<Blob> {
  const reader = body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const streaming = typeof MediaSource !== "undefined" && MediaSource.isTypeSupported("audio/mpeg") && !lengthKnown;
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

const AUDIO_START = '{"audio":"';

/**
 * The answer {"audio": "<base64 MP3>", "captions": "..."} read as it arrives: the MP3's bytes as a stream (so it
 * plays before the last piece is read) and the subtitles, which come last.
 */
export function captionedAnswer(response: Response): { audio: ReadableStream<Uint8Array>; captions: Promise<string> } {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  let inAudio = true;
  let tail = "";
  let resolveCaptions: (captions: string) => void;
  let rejectCaptions: (error: unknown) => void;
  const captions = new Promise<string>((resolve, reject) => {
    resolveCaptions = resolve;
    rejectCaptions = reject;
  });
  captions.catch(() => {});
  const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const audio = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            resolveCaptions(JSON.parse(`{${tail.replace(/^,/, "")}`).captions);
            return controller.close();
          }
          if (!inAudio) {
            tail += value;
            continue;
          }
          text += value;
          if (text.length < AUDIO_START.length) continue;
          let body = text.startsWith(AUDIO_START) ? text.slice(AUDIO_START.length) : text;
          const end = body.indexOf('"');
          if (end >= 0) {
            tail = body.slice(end + 1);
            body = body.slice(0, end);
            inAudio = false;
          }
          const whole = inAudio ? body.length - (body.length % 4) : body.length;
          text = AUDIO_START + body.slice(whole);
          if (whole) return controller.enqueue(bytesOf(body.slice(0, whole)));
        }
      } catch (error) {
        rejectCaptions(error);
        controller.error(error);
      }
    },
  });
  return { audio, captions };
}
