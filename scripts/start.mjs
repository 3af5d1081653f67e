// `npm start`: build what is missing or stale, then run the server.
import { ensureBuild } from "./ensure-build.mjs";

ensureBuild();
await import("../dist/server/main.js");
