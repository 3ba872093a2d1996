"use client";

import { Download, Volume2 } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { CharCount, Textarea } from "@/components/ui/textarea";
import {
  SPEECH_ACCOUNT_TEXT_MAX,
  SPEECH_TEXT_MAX,
  speechMessages,
  voices,
  type Voice,
} from "@/lib/validation/speech-options";
import { ErrorAlert, toolError, type ToolError } from "../ai/error-alert";
import { EmptyPreview, PreviewCard } from "../ai/preview-card";
import { ShownFailure, useToolRequest } from "../ai/use-tool-request";
import { GenerateButton } from "../ai/generate-button";
import { ContactAfterResult } from "../contact-after-result";
import { useSessionEmail } from "@/components/auth/session-store";
import { aiVoiceFeature } from "@/lib/content/features";
import { srtToVtt } from "@/lib/speech/captions";
import type { DictionaryEntry } from "@/lib/speech/dictionary-schema";
import { speechFileBase } from "@/lib/speech/file-name";
import { parseScript, SCRIPT_TURNS_MAX, scriptText } from "@/lib/speech/script";
import { useToolOff } from "../use-tool-off";
import { PronunciationDictionary } from "./pronunciation-dictionary";
import { captionedAnswer, playWhileArriving } from "./stream-audio";
import { cancelSpeechJob, followSpeechJob, isActive, latestSpeechJob, type SpeechJobView } from "./speech-job";

type Engine = "openai" | "espeak-ng";
const aiVoices = voices.map(({ value, label }) => ({ value, label }));
const offlineVoices = voices.map(({ value, offlineLabel }) => ({ value, label: offlineLabel }));
const speeds = [
  { value: "0.75", label: "0,75x (mais devagar)" },
  { value: "1", label: "1x (normal)" },
  { value: "1.25", label: "1,25x" },
  { value: "1.5", label: "1,5x (mais rápido)" },
];

/** The downloads' name: the text's first words, without a script's voice names. */
function baseName(text: string, voice: Voice): string {
  let shown = text;
  try {
    shown = scriptText(parseScript(text, voice).lines);
  } catch {}
  return speechFileBase(shown);
}

/** An account's long text or script is read as a job on the server: the page follows it, and finds it after a reload. */
function readsAsJob(text: string, voice: Voice, signedIn: boolean): boolean {
  if (!signedIn) return false;
  if (text.length > SPEECH_TEXT_MAX) return true;
  try {
    return parseScript(text, voice).isScript;
  } catch {
    return true;
  }
}

/**
 * `rendered`: what the page was built unable to run (lib/tools/availability.ts); the voice follows the
 * server's answer (use-tool-off.ts), then the engine that read the last text.
 */
