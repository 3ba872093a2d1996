"use client";

// Loaded when the first result arrives, so the form's first load carries none of it.
import { useId, useState, type ReactNode } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CharCount, Textarea } from "@/components/ui/textarea";
import {
  descriptionLimits,
  type DescriptionResult,
  type DescriptionVersion,
} from "@/lib/validation/description-options";
import { formatNumber } from "@/lib/format/number";

/** Inactive panels stay mounted (hidden), so an edited SEO title survives a look at another version. */
const keptPanel = "mt-4 data-[state=inactive]:hidden";

export function DescriptionVersions({ result }: { result: DescriptionResult }) {
  return (
    <Tabs defaultValue="1">
      <TabsList aria-label="Versões" look="grid">
        {result.versions.map((_, index) => (
          <TabsTrigger key={index} value={String(index + 1)}>
            Versão {index + 1}
          </TabsTrigger>
        ))}
      </TabsList>
      {result.versions.map((version, index) => (
        <TabsContent key={index} value={String(index + 1)} forceMount className={keptPanel}>
          <VersionPanel version={version} number={index + 1} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function Section({
  title,
  copy,
  children,
}: {
  title: string;
  copy: { text: string; what: string };
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium">{title}</h3>
        <CopyButton text={copy.text} what={copy.what} />
      </div>
      {children}
    </div>
  );
}

function VersionPanel({ version, number }: { version: DescriptionVersion; number: number }) {
  const id = useId();
  const [seoTitle, setSeoTitle] = useState(version.seoTitle);
  const [metaDescription, setMetaDescription] = useState(version.metaDescription);
  const of = `da Versão ${number}`;
  const bullets = version.highlights.map((item) => `• ${item}`).join("\n");

  return (
    <div className="grid gap-6">
      <Section title="Título" copy={{ text: version.title, what: `Título ${of}` }}>
        <p className="text-lg font-semibold break-words">{version.title}</p>
      </Section>

      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-seo`}>Título SEO</Label>
          <CharCount id={`${id}-seo-count`} value={seoTitle.length} max={descriptionLimits.seoTitle} />
        </div>
        <div className="flex gap-2">
          <Input
            id={`${id}-seo`}
            value={seoTitle}
            maxLength={descriptionLimits.seoTitle}
            aria-describedby={`${id}-seo-count`}
            onChange={(event) => setSeoTitle(event.target.value)}
          />
          <CopyButton text={seoTitle} what={`Título SEO ${of}`} size="field" />
        </div>
      </div>

      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-meta`}>Meta description</Label>
          <CharCount id={`${id}-meta-count`} value={metaDescription.length} max={descriptionLimits.metaDescription} />
        </div>
        <Textarea
          id={`${id}-meta`}
          value={metaDescription}
          rows={3}
          maxLength={descriptionLimits.metaDescription}
          aria-describedby={`${id}-meta-count`}
          onChange={(event) => setMetaDescription(event.target.value)}
        />
        <CopyButton text={metaDescription} what={`Meta description ${of}`} className="justify-self-end" />
      </div>

      <Section title="Destaques" copy={{ text: bullets, what: `Destaques ${of}` }}>
        <ul aria-label="Destaques" className="list-disc space-y-1 pl-5 break-words">
          {version.highlights.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      </Section>

      <Channels version={version} of={of} />
    </div>
  );
}

function Channels({ version, of }: { version: DescriptionVersion; of: string }) {
  return (
    <Tabs defaultValue="store">
      <TabsList aria-label={`Canais ${of}`} look="grid">
        <TabsTrigger value="store" look="grid">
          Loja (HTML)
        </TabsTrigger>
        <TabsTrigger value="mercado-livre" look="grid">
          Mercado Livre
        </TabsTrigger>
        <TabsTrigger value="social" look="grid">
          Instagram e WhatsApp
        </TabsTrigger>
      </TabsList>
      <TabsContent value="store" className="mt-4 grid gap-3">
        <Section title="HTML para a loja" copy={{ text: version.html, what: `Loja (HTML) ${of}` }}>
          <pre className="max-h-64 overflow-y-auto rounded-md bg-muted p-3 text-xs break-words whitespace-pre-wrap">
            <code data-testid="store-html">{version.html}</code>
          </pre>
        </Section>
        <h3 className="text-sm font-medium">Pré-visualização</h3>
        <div
          data-testid="store-preview"
          className={
            "rounded-md border p-4 leading-relaxed break-words [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold " +
            "[&_h3]:mb-1 [&_h3]:font-semibold [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 " +
            "[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5"
          }
          // Sanitised on the server to h2 h3 p ul ol li strong em br with no attributes (lib/description/channels.ts).
          dangerouslySetInnerHTML={{ __html: version.html }}
        />
      </TabsContent>
      <TabsContent value="mercado-livre" className="mt-4">
        <Section title="Texto para o Mercado Livre" copy={{ text: version.mercadoLivre, what: `Mercado Livre ${of}` }}>
          <p data-testid="mercado-livre-text" className="rounded-md bg-muted p-3 break-words whitespace-pre-wrap">
            {version.mercadoLivre}
          </p>
        </Section>
      </TabsContent>
      <TabsContent value="social" className="mt-4">
        <Section title="Legenda" copy={{ text: version.social, what: `Instagram e WhatsApp ${of}` }}>
          <p data-testid="social-text" className="rounded-md bg-muted p-3 break-words whitespace-pre-wrap">
            {version.social}
          </p>
          <p className="text-xs text-muted-foreground">
            {formatNumber(version.social.length)} de {formatNumber(descriptionLimits.social)} caracteres do Instagram
          </p>
        </Section>
      </TabsContent>
    </Tabs>
  );
}
