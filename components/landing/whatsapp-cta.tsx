import type { VariantProps } from "class-variance-authority";
import { MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { whatsappLink } from "@/lib/landing/whatsapp";
import { cn } from "@/lib/utils";

type Props = VariantProps<typeof buttonVariants> & {
  number: string | undefined;
  message: string;
  children: ReactNode;
  className?: string;
  /** Extra context for screen readers, e.g. which plan the button selects. */
  ariaLabel?: string;
};

/** A call to action: opens a WhatsApp chat, in a new tab, with a message fitting the button. */
export function WhatsappCta({ number, message, children, className, variant = "gradient", size = "lg", ariaLabel }: Props) {
  return (
    <a
      href={whatsappLink(number, message)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={ariaLabel}
      className={cn(buttonVariants({ variant, size }), className)}
    >
      <MessageCircle aria-hidden="true" />
      {children}
    </a>
  );
}
