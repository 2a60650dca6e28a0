// Next calls register() once when the server starts: open the quote store and start the
// e-mail worker now, so the start-up log tells where requests go and whether e-mail is on.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startQuoteService } = await import('./lib/quotes/service/service');
  // Not awaited: a first start creates the embedded database, and pages need not wait for it.
  void startQuoteService();
  const { startDeskUpkeep } = await import('./lib/devis/upkeep');
  const { issueDueBalances } = await import('./lib/invoices/server');
  startDeskUpkeep([issueDueBalances]);
}
