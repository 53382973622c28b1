import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { getPageContext } from "./context.ts";
import { NonceContext } from "./nonce.ts";

// The server looks this key up on the build (see app/context.ts).
export { pageContext } from "./context.ts";

export const streamTimeout = 5_000;

/**
 * An error a loader or action threw: logged through the server's scrubbed log with the request's id
 * (#10.1), not printed to the console. Aborted requests (the visitor left) are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  getPageContext(context).logError("page request failed", error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The nonce of this response's Content-Security-Policy, for the inline scripts written below.
  const { nonce, logError } = getPageContext(loadContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode builds get the whole document at once; browsers get it streamed.
    const readyEvent =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, onShellError answers it; after, it goes to the scrubbed log (#10.1, #11.4).
          if (shellRendered) logError("page rendering failed", error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
