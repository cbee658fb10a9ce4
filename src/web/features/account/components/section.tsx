import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";

/** One titled block of the settings page. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} role="region">
      <CardHeader>
        <h2 id={id} className="text-lg font-semibold leading-tight">
          {title}
        </h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
