/** Shown while a page's code or strings load: a quiet spinner, announced politely. */
export function PageFallback() {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center" role="status" aria-live="polite">
      <span
        className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary"
        aria-hidden="true"
      />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
