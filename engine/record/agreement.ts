import type { Detail, RecordedClaim } from './recordedClaim';

/** Our side of a comparison: the outcome word and reason, and for webDiplomacy's convoys whether the army arrived. */
export interface OursToCompare {
  kind: string;
  outcome: string;
  reason: string;
  dislodged: boolean;
  /** A convoy: the convoyed army's move succeeded. */
  armyArrived?: boolean;
}

/** Did the order do what it said? A convoy "succeeds" when its army arrived if the format says so (webDiplomacy), else when it was available. */
export function succeeded(ours: OursToCompare, convoyMeansArrival: boolean): boolean {
  switch (ours.kind) {
    case 'support':
      return ours.outcome === 'given';
    case 'convoy':
      return convoyMeansArrival ? ours.armyArrived === true : ours.outcome === 'available';
    default:
      return ours.outcome === 'succeeds';
  }
}

const DETAIL_FITS: Record<Detail, (o: OursToCompare) => boolean> = {
  bounce: (o) => o.outcome === 'fails',
  cut: (o) => o.outcome === 'cut',
  void: (o) => o.outcome === 'invalid' || o.outcome === 'illegal' || o.outcome === 'not-followed',
  'no-convoy': (o) => (o.kind === 'move' && o.outcome === 'fails' && (o.reason === 'no-convoy-path' || o.reason === 'convoy-disrupted')) || (o.kind === 'convoy' && o.outcome !== 'available') || o.outcome === 'illegal',
  disrupted: (o) => (o.kind === 'move' && o.outcome === 'fails' && (o.reason === 'convoy-disrupted' || o.reason === 'no-convoy-path')) || o.outcome === 'disrupted',
  disband: (o) => o.kind === 'disband' || o.outcome !== 'succeeds',
};

/** Whether the record's claim and our result say the same. */
export function agrees(claim: RecordedClaim, ours: OursToCompare, convoyMeansArrival: boolean): boolean {
  if (claim.success !== undefined && claim.success !== succeeded(ours, convoyMeansArrival)) return false;
  const dislodged = ours.dislodged || ours.outcome === 'dislodged';
  if (claim.dislodged !== undefined && claim.dislodged !== dislodged) return false;
  return claim.details.every((d) => DETAIL_FITS[d](ours));
}
