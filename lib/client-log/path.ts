/** API-64: the path the browser reports failed service calls to (kept apart so pages ship no zod for it). */
export const CLIENT_LOG_PATH = "/api/resource-service/logs";
