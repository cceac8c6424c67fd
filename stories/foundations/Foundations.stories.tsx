import preview from '../../.storybook/preview';
import * as lucide from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { Icon } from '../../ui/src/components/Icon';
import { colorPairs, contrastRatio } from '../../ui/src/theme/contrast';
import { breakpoints, media, tokens } from '../../ui/src/theme/tokens';
import { FoundationPage, TokenTable, tokenRows } from './Foundations';

/**
 * The design tokens on view, generated from ui/src/theme/tokens.ts (and the contrast pairs beside it), so
 * a designer reads the values the site really uses. Each page is a story: axe-checked and screenshot-tested.
 */
const meta = preview.meta({
  title: 'Foundations',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
});

type ColorName = keyof typeof tokens.color;

/** The table captioned `caption` has its header row and one row for each token of `group`. */
async function expectOneRowPerToken(canvas: ReturnType<typeof within>, caption: string, group: object) {
  const table = canvas.getByRole('table', { name: caption });
  await expect(within(table).getAllByRole('row')).toHaveLength(Object.keys(group).length + 1);
  return table;
}

const swatch = (color: string) => (
  <span
    style={{
      display: 'block',
      width: 48,
      height: 32,
      background: color,
      border: `1px solid ${tokens.color.lineStrong}`,
      borderRadius: tokens.radius.sm,
    }}
  />
);

const pairsOf = (name: ColorName) => colorPairs.filter((pair) => pair.foreground === name || pair.background === name);

export const Colour = meta.story({
  render: () => (
    <FoundationPage
      title="Colour"
      intro="Every colour token, and its WCAG contrast ratio in each pairing the components use (text needs 4.5:1, borders, focus rings and other parts 3:1). The ratios are computed here from the same code as the contrast unit test."
    >
      <TokenTable
        caption="Colour tokens"
        rows={(Object.keys(tokens.color) as ColorName[]).map((name) => ({
          name: `color.${name}`,
          value: tokens.color[name],
          pairs: pairsOf(name),
        }))}
        sample={(row) => swatch(row.value)}
        extraColumns={[
          {
            key: 'contrast',
            header: 'Contrast where it is used',
            cell: (row) =>
              row.pairs.length === 0 ? (
                'Not paired with text'
              ) : (
                <ul style={{ margin: 0, paddingLeft: '1rem' }}>
                  {row.pairs.map((pair) => {
                    const ratio = contrastRatio(tokens.color[pair.foreground], tokens.color[pair.background]);
                    return (
                      <li key={`${pair.foreground}-${pair.background}`}>
                        {pair.foreground} on {pair.background}: <strong>{ratio.toFixed(2)}:1</strong>{' '}
                        {ratio >= pair.minimum ? `passes ${pair.minimum}:1` : `FAILS ${pair.minimum}:1`} ({pair.usage})
                      </li>
                    );
                  })}
                </ul>
              ),
          },
        ]}
      />
    </FoundationPage>
  ),
  play: async ({ canvas }) => {
    const table = await expectOneRowPerToken(canvas, 'Colour tokens', tokens.color);
    await expect(within(table).getByText('color.brand')).toBeVisible();
    await expect(within(table).queryByText(/FAILS/)).toBeNull();
  },
});

export const Typography = meta.story({
  render: () => (
    <FoundationPage
      title="Typography"
      intro="A 1.25 type scale from a 16 px body, in rem so a visitor's text-size setting is honoured, with the weights, line heights and families."
    >
      <TokenTable
        caption="Type scale"
        rows={tokenRows(tokens.fontSize, 'fontSize')}
        sample={(row) => <span style={{ fontSize: row.value, lineHeight: tokens.lineHeight.tight }}>Pacific Span</span>}
      />
      <TokenTable
        caption="Font weights"
        rows={tokenRows(tokens.fontWeight, 'fontWeight')}
        sample={(row) => <span style={{ fontWeight: row.value }}>Build with confidence</span>}
      />
      <TokenTable
        caption="Line heights"
        rows={tokenRows(tokens.lineHeight, 'lineHeight')}
        sample={(row) => (
          <span style={{ display: 'block', maxWidth: '16rem', lineHeight: row.value }}>
            Design, engineering and construction under one roof.
          </span>
        )}
      />
      <TokenTable
        caption="Font families"
        rows={tokenRows(tokens.font, 'font')}
        sample={(row) => <span style={{ fontFamily: row.value }}>Licensed in CA, OR and HI</span>}
      />
    </FoundationPage>
  ),
  play: async ({ canvas }) => {
    await expectOneRowPerToken(canvas, 'Type scale', tokens.fontSize);
  },
});

const bar = (width: string) => <span style={{ display: 'block', width, height: 16, background: tokens.color.brand }} />;

export const Spacing = meta.story({
  render: () => (
    <FoundationPage
      title="Spacing"
      intro="The gaps and paddings of every layout primitive (Stack, Inline, Grid, Box). Use these steps; never a raw length."
    >
      <TokenTable caption="Spacing scale" rows={tokenRows(tokens.space, 'space')} sample={(row) => bar(row.value)} />
      <TokenTable caption="Fixed sizes" rows={tokenRows(tokens.size, 'size')} sample={() => null} />
    </FoundationPage>
  ),
  play: async ({ canvas }) => {
    await expectOneRowPerToken(canvas, 'Spacing scale', tokens.space);
  },
});

