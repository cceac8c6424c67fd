export { BidForm, type BidFormProps } from './BidForm';
