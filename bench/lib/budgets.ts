import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Budgets {
  bundle: { entryGzipKb: number; loginFirstScreenGzipKb: number; largestRouteChunkGzipKb: number };
  pageLoad: {
    loginLcpMs: number;
    loginUsableMs: number;
    dashboardLcpMs: number;
    dashboardRepeatLcpMs: number;
    dashboardRepeatUsableMs: number;
    tbtMs: number;
  };
  demo: { loginUsableMs: number; dashboardShownMs: number };
  interactions: {
    pickerSearchMs: number;
    /** The demo route on the seeded data (what a commuter gets): the budgeted figure. */
    offersDemoRouteFirstOfferMs: number;
    /** 1,000 matches (bench-large): the stress figure. */
    offersFirstOfferMs: number;
    myPageBookingsShownMs: number;
  };
  fakeBackend: { offersSearch10kMs: number; placeSearch10kMs: number; maxGrowthPerTenfold: number };
  devLoop: { devServerFirstPageMs: number };
}

export const BUDGETS_FILE = fileURLToPath(new URL('../budgets.json', import.meta.url));

export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
}

/** 'pass' when the figure is within the budget, 'OVER' otherwise ('-' without a figure). */
export function verdict(value: number | null | undefined, budget: number | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value) || budget === undefined) {
    return budget === undefined ? '' : '-';
  }
  return value <= budget ? 'pass' : 'OVER';
}
