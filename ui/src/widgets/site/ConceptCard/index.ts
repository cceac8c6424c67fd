export { ConceptCard, type Concept, type ConceptCardProps, type ConceptDocumentation } from './ConceptCard';