export function VoiceForm({ rendered }: { rendered: readonly string[] }) {
  const id = useId();
  const signedIn = useSessionEmail() !== null;
  const serverEngine: Engine = useToolOff(rendered)(aiVoiceFeature) ? "espeak-ng" : "openai";
  const [voice, setVoice] = useState<Voice>("alloy");
  const [speed, setSpeed] = useState("1");
  const [text, setText] = useState("");
  const { busy, error, submit, region, announcer } = useToolRequest<HTMLDivElement>();
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const [downloadUrl, setDownloadUrl] = useState<string | null>(null);
  const [captions, setCaptions] = useState<{ srt: string; vtt: string } | null>(null);
  const [fileBase, setFileBase] = useState("audio");
  const [dictionary, setDictionary] = useState<DictionaryEntry[]>([]);
  const [answered, setAnswered] = useState<Engine | null>(null);
  const engine = answered ?? serverEngine;
  const player = useRef<HTMLAudioElement>(null);
  /** The job being followed (progress and "Cancelar"), and the watch that follows it. */
  const [job, setJob] = useState<SpeechJobView | null>(null);
  const [jobError, setJobError] = useState<ToolError | null>(null);
  const watch = useRef<AbortController | null>(null);
  const max = signedIn ? SPEECH_ACCOUNT_TEXT_MAX : SPEECH_TEXT_MAX;

  useEffect(
    () => () => {
      if (audioUrl) URL.revokeObjectURL(audioUrl);
    },
    [audioUrl],
  );
  useEffect(
    () => () => {
      if (downloadUrl && downloadUrl !== audioUrl) URL.revokeObjectURL(downloadUrl);
    },
    [downloadUrl, audioUrl],
  );
  useEffect(
    () => () => {
      if (captions) for (const url of Object.values(captions)) URL.revokeObjectURL(url);
    },
    [captions],
  );

  /** A finished job's audio, played and downloaded from the server, and its subtitles. */
  const showFinished = useCallback((view: SpeechJobView) => {
    if (!view.download) return;
    setAnswered(view.engine === "offline" ? "espeak-ng" : "openai");
    setFileBase(view.fileName?.replace(/\.mp3$/, "") || "audio");
    setAudioUrl(view.download);
    setDownloadUrl(view.download);
    setCaptions(
      view.captions
        ? {
            srt: URL.createObjectURL(new Blob([view.captions.srt], { type: "application/x-subrip" })),
            vtt: URL.createObjectURL(new Blob([view.captions.vtt], { type: "text/vtt" })),
          }
        : null,
    );
  }, []);

  const follow = useCallback(async (id: string) => {
    watch.current?.abort();
    const controller = new AbortController();
    watch.current = controller;
    try {
      return await followSpeechJob(id, setJob, controller.signal);
    } finally {
      if (watch.current === controller) setJob(null);
    }
  }, []);

  // A reload or a tab opened again: the account's latest job is still on the server (kept 24 hours).
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void latestSpeechJob().then(async (view) => {
      if (!live || !view) return;
      if (view.status === "done") return showFinished(view);
      if (!isActive(view)) return;
      try {
        const end = await follow(view.id);
        if (end.status === "done") showFinished(end);
        else if (end.message) setJobError(toolError(end.message));
      } catch {}
    });
    return () => {
      live = false;
      watch.current?.abort();
    };
  }, [signedIn, follow, showFinished]);

  function generate(event: FormEvent) {
    event.preventDefault();
    const schema = () =>
      import("@/lib/validation/speech").then((m) => (signedIn ? m.speechAccountSchema : m.speechSchema));
    // An anonymous visitor's dictionary goes with the text; an account's is on the server.
    const sent = { text, voice, speed: Number(speed), captions: "srt", ...(dictionary.length ? { dictionary } : {}) };
    setJobError(null);
    const asJob = readsAsJob(text, voice, signedIn);
    const answered = async (response: Response) => {
      if (response.status === 202) {
        const { id } = (await response.json()) as { id: string };
        setDownloadUrl(null);
        setCaptions(null);
        setAudioUrl(null);
        const view = await follow(id);
        if (view.status !== "done") throw new ShownFailure(view.message ?? "Não foi possível gerar o áudio.");
        showFinished(view);
        requestAnimationFrame(() => void player.current?.play().catch(() => {}));
        return "Áudio pronto";
      }
      setAnswered(response.headers.get("X-Speech-Engine") === "offline" ? "espeak-ng" : "openai");
      setDownloadUrl(null);
      setCaptions(null);
      setAudioUrl(null);
      setFileBase(baseName(text, voice));
      const answer = captionedAnswer(response);
      const mp3 = await playWhileArriving(answer.audio, Boolean(response.headers.get("content-length")), (url) => {
        setAudioUrl(url);
        // Long texts arrive piece by piece: the reading starts with the first one.
        requestAnimationFrame(() => void player.current?.play().catch(() => {}));
      });
      const srt = await answer.captions;
      const file = URL.createObjectURL(mp3);
      setDownloadUrl(file);
      setCaptions({
        srt: URL.createObjectURL(new Blob([srt], { type: "application/x-subrip" })),
        vtt: URL.createObjectURL(new Blob([srtToVtt(srt)], { type: "text/vtt" })),
      });
      setAudioUrl((current) => current ?? file);
      return "Áudio pronto";
    };
    return submit("/api/speech", schema, sent, answered, asJob ? { Prefer: "respond-async" } : undefined);
  }

  const countId = `${id}-count`;
  const hintId = `${id}-hint`;
  const overId = `${id}-over`;
  const over = text.length > max;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Texto para Áudio</CardTitle>
        </CardHeader>
        <CardContent>
          <form className="grid gap-5" onSubmit={generate} noValidate>
            {engine === "espeak-ng" ? (
              <Alert>
                <AlertTitle>Voz sintética offline em uso</AlertTitle>
                <AlertDescription>
                  <p>
                    Este servidor está sem um serviço de voz por IA, então o áudio é gerado por uma voz sintética
                    offline (eSpeak NG, português do Brasil). Ela soa mais robótica que as vozes de IA.
                  </p>
                </AlertDescription>
              </Alert>
            ) : null}
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor={`${id}-voice`}>Voz</Label>
                <Select
                  id={`${id}-voice`}
                  name="voice"
                  options={engine === "espeak-ng" ? offlineVoices : aiVoices}
                  value={voice}
                  onChange={(e) => setVoice(e.target.value as Voice)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-speed`}>Velocidade</Label>
                <Select
                  id={`${id}-speed`}
                  name="speed"
                  options={speeds}
                  value={speed}
                  onChange={(e) => setSpeed(e.target.value)}
                />
              </div>
            </div>
            <div className="grid gap-2">
              <div className="flex items-center justify-between gap-2">
                <Label htmlFor={`${id}-text`}>Texto</Label>
                <CharCount id={countId} value={text.length} max={max} />
              </div>
              <Textarea
                id={`${id}-text`}
                name="text"
                rows={signedIn ? 10 : 5}
                value={text}
                aria-invalid={over || undefined}
                aria-describedby={[countId, over ? overId : "", signedIn ? "" : hintId].filter(Boolean).join(" ")}
                placeholder="Digite o texto que será transformado em áudio"
                onChange={(e) => setText(e.target.value)}
              />
              {over ? (
                // Nothing is cut: the visitor sees the whole text and what to do.
                <p id={overId} className="text-sm font-medium text-destructive">
                  {signedIn ? speechMessages.tooLongForAccount : speechMessages.tooLong}. Encurte o texto para gerar o
                  áudio.
                </p>
              ) : null}
              {signedIn ? (
                <p className="text-sm text-muted-foreground">
                  Várias vozes: comece a linha com o nome da voz e dois-pontos, como <code>nova: Olá!</code> e{" "}
                  <code>onyx: Tudo bem?</code>. Até {SCRIPT_TURNS_MAX} falas por roteiro: linhas seguidas da mesma voz
                  contam como uma fala.
                </p>
              ) : null}
              {signedIn ? null : (
                <p id={hintId} className="text-sm text-muted-foreground">
                  <Link href="/login" className="font-medium text-primary underline underline-offset-4">
                    Entre na sua conta
                  </Link>{" "}
                  para transformar textos de até 4.000 caracteres.
                </p>
              )}
            </div>
            <ErrorAlert error={error ?? jobError} />
            <GenerateButton busy={busy || Boolean(job)} icon={Volume2}>
              Gerar Áudio
            </GenerateButton>
          </form>
        </CardContent>
      </Card>

      <PreviewCard region={region} announcer={announcer}>
        {job ? (
          <div className="grid gap-4">
            <p className="text-sm text-muted-foreground" role="status">
              {job.message}
            </p>
            {job.total ? (
              <progress className="w-full" max={job.total} value={job.done} aria-label="Andamento do áudio" />
            ) : null}
            <div>
              <Button type="button" variant="outline" onClick={() => void cancelSpeechJob(job.id)}>
                Cancelar
              </Button>
            </div>
          </div>
        ) : audioUrl ? (
          <div className="grid gap-4">
            <audio ref={player} controls src={audioUrl} className="w-full" aria-label="Áudio gerado" />
            {downloadUrl ? (
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline">
                  <a href={downloadUrl} download={`${fileBase}.mp3`}>
                    <Download aria-hidden="true" /> Baixar MP3
                  </a>
                </Button>
                {captions ? (
                  <>
                    <Button asChild variant="outline">
                      <a href={captions.srt} download={`${fileBase}.srt`}>
                        <Download aria-hidden="true" /> Baixar legendas (.srt)
                      </a>
                    </Button>
                    <Button asChild variant="outline">
                      <a href={captions.vtt} download={`${fileBase}.vtt`}>
                        <Download aria-hidden="true" /> Baixar legendas (.vtt)
                      </a>
                    </Button>
                  </>
                ) : null}
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">Recebendo o restante do áudio…</p>
            )}
            {downloadUrl ? <ContactAfterResult topic="ia" /> : null}
          </div>
        ) : (
          <EmptyPreview icon={Volume2}>Seu áudio aparecerá aqui</EmptyPreview>
        )}
      </PreviewCard>
      <PronunciationDictionary signedIn={signedIn} onChange={setDictionary} />
    </div>
  );
}
