/**
 * Development: the API server (restarted on change by tsx watch) on API_PORT, and Vite
 * with hot reload on PORT, proxying /api to it.
 */
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const webPort = process.env.PORT ?? "3000";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: apiPort,
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
      SERVE_WEB: "false",
    },
  }),
  spawn("npx", ["vite", "--port", webPort, "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];
function stop() {
  for (const child of children) child.kill("SIGTERM");
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
