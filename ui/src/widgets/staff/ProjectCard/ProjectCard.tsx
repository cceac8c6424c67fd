import { formatUsd } from '@site/domain/pricing/money';
import type { AdminProject } from '@site/domain/staff/projects';
import { Plus } from 'lucide-react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { ProgressBar } from '../../../components/ProgressBar';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { projectStatusBadges, projectStatusLabels } from '../staff-format';
import * as shared from '../staff.css';
import { LoadState } from '../admin-states';
import * as styles from './ProjectCard.css';

export interface ProjectCardProps {
  project: AdminProject;
  onViewDetails: (project: AdminProject) => void;
}

/** Project tracking (docs/product.md §12.4): one project; actual cost red when over budget, otherwise green. */
export function ProjectCard({ project, onViewDetails }: ProjectCardProps) {
  const titleId = `project-${project.id}-name`;
  const overBudget = project.actualCost !== null && project.actualCost > project.budget;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.name}>
          {project.name}
        </h3>
        <Badge variant={projectStatusBadges[project.status]}>
          <VisuallyHidden>Status: </VisuallyHidden>
          {projectStatusLabels[project.status]}
        </Badge>
      </div>
      <dl className={shared.fields}>
        <dt className={shared.term}>Client</dt>
        <dd className={shared.definition}>{project.client}</dd>
        <dt className={shared.term}>Location</dt>
        <dd className={shared.definition}>{project.location}</dd>
        <dt className={shared.term}>Type</dt>
        <dd className={shared.definition}>{project.type}</dd>
        <dt className={shared.term}>Budget</dt>
        <dd className={shared.definition}>{formatUsd(project.budget)}</dd>
        {project.actualCost === null ? null : (
          <>
            <dt className={shared.term}>Actual cost</dt>
            <dd className={shared.definition}>
              <span className={overBudget ? styles.over : styles.within} data-over-budget={overBudget}>
                {formatUsd(project.actualCost)}
                <VisuallyHidden>{overBudget ? ' (over budget)' : ' (within budget)'}</VisuallyHidden>
              </span>
            </dd>
          </>
        )}
      </dl>
      <ProgressBar label="Progress" value={project.progress} />
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onViewDetails(project)}
          aria-label={`View Details of ${project.name}`}
        >
          View Details
        </Button>
      </div>
    </article>
  );
}

export interface ProjectListProps extends Omit<ProjectCardProps, 'project'> {
  /** Absent while loading. */
  projects?: readonly AdminProject[];
  error?: string;
  onAdd: () => void;
}

export function ProjectList({ projects, error, onAdd, onViewDetails }: ProjectListProps) {
  return (
    <div className={styles.section}>
      <div>
        <Button onClick={onAdd}>
          <Icon icon={Plus} size="sm" />
          Add Project
        </Button>
      </div>
      <LoadState what="projects" isLoading={!projects} error={error} isEmpty={projects?.length === 0}>
        <ul className={styles.grid} aria-label="Projects">
          {projects?.map((project) => (
            <li key={project.id} className={styles.item}>
              <ProjectCard project={project} onViewDetails={onViewDetails} />
            </li>
          ))}
        </ul>
      </LoadState>
    </div>
  );
}
