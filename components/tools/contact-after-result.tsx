import { MessageSquareText } from "lucide-react";
import { Link } from "@/components/ui/link";
import { afterResultCopy, afterResultLink, type AfterResultTopic } from "@/lib/content/after-result";
import { contactFormLink } from "@/lib/landing/whatsapp";

/** Shown with a tool's successful result: the way to the contact form, with the topic that fits the tool. */
export function ContactAfterResult({ topic }: { topic: AfterResultTopic }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
      <MessageSquareText aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <span>{afterResultCopy[topic]}</span>
      <Link href={contactFormLink({ topic })} className="font-semibold text-primary underline">
        {afterResultLink}
      </Link>
    </p>
  );
}
