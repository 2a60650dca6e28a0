// Vercel's « Protection Bypass for Automation » (docs/deploiement.md): a protected preview answers
// 401 to anyone without it. Its secret, when set, goes in a header with every request of the review.

/** The header that lets the review through a protected preview, when its secret is set. */
export const bypassHeaders = (): Record<string, string> => {
  const secret = process.env.VERCEL_AUTOMATION_BYPASS_SECRET;
  return secret ? { 'x-vercel-protection-bypass': secret } : {};
};
