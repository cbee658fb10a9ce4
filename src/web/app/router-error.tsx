import { useTranslation } from "react-i18next";

/** The router's fallback (spec section 8): a page failed to render or to load. */
export function RouterError() {
  const { t } = useTranslation("common");
  return (
    <div className="mx-auto flex min-h-[50dvh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t("errors.unexpected")}</h1>
      <p>{t("errors.boundary")}</p>
      <a className="font-medium text-primary underline" href="/">
        {t("notFound.backHome")}
      </a>
    </div>
  );
}
