/** The service's status for the team (the server's admin-status). */
import { queryOptions } from "@tanstack/react-query";
import { adminStatusSchema } from "@shared/api/admin-accounts";
import { api, readAnswer } from "@web/lib/api";

export const adminStatusQuery = queryOptions({
  queryKey: ["admin", "status"],
  queryFn: () => readAnswer(api.admin.status.$get(), adminStatusSchema),
  refetchInterval: 15_000,
});
