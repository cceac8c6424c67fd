import { ChatWidget } from '@site/ui/widgets/site/ChatWidget';
import { FloatingDock } from '@site/ui/widgets/site/FloatingDock';
import { PerformanceBadge, usePerformanceFigures } from '@site/ui/widgets/site/PerformanceBadge';
import { useVisitorStats, VisitorStats } from '@site/ui/widgets/site/VisitorStats';
import { chooseWeatherTheme, WeatherEffect, type WeatherTheme } from '@site/ui/widgets/site/WeatherEffect';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { sendChatMessage } from './lib/chat';
import { loadSubmitOnFormStart } from './lib/form-start';
import { startLeadOutbox } from './lib/outbox';
import { rememberSeoFiles } from './lib/seo';
import { watchSiteSpeed } from './lib/site-speed';
import { UndeliveredLeads } from './undelivered-leads';

/**
 * The floating widgets nothing on the first screen depends on (weather, visitor counters, performance
 * panel, chat, the notice of an undelivered lead), the lead outbox's re-sending, the stored sitemap and
 * robots texts, and the page view's web-vitals measurement the badge shows and the Site speed report counts
 * (docs/decisions/088). The root loads this module after the first paint (`ContentLoader when="after-first-paint"`,
 * docs/decisions/072), so none of it is initial JavaScript.
 */
export default function DeferredWidgets() {
  const { pathname } = useLocation();
  const [theme, setTheme] = useState<WeatherTheme>('hawaii-tradewinds');
  const stats = useVisitorStats();
  const figures = usePerformanceFigures(watchSiteSpeed);

  // Leads kept while the network was down go out once the site is open again (docs/decisions/010).
  useEffect(() => startLeadOutbox(), []);

  // What a submit needs loads once a visitor starts a form, never with the page (docs/decisions/070).
  useEffect(() => loadSubmitOnFormStart(), []);

  // Building and storing the two texts is work nothing on the first screen reads (docs/product.md, section
  // 3.3), so it waits for this module rather than the hydration commit.
  useEffect(() => rememberSeoFiles(() => window.localStorage), []);

  useEffect(() => {
    // The page's own text (not the footer every page shares) picks the regional weather; it exists only
    // once the page is committed, so this is an effect by nature. `textContent`, not `innerText`, which
    // would lay the whole page out first (docs/decisions/052); every page picks the same region either way.
    // oxlint-disable-next-line react/set-state-in-effect
    setTheme(chooseWeatherTheme(document.getElementById('main')?.textContent ?? '', pathname));
  }, [pathname]);

  return (
    <>
      <WeatherEffect theme={theme} />
      <UndeliveredLeads />
      <FloatingDock
        asideLabel="Site statistics"
        aside={
          <>
            <VisitorStats stats={stats} />
            <PerformanceBadge figures={figures} />
          </>
        }
      >
        <ChatWidget onSend={sendChatMessage} />
      </FloatingDock>
    </>
  );
}
