import {
  fileSizeText,
  leadFileFieldLabels,
  leadFileKinds,
  type LeadFileSummary,
} from '@site/domain/lead-forms/lead-files';
import { Link } from '../../../components/Link';
import * as shared from '../staff.css';
import * as styles from './LeadFiles.css';

export interface LeadFilesProps {
  files: readonly LeadFileSummary[];
  /** Where a file opens: the staff file route, behind the staff guard (docs/decisions/077). */
  fileUrl: (id: string) => string;
}

const kindLabel = { jpeg: 'JPEG', png: 'PNG', pdf: 'PDF' } as const;

/**
 * The files a visitor sent with a lead: a thumbnail of each photo and a list of every file with what it is,
 * its size and a link that opens an image or downloads a document.
 */
export function LeadFiles({ files, fileUrl }: LeadFilesProps) {
  if (files.length === 0) return <p className={shared.note}>No files were sent with this request.</p>;
  const images = files.filter((file) => leadFileKinds[file.kind].image);
  return (
    <>
      {images.length > 0 && (
        <ul className={styles.thumbnails} aria-label="Photos">
          {images.map((file) => (
            <li key={file.id}>
              <a href={fileUrl(file.id)} target="_blank" rel="noopener">
                <img className={styles.thumbnail} src={fileUrl(file.id)} alt={file.name} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      <ul className={shared.list} aria-label="Files">
        {files.map((file) => (
          <li key={file.id} className={shared.listRow}>
            <span className={shared.listRowText}>
              <span className={shared.listRowName}>
                <Link
                  href={fileUrl(file.id)}
                  {...(leadFileKinds[file.kind].image
                    ? { target: '_blank', rel: 'noopener' }
                    : { download: file.name })}
                >
                  {file.name}
                </Link>
              </span>
              <span className={shared.listRowMeta}>
                {leadFileFieldLabels[file.field]} · {kindLabel[file.kind]} · {fileSizeText(file.size)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
