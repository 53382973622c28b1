import { loadDotEnvFile } from "./env.ts";

/**
 * Production entry. React (and React Router's server build) choose their production or development
 * build from `process.env.NODE_ENV` the moment they are first imported, so the mode is fixed here,
 * after `.env` is read and before any module that loads React: static imports would run first,
 * hence the dynamic import. An explicit NODE_ENV (e.g. `test`) is kept.
 */
loadDotEnvFile();
process.env.NODE_ENV ??= "production";
const { startProductionServer } = await import("./production-server.ts");
await startProductionServer();
