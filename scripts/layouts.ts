import { layoutsUsage, runLayoutsCommand } from "./layouts-command.ts";
import { runServicesCommand } from "./services-command.ts";

/** `npm run layouts:status -- …`: the design team moves a lighting layout request on. */
await runServicesCommand(layoutsUsage, "The request was not changed:", (services, argv) =>
  runLayoutsCommand(services.layouts, argv),
);
