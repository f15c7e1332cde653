import type { Power } from '../../../engine/map/types';

/**
 * Power colours, close to the printed board's, plus a dark or light ink for text on them.
 * The two-letter code, on every unit and on the flag of every owned centre, tells the powers apart
 * without colour; two letters, because one would read as an order's A (army) or F (fleet).
 */
export const POWER_STYLE: Record<Power, { fill: string; ink: string; tint: string; code: string; name: string }> = {
  AUS: { fill: '#c8323c', ink: '#fff', tint: '#f2c9c6', code: 'Au', name: 'Austria' },
  ENG: { fill: '#2a4fa8', ink: '#fff', tint: '#c9d3ef', code: 'En', name: 'England' },
  FRA: { fill: '#4fb3e8', ink: '#10202c', tint: '#cfe9f7', code: 'Fr', name: 'France' },
  GER: { fill: '#4a4a4a', ink: '#fff', tint: '#d6d3cf', code: 'Ge', name: 'Germany' },
  ITA: { fill: '#2e8b3e', ink: '#fff', tint: '#cbe6c7', code: 'It', name: 'Italy' },
  RUS: { fill: '#8a5cc2', ink: '#fff', tint: '#e0d2ef', code: 'Ru', name: 'Russia' },
  TUR: { fill: '#e6be1e', ink: '#2a2200', tint: '#f6ebb8', code: 'Tu', name: 'Turkey' },
};
