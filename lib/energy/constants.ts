/**
 * The zod-free constants of the payback calculation (payback.ts re-exports them): the calculator's
 * page shows them before any calculation runs in the browser (issue 15).
 */

/**
 * The default emission factor: the U.S. average CO₂ output emission rate of the EPA's Emissions &
 * Generation Resource Integrated Database, eGRID2021 (852.3 lb/MWh ≈ 0.386 kg CO₂/kWh). A caller that
 * knows its grid region's factor passes `emissionFactorKgPerKwh`.
 */
export const CO2_KG_PER_KWH = 0.386;
export const CO2_FACTOR_SOURCE = "EPA eGRID2021 U.S. average, 852.3 lb CO₂/MWh";

/** The horizon of the net savings and of the cash-flow chart. */
export const PAYBACK_HORIZON_YEARS = 10;

export const MAX_FIXTURES = 1_000_000;
export const MAX_WATTS = 100_000;
/** $1,000,000 per fixture or per year of maintenance: far above any real fixture. */
export const MAX_MONEY_CENTS = 100_000_000;
/** $10 per kWh: far above any utility rate. */
export const MAX_RATE_CENTS_PER_KWH = 1_000;
