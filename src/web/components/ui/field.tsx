import { useId, type ReactElement, cloneElement } from "react";
import { Label } from "./input";

/**
 * What ties a control, or a group of them, to its hint and error: an id for the control,
 * `aria-describedby` naming the two, and the two paragraphs to render after it.
 */
export function useFieldNotes(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const notes = (
    <>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
  return { id, describedBy, notes };
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactElement<{ id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string }>;
}

/** A labelled form control whose error and hint are announced with it. */
export function Field({ label, error, hint, children }: FieldProps) {
  const { id, describedBy, notes } = useFieldNotes(hint, error);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {notes}
    </div>
  );
}
