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
 * The content loader's reading (docs/product.md §14.2: 'fast' means 4g with a downlink above 5 Mbit/s; data-saver
 * counts as slow). A wrong guess only delays a block a little, so the strict threshold is fine here. A browser that
 * reports nothing is assumed fast.
 */
export function connectionStatus(info: ConnectionInfo): ConnectionStatus {
  if (!info.online) return 'offline';
  if (info.saveData) return 'slow';
  if (info.effectiveType === undefined && info.downlink === undefined) return 'fast';
  return info.effectiveType === '4g' && (info.downlink ?? 0) > 5 ? 'fast' : 'slow';
}

const slowEffectiveTypes = new Set(['slow-2g', '2g', '3g']);

/**
 * The connection banner's reading (docs/product.md §4.4, docs/decisions/025-visitor-details.md): slow only when the
 * browser itself judges the connection slow (effectiveType 2g/3g) or the visitor asked to save data, offline when
 * offline. The downlink figure is ignored: Chromium reports about 1.3 Mbit/s before it has measured anything, and
 * rounds and caps it later, so it would warn most first visits on a good connection.
 */
export function bannerConnectionStatus(info: ConnectionInfo): ConnectionStatus {
  if (!info.online) return 'offline';
  if (info.saveData || slowEffectiveTypes.has(info.effectiveType ?? '')) return 'slow';
  return 'fast';
}
