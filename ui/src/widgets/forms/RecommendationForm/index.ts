export { RecommendationForm, type RecommendationFormProps } from './RecommendationForm';
