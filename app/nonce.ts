import { createContext } from "react";

/**
 * The Content-Security-Policy nonce of the page being rendered on the server (#10.4), for the inline
 * scripts React Router writes. Undefined in the browser, where nothing inline is added after load.
 */
export const NonceContext = createContext<string | undefined>(undefined);
