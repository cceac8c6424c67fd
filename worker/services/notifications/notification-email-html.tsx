import { Fragment, type CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export type Fact = [label: string, value: string];

/** One part of an e-mail, written once for both bodies: the plain text and the HTML. */
export interface Section {
  heading?: string;
  paragraphs?: string[];
  facts?: Fact[];
  list?: string[];
  link?: { label: string; href: string };
}

const cell: CSSProperties = { padding: '4px 12px 4px 0', verticalAlign: 'top' };

function EmailSection({ section }: { section: Section }) {
  return (
    <>
      {section.heading && <h2 style={{ fontSize: 18, margin: '24px 0 8px' }}>{section.heading}</h2>}
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.facts?.length ? (
        <table role="presentation">
          <tbody>
            {section.facts.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" style={{ ...cell, textAlign: 'left' }}>
                  {label}
                </th>
                <td style={cell}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {section.list?.length ? (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.link && (
        <p>
          <a href={section.link.href}>{section.link.label}</a>
        </p>
      )}
    </>
  );
}

function Email({ subject, sections, footer }: { subject: string; sections: Section[]; footer: string[] }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{subject}</title>
      </head>
      <body style={{ fontFamily: 'Arial,Helvetica,sans-serif', color: '#1f2933', lineHeight: 1.5, maxWidth: 640 }}>
        {sections.map((section, index) => (
          // A section is known only by its place, and an e-mail is rendered once, never updated.
          // oxlint-disable-next-line react/no-array-index-key
          <EmailSection key={index} section={section} />
        ))}
        <hr />
        <p style={{ fontSize: 12, color: '#52606d' }}>
          {footer.map((line, index) => (
            <Fragment key={line}>
              {index > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      </body>
    </html>
  );
}

/**
 * The HTML body. React escapes every text and attribute it writes, so whatever a visitor typed arrives as
 * text. Rendered synchronously to a string (docs/decisions/065): the e-mail is sent whole, nothing streams.
 */
export const emailHtml = (subject: string, sections: Section[], footer: string[]) =>
  `<!doctype html>${renderToStaticMarkup(<Email subject={subject} sections={sections} footer={footer} />)}`;
