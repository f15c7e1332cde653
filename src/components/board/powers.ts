import type { Power } from '../../../engine/map/types';

/**
 * Power colours, close to the printed board's, plus a dark or light ink for text on them.
 * The letter lets a supply centre's owner be read without colour.
 */
export const POWER_STYLE: Record<Power, { fill: string; ink: string; tint: string; letter: string; name: string }> = {
  AUS: { fill: '#c8323c', ink: '#fff', tint: '#f2c9c6', letter: 'A', name: 'Austria' },
  ENG: { fill: '#2a4fa8', ink: '#fff', tint: '#c9d3ef', letter: 'E', name: 'England' },
  FRA: { fill: '#4fb3e8', ink: '#10202c', tint: '#cfe9f7', letter: 'F', name: 'France' },
  GER: { fill: '#4a4a4a', ink: '#fff', tint: '#d6d3cf', letter: 'G', name: 'Germany' },
  ITA: { fill: '#2e8b3e', ink: '#fff', tint: '#cbe6c7', letter: 'I', name: 'Italy' },
  RUS: { fill: '#8a5cc2', ink: '#fff', tint: '#e0d2ef', letter: 'R', name: 'Russia' },
  TUR: { fill: '#e6be1e', ink: '#2a2200', tint: '#f6ebb8', letter: 'T', name: 'Turkey' },
};
