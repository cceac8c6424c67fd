export { ProjectCard, ProjectList, type ProjectCardProps, type ProjectListProps } from './ProjectCard';
