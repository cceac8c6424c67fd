/**
 * A lead kept while Turnstile could not be reached (docs/product.md §12.3, docs/decisions/089): the words staff
 * read about it, in one place for the table, the lead page, the action and their tests.
 */
export const unverifiedMessages = {
  badge: 'Unverified',
  explanation:
    'The bot check could not be reached when this lead arrived, so nothing showed that a person sent it and no confirmation went to the visitor.',
  confirmed: 'Lead confirmed',
  discarded: 'Discarded as spam: its details were erased',
  notUnverified: 'This lead is not waiting to be confirmed.',
  confirmFailed: 'Could not confirm the lead',
  discardFailed: 'Could not discard the lead',
} as const;
