import type { VariantProps } from "class-variance-authority";
import { MessageCircle, type LucideIcon } from "lucide-react";
import { Link } from "@/components/ui/link";
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
    <Link href={ctaHref(undefined, intent)} prefetch={false} aria-label={ariaLabel} className={classes}>
      {Icon ? <Icon aria-hidden="true" /> : null}
      {children}
    </Link>
  );
}
