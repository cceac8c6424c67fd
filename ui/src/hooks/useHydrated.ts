import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server's HTML and while hydrating, true after (and in a render that began in the browser). */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
