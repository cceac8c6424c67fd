export { RecommendationResults, type RecommendationResultsProps } from './RecommendationResults';
