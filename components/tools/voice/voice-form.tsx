"use client";

import { Download, Volume2 } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { CharCount, Textarea } from "@/components/ui/textarea";
import { SPEECH_TEXT_MAX, speechSchema, voices, type Voice } from "@/lib/validation/speech";
import { ErrorAlert } from "../ai/error-alert";
import { EmptyPreview, PreviewCard } from "../ai/preview-card";
import { useToolRequest } from "../ai/use-tool-request";
import { GenerateButton } from "../ai/generate-button";

type Engine = "openai" | "espeak-ng";
const aiVoices = voices.map(({ value, label }) => ({ value, label }));
const offlineVoices = voices.map(({ value, offlineLabel }) => ({ value, label: offlineLabel }));

export function VoiceForm({ engine: initialEngine }: { engine: Engine }) {
  const id = useId();
  const [voice, setVoice] = useState<Voice>("alloy");
  const [text, setText] = useState("");
  const { busy, error, submit, region, announcer } = useToolRequest<HTMLDivElement>();
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const [engine, setEngine] = useState<Engine>(initialEngine);

  useEffect(
    () => () => {
      if (audioUrl) URL.revokeObjectURL(audioUrl);
    },
    [audioUrl],
  );

  function generate(event: FormEvent) {
    event.preventDefault();
    return submit("/api/speech", speechSchema, { text, voice }, async (response) => {
      const blob = await response.blob();
      setEngine(response.headers.get("X-Speech-Engine") === "offline" ? "espeak-ng" : "openai");
      setAudioUrl(URL.createObjectURL(new Blob([blob], { type: "audio/mpeg" })));
      return "Áudio pronto";
    });
  }

  const countId = `${id}-count`;
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
              <div className="flex items-center justify-between gap-2">
                <Label htmlFor={`${id}-text`}>Texto</Label>
                <CharCount id={countId} value={text.length} max={SPEECH_TEXT_MAX} />
              </div>
              <Textarea
                id={`${id}-text`}
                name="text"
                rows={5}
                value={text}
                maxLength={SPEECH_TEXT_MAX}
                aria-describedby={countId}
                placeholder="Digite o texto que será transformado em áudio"
                onChange={(e) => setText(e.target.value)}
              />
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
            <audio controls src={audioUrl} className="w-full" aria-label="Áudio gerado" />
            <Button asChild variant="outline">
              <a href={audioUrl} download="audio.mp3">
                <Download aria-hidden="true" /> Baixar MP3
              </a>
            </Button>
          </div>
        ) : (
          <EmptyPreview icon={Volume2}>Seu áudio aparecerá aqui</EmptyPreview>
        )}
      </PreviewCard>
    </div>
  );
}
