import { ShieldAlert } from 'lucide-react';
import { Badge } from '../../../components/Badge';
import { Card } from '../../../components/Card';
import { FactList, type Fact } from '../../../components/FactList';
import { Heading } from '../../../components/Heading';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { Text } from '../../../components/Text';
import { GallerySlider } from '../GallerySlider';
import type { MediaItem } from '../media';
import * as styles from './ConfidentialGallery.css';

export interface ConfidentialOverview {
  title: string;
  paragraphs: readonly string[];
  facts: readonly Fact[];
}

export interface ConfidentialGalleryProps {
  /** The images as object URLs the page fetched with its grant; null while they are still loading. */
  images: readonly MediaItem[] | null;
  /** Why the images could not be shown (for example an expired grant). */
  loadError?: string;
  overview: ConfidentialOverview;
  notice: string;
  badge: string;
}

/** The unlocked NDA portal (docs/product.md §10.1): five images, the CONFIDENTIAL badge, overview and notice. */
export function ConfidentialGallery({ images, loadError, overview, notice, badge }: ConfidentialGalleryProps) {
  return (
    <section className={styles.portal} aria-labelledby="confidential-title">
      <div className={styles.title}>
        <Badge variant="destructive">{badge}</Badge>
        <Heading level={2} size="xl" id="confidential-title" tabIndex={-1}>
          {overview.title}
        </Heading>
      </div>

      {loadError ? (
        <p role="alert" className={styles.message}>
          {loadError}
        </p>
      ) : images ? (
        <GallerySlider label="Confidential plans" items={images} />
      ) : (
        <p role="status" className={styles.message}>
          <Spinner />
          Loading confidential images...
        </p>
      )}

      <Card title="Project Overview" titleLevel={3}>
        <div className={styles.overview}>
          {overview.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          <FactList facts={overview.facts} />
        </div>
      </Card>

      <aside className={styles.notice} aria-label="Confidentiality notice">
        <Icon icon={ShieldAlert} size="lg" />
        <div>
          <p className={styles.noticeTitle}>Confidentiality Notice</p>
          <Text size="sm">{notice}</Text>
        </div>
      </aside>
    </section>
  );
}
