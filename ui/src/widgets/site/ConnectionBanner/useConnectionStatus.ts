import { bannerConnectionStatus, type ConnectionInfo, type ConnectionStatus } from './connection';
import { useSyncExternalStore } from 'react';

type NetworkInformation = EventTarget & { effectiveType?: string; downlink?: number; saveData?: boolean };

const network = () => (navigator as Navigator & { connection?: NetworkInformation }).connection;

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  network()?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    network()?.removeEventListener('change', onChange);
  };
};

const read = (): ConnectionStatus => {
  const info: ConnectionInfo = { online: navigator.onLine };
  const connection = network();
  if (connection)
    Object.assign(info, {
      effectiveType: connection.effectiveType,
      downlink: connection.downlink,
      saveData: connection.saveData,
    });
  return bannerConnectionStatus(info);
};

/**
 * The visitor's connection as the banner reads it (connection.ts: bannerConnectionStatus), live. The
 * server render assumes fast (no banner).
 */
export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(subscribe, read, () => 'fast');
}
