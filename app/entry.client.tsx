import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { CspNonce } from './csp-nonce';

// A document the Worker rendered carries its response's nonce; the browser hides it from the attribute but
// keeps it on the element's `nonce` property, which is what React compares when it hydrates. The app renders
// the same nonce here as on the server, so no element hydrates with a different one. Pre-rendered documents
// have none (app/csp-nonce.ts).
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CspNonce value={nonce}>
        <HydratedRouter />
      </CspNonce>
    </StrictMode>,
  );
});
