import { useId, type ReactNode } from 'react';
import { useRovingChoice, type ChoiceKeys } from '../../hooks/useRovingChoice';
import * as styles from './Tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem[];
  /** The selected tab, when the page holds the choice; otherwise the tabs hold it from `defaultSelectedKey`. */
  selectedKey?: string;
  /** The tab selected first; the first tab when not given. */
  defaultSelectedKey?: string;
  onSelectionChange?: (id: string) => void;
  /** Keep every panel mounted (hidden when not selected), so what a visitor typed in one survives a look at another. */
  keepMounted?: boolean;
}

/** Left and Right move to the neighbouring tab, wrapping at the ends; Home and End to the first and last. */
const tabKeys: ChoiceKeys = {
  ArrowLeft: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The WAI-ARIA tabs pattern with the browser's own buttons (docs/decisions/049): the selected tab is the list's
 * one tab stop, arrow keys select as they move, and Tab moves into the panel. Only the selected panel is shown.
 */
export function Tabs({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  keepMounted = false,
}: TabsProps) {
  const { chosen, optionProps } = useRovingChoice({
    ids: items.map((item) => item.id),
    keys: tabKeys,
    // Showing a panel is cheap and stays on the page: the arrow keys select as they move (React Aria's default).
    choosesOnMove: true,
    id: selectedKey,
    defaultId: defaultSelectedKey ?? items[0]?.id,
    onChange: onSelectionChange,
  });
  const baseId = useId();
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const isMounted = (id: string) => keepMounted || id === chosen;

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item) => (
          <button
            key={item.id}
            {...optionProps(item.id)}
            role="tab"
            id={tabId(item.id)}
            aria-selected={item.id === chosen}
            aria-controls={isMounted(item.id) ? panelId(item.id) : undefined}
            className={styles.tab}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) =>
        isMounted(item.id) ? (
          // Focusable, as React Aria's panel is when nothing in it is: Tab from the list reaches the content.
          <div
            key={item.id}
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={tabId(item.id)}
            tabIndex={0}
            hidden={item.id !== chosen}
            className={styles.panel}
          >
            {item.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
