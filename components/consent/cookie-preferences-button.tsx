/**
 * Reopens the consent notice: a plain button in static HTML (components/ui/static-content.tsx), which the
 * notice itself listens for (lib/consent/consent-store.ts), so nothing here needs hydrating.
 */
export function CookiePreferencesButton({ className = "" }: { className?: string }) {
  return (
    <button type="button" data-consent-preferences className={`hover:underline ${className}`}>
      Preferências de cookies
    </button>
  );
}
