// `npm run dev`: the API server with reload (tsx watch) and the Vite dev server with hot reload.
// Open http://localhost:5173; Vite forwards /api to the server on port 3000.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "src/server/main.ts"], {
    stdio: "inherit",
    // The server would otherwise default to React's production build (src/server/main.ts).
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "development" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
function stopAll() {
  for (const child of children) child.kill("SIGTERM");
}
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
for (const child of children) child.on("exit", stopAll);
