import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style' | 'children' | 'onSelectionChange'> {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem[];
  onSelectionChange?: (id: string) => void;
  /** Keep every panel mounted (hidden when not selected), so what a visitor typed in one survives a look at another. */
  keepMounted?: boolean;
}

/** Arrow keys move between tabs; Tab moves into the panel. Only the selected panel is shown. */
export function Tabs({ label, items, onSelectionChange, keepMounted = false, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      className={styles.tabs}
      onSelectionChange={onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined}
    >
      <AriaTabList aria-label={label} className={styles.list}>
        {items.map((item) => (
          <AriaTab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
          </AriaTab>
        ))}
      </AriaTabList>
      {items.map((item) => (
        <AriaTabPanel key={item.id} id={item.id} className={styles.panel} shouldForceMount={keepMounted}>
          {item.content}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
}
