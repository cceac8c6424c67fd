export { ChoiceCards, type ChoiceCard, type ChoiceCardsProps } from './ChoiceCards';
