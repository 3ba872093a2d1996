import { cva } from "class-variance-authority";

/**
 * Apart from <Button>, so a server component can use the look without the component. Variants never
 * set the same property twice (text size lives in the sizes), so the classes join without tailwind-merge.
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        gradient: "bg-brand-gradient text-white shadow-md hover:opacity-95",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
        outline: "border border-input bg-card shadow-xs hover:bg-muted",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-muted",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-4 py-2 text-sm",
        sm: "h-9 px-3 text-sm",
        /** As tall as a field (<Input>), for a button beside one. */
        field: "h-10 px-3 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10 text-sm",
        /** Flows in a sentence (with variant "link"). */
        inline: "h-auto p-0 text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);
