import { formatCount, type VisitorStats as Stats } from './visitor-stats';
import { Eye, MousePointerClick, Sparkles } from 'lucide-react';
import { Icon } from '../../../components/Icon';
import * as floating from '../floating.css';

/** Views, clicks and interactions kept on this device (docs/product.md §4.3), abbreviated with K and M. */
export function VisitorStats({ stats }: { stats: Stats }) {
  return (
    <p
      className={floating.pill}
      aria-label={`${stats.views} views, ${stats.clicks} clicks, ${stats.interactions} interactions`}
    >
      <Icon icon={Eye} size="sm" />
      {formatCount(stats.views)}
      <Icon icon={MousePointerClick} size="sm" />
      {formatCount(stats.clicks)}
      <Icon icon={Sparkles} size="sm" />
      {formatCount(stats.interactions)}
    </p>
  );
}
