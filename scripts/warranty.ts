import { runServicesCommand } from "./services-command.ts";
import { runWarrantyCommand, warrantyUsage } from "./warranty-command.ts";

/** `npm run warranty:status -- …`: the warranty team decides a warranty claim. */
await runServicesCommand(warrantyUsage, "The claim was not changed:", (services, argv) =>
  runWarrantyCommand(services.warranty, argv),
);
