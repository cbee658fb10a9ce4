/** A form's error, announced at once. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** A form's success or progress note, announced politely. */
export function FormNote({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
      {message}
    </p>
  );
}
