import type { DatcCaseId } from './datcCases';
import type { Policies } from './ruleSet';

/**
 * For each policy, the DATC test cases whose ruling turns on it: the cases on which a rule set
 * we offer rules otherwise than the DATC prefers because of that policy (tests/datc/*-differences.yaml
 * names each case's deciding rule; a test checks every listed case is here). A policy with no
 * such case has an empty list: the DATC discusses it as an issue (4.A.6, 4.D.3) but tests no board.
 */
export const POLICY_DATC_CASES: Readonly<Record<keyof Policies, readonly DatcCaseId[]>> = {
  convoyParadox: ['6.F.16', '6.F.17', '6.F.18', '6.F.19', '6.F.20', '6.F.24', '6.F.27'],
  adjacentConvoy: ['6.G.1', '6.G.5', '6.G.6', '6.G.9', '6.G.11'],
  landFallbackAfterDisruptedConvoy: ['6.G.8', '6.G.20', '6.H.12'],
  explicitConvoyRoutes: [],
  dislodgedUnitBouncesAttackerOrigin: ['6.G.10', '6.G.14', '6.G.15'],
  convoyedAttackCutsSupportAgainstItsConvoy: ['6.F.16'],
  retreatToConvoyedAttackerOrigin: ['6.H.11', '6.H.12'],
  convoyOrderLegality: ['6.G.19'],
  convoyMoveLegality: ['6.D.8', '6.D.31'],
  inlandFleetBuild: ['6.I.2'],
  multipleOrdersToUnit: [],
  civilDisorder: ['6.J.3', '6.J.6', '6.J.7', '6.J.11', '6.J.12'],
  insurrection: [],
};
