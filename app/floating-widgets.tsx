import { chooseWeatherTheme, type WeatherTheme } from '@site/domain/weather';
import { ConnectionBanner, useConnectionStatus } from '@site/ui/widgets/ConnectionBanner';
import { LogoWatermark } from '@site/ui/widgets/LogoWatermark';
import { PerformanceBadge, usePerformanceFigures } from '@site/ui/widgets/PerformanceBadge';
import { useVisitorStats, VisitorStats } from '@site/ui/widgets/VisitorStats';
import { WeatherEffect } from '@site/ui/widgets/WeatherEffect';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { sendChatMessage } from './lib/chat';
import * as styles from './shell.css';

// The chat is the heaviest floating widget: its code loads only once the page is interactive.
const ChatWidget = lazy(() => import('@site/ui/widgets/ChatWidget').then((module) => ({ default: module.ChatWidget })));

const noSubscription = () => () => {};

/** False while the server renders and the browser hydrates, true once the page is interactive. */
export const useInteractive = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** Spec part 1 §2.5: the widgets that float over every page, mounted once in the root. */
export function FloatingWidgets() {
  const { pathname } = useLocation();
  const interactive = useInteractive();
  const [theme, setTheme] = useState<WeatherTheme>('hawaii-tradewinds');
  const stats = useVisitorStats();
  const figures = usePerformanceFigures();
  const connection = useConnectionStatus();

  useEffect(() => {
    // The page's own text (not the footer every page shares) picks the regional weather; it exists only
    // once the page is committed, so this is an effect by nature.
    // oxlint-disable-next-line react/set-state-in-effect
    setTheme(chooseWeatherTheme(document.getElementById('main')?.innerText ?? '', pathname));
  }, [pathname]);

  return (
    <>
      <ConnectionBanner status={connection} />
      <LogoWatermark />
      {interactive ? <WeatherEffect theme={theme} /> : null}
      <aside className={styles.floatingLeft} aria-label="Site statistics">
        <VisitorStats stats={stats} />
        <PerformanceBadge figures={figures} />
      </aside>
      {interactive ? (
        <Suspense fallback={null}>
          <ChatWidget onSend={sendChatMessage} />
        </Suspense>
      ) : null}
    </>
  );
}
