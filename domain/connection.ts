/** What the Network Information API tells us (absent in some browsers). */
export interface ConnectionInfo {
  online: boolean;
  effectiveType?: string;
  /** Megabits per second. */
  downlink?: number;
  saveData?: boolean;
}

export type ConnectionStatus = 'offline' | 'slow' | 'fast';

/**
 * Spec part 1 §9.2: 'fast' means 4g with a downlink above 5 Mbit/s; data-saver counts as slow. A browser
 * that reports nothing is assumed fast, so no one sees a warning without a reason.
 */
export function connectionStatus(info: ConnectionInfo): ConnectionStatus {
  if (!info.online) return 'offline';
  if (info.saveData) return 'slow';
  if (info.effectiveType === undefined && info.downlink === undefined) return 'fast';
  return info.effectiveType === '4g' && (info.downlink ?? 0) > 5 ? 'fast' : 'slow';
}