const box = (style: CSSProperties) => (
  <span
    style={{
      display: 'block',
      width: 96,
      height: 56,
      background: tokens.color.surfaceRaised,
      border: `1px solid ${tokens.color.line}`,
      ...style,
    }}
  />
);

export const RadiiAndShadows = meta.story({
  name: 'Radii and shadows',
  render: () => (
    <FoundationPage
      title="Radii and shadows"
      intro="Corner radii for fields, cards and pills, and the three elevations: cards (sm), floating panels (md), dialogs and the lightbox (lg)."
    >
      <TokenTable
        caption="Radii"
        rows={tokenRows(tokens.radius, 'radius')}
        sample={(row) => box({ borderRadius: row.value })}
      />
      <TokenTable
        caption="Shadows"
        rows={tokenRows(tokens.shadow, 'shadow')}
        sample={(row) => box({ boxShadow: row.value, border: 'none', background: tokens.color.surface })}
      />
      <TokenTable caption="Layers (z-index)" rows={tokenRows(tokens.zIndex, 'zIndex')} sample={() => null} />
    </FoundationPage>
  ),
  play: async ({ canvas }) => {
    await expectOneRowPerToken(canvas, 'Radii', tokens.radius);
    await expectOneRowPerToken(canvas, 'Shadows', tokens.shadow);
  },
});

export const Motion = meta.story({
  render: () => (
    <FoundationPage
      title="Motion"
      intro="Three durations for transitions and entrances. Motion is a courtesy, never a message: nothing on the site depends on seeing it move."
    >
      <TokenTable caption="Durations" rows={tokenRows(tokens.duration, 'duration')} sample={() => null} />
      <section aria-labelledby="reduced-motion">
        <h2 id="reduced-motion" style={{ fontSize: tokens.fontSize.xl }}>
          Reduced motion
        </h2>
        <p>
          Under <code>{media.reducedMotion}</code> one global rule (ui/src/theme/global.css.ts) ends every transition
          and animation at once; an entrance animation that starts transparent also sets <code>animation: none</code>{' '}
          there. Carousels stop advancing by themselves, the weather stays still, and smooth scrolling is off. Every
          story and screenshot runs with reduced motion.
        </p>
      </section>
    </FoundationPage>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(media.reducedMotion)).toBeVisible();
  },
});

/** Every lucide icon the components import, read from their source so the list cannot fall behind. */
const sources = import.meta.glob('../../ui/src/**/*.tsx', { query: '?raw', import: 'default', eager: true });
const usedIconNames = [
  ...new Set(
    Object.values(sources).flatMap((source) =>
      [...String(source).matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)].flatMap((match) =>
        (match[1] ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type ') && name !== 'LucideIcon'),
      ),
    ),
  ),
].toSorted();
const iconOf = (name: string) => (lucide as unknown as Record<string, LucideIcon>)[name];

export const Icons = meta.story({
  render: () => (
    <FoundationPage
      title="Icons"
      intro="Lucide icons through the Icon component, at four sizes. An icon beside words that say the same is decoration (no label); an icon alone gets a label."
    >
      <TokenTable
        caption="Icon sizes"
        rows={(['sm', 'md', 'lg', 'xl'] as const).map((size) => ({
          name: size,
          value: `${{ sm: 16, md: 20, lg: 24, xl: 32 }[size]} px`,
        }))}
        sample={(row) => <Icon icon={lucide.HardHat} size={row.name as 'sm' | 'md' | 'lg' | 'xl'} />}
      />
      <TokenTable
        caption="Icons in use"
        rows={usedIconNames.map((name) => ({ name, value: 'lucide-react' }))}
        sample={(row) => {
          const glyph = iconOf(row.name);
          return glyph ? <Icon icon={glyph} size="lg" /> : null;
        }}
      />
    </FoundationPage>
  ),
  play: async ({ canvas }) => {
    const used = canvas.getByRole('table', { name: 'Icons in use' });
    await expect(usedIconNames.length).toBeGreaterThan(10);
    await expect(within(used).getAllByRole('row')).toHaveLength(usedIconNames.length + 1);
    await expect(usedIconNames.filter((name) => !iconOf(name))).toEqual([]);
  },
});

export const Breakpoints = meta.story({
  render: () => (
    <FoundationPage
      title="Breakpoints"
      intro="Layouts are written for a phone first and widen at these minimum widths. The stories review a phone (390 px), a desktop (1280 px) and a wide desktop (1536 px)."
    >
      <TokenTable
        caption="Breakpoints"
        rows={(Object.keys(breakpoints) as (keyof typeof breakpoints)[]).map((name) => ({
          name: `breakpoints.${name}`,
          value: `${breakpoints[name]} px`,
          query: media[name],
        }))}
        sample={(row) => bar(`${Number.parseInt(row.value, 10) / 8}px`)}
        extraColumns={[{ key: 'query', header: 'Media query', cell: (row) => <code>{row.query}</code> }]}
      />
    </FoundationPage>
  ),
  play: async ({ canvas }) => {
    await expectOneRowPerToken(canvas, 'Breakpoints', breakpoints);
  },
});
