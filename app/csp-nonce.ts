import { createContext } from 'react';

/**
 * The nonce of the response's Content-Security-Policy, for the app's own inline scripts and React Router's
 * links: entry.server.tsx provides it on the server, entry.client.tsx the same one, read from the document,
 * in the browser. Unset when pre-rendering: pre-rendered documents are allowed by the hashes of their inline
 * scripts (scripts/security-headers.ts).
 */
export const CspNonce = createContext<string | undefined>(undefined);
