import { runServicesCommand } from "./services-command.ts";
import { runStorageSweepCommand, storageSweepUsage } from "./storage-sweep-command.ts";

/** `npm run storage:sweep`: removes stored files no row refers to, older than the grace period. */
await runServicesCommand(storageSweepUsage, "The sweep failed:", (services, argv) =>
  runStorageSweepCommand(services.storageSweep, argv),
);
