import type { VariantProps } from "class-variance-authority";
import { MessageCircle, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import type { ContactIntent } from "@/lib/content/contact";
import { ctaHref } from "@/lib/landing/whatsapp";
import { cn } from "@/lib/utils";

type Props = VariantProps<typeof buttonVariants> & {
  number: string | undefined;
  intent: ContactIntent;
  /** The button's one icon when it leads to the form; a WhatsApp button shows the WhatsApp icon instead. */
  icon?: LucideIcon;
  children: ReactNode;
  className?: string;
  ariaLabel?: string;
};

export function CtaLink({
  number,
  intent,
  icon: Icon,
  children,
  className,
  variant = "gradient",
  size = "lg",
  ariaLabel,
}: Props) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (number) {
    return (
      <a
        href={ctaHref(number, intent)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={ariaLabel}
        className={classes}
      >
        <MessageCircle aria-hidden="true" />
        {children}
      </a>
    );
  }
  return (
    // A plain link: it is in static HTML (components/ui/static-content.tsx) and works without script.
    <a href={ctaHref(undefined, intent)} aria-label={ariaLabel} className={classes}>
      {Icon ? <Icon aria-hidden="true" /> : null}
      {children}
    </a>
  );
}
