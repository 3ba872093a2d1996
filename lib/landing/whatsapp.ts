/**
 * A WhatsApp chat link with a prefilled message. With no number the link lets the visitor pick the
 * contact (https://wa.me/?text=...), which WhatsApp supports on phones and on the web.
 */
export function whatsappLink(number: string | undefined, message: string): string {
  const digits = (number ?? "").replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
