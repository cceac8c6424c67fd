export { ServiceCards, type Service, type ServiceCardsProps } from './ServiceCards';
