"use client";

import { Download, Volume2 } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { CharCount, Textarea } from "@/components/ui/textarea";
import { SPEECH_ACCOUNT_TEXT_MAX, SPEECH_TEXT_MAX, voices, type Voice } from "@/lib/validation/speech-options";
import { ErrorAlert } from "../ai/error-alert";
import { EmptyPreview, PreviewCard } from "../ai/preview-card";
import { useToolRequest } from "../ai/use-tool-request";
import { GenerateButton } from "../ai/generate-button";
import { ContactAfterResult } from "../contact-after-result";
import { playWhileArriving } from "./stream-audio";

type Engine = "openai" | "espeak-ng";
const aiVoices = voices.map(({ value, label }) => ({ value, label }));
const offlineVoices = voices.map(({ value, offlineLabel }) => ({ value, label: offlineLabel }));
const speeds = [
  { value: "0.75", label: "0,75x (mais devagar)" },
  { value: "1", label: "1x (normal)" },
  { value: "1.25", label: "1,25x" },
  { value: "1.5", label: "1,5x (mais rápido)" },
];

export function VoiceForm({ engine: initialEngine, signedIn }: { engine: Engine; signedIn: boolean }) {
  const id = useId();
  const [voice, setVoice] = useState<Voice>("alloy");
  const [speed, setSpeed] = useState("1");
  const [text, setText] = useState("");
  const { busy, error, submit, region, announcer } = useToolRequest<HTMLDivElement>();
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const [downloadUrl, setDownloadUrl] = useState<string | null>(null);
  const [engine, setEngine] = useState<Engine>(initialEngine);
  const player = useRef<HTMLAudioElement>(null);
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

  function generate(event: FormEvent) {
    event.preventDefault();
    const schema = () =>
      import("@/lib/validation/speech").then((m) => (signedIn ? m.speechAccountSchema : m.speechSchema));
    return submit("/api/speech", schema, { text, voice, speed: Number(speed) }, async (response) => {
      setEngine(response.headers.get("X-Speech-Engine") === "offline" ? "espeak-ng" : "openai");
      setDownloadUrl(null);
      const mp3 = await playWhileArriving(response, (url) => {
        setAudioUrl(url);
        // Long texts arrive piece by piece: the reading starts with the first one.
        requestAnimationFrame(() => void player.current?.play().catch(() => {}));
      });
      const file = URL.createObjectURL(mp3);
      setDownloadUrl(file);
      setAudioUrl((current) => current ?? file);
      return "Áudio pronto";
    });
  }

  const countId = `${id}-count`;
  const hintId = `${id}-hint`;
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
                maxLength={max}
                aria-describedby={signedIn ? countId : `${countId} ${hintId}`}
                placeholder="Digite o texto que será transformado em áudio"
                onChange={(e) => setText(e.target.value)}
              />
              {signedIn ? null : (
                <p id={hintId} className="text-sm text-muted-foreground">
                  <Link href="/login" className="font-medium text-primary underline underline-offset-4">
                    Entre na sua conta
                  </Link>{" "}
                  para transformar textos de até 4.000 caracteres.
                </p>
              )}
            </div>
            <ErrorAlert error={error} />
            <GenerateButton busy={busy} icon={Volume2}>
              Gerar Áudio
            </GenerateButton>
          </form>
        </CardContent>
      </Card>

      <PreviewCard region={region} announcer={announcer}>
        {audioUrl ? (
          <div className="grid gap-4">
            <audio ref={player} controls src={audioUrl} className="w-full" aria-label="Áudio gerado" />
            {downloadUrl ? (
              <Button asChild variant="outline">
                <a href={downloadUrl} download="audio.mp3">
                  <Download aria-hidden="true" /> Baixar MP3
                </a>
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">Recebendo o restante do áudio…</p>
            )}
            {downloadUrl ? <ContactAfterResult topic="ia" /> : null}
          </div>
        ) : (
          <EmptyPreview icon={Volume2}>Seu áudio aparecerá aqui</EmptyPreview>
        )}
      </PreviewCard>
    </div>
  );
}
