import type { ContactRequest } from '@site/domain/contact';
import { company } from '@site/domain/company';
import type { SubmitContext } from '@site/ui/components/Form';
import { ContactForm } from '@site/ui/widgets/ContactForm';
import { apiRequest } from '../lib/api';
import { businessJsonLd, pageMeta } from '../lib/seo';
import * as styles from './home.css';

export const meta = () => [...pageMeta('/'), { 'script:ld+json': businessJsonLd() }];

const sendContact = async (message: ContactRequest, { idempotencyKey }: SubmitContext) => {
  await apiRequest('POST', '/api/contact', message, { idempotencyKey });
};

/** Temporary home: the contact slice end to end. The real home page is built by the site issue. */
export default function Home() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{company.name}</h1>
      <p className={styles.lead}>Design/build general contractor serving California, Oregon and Hawaii.</p>
      <section id="contact" aria-labelledby="contact-heading" className={styles.section}>
        <h2 id="contact-heading">Send us a message</h2>
        <ContactForm onSubmit={sendContact} />
      </section>
    </div>
  );
}
