import { UsageError } from "./cli.ts";
import { ordersUsage, runOrdersCommand } from "./orders-command.ts";
import { runServicesCommand } from "./services-command.ts";

/** `npm run orders:ship -- …` / `npm run orders:status -- …`: fulfilment from the command line. */
await runServicesCommand(ordersUsage, "The order was not changed:", (services, argv) => {
  const [command, ...rest] = argv;
  if (command !== "ship" && command !== "status") throw new UsageError("Use orders:ship or orders:status.");
  return runOrdersCommand(services.orders, command, rest);
});
