import type { ReactNode } from 'react';
import {
  RouterProvider,
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components';
import { useLinkRouter } from '../Link';
import * as styles from './Tabs.css';

export interface NavTabItem {
  id: string;
  label: ReactNode;
  /** The page this tab opens: each tab has an address, so a view can be bookmarked and reloaded. */
  href: string;
}

export interface NavTabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly NavTabItem[];
  /** The tab of the page being shown; the router's location decides it, not a click. */
  selectedKey: string;
  /** The selected tab's page. */
  children: ReactNode;
}

/**
 * Tabs whose panels are pages: choosing a tab (click, or arrow keys then Enter) follows its link, and the
 * panel shows the page the address names. Use `Tabs` when the panels are parts of one page.
 */
export function NavTabs({ label, items, selectedKey, children }: NavTabsProps) {
  const { navigate, useHref } = useLinkRouter();
  const tabs = (
    <AriaTabs selectedKey={selectedKey} className={styles.tabs}>
      <AriaTabList aria-label={label} className={styles.list}>
        {items.map((item) => (
          <AriaTab key={item.id} id={item.id} href={item.href} className={styles.tab}>
            {item.label}
          </AriaTab>
        ))}
      </AriaTabList>
      {items.map((item) => (
        <AriaTabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.id === selectedKey ? children : null}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
  // React Aria's tabs follow their links through its own router: the app's, handed on (ui's links, Anchor).
  return navigate ? (
    // oxlint-disable-next-line react/rules-of-hooks -- React Aria takes the app's hook and calls it in render.
    <RouterProvider navigate={navigate} useHref={useHref}>
      {tabs}
    </RouterProvider>
  ) : (
    tabs
  );
}
