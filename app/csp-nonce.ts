import { createContext } from 'react';

/**
 * The nonce of the response's Content-Security-Policy, for the app's own inline scripts (React's and React
 * Router's get it from entry.server.tsx directly). Unset when pre-rendering and in the browser: pre-rendered
 * documents are allowed by the hashes of their inline scripts (scripts/security-headers.ts).
 */
export const CspNonce = createContext<string | undefined>(undefined);
