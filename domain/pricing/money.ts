// Made on first use: a browser's first number format loads its locale data, too much for a page that only
// loads the module (docs/decisions/052).
let usd: Intl.NumberFormat | undefined;

/**
 * '$397,800' — US dollars with thousands separators and no cents: the calculator, the assistant, the
 * notification emails and the admin (docs/product.md §12.2) all write money this way. A module of its own, so
 * a page that only shows money does not carry the price rules.
 */
export const formatUsd = (amount: number): string =>
  (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(
    amount,
  );
