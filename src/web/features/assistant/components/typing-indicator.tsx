import { ICareAvatar } from "./icare-avatar";

/** "iCare is typing": three dots that rest still when the person prefers less motion. */
export function TypingIndicator({ label }: { label: string }) {
  return (
    <div className="flex items-end gap-2" data-testid="assistant-typing">
      <ICareAvatar className="size-7 bg-primary text-primary-foreground" />
      <div className="flex items-center gap-2 rounded-2xl rounded-bl-sm border bg-card px-3 py-2 text-sm text-muted-foreground">
        <span className="flex gap-1" aria-hidden="true">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="size-1.5 rounded-full bg-primary motion-safe:animate-bounce"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
        {label}
      </div>
    </div>
  );
}
