import { runServicesCommand } from "./services-command.ts";
import { runStaffCommand, staffUsage } from "./staff-command.ts";

/** `npm run staff:create -- …`: adds a staff member (the first administrator among them). */
await runServicesCommand(staffUsage, "The staff member was not added:", (services, argv) =>
  runStaffCommand(services, argv),
);
