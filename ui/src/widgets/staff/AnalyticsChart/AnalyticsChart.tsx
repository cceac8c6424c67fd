import type { AdminAnalytics } from '@site/domain/staff/analytics';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { Table } from '../../../components/Table';
import { vars } from '../../../theme/contract.css';
import * as styles from './AnalyticsChart.css';

export interface AnalyticsChartProps {
  perWeek: AdminAnalytics['perWeek'];
}

const weekLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const labelOf = (weekStart: string) => weekLabel.format(new Date(`${weekStart}T00:00:00Z`));
const chartHeight = 260;
/** Below this width twelve week labels overlap: every other one is shown. */
const narrowChart = 600;

/** A theme colour for the canvas, which cannot read CSS custom properties itself. */
const resolve = (element: Element, cssVar: string) => {
  const name = /var\((--[^),]+)/.exec(cssVar)?.[1];
  return (name && getComputedStyle(element).getPropertyValue(name).trim()) || cssVar;
};

/**
 * Leads per week for the last 12 weeks (docs/product.md §12.5). The bars are drawn on a canvas, which screen
 * readers cannot read, so the same figures are a table right under it. uPlot is imported only here, and
 * pages load this widget lazily, on the Analytics tab.
 */
export function AnalyticsChart({ perWeek }: AnalyticsChartProps) {
  const target = useRef<HTMLDivElement>(null);
  const total = perWeek.reduce((sum, week) => sum + week.count, 0);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const labels = perWeek.map((week) => labelOf(week.weekStart));
    const ink = resolve(element, vars.color.inkMuted);
    const font = `12px ${getComputedStyle(element).fontFamily}`;
    const axis = {
      stroke: ink,
      font,
      grid: { stroke: resolve(element, vars.color.line), width: 1 },
      ticks: { show: false },
    };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: chartHeight,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.5, perWeek.length - 0.5] },
          y: { range: (_u, _min, max) => [0, Math.max(4, max)] },
        },
        axes: [
          {
            ...axis,
            grid: { show: false },
            splits: () => perWeek.map((_week, index) => index),
            values: (u, splits) =>
              splits.map((index) => (u.width < narrowChart && index % 2 === 1 ? '' : (labels[index] ?? ''))),
          },
          {
            ...axis,
            size: 40,
            values: (_u, splits) => splits.map((value) => (Number.isInteger(value) ? String(value) : '')),
          },
        ],
        series: [
          {},
          {
            label: 'Leads',
            fill: resolve(element, vars.color.brand),
            stroke: resolve(element, vars.color.brand),
            paths: uPlot.paths.bars?.({ size: [0.6, 48], radius: 0.1 }),
            points: { show: false },
          },
        ],
      },
      [perWeek.map((_week, index) => index), perWeek.map((week) => week.count)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: chartHeight }));
    resize.observe(element);
    // A canvas keeps whatever font was available when it was drawn: once the site font has loaded, the
    // axes are drawn again in it (and the chart says so, for tests that compare pictures of it).
    let live = true;
    void document.fonts.load(font).then(() => {
      if (!live) return;
      chart.redraw(false, true);
      element.dataset.fontsReady = 'true';
    });
    return () => {
      live = false;
      resize.disconnect();
      chart.destroy();
    };
  }, [perWeek]);

  return (
    <figure className={styles.figure} aria-labelledby="leads-per-week-title">
      <figcaption id="leads-per-week-title" className={styles.caption}>
        Leads per week, last 12 weeks ({total.toLocaleString('en-US')} in all)
      </figcaption>
      <div ref={target} className={styles.canvas} aria-hidden="true" data-testid="leads-per-week-chart" />
      <Table
        caption="Leads per week (week starting)"
        columns={[
          { key: 'week', header: 'Week of', cell: (week) => labelOf(week.weekStart) },
          { key: 'count', header: 'Leads', numeric: true, cell: (week) => week.count, total: (week) => week.count },
        ]}
        rows={perWeek}
        rowKey={(week) => week.weekStart}
      />
    </figure>
  );
}
