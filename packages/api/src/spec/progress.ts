export interface CrawlProgress {
  pagesProcessed: number;
  pagesDiscovered: number;
}

/** Spec section 4: processed / max(discovered, 1), rounded to a whole percent; 0 without data. */
export function crawlProgressPercent(progress: CrawlProgress | null | undefined): number {
  if (!progress) return 0;
  return Math.round((progress.pagesProcessed / Math.max(progress.pagesDiscovered, 1)) * 100);
}
