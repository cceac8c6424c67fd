export { NavTabs, type NavTabItem, type NavTabsProps } from './NavTabs';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
