"use client";

import { lazy, type ComponentProps } from "react";
import { WhenNear } from "@/components/ui/when-near";
import type { ContactForm as Form } from "./contact-form";

const ContactForm = lazy(() => import("./contact-form").then((module) => ({ default: module.ContactForm })));

/** The landing's contact form, at the bottom of the page: its script loads and runs when it comes near. */
export function ContactFormNear(props: ComponentProps<typeof Form>) {
  return (
    <WhenNear>
      <ContactForm {...props} />
    </WhenNear>
  );
}
